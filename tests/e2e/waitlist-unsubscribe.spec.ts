/**
 * Unsubscribe as a visitor does it (issue 15, decision 0155): open the welcome email in the
 * local mailbox, see its one-click header, follow the unsubscribe link, press the one
 * button, see the confirmation. The unsubscribe page is one plain form no script enhances,
 * so this runs once, in `no-js` (@server-output; fixtures.ts, MODE); joining with and
 * without scripts is tested in landing.spec.ts and waitlist-referral.spec.ts.
 */
import {LANDING_COPY} from '../../app/features/landing/copy';
import {MESSAGES} from '../../app/lib/messages';
import {
  ERASE_COPY,
  STATUS_COPY,
  UNSUBSCRIBE_COPY,
} from '../../app/features/waitlist/copy';
import {UNSUBSCRIBE_LINK_LABEL} from '../../supabase/functions/_shared/welcome-email-template';
import {SUPABASE_URL} from './admin-support';
import {expect, MODE, test} from './fixtures';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test(
  'unsubscribe from the welcome email in the local mailbox',
  {tag: MODE.serverOutput},
  async ({page}) => {
    const una = uniqueEmail('una');
    await page.goto('/');
    await page.getByRole('link', {name: LANDING_COPY.secureYourSpot}).click();
    const dialog = page.locator('dialog#signup');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Name').fill('Una');
    await dialog.getByLabel('Email').fill(una);
    await dialog.getByRole('button', {name: 'Join the waitlist'}).click();
    await expect(page.getByText(MESSAGES.signupJoined).first()).toBeVisible();

    let email:
      {id: string; text: string; headers: Record<string, string>} | undefined;
    await expect
      .poll(
        async () => {
          const response = await fetch(
            `${SUPABASE_URL}/mailbox/api/emails?to=${encodeURIComponent(una)}`,
          );
          email = ((await response.json()) as {data: (typeof email)[]}).data[0];
          return email !== undefined;
        },
        {timeout: 20_000},
      )
      .toBe(true);

    // The message in the mailbox shows the one-click headers.
    await page.goto(`${SUPABASE_URL}/mailbox/${email!.id}`);
    await expect(page.getByText('List-Unsubscribe=One-Click')).toBeVisible();
    const link = email!.text
      .split('\n')
      .find((line) => line.startsWith(`${UNSUBSCRIBE_LINK_LABEL}: `))!
      .slice(UNSUBSCRIBE_LINK_LABEL.length + 2)
      .trim();
    expect(email!.headers['List-Unsubscribe']).toBe(`<${link}>`);

    await page.goto(link);
    await expect(page.getByText(UNSUBSCRIBE_COPY.intro)).toBeVisible();
    await page.getByRole('button', {name: UNSUBSCRIBE_COPY.button}).click();
    await expect(page.getByText(UNSUBSCRIBE_COPY.done)).toBeVisible();

    // Opened again, the link says so instead of offering the button again (issue 25).
    await page.goto(link);
    await expect(
      page.getByText(UNSUBSCRIBE_COPY.alreadyUnsubscribed),
    ).toBeVisible();
    await expect(
      page.getByRole('button', {name: UNSUBSCRIBE_COPY.button}),
    ).toHaveCount(0);
  },
);

/** The link after `label: ` in the newest email's text part, once it arrived. */
async function linkInEmail(address: string, label: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${SUPABASE_URL}/mailbox/api/emails?to=${encodeURIComponent(address)}`,
        );
        const {data} = (await response.json()) as {data: {text: string}[]};
        text = data[0]?.text ?? '';
        return text.includes(`${label}: `);
      },
      {timeout: 20_000},
    )
    .toBe(true);
  const line = text
    .split('\n')
    .find((entry) => entry.startsWith(`${label}: `))!;
  return line.slice(label.length + 2).trim();
}

test(
  '"Delete me" asks first, the erase survives a reload, and the email links say it is done',
  {tag: MODE.serverOutput},
  async ({page}) => {
    const erin = uniqueEmail('erin');
    await page.goto('/');
    await page.getByRole('link', {name: LANDING_COPY.secureYourSpot}).click();
    const dialog = page.locator('dialog#signup');
    await dialog.getByLabel('Name').fill('Erin');
    await dialog.getByLabel('Email').fill(erin);
    await dialog.getByRole('button', {name: 'Join the waitlist'}).click();
    await expect(page.getByText(MESSAGES.signupJoined).first()).toBeVisible();
    const statusLink = await linkInEmail(
      erin,
      'Your place in line and your referral link',
    );
    const unsubscribeLink = await linkInEmail(erin, UNSUBSCRIBE_LINK_LABEL);
    const statusPath = new URL(statusLink).pathname;

    // The first press only asks; "keep" goes back to the page, nothing erased.
    await page.goto(statusLink);
    await page.getByRole('button', {name: ERASE_COPY.button}).click();
    await expect(
      page.getByRole('heading', {name: ERASE_COPY.confirmTitle}),
    ).toBeVisible();
    await page.getByRole('link', {name: ERASE_COPY.keep}).click();
    await expect(page.getByTestId('waitlist-place')).toBeVisible();

    await page.getByRole('button', {name: ERASE_COPY.button}).click();
    await page.getByRole('button', {name: ERASE_COPY.confirmButton}).click();
    await expect(page.getByText(ERASE_COPY.done)).toBeVisible();
    // Post/redirect/get: the page's own URL, and a reload posts nothing again.
    expect(new URL(page.url()).pathname).toBe(statusPath);
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await expect(page.getByText(ERASE_COPY.done)).toBeVisible();
    await expect(page.getByText(STATUS_COPY.notFound)).toHaveCount(0);

    // The email's unsubscribe link says the address is already removed.
    await page.goto(unsubscribeLink);
    await expect(page.getByText(UNSUBSCRIBE_COPY.alreadyRemoved)).toBeVisible();
    await expect(
      page.getByRole('button', {name: UNSUBSCRIBE_COPY.button}),
    ).toHaveCount(0);
  },
);
