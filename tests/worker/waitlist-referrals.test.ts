/**
 * Double opt-in and referrals through the production worker on the stand-ins (issue 15):
 * join through a friend's link without JavaScript, confirm from the mailbox, see the place
 * and the link; the friend moves up only once the confirmation is in.
 */
import {describe, expect, it} from 'vitest';
import {WELCOME_DISCOUNT} from '../../app/lib/messages';
import {CONFIRM_COPY, STATUS_COPY} from '../../app/features/waitlist/copy';
import {clientFor} from '../../local/supabase/testing';
import {emailsTo, eventually, linkIn} from '../support/mailbox';
import {useWorkerOnOwnStandIns} from '../support/worker';

// Stand-ins of its own: a place in line moves with everyone else's joins and referrals.
const worker = useWorkerOnOwnStandIns();

const CONFIRM = 'Confirm my place';
const STATUS = 'Your place in line and your referral link';

const post = (path: string, fields: Record<string, string>) =>
  worker.fetch(path, {method: 'POST', body: new URLSearchParams(fields)});

async function welcomeEmailOf(address: string) {
  return eventually(
    async () =>
      (await emailsTo(worker.standIns().supabase!.mailboxUrl, address))[0],
    `the welcome email to ${address}`,
  );
}

async function join(name: string, email: string, ref?: string) {
  const response = await post('/?index', {
    intent: 'join',
    name,
    email,
    ...(ref ? {ref} : {}),
  });
  expect(response.status).toBe(303);
}

/** How React writes a text into HTML (apostrophes become &#x27;). */
const asHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/</g, '&lt;');

async function statusOf(path: string) {
  const response = await worker.fetch(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const place = /#([\d,]+)(?:<!-- -->)? of (?:<!-- -->)?([\d,]+)/.exec(html);
  const referrals = /(\d+) friends? confirmed/.exec(
    html.replace(/<!-- -->/g, ''),
  );
  const link = /data-testid="referral-link"[^>]*>([^<]+)</.exec(html);
  if (!place || !referrals || !link)
    throw new Error(`No status on the page:\n${html}`);
  return {
    response,
    html,
    place: Number(place[1]!.replace(/,/g, '')),
    referrals: Number(referrals[1]),
    link: link[1]!.replace(/&amp;/g, '&'),
  };
}

describe('double opt-in and referrals', () => {
  it('a friend joins through the link (no JavaScript), confirms once, and moves the referrer up', async () => {
    const stamp = Date.now();
    // Five people ahead, so moving up five places is visible.
    for (let index = 0; index < 6; index += 1)
      await join(`Early ${index}`, `early-${index}-${stamp}@example.com`);
    const rita = `rita-${stamp}@example.com`;
    await join('Rita', rita);
    const ritaEmail = await welcomeEmailOf(rita);
    expect(ritaEmail.text).toContain(WELCOME_DISCOUNT.code);
    const ritaStatusPath = linkIn(ritaEmail, STATUS);
    const before = await statusOf(ritaStatusPath);
    expect(before.referrals).toBe(0);
    expect(before.html).toContain(asHtml(STATUS_COPY.rule(5)));
    expect(before.html).toContain(asHtml(STATUS_COPY.unconfirmed));
    const code = new URL(before.link).searchParams.get('ref')!;
    expect(code).toMatch(/^[a-z0-9]{10}$/);

    // The friend's link: the form carries the code; that variant is never cached.
    const landing = await worker.fetch(`/?ref=${code}`);
    expect(landing.headers.get('cache-control')).toBe('private, no-store');
    const landingHtml = await landing.text();
    expect(landingHtml).toContain(`name="ref" value="${code}"`);
    expect(landingHtml).toContain(`href="/?signup=&amp;ref=${code}#signup"`);
    expect((await worker.fetch('/')).headers.get('cache-control')).toMatch(
      /^public/,
    );

    const fred = `fred-${stamp}@example.com`;
    await join('Fred', fred, code);
    const fredEmail = await welcomeEmailOf(fred);
    const confirmPath = linkIn(fredEmail, CONFIRM);
    expect(confirmPath).toMatch(/^\/waitlist\/confirm\?token=[0-9a-f]{64}$/);

    // Not confirmed yet: nothing for Rita.
    expect((await statusOf(ritaStatusPath)).referrals).toBe(0);

    // Opening the link confirms nothing (mail scanners open links); the button does.
    const page = await worker.fetch(confirmPath);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain(CONFIRM_COPY.button);
    expect((await statusOf(ritaStatusPath)).referrals).toBe(0);

    const token = new URL(confirmPath, 'http://x').searchParams.get('token')!;
    const confirmed = await post(confirmPath, {token});
    expect(confirmed.status).toBe(303);
    const fredStatusPath = confirmed.headers.get('location')!;
    expect(fredStatusPath).toMatch(/^\/waitlist\/[0-9a-f]{64}\?confirmed=1$/);
    const fredStatus = await statusOf(fredStatusPath);
    expect(fredStatus.html).toContain(asHtml(STATUS_COPY.confirmed));
    expect(fredStatus.html).toContain(WELCOME_DISCOUNT.code);
    expect(fredStatus.response.headers.get('cache-control')).toBe(
      'private, no-store',
    );
    expect(fredStatus.response.headers.get('x-robots-tag')).toBe('noindex');
    expect(fredStatus.html).toMatch(/<meta name="robots" content="noindex/);
    expect(fredStatus.link).toMatch(/\/\?ref=[a-z0-9]{10}$/);

    // Once only; after it, the link says the place is confirmed, with no button to press
    // (Back from the status page, a second click; issue 25).
    const again = await post(confirmPath, {token});
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(asHtml(CONFIRM_COPY.used));
    const reopened = await worker.fetch(confirmPath);
    expect(reopened.status).toBe(200);
    const reopenedHtml = await reopened.text();
    expect(reopenedHtml).toContain(asHtml(CONFIRM_COPY.used));
    expect(reopenedHtml).not.toContain(`>${CONFIRM_COPY.button}</button>`);

    const after = await statusOf(ritaStatusPath);
    expect(after.referrals).toBe(1);
    expect(after.place).toBe(before.place - 5);
  });

  it('each credited friend moves the referrer exactly 5 places, however others moved before (issue 25)', async () => {
    const stamp = Date.now();
    const line = Array.from(
      {length: 9},
      (_, index) => `line-${index + 1}-${stamp}@example.com`,
    );
    for (const [index, email] of line.entries())
      await join(`Line ${index + 1}`, email);
    const statusPathOf = async (email: string) =>
      linkIn(await welcomeEmailOf(email), STATUS);
    const seventh = await statusPathOf(line[6]!);
    const ninth = await statusPathOf(line[8]!);

    /** A friend joins through `referrerStatus`'s link and confirms. */
    const creditFrom = async (referrerStatus: string, label: string) => {
      const code = new URL(
        (await statusOf(referrerStatus)).link,
      ).searchParams.get('ref')!;
      const friend = `${label}-${stamp}@example.com`;
      await join(label, friend, code);
      const confirmPath = linkIn(await welcomeEmailOf(friend), CONFIRM);
      const token = new URL(confirmPath, 'http://x').searchParams.get('token')!;
      expect((await post(confirmPath, {token})).status).toBe(303);
    };

    const seventhBefore = (await statusOf(seventh)).place;
    const ninthBefore = (await statusOf(ninth)).place;
    await creditFrom(seventh, 'friend-of-seventh');
    expect((await statusOf(seventh)).place).toBe(seventhBefore - 5);
    // The seventh passed nobody behind it: the ninth is where it was.
    const ninthBetween = (await statusOf(ninth)).place;
    expect(ninthBetween).toBe(ninthBefore);

    await creditFrom(ninth, 'friend-of-ninth');
    expect((await statusOf(ninth)).place).toBe(ninthBetween - 5);
  });

  it('records the marketing consent in Shopify only once the address is confirmed', async () => {
    const email = `consent-${Date.now()}@example.com`;
    await join('Cora', email);
    const confirmPath = linkIn(await welcomeEmailOf(email), CONFIRM);
    type Customer = {
      email: string;
      emailMarketingConsent: {
        marketingState: string;
        marketingOptInLevel: string | null;
      } | null;
    };
    const customerOf = async () =>
      (
        (await (
          await fetch(`${worker.standIns().storefront!.url}/__local/customers`)
        ).json()) as Customer[]
      ).find((customer) => customer.email === email);
    const synced = await eventually(customerOf, 'the customer sync');
    expect(synced.emailMarketingConsent?.marketingState).not.toBe('SUBSCRIBED');

    const token = new URL(confirmPath, 'http://x').searchParams.get('token')!;
    expect((await post(confirmPath, {token})).status).toBe(303);
    const consented = await eventually(async () => {
      const customer = await customerOf();
      return customer?.emailMarketingConsent?.marketingState === 'SUBSCRIBED'
        ? customer
        : undefined;
    }, 'the consent in Shopify');
    expect(consented.emailMarketingConsent?.marketingOptInLevel).toBe(
      'CONFIRMED_OPT_IN',
    );
  });

  it('answers a bad or unknown token with a clear 4xx page, never a 500', async () => {
    const bad = await worker.fetch('/waitlist/confirm?token=nope');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(CONFIRM_COPY.invalid);
    const unknown = await post(`/waitlist/confirm?token=${'a'.repeat(64)}`, {
      token: 'a'.repeat(64),
    });
    expect(unknown.status).toBe(400);
    const status = await worker.fetch(`/waitlist/${'b'.repeat(64)}`);
    expect(status.status).toBe(404);
    expect(status.headers.get('cache-control')).toBe('private, no-store');
    expect(await status.text()).toContain(STATUS_COPY.notFound);
    expect((await worker.fetch('/waitlist/short')).status).toBe(404);
  });

  it('a duplicate signup of an unconfirmed address sends a fresh confirmation link', async () => {
    const email = `again-${Date.now()}@example.com`;
    await join('Gail', email);
    const first = linkIn(await welcomeEmailOf(email), CONFIRM);
    // Age the first email past the 10-minute limit (as the resend test does).
    const local = worker.standIns().supabase!;
    const {error} = await clientFor(local.url, local.serviceRoleKey)
      .from('outbox')
      .update({created_at: new Date(Date.now() - 11 * 60_000).toISOString()})
      .eq('email', email);
    expect(error).toBeNull();
    await join('Gail', email);
    const emails = await eventually(async () => {
      const all = await emailsTo(worker.standIns().supabase!.mailboxUrl, email);
      return all.length >= 2 ? all : undefined;
    }, 'the second email');
    const links = emails.map((message) => linkIn(message, CONFIRM));
    expect(new Set(links).size).toBe(2);
    expect(links).toContain(first);
  });
});
