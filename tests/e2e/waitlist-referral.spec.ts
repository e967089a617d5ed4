/**
 * Issue 15 as a new visitor lives it, with JavaScript on and off: join through a friend's
 * link, open the welcome email in the local mailbox, confirm, see the place and the link to
 * share; the friend's referral count moves. In both projects (fixtures.ts, MODE): with
 * scripts the joins post in place and the status page offers a share button.
 */
import type {Page} from '@playwright/test';
import {LANDING_COPY} from '../../app/features/landing/copy';
import {MESSAGES, WELCOME_DISCOUNT} from '../../app/lib/messages';
import {CONFIRM_COPY, STATUS_COPY} from '../../app/features/waitlist/copy';
import {SUPABASE_URL} from './admin-support';
import {expect, test} from './fixtures';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

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

const STATUS_LINK = 'Your place in line and your referral link';

async function joinFrom(page: Page, url: string, name: string, email: string) {
  await page.goto(url);
  await page.getByRole('link', {name: LANDING_COPY.secureYourSpot}).click();
  const dialog = page.locator('dialog#signup');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', {name: 'Join the waitlist'}).click();
  await expect(page.getByText(MESSAGES.signupJoined).first()).toBeVisible();
}

test("join through a friend's link, confirm from the mailbox, see the place and the link to share", async ({
  page,
  jsEnabled,
}) => {
  // The friend who shares the link.
  const rita = uniqueEmail('rita');
  await joinFrom(page, '/', 'Rita', rita);
  const ritaStatus = await linkInEmail(rita, STATUS_LINK);
  await page.goto(ritaStatus);
  const link = (await page.getByTestId('referral-link').textContent())!;
  expect(link).toMatch(/\/\?ref=[a-z0-9]{10}$/);
  await expect(page.getByTestId('waitlist-referrals')).toHaveText(
    STATUS_COPY.referrals(0),
  );

  // The new visitor, through that link.
  const fred = uniqueEmail('fred');
  await joinFrom(
    page,
    new URL(link).pathname + new URL(link).search,
    'Fred',
    fred,
  );
  await page.goto(await linkInEmail(fred, 'Confirm my place'));
  await page.getByRole('button', {name: CONFIRM_COPY.button}).click();
  await expect(page).toHaveURL(/\/waitlist\/[0-9a-f]{64}\?confirmed=1$/);
  await expect(page.getByText(STATUS_COPY.confirmed)).toBeVisible();
  await expect(page.getByTestId('waitlist-place')).toHaveText(
    /^#[\d,]+ of [\d,]+$/,
  );
  await expect(page.getByText(WELCOME_DISCOUNT.code)).toBeVisible();
  // Back to the confirmation link: it says the place is confirmed, no button that would
  // answer 409 (issue 25 item 16).
  await page.goBack();
  await expect(page.getByText(CONFIRM_COPY.used)).toBeVisible();
  await expect(
    page.getByRole('button', {name: CONFIRM_COPY.button}),
  ).toHaveCount(0);
  await page.goForward();
  await expect(page.getByTestId('referral-link')).toHaveText(
    /\/\?ref=[a-z0-9]{10}$/,
  );
  const share = page.getByRole('button', {name: STATUS_COPY.shareButton});
  if (jsEnabled) await expect(share).toBeVisible();
  else await expect(share).toBeHidden();

  // Rita's page now counts Fred.
  await page.goto(ritaStatus);
  await expect(page.getByTestId('waitlist-referrals')).toHaveText(
    STATUS_COPY.referrals(1),
  );
});
