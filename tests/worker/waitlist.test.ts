/**
 * The waitlist through the production worker, end to end on the stand-ins: the form
 * actions, the JSON endpoint, the outbox's deliveries (welcome email in the local
 * mailbox, customer in the local Shopify admin) and the countdown's server snapshot.
 */
import {describe, expect, it} from 'vitest';
import {MESSAGES, WELCOME_DISCOUNT} from '../../app/lib/messages';
import {landingCount} from '../support/landing-count';
import {startWorker, useWorkerOnOwnStandIns} from '../support/worker';

// Stand-ins of its own: the landing page's count must move by exactly this file's join.
const worker = useWorkerOnOwnStandIns();

const post = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  worker.fetch(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
  });

async function eventually<T>(
  read: () => Promise<T | undefined>,
  what: string,
): Promise<T> {
  // The outbox deliverer runs every second; a busy machine needs more.
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** How React writes a text into HTML (apostrophes become &#x27;). */
const asHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/</g, '&lt;');

type Email = {
  to: string | string[];
  subject: string;
  html: string;
  text: string;
};
type Customer = {
  email: string;
  firstName?: string | null;
  tags: string[];
  emailMarketingConsent: {marketingState: string} | null;
};

describe('joining the waitlist', () => {
  it('answers the enhanced form in JSON, then sends the welcome email and syncs the customer', async () => {
    const email = `ana-${Date.now()}@example.com`;
    const response = await post('/api/waitlist', {
      intent: 'join',
      name: ' Ana Ruiz ',
      email: email.toUpperCase(),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'success',
      message: MESSAGES.signupJoined,
    });

    const welcome = await eventually(async () => {
      const inbox = await fetch(
        `${worker.standIns().supabase!.mailboxUrl}/api/emails?to=${encodeURIComponent(email)}`,
      );
      return ((await inbox.json()) as {data: Email[]}).data[0];
    }, 'the welcome email');
    expect(welcome.html).toContain('Ana Ruiz');
    expect(welcome.html).toContain(WELCOME_DISCOUNT.code);
    expect(welcome.text).toContain(WELCOME_DISCOUNT.code);

    const customer = await eventually(async () => {
      const customers = (await (
        await fetch(`${worker.standIns().storefront!.url}/__local/customers`)
      ).json()) as Customer[];
      // Wait for the sync to tag the customer (no marketing consent before double opt-in).
      return customers.find(
        (c) => c.email === email && c.tags.includes('signup-modal'),
      );
    }, 'the Shopify customer');
    expect(customer.tags).toEqual(
      expect.arrayContaining(['waitlist', 'signup-modal']),
    );
    // Marketing consent waits for double opt-in: anyone can type anyone's address.
    expect(customer.emailMarketingConsent?.marketingState).not.toBe(
      'SUBSCRIBED',
    );
  });

  it('counts the signup on the landing page', async () => {
    const countOf = async () => {
      const html = await (await worker.fetch('/')).text();
      const count = landingCount(html);
      if (count === null)
        throw new Error(`No count on the landing page:\n${html}`);
      return count;
    };
    const before = await countOf();
    await post('/api/waitlist', {
      intent: 'join',
      name: 'Ben',
      email: `ben-${Date.now()}@example.com`,
    });
    // The count is cached briefly (CacheShort); it moves within seconds.
    await eventually(
      async () => ((await countOf()) === before + 1 ? true : undefined),
      'the count to move',
    );
  });

  it('re-renders the page with the errors next to the fields and the values kept (no JavaScript)', async () => {
    const response = await post('/?index', {
      intent: 'join',
      name: 'Ana',
      email: 'ana-at-example',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(MESSAGES.invalidEmail);
    expect(html).toMatch(/<dialog[^>]*id="signup"[^>]*open/);
    expect(html).toContain('value="ana-at-example"');
    expect(html).toContain('value="Ana"');
  });

  it('answers bad input with a 4xx and a message, never a 500', async () => {
    for (const fields of [
      {intent: 'join', name: '', email: ''},
      {intent: 'exit-intent', email: 'x'},
      {intent: 'bogus'},
      {},
    ]) {
      const response = await post(
        '/api/waitlist',
        fields as Record<string, string>,
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as {status: string; message: string};
      expect(body.status).toBe('error');
      expect(Object.values(MESSAGES)).toContain(body.message);
    }
    const garbage = await worker.fetch('/api/waitlist', {
      method: 'POST',
      body: '\u0000\u0001',
      headers: {'Content-Type': 'multipart/form-data; boundary=x'},
    });
    expect(garbage.status).toBe(400);
  });

  it('the answer to a form post is never stored, though the page is public', async () => {
    for (const [path, fields] of [
      ['/?index', {intent: 'join', name: 'Ana', email: 'nope'}],
      ['/', {intent: 'newsletter', email: `cache-${Date.now()}@example.com`}],
    ] as const) {
      const response = await post(path, fields);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('oxygen-cache-control')).toBeNull();
    }
    expect((await worker.fetch('/')).headers.get('cache-control')).toMatch(
      /^public/,
    );
  });

  it('the footer form posts to the root layout and shows its message in the footer', async () => {
    const email = `footer-${Date.now()}@example.com`;
    const first = await post('/', {intent: 'newsletter', email});
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(asHtml(MESSAGES.footerSubscribed));
    const again = await post('/', {intent: 'newsletter', email});
    expect(await again.text()).toContain(
      asHtml(MESSAGES.footerAlreadySubscribed),
    );
    // "Check your email for an exclusive discount": the email comes, once.
    const discount = await eventually(async () => {
      const inbox = await fetch(
        `${worker.standIns().supabase!.mailboxUrl}/api/emails?to=${encodeURIComponent(email)}`,
      );
      return ((await inbox.json()) as {data: Email[]}).data[0];
    }, 'the newsletter welcome email');
    expect(discount.html).toContain(WELCOME_DISCOUNT.code);
  });
});

describe('the countdown', () => {
  it('is rendered by the server from LAUNCH_AT', async () => {
    const launchAt = new Date(
      Date.now() + ((3 * 24 + 4) * 3600 + 30 * 60) * 1000,
    ).toISOString();
    const future = await startWorker({
      ...worker.standIns().workerEnv,
      LAUNCH_AT: launchAt,
    });
    try {
      const html = await (await future.fetch('/')).text();
      const unit = (name: string) =>
        new RegExp(`data-unit="${name}"[^>]*>(\\d+)<`).exec(html)?.[1];
      expect(unit('days')).toBe('3');
      expect(unit('hours')).toBe('04');
      expect(['29', '30']).toContain(unit('minutes'));
      expect(html).toContain(`data-launch-at="${launchAt}"`);
      expect(html).not.toContain('The wait is over');
    } finally {
      await future.dispose();
    }
  });
});
