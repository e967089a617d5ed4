/**
 * Unsubscribe and erase through the production worker on the stand-ins (issue 15, decision
 * 0155): every email carries RFC 8058 one-click headers and a link; opening the link changes
 * nothing, the mail client's POST (no Origin, no cookies) unsubscribes, and nothing more is
 * mailed to the address. "Delete me" on the status page leaves the waiting count alone.
 */
import {describe, expect, it} from 'vitest';
import {
  ERASE_COPY,
  STATUS_COPY,
  UNSUBSCRIBE_COPY,
} from '../../app/features/waitlist/copy';
import {UNSUBSCRIBE_LINK_LABEL} from '../../supabase/functions/_shared/welcome-email-template';
import {WAITLIST_COUNT_BASE} from '../../app/features/waitlist/waitlist.server';
import {clientFor} from '../../local/supabase/testing';
import {landingCount} from '../support/landing-count';
import {
  emailsTo,
  eventually,
  linkIn,
  type MailboxEmail,
} from '../support/mailbox';
import {useWorkerOnOwnStandIns} from '../support/worker';

// Stand-ins of its own: the waiting count must move by exactly this file's joins.
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

const inbox = (address: string) =>
  emailsTo(worker.standIns().supabase!.mailboxUrl, address);

async function firstEmailTo(address: string): Promise<MailboxEmail> {
  return eventually(
    async () => (await inbox(address))[0],
    `an email to ${address}`,
  );
}

/** How React writes a text into HTML (apostrophes become &#x27;). */
const asHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/</g, '&lt;');

async function waitingCount(): Promise<number> {
  const html = await (await worker.fetch('/')).text();
  const count = landingCount(html);
  if (count === null) throw new Error(`No count on the landing page:\n${html}`);
  return count;
}

/** The count the landing page must reach: the database's, plus the spec's base. */
async function countInTheDatabase(): Promise<number> {
  const supabase = worker.standIns().supabase!;
  const {data, error} = await clientFor(supabase.url, supabase.anonKey).rpc(
    'waitlist_count',
  );
  if (error) throw new Error(error.message);
  return WAITLIST_COUNT_BASE + Number(data);
}

/** The landing page's count once its brief cache (CacheShort) shows `expected`. */
const landingShows = (expected: number) =>
  eventually(
    async () => ((await waitingCount()) === expected ? true : undefined),
    `the landing page to show ${expected}`,
  );

describe('unsubscribe', () => {
  it('every email has one-click headers and a link; a GET changes nothing; the POST stops all further email', async () => {
    const stamp = Date.now();
    const una = `una-${stamp}@example.com`;
    expect(
      (await post('/?index', {intent: 'join', name: 'Una', email: una})).status,
    ).toBe(303);
    const welcome = await firstEmailTo(una);

    const link = linkIn(welcome, UNSUBSCRIBE_LINK_LABEL);
    expect(link).toMatch(/^\/unsubscribe\?token=[0-9a-f]{64}$/);
    expect(welcome.headers).toEqual({
      // The store's configured origin (PUBLIC_STORE_ORIGIN, which is SITE_URL for the functions).
      'List-Unsubscribe': `<${worker.standIns().env.PUBLIC_STORE_ORIGIN}${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(welcome.html).toContain(`${link}" `);

    // The newsletter's welcome has them too (another address, another token).
    const nora = `nora-${stamp}@example.com`;
    await post('/', {intent: 'newsletter', email: nora});
    const newsletter = await firstEmailTo(nora);
    const noraLink = linkIn(newsletter, UNSUBSCRIBE_LINK_LABEL);
    expect(noraLink).not.toBe(link);
    expect(newsletter.headers?.['List-Unsubscribe-Post']).toBe(
      'List-Unsubscribe=One-Click',
    );

    // A mail scanner opens the link: a page with one button, nothing changes.
    const page = await worker.fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const pageHtml = await page.text();
    expect(pageHtml).toContain(UNSUBSCRIBE_COPY.button);
    expect(pageHtml).toMatch(/<form method="post"/);

    // Still subscribed after the GET: a newsletter signup of the same address is mailed.
    await post('/', {intent: 'newsletter', email: una});
    await eventually(
      async () => ((await inbox(una)).length === 2 ? true : undefined),
      'the newsletter email to the still-subscribed address',
    );

    // The mail client's one-click POST: no Origin, no cookies, the RFC's body, from
    // another site as far as the worker can tell.
    const oneClick = await worker.fetch(link, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'cross-site',
      },
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(asHtml(UNSUBSCRIBE_COPY.done));

    // Opened again, the link says it is done and offers no button (issue 25).
    const again = await worker.fetch(link);
    expect(again.status).toBe(200);
    const againHtml = await again.text();
    expect(againHtml).toContain(asHtml(UNSUBSCRIBE_COPY.alreadyUnsubscribed));
    expect(againHtml).not.toContain(UNSUBSCRIBE_COPY.button);

    // Joining again (within 10 minutes of the last welcome email: the resend's limit) and
    // subscribing again mail nothing; a later email to another address arrives, so the
    // deliverer ran past them. (After the limit, joining again sends a new confirmation
    // link: waitlist-duplicates.test.ts.)
    await post('/?index', {intent: 'join', name: 'Una', email: una});
    const other = `olga-${stamp}@example.com`;
    await post('/', {intent: 'newsletter', email: other});
    await firstEmailTo(other);
    expect(await inbox(una)).toHaveLength(2);
  });

  it('a made-up token unsubscribes nobody: 400 with a clear message', async () => {
    const response = await post(`/unsubscribe?token=${'a'.repeat(64)}`, {
      'List-Unsubscribe': 'One-Click',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(asHtml(UNSUBSCRIBE_COPY.invalid));
    const malformed = await worker.fetch('/unsubscribe?token=nope');
    expect(malformed.status).toBe(400);
  });
});

describe('delete me', () => {
  it('erases the signup, keeps the waiting count, and the status link stops working', async () => {
    const stamp = Date.now();
    const erin = `erin-${stamp}@example.com`;
    await post('/?index', {intent: 'join', name: 'Erin', email: erin});
    const statusPath = linkIn(
      await firstEmailTo(erin),
      'Your place in line and your referral link',
    );
    const welcome = await firstEmailTo(erin);
    const unsubscribeLink = linkIn(welcome, UNSUBSCRIBE_LINK_LABEL);
    const statusPage = await (await worker.fetch(statusPath)).text();
    // "Delete me" asks first: a GET to the step, no form that erases at once (issue 25).
    expect(statusPage).toMatch(
      new RegExp(
        `<form [^>]*method="get"[^>]*>[\\s\\S]*?name="erase" value="confirm"[\\s\\S]*?${ERASE_COPY.button}</button>`,
      ),
    );
    expect(statusPage).not.toContain('name="intent" value="erase"');
    const step = await worker.fetch(`${statusPath}?erase=confirm`);
    expect(step.status).toBe(200);
    const stepHtml = await step.text();
    expect(stepHtml).toContain(asHtml(ERASE_COPY.confirmTitle));
    expect(stepHtml).toMatch(
      /<form action="\?" method="post">[\s\S]*?name="intent" value="erase"/,
    );
    expect(stepHtml).toContain(`>${ERASE_COPY.keep}</a>`);
    const before = await countInTheDatabase();
    await landingShows(before);

    // From another site: refused like every other form.
    const forged = await post(
      statusPath,
      {intent: 'erase'},
      {Origin: 'https://evil.example'},
    );
    expect(forged.status).toBe(403);

    // Post/redirect/get: the erase redirects to the page, which says the data is deleted.
    const erased = await post(statusPath, {intent: 'erase'});
    expect(erased.status).toBe(303);
    expect(erased.headers.get('location')).toBe(statusPath);
    expect(erased.headers.get('cache-control')).toBe('private, no-store');
    const done = await worker.fetch(statusPath);
    expect(done.status).toBe(410);
    expect(done.headers.get('cache-control')).toBe('private, no-store');
    expect(await done.text()).toContain(ERASE_COPY.done);
    // The post again (a reload before the redirect, a second click): the same answer.
    const twice = await post(statusPath, {intent: 'erase'});
    expect(twice.status).toBe(303);
    expect(await (await worker.fetch(statusPath)).text()).toContain(
      ERASE_COPY.done,
    );

    // The emails' unsubscribe link says the address was removed, not "not valid".
    const unsubscribePage = await worker.fetch(unsubscribeLink);
    expect(unsubscribePage.status).toBe(200);
    const unsubscribeHtml = await unsubscribePage.text();
    expect(unsubscribeHtml).toContain(asHtml(UNSUBSCRIBE_COPY.alreadyRemoved));
    expect(unsubscribeHtml).not.toContain(UNSUBSCRIBE_COPY.button);
    const oneClick = await post(unsubscribeLink, {
      'List-Unsubscribe': 'One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(
      asHtml(UNSUBSCRIBE_COPY.alreadyRemoved),
    );

    // Erased rows still count: the database's number is the same, and once the page has
    // refreshed past the erase (another join shows) it is one more, not one less.
    expect(await countInTheDatabase()).toBe(before);
    await post('/?index', {
      intent: 'join',
      name: 'Ezra',
      email: `ezra-${stamp}@example.com`,
    });
    await landingShows(before + 1);
    // A status link that never existed is still not found.
    const unknown = `/waitlist/${'b'.repeat(64)}`;
    const gone = await worker.fetch(unknown);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(asHtml(STATUS_COPY.notFound));
  });
});
