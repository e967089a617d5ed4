/**
 * The dashboard's failed-messages panel (issue 12, once the admin exists): a welcome email
 * that gave up shows with its kind, address, attempts and last error, and Retry puts it
 * back in the queue, from where the deliverer sends it to the mailbox.
 * Where it runs (fixtures.ts, MODE): once, in `no-js` (@server-output): Retry is a plain
 * form post that no script enhances (see admin-auth.spec.ts for the admin pages' scripts).
 */
import {ADMIN_COPY} from '../../app/features/admin/copy';
import {apiKeyFor, DEFAULT_JWT_SECRET} from '../../local/supabase/jwt';
import {
  createUser,
  joinWaitlist,
  latestEmailTo,
  signInAndEnrol,
  SUPABASE_URL,
  uniqueEmail,
} from './admin-support';
import {expect, MODE, test} from './fixtures';

test.describe.configure({timeout: 120_000});

const SERVICE_KEY = apiKeyFor('service_role', DEFAULT_JWT_SECRET);
const serviceHeaders = {
  apikey: SERVICE_KEY,
  Authorization: `Bearer ${SERVICE_KEY}`,
  'Content-Type': 'application/json',
};

type OutboxRow = {id: number; kind: string; status: string};

async function welcomeMessage(email: string): Promise<OutboxRow | undefined> {
  const response = await fetch(
    `${SUPABASE_URL}/rest/v1/outbox?select=id,kind,status&kind=eq.welcome-email&email=eq.${encodeURIComponent(email)}`,
    {headers: serviceHeaders},
  );
  const rows = (await response.json()) as OutboxRow[];
  return rows[0];
}

/** Lets the first delivery finish, then marks the message as having given up. */
async function failedWelcomeEmail(email: string): Promise<void> {
  await expect
    .poll(async () => (await welcomeMessage(email))?.status, {timeout: 30_000})
    .toBe('delivered');
  const message = (await welcomeMessage(email))!;
  const response = await fetch(
    `${SUPABASE_URL}/rest/v1/outbox?id=eq.${message.id}`,
    {
      method: 'PATCH',
      headers: serviceHeaders,
      body: JSON.stringify({
        status: 'failed',
        attempts: 8,
        last_error: 'HTTP 500 from the e2e test',
      }),
    },
  );
  expect(response.ok).toBe(true);
}

test.describe('failed messages', {tag: MODE.serverOutput}, () => {
  test('a failed welcome email shows on the dashboard and Retry sends it again', async ({
    page,
  }) => {
    const signup = uniqueEmail('outbox-signup');
    await joinWaitlist('Outbox Retry', signup);
    await failedWelcomeEmail(signup);
    const admin = uniqueEmail('outbox-admin');
    await createUser(admin);

    await signInAndEnrol(page, admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const panel = page.getByRole('region', {
      name: ADMIN_COPY.failedMessagesTitle,
    });
    const row = panel.getByRole('row').filter({hasText: signup});
    await expect(row).toContainText('welcome-email');
    await expect(row).toContainText('8');
    await expect(row).toContainText('HTTP 500 from the e2e test');

    await row.getByRole('button', {name: /Retry/}).click();
    await expect(page.getByText(ADMIN_COPY.messageRetried)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard#failed-messages$/);
    await expect(panel.getByRole('row').filter({hasText: signup})).toHaveCount(
      0,
    );

    // Back in the queue and delivered again: a second welcome email in the mailbox.
    await expect
      .poll(async () => (await welcomeMessage(signup))?.status, {
        timeout: 30_000,
      })
      .toBe('delivered');
    expect(await latestEmailTo(signup)).toBeDefined();
  });

  test('a retry posted with a bad message id answers 400 with a message', async ({
    page,
  }) => {
    const admin = uniqueEmail('outbox-admin-bad');
    await createUser(admin);
    await signInAndEnrol(page, admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const response = await page.request.post('/admin/dashboard', {
      form: {intent: 'retry-message', messageId: 'abc'},
      headers: {Origin: new URL(page.url()).origin},
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(await response.text()).toContain(ADMIN_COPY.invalidMessage);
  });
});
