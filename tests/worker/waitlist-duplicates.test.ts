/**
 * Duplicates by the normalised address, referral rings from one IP, re-subscribing by double
 * opt-in, and unsubscribe/erase reaching Shopify, through the production worker on the
 * stand-ins (issue 15, migration 20251124180000, decision 0157).
 */
import {describe, expect, it} from 'vitest';
import {MESSAGES, VISITOR_COPY} from '../../app/lib/messages';
import {UNSUBSCRIBE_LINK_LABEL} from '../../supabase/functions/_shared/welcome-email-template';
import {clientFor} from '../../local/supabase/testing';
import {emailsTo, eventually, linkIn} from '../support/mailbox';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

const CONFIRM = 'Confirm my place';
const STATUS = 'Your place in line and your referral link';

/** A waitlist form post as the enhanced form sends it; the answer's JSON. */
async function joinJson(
  email: string,
  {ip, ref, name = 'Dana'}: {ip?: string; ref?: string; name?: string} = {},
) {
  const response = await worker.fetch('/api/waitlist', {
    method: 'POST',
    body: new URLSearchParams({
      intent: 'join',
      name,
      email,
      ...(ref ? {ref} : {}),
    }),
    headers: ip ? {'oxygen-buyer-ip': ip} : {},
  });
  return {
    status: response.status,
    body: (await response.json()) as {status: string; message: string},
  };
}

const post = (path: string, fields: Record<string, string>) =>
  worker.fetch(path, {method: 'POST', body: new URLSearchParams(fields)});

const inbox = (address: string) =>
  emailsTo(worker.standIns().supabase!.mailboxUrl, address);

/** The `count`th email to the address, in the order sent (the mailbox lists newest first). */
const emailNumber = (address: string, count: number) =>
  eventually(async () => {
    const all = await inbox(address);
    return all.length >= count ? all[all.length - count] : undefined;
  }, `email number ${count} to ${address}`);

const service = () => {
  const local = worker.standIns().supabase!;
  return clientFor(local.url, local.serviceRoleKey);
};

/** Ages an address's queued messages past the resend's 10-minute limit. */
async function agePastResendLimit(email: string) {
  const {error} = await service()
    .from('outbox')
    .update({created_at: new Date(Date.now() - 11 * 60_000).toISOString()})
    .eq('email', email);
  expect(error).toBeNull();
}

async function confirmFrom(path: string) {
  const token = new URL(path, 'http://x').searchParams.get('token')!;
  const response = await post(path, {token});
  expect(response.status).toBe(303);
}

async function referralsOn(statusPath: string): Promise<number> {
  const html = (await (await worker.fetch(statusPath)).text()).replace(
    /<!-- -->/g,
    '',
  );
  const match = /(\d+) friends? confirmed/.exec(html);
  if (!match) throw new Error(`No referral count on the page:\n${html}`);
  return Number(match[1]);
}

type Customer = {
  email: string;
  emailMarketingConsent: {marketingState: string} | null;
};
async function customerOf(email: string): Promise<Customer | undefined> {
  const all = (await (
    await fetch(`${worker.standIns().storefront!.url}/__local/customers`)
  ).json()) as Customer[];
  return all.find((customer) => customer.email === email);
}

describe('duplicates by the normalised address', () => {
  it('a Gmail twin takes the duplicate path and the row keeps what was typed', async () => {
    const stamp = Date.now();
    const first = `janedoe${stamp}@googlemail.com`;
    const twin = `Jane.Doe${stamp}+grill@gmail.com`;
    expect((await joinJson(first)).body.message).toBe(MESSAGES.signupJoined);
    await emailNumber(first, 1);

    const again = await joinJson(twin);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(VISITOR_COPY.signupAlreadySent);

    // Past the 10-minute limit the twin resends to the stored address, with a fresh link.
    await agePastResendLimit(first);
    expect((await joinJson(twin)).body.message).toBe(MESSAGES.signupResent);
    const resent = await emailNumber(first, 2);
    expect(linkIn(resent, CONFIRM)).toMatch(/^\/waitlist\/confirm\?token=/);
    expect(await inbox(twin.toLowerCase())).toHaveLength(0);

    const {data} = await service()
      .from('subscribers')
      .select('email')
      .like('email', `%${stamp}%`);
    expect(data).toEqual([{email: first}]);
  });

  it('two near-identical addresses at once make one row', async () => {
    const stamp = Date.now();
    const answers = await Promise.all([
      joinJson(`race.${stamp}@gmail.com`, {name: 'Race One'}),
      joinJson(`Race${stamp}+two@gmail.com`, {name: 'Race Two'}),
      joinJson(`r.a.c.e${stamp}+three@googlemail.com`, {name: 'Race Three'}),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(
      answers.filter((answer) => answer.body.message === MESSAGES.signupJoined),
    ).toHaveLength(1);
    const {data, error} = await service()
      .from('subscribers')
      .select('email')
      .eq('email_normalised', `race${stamp}@gmail.com`);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });

  it('the newsletter refuses a +tag twin as already subscribed', async () => {
    const stamp = Date.now();
    await post('/', {intent: 'newsletter', email: `nell-${stamp}@example.com`});
    const response = await worker.fetch('/api/waitlist', {
      method: 'POST',
      body: new URLSearchParams({
        intent: 'newsletter',
        email: `nell-${stamp}+again@example.com`,
      }),
    });
    expect(((await response.json()) as {message: string}).message).toBe(
      MESSAGES.footerAlreadySubscribed,
    );
  });
});

describe('referral rings from one IP', () => {
  it('a friend from the referrer’s IP or network, or from a network that already earned, moves nobody up', async () => {
    const stamp = Date.now();
    const rita = `ring-rita-${stamp}@example.com`;
    await joinJson(rita, {ip: '192.0.2.10'});
    const ritaStatus = linkIn(await emailNumber(rita, 1), STATUS);
    const {data} = await service()
      .from('subscribers')
      .select('referral_code')
      .eq('email', rita)
      .single();
    const ref = (data as {referral_code: string}).referral_code;

    const friends = [
      [`ring-same-${stamp}@example.com`, '192.0.2.10'],
      // One address over, the same /24 as the referrer (issue 24): no credit either.
      [`ring-neighbour-${stamp}@example.com`, '192.0.2.11'],
      // Another network (the ring rule compares /24s: issue 24).
      [`ring-other-${stamp}@example.com`, '198.51.100.20'],
      [`ring-again-${stamp}@example.com`, '198.51.100.20'],
    ] as const;
    for (const [email, ip] of friends) {
      await joinJson(email, {ip, ref});
      await confirmFrom(linkIn(await emailNumber(email, 1), CONFIRM));
    }
    // Only the friend from another network counts, once.
    expect(await referralsOn(ritaStatus)).toBe(1);
  });
});

describe('joining again after an unsubscribe', () => {
  it('sends a new confirmation link; nothing else goes out until it is confirmed, which resubscribes', async () => {
    const stamp = Date.now();
    const una = `again-una-${stamp}@example.com`;
    await joinJson(una);
    const welcome = await emailNumber(una, 1);
    await confirmFrom(linkIn(welcome, CONFIRM));
    const unsubscribe = await worker.fetch(
      linkIn(welcome, UNSUBSCRIBE_LINK_LABEL),
      {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      },
    );
    expect(unsubscribe.status).toBe(200);

    await agePastResendLimit(una);
    expect((await joinJson(una)).body.message).toBe(MESSAGES.signupResent);
    const reconfirm = await emailNumber(una, 2);
    const confirmPath = linkIn(reconfirm, CONFIRM);

    // Not confirmed yet: the newsletter's welcome is not sent.
    await post('/', {intent: 'newsletter', email: una});
    const marker = `again-marker-${stamp}@example.com`;
    await post('/', {intent: 'newsletter', email: marker});
    await emailNumber(marker, 1);
    expect(await inbox(una)).toHaveLength(2);

    await confirmFrom(confirmPath);
    const {data} = await service()
      .from('subscribers')
      .select('unsubscribed_at, marketing_consent_at')
      .eq('email', una)
      .single();
    const row = data as {
      unsubscribed_at: string | null;
      marketing_consent_at: string;
    };
    expect(row.unsubscribed_at).toBeNull();
    expect(Date.parse(row.marketing_consent_at)).toBeGreaterThan(
      Date.now() - 60_000,
    );
    // Subscribed again: Shopify says so, and a later email goes out.
    await eventually(
      async () =>
        (await customerOf(una))?.emailMarketingConsent?.marketingState ===
        'SUBSCRIBED'
          ? true
          : undefined,
      'the new consent in Shopify',
    );
    await agePastResendLimit(una);
    await joinJson(una);
    await emailNumber(una, 3);
  });
});

describe('unsubscribe and erase reach Shopify', () => {
  it('unsubscribing sets the customer’s email marketing to UNSUBSCRIBED', async () => {
    const cora = `shop-cora-${Date.now()}@example.com`;
    await joinJson(cora);
    const welcome = await emailNumber(cora, 1);
    await confirmFrom(linkIn(welcome, CONFIRM));
    await eventually(
      async () =>
        (await customerOf(cora))?.emailMarketingConsent?.marketingState ===
        'SUBSCRIBED'
          ? true
          : undefined,
      'the consent in Shopify',
    );
    await worker.fetch(linkIn(welcome, UNSUBSCRIBE_LINK_LABEL), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    });
    await eventually(
      async () =>
        (await customerOf(cora))?.emailMarketingConsent?.marketingState ===
        'UNSUBSCRIBED'
          ? true
          : undefined,
      'the unsubscribe in Shopify',
    );
  });

  it('erasing removes the Shopify customer, and the outbox forgets the address once done', async () => {
    const erin = `shop-erin-${Date.now()}@example.com`;
    await joinJson(erin);
    const statusPath = linkIn(await emailNumber(erin, 1), STATUS);
    await eventually(() => customerOf(erin), 'the customer sync');
    // Post/redirect/get (issue 25 item 16): the erase answers 303 to the status page.
    expect((await post(statusPath, {intent: 'erase'})).status).toBe(303);
    await eventually(
      async () => ((await customerOf(erin)) ? undefined : true),
      'the customer erased in Shopify',
    );
    const left = await eventually(async () => {
      const {data} = await service()
        .from('outbox')
        .select('id')
        .eq('email', erin);
      return data?.length === 0 ? data : undefined;
    }, 'no outbox row with the address');
    expect(left).toEqual([]);
    // The anonymous row left behind does not block the person from joining again.
    expect((await joinJson(erin)).body.message).toBe(MESSAGES.signupJoined);
  });
});
