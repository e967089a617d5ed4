/**
 * Issue 25, items 4 and 5: the emails and messages follow LAUNCH_AT as the landing page
 * does, and every sentence about when the welcome code ends comes from the code's own end
 * date (its discount in Shopify's admin; here the stand-in's, changed through the Admin API
 * as a merchant would). Stand-ins of their own: the functions read LAUNCH_AT when they
 * start, and the code's dates are the shared catalog's.
 */
import {describe, expect, it} from 'vitest';
import {DISPOSABLE_EMAIL_COPY} from '../../app/features/waitlist/copy';
import {emailsTo, eventually, type MailboxEmail} from '../support/mailbox';
import {useWorkerOnOwnStandIns} from '../support/worker';

const afterLaunch = useWorkerOnOwnStandIns({
  LAUNCH_AT: '2025-12-01T10:00:00-05:00',
});
const beforeLaunch = useWorkerOnOwnStandIns({
  LAUNCH_AT: '2099-06-01T10:00:00-05:00',
});

type Worker = typeof afterLaunch;

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Joins (or subscribes from the footer) and waits for the email it sends. */
async function emailAfter(
  worker: Worker,
  intent: 'join' | 'newsletter',
  email: string,
): Promise<MailboxEmail> {
  const response = await worker.fetch('/api/waitlist', {
    method: 'POST',
    body: new URLSearchParams({intent, name: 'Lena Launch', email}),
  });
  expect(response.status).toBe(200);
  return eventually(
    async () =>
      (await emailsTo(worker.standIns().supabase!.mailboxUrl, email))[0],
    `the email to ${email}`,
  );
}

/** Sets when WELCOME10 ends, through the Admin API, as a merchant would in Shopify's admin. */
async function setWelcomeCodeEnd(worker: Worker, endsAt: string | null) {
  const {storefront} = worker.standIns();
  const admin = async (query: string, variables: Record<string, unknown>) =>
    (await (
      await fetch(`${storefront!.url}/admin/api/2026-04/graphql.json`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Shopify-Access-Token': storefront!.adminToken,
        },
        body: JSON.stringify({query, variables}),
      })
    ).json()) as {data: any};
  const found = await admin(
    `query C($code: String!) { codeDiscountNodeByCode(code: $code) { id } }`,
    {code: 'WELCOME10'},
  );
  const updated = await admin(
    `mutation U($id: ID!, $input: DiscountCodeBasicInput!) { discountCodeBasicUpdate(id: $id, basicCodeDiscount: $input) { userErrors { message } } }`,
    {id: found.data.codeDiscountNodeByCode.id, input: {endsAt}},
  );
  expect(updated.data.discountCodeBasicUpdate.userErrors).toEqual([]);
}

const LAUNCH_PROMISES = [
  'the moment the doors open',
  'Early birds get first pick',
  'Watch your inbox for the launch',
  'something for the wait',
];

describe('after the launch', () => {
  it('the welcome and newsletter emails point at the open store, and promise no launch', async () => {
    const welcome = await emailAfter(afterLaunch, 'join', unique('after-join'));
    const newsletter = await emailAfter(
      afterLaunch,
      'newsletter',
      unique('after-news'),
    );
    for (const email of [welcome, newsletter])
      for (const promise of LAUNCH_PROMISES) {
        expect(email.text).not.toContain(promise);
        expect(email.html).not.toContain(promise);
      }
    expect(welcome.text).toContain(
      'The grills, fuel and accessories are in the store now.',
    );
    expect(newsletter.text).toContain(
      'Watch your inbox for new recipes and accessories',
    );
  });

  it('a throwaway address is refused without mentioning a launch', async () => {
    const response = await afterLaunch.fetch('/api/waitlist', {
      method: 'POST',
      body: new URLSearchParams({
        intent: 'join',
        name: 'Throw Away',
        email: 'someone@mailinator.com',
      }),
    });
    expect(response.status).toBe(400);
    const {message} = (await response.json()) as {message: string};
    expect(message).toBe(DISPOSABLE_EMAIL_COPY.message);
    expect(message).not.toMatch(/launch/i);
  });

  it('says when the welcome code ends exactly as its discount does, on the pages and in the emails', async () => {
    // No end date: the page says so, the email says nothing about an end, and /terms
    // makes no promise of its own.
    const noEnd = await (await afterLaunch.fetch('/welcome-discount')).text();
    expect(noEnd).toContain('No end date.');
    const terms = await (await afterLaunch.fetch('/terms')).text();
    expect(terms).not.toMatch(/expire[^.]*after launch/);
    expect(
      (await emailAfter(afterLaunch, 'join', unique('no-end'))).text,
    ).toContain(
      'Enter your code at checkout: it works once, on your first order.\n',
    );

    await setWelcomeCodeEnd(afterLaunch, '2099-01-31T17:00:00Z');
    const joined = await emailAfter(afterLaunch, 'join', unique('ends'));
    expect(joined.text).toContain(
      'Enter your code at checkout: it works once, on your first order, until January 31, 2099.',
    );
    const subscribed = await emailAfter(
      afterLaunch,
      'newsletter',
      unique('ends-news'),
    );
    expect(subscribed.text).toContain('until January 31, 2099.');
    // The page's answer is cached for at most 10 s (decision 0211).
    await expect
      .poll(
        async () =>
          (
            await (await afterLaunch.fetch('/welcome-discount')).text()
          ).includes('Valid until January 31, 2099.'),
        {timeout: 20_000, interval: 1000},
      )
      .toBe(true);

    await setWelcomeCodeEnd(afterLaunch, '2025-12-31T15:00:00Z');
    expect(
      (await emailAfter(afterLaunch, 'join', unique('ended'))).text,
    ).toContain('This code stopped working on December 31, 2025.');
  }, 60_000);
});

describe('before the launch', () => {
  it('the emails promise the launch', async () => {
    const welcome = await emailAfter(
      beforeLaunch,
      'join',
      unique('before-join'),
    );
    expect(welcome.text).toContain(
      'We email you the moment the doors open, before anyone else hears.',
    );
    const newsletter = await emailAfter(
      beforeLaunch,
      'newsletter',
      unique('before-news'),
    );
    expect(newsletter.text).toContain(
      'Watch your inbox for the launch: subscribers hear first.',
    );
  });
});
