import {createWithCache, InMemoryCache} from '@shopify/hydrogen';
import {createClient} from '@supabase/supabase-js';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from 'vitest';
import {
  clientFor,
  closedPortUrl,
  startAdminApiCapture,
  startTestSupabase,
  successfulAdminApiReply,
  type TestSupabase,
} from '../../../local/supabase/testing.ts';
import {MESSAGES, VISITOR_COPY, WELCOME_DISCOUNT} from '~/lib/messages';
import {DISPOSABLE_EMAIL_COPY} from './copy';
import {
  WAITLIST_COUNT_FALLBACK,
  getWaitlistCount,
  joinWaitlist,
  lastGoodCountStore,
  subscribeFromExitIntent,
  subscribeFromFooter,
  type WaitlistDeps,
} from './waitlist.server';

let supabase: TestSupabase;
let adminApi: Awaited<ReturnType<typeof startAdminApiCapture>>;
let adminApiDown = false;
let downUrl: string;

beforeAll(async () => {
  adminApi = await startAdminApiCapture((body) =>
    adminApiDown
      ? {status: 503, json: {errors: 'Service unavailable'}}
      : successfulAdminApiReply(body),
  );
  supabase = await startTestSupabase({
    functionsEnv: {
      SHOPIFY_STORE_DOMAIN: adminApi.url,
      SHOPIFY_ADMIN_API_TOKEN: 'shpat_test',
    },
    outboxIntervalMs: 0,
  });
  downUrl = await closedPortUrl();
});
afterAll(async () => {
  await supabase.local.close();
  await adminApi.close();
});
beforeEach(() => {
  adminApiDown = false;
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The worker's dependencies, with log lines kept for the test to inspect. `settle` runs
 * the outbox deliverer (its timer is off in these tests) until nothing is due.
 */
function worker(client = supabase.anon) {
  const logs: Record<string, unknown>[] = [];
  const deps: WaitlistDeps = {
    supabase: client,
    log: (line) => logs.push(line),
  };
  return {deps, logs, settle: () => supabase.local.deliverOutbox()};
}

async function outboxRows(email: string) {
  const {data} = await supabase.service
    .from('outbox')
    .select('kind, source, status, attempts, last_error')
    .eq('email', email)
    .order('id');
  return data ?? [];
}

const workerWithSupabaseDown = () =>
  worker(clientFor(downUrl, supabase.local.anonKey));

function syncedEmails(): string[] {
  return adminApi.requests.flatMap((request) => {
    const variables = (
      request.body as {variables: {identifier?: {email: string}}}
    ).variables;
    return variables.identifier ? [variables.identifier.email] : [];
  });
}

describe('joinWaitlist (the signup modal)', () => {
  it.each([
    [{name: '', email: 'a@example.com'}, MESSAGES.fillAllFields],
    [{name: 'Ana', email: '   '}, MESSAGES.fillAllFields],
    [{name: 'Ana', email: 'not-an-email'}, MESSAGES.invalidEmail],
  ])(
    'answers %j with the spec message and touches nothing',
    async (input, message) => {
      const {deps, logs} = worker();
      expect(await joinWaitlist(deps, input)).toMatchObject({
        status: 'error',
        message,
        reason: 'invalid-input',
      });
      expect(logs).toEqual([]);
    },
  );

  it('stores the normalised signup; the outbox sends the welcome email and syncs the customer', async () => {
    const {deps, settle, logs} = worker();
    expect(
      await joinWaitlist(deps, {
        name: '  Ana Ruiz ',
        email: ' Ana@Example.COM ',
      }),
    ).toEqual({
      status: 'success',
      message: MESSAGES.signupJoined,
    });
    await settle();

    const {data} = await supabase.service
      .from('subscribers')
      .select('name, email')
      .eq('email', 'ana@example.com');
    expect(data).toEqual([{name: 'Ana Ruiz', email: 'ana@example.com'}]);
    const [email] = await supabase.mailbox('ana@example.com');
    expect(email?.html).toContain(WELCOME_DISCOUNT.code);
    expect(syncedEmails()).toContain('ana@example.com');
    expect(logs).toEqual([]);
  });

  it('resends the welcome email to a known address (in another case) and says so', async () => {
    // On the list and emailed more than 10 minutes ago: a resend is due.
    await supabase.service
      .from('subscribers')
      .insert({name: 'Ben', email: 'ben@example.com'});
    const {deps, settle} = worker();
    await settle();
    expect(await supabase.mailbox('ben@example.com')).toHaveLength(1);
    const {error} = await supabase.service
      .from('outbox')
      .update({created_at: new Date(Date.now() - 11 * 60_000).toISOString()})
      .eq('email', 'ben@example.com');
    expect(error).toBeNull();
    expect(
      await joinWaitlist(deps, {name: 'Ben', email: 'BEN@example.com'}),
    ).toEqual({
      status: 'success',
      message: MESSAGES.signupResent,
    });
    await settle();
    expect(await supabase.mailbox('ben@example.com')).toHaveLength(2);
    const {count} = await supabase.service
      .from('subscribers')
      .select('*', {count: 'exact', head: true})
      .eq('email', 'ben@example.com');
    expect(count).toBe(1);
  });

  it('says "resent" only when an email was queued: within the resend limit it tells the truth', async () => {
    const {deps, settle} = worker();
    expect(
      await joinWaitlist(deps, {name: 'Bea', email: 'bea@example.com'}),
    ).toMatchObject({message: MESSAGES.signupJoined});
    await settle();
    expect(await supabase.mailbox('bea@example.com')).toHaveLength(1);

    expect(
      await joinWaitlist(deps, {name: 'Bea', email: 'bea@example.com'}),
    ).toEqual({status: 'success', message: VISITOR_COPY.signupAlreadySent});
    await settle();
    expect(await supabase.mailbox('bea@example.com')).toHaveLength(1);
  });

  it('a failing sync stays in the outbox for a retry: the visitor still gets the success message', async () => {
    adminApiDown = true;
    const {deps, settle, logs} = worker();
    expect(
      await joinWaitlist(deps, {name: 'Cleo', email: 'cleo@example.com'}),
    ).toMatchObject({status: 'success'});
    await settle();
    expect(logs).toEqual([]);
    expect(await outboxRows('cleo@example.com')).toEqual([
      expect.objectContaining({kind: 'welcome-email', status: 'delivered'}),
      expect.objectContaining({
        kind: 'customer-sync',
        status: 'pending',
        attempts: 1,
        last_error: expect.stringContaining('503'),
      }),
    ]);
  });

  it('answers the spec failure when Supabase is down, without throwing', async () => {
    const {deps, logs} = workerWithSupabaseDown();
    expect(
      await joinWaitlist(deps, {name: 'Dan', email: 'dan@example.com'}),
    ).toEqual({
      status: 'error',
      message: MESSAGES.signupFailed,
      reason: 'unavailable',
    });
    // Unanswered twice (asked again, as a deadline may fire on a write that commits).
    expect(logs).toEqual([
      expect.objectContaining({
        event: 'waitlist.insert_unanswered',
        table: 'subscribers',
      }),
      expect.objectContaining({event: 'waitlist.insert_retried'}),
      expect.objectContaining({
        event: 'waitlist.insert_unanswered',
        table: 'subscribers',
      }),
    ]);
  });

  it('tells the truth when the deadline fired but the write committed (issue 24, item 4)', async () => {
    // The first insert reaches Postgres and commits, but its answer never arrives (the
    // worker's deadline fired first); every later request goes through.
    let inserts = 0;
    const lateAnswer: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === 'POST' && (inserts += 1) === 1)
        throw new DOMException('The operation timed out.', 'TimeoutError');
      return response;
    };
    const client = createClient(supabase.local.url, supabase.local.anonKey, {
      global: {fetch: lateAnswer},
      auth: {persistSession: false, autoRefreshToken: false},
    });
    const {deps, logs} = worker(client);
    const email = 'late-answer@example.com';
    expect(
      await joinWaitlist(deps, {
        name: 'Late Answer',
        email,
        submission: '0b0e5f4e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
      }),
    ).toEqual({status: 'success', message: MESSAGES.signupJoined});
    expect(inserts).toBe(2);
    expect(logs.map((line) => line.event)).toEqual([
      'waitlist.insert_unanswered',
      'waitlist.insert_retried',
    ]);
    // Stored once, one welcome email queued.
    const {count} = await supabase.service
      .from('subscribers')
      .select('*', {count: 'exact', head: true})
      .eq('email', email);
    expect(count).toBe(1);
    expect(
      (await outboxRows(email)).filter((row) => row.kind === 'welcome-email'),
    ).toHaveLength(1);

    // The visitor's own retry is a second join of the address: told the truth too.
    expect(
      await joinWaitlist(worker().deps, {name: 'Late Answer', email}),
    ).toEqual({status: 'success', message: VISITOR_COPY.signupAlreadySent});
  });
});

describe('disposable addresses', () => {
  it('are refused on every form with a clear message, and nothing is stored', async () => {
    const {deps} = worker();
    const refused = {
      status: 'error',
      message: DISPOSABLE_EMAIL_COPY.message,
      reason: 'invalid-input',
    };
    expect(
      await joinWaitlist(deps, {name: 'Temp', email: 'temp@mailinator.com'}),
    ).toMatchObject({
      ...refused,
      fieldErrors: {email: DISPOSABLE_EMAIL_COPY.message},
    });
    expect(
      await subscribeFromExitIntent(deps, {email: 'x@sub.guerrillamail.com'}),
    ).toMatchObject(refused);
    expect(
      await subscribeFromFooter(deps, {email: 'y@mailinator.com'}),
    ).toMatchObject(refused);
    const {count} = await supabase.service
      .from('subscribers')
      .select('*', {count: 'exact', head: true})
      .eq('email', 'temp@mailinator.com');
    expect(count).toBe(0);
  });
  it('are recognised through a trailing dot or an invisible character (issue 24)', async () => {
    const {deps} = worker();
    // The footer takes any address to the database (SPEC 5): the disposable check is its guard.
    for (const email of ['y@mailinator.com.', 'y@mailinator\u200b.com'])
      expect(await subscribeFromFooter(deps, {email})).toMatchObject({
        status: 'error',
        message: DISPOSABLE_EMAIL_COPY.message,
      });
  });
});

describe('subscribeFromExitIntent', () => {
  const success = {
    status: 'success',
    message: MESSAGES.exitIntentSuccess,
    code: WELCOME_DISCOUNT.code,
  };

  it('rejects a bad email with the spec message', async () => {
    const {deps} = worker();
    expect(await subscribeFromExitIntent(deps, {email: 'nope'})).toMatchObject({
      status: 'error',
      message: MESSAGES.invalidEmail,
      reason: 'invalid-input',
    });
  });

  it('subscribes with source exit-intent and shows the code; a duplicate is a success too', async () => {
    const {deps, settle} = worker();
    expect(
      await subscribeFromExitIntent(deps, {email: 'Eve@example.com'}),
    ).toEqual(success);
    expect(
      await subscribeFromExitIntent(deps, {email: 'eve@example.com'}),
    ).toEqual(success);
    await settle();
    const {data} = await supabase.service
      .from('newsletter_subscribers')
      .select('email, source')
      .eq('email', 'eve@example.com');
    expect(data).toEqual([{email: 'eve@example.com', source: 'exit-intent'}]);
    expect(syncedEmails()).toContain('eve@example.com');
  });

  it('answers the spec failure when Supabase is down', async () => {
    const {deps} = workerWithSupabaseDown();
    expect(
      await subscribeFromExitIntent(deps, {email: 'fay@example.com'}),
    ).toEqual({
      status: 'error',
      message: MESSAGES.signupFailed,
      reason: 'unavailable',
    });
  });
});

describe('subscribeFromFooter', () => {
  it('requires an email on the server too', async () => {
    const {deps} = worker();
    expect(await subscribeFromFooter(deps, {email: '  '})).toEqual({
      status: 'error',
      message: MESSAGES.footerFailed,
      reason: 'invalid-input',
    });
  });

  it('subscribes with source footer, and says so politely the second time', async () => {
    const {deps, settle} = worker();
    expect(await subscribeFromFooter(deps, {email: 'gus@example.com'})).toEqual(
      {status: 'success', message: MESSAGES.footerSubscribed},
    );
    expect(await subscribeFromFooter(deps, {email: 'GUS@example.com'})).toEqual(
      {
        status: 'info',
        message: MESSAGES.footerAlreadySubscribed,
      },
    );
    await settle();
    const {data} = await supabase.service
      .from('newsletter_subscribers')
      .select('source')
      .eq('email', 'gus@example.com');
    expect(data).toEqual([{source: 'footer'}]);
  });

  it('sends the promised discount: one newsletter welcome email with WELCOME10, not one per duplicate', async () => {
    const {deps, settle} = worker();
    expect(
      await subscribeFromFooter(deps, {email: 'Ivy@example.com'}),
    ).toMatchObject({message: MESSAGES.footerSubscribed});
    await subscribeFromFooter(deps, {email: 'ivy@example.com'});
    await settle();
    const emails = await supabase.mailbox('ivy@example.com');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toMatch(/discount/i);
    expect(emails[0]!.html).toContain(WELCOME_DISCOUNT.code);
    expect(emails[0]!.text).toContain(WELCOME_DISCOUNT.code);
    expect(await outboxRows('ivy@example.com')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'newsletter-welcome-email',
          status: 'delivered',
        }),
      ]),
    );
  });

  it('keeps the 10-minute limit: an address erased and subscribed again within it gets no second email', async () => {
    const {deps, settle} = worker();
    await subscribeFromFooter(deps, {email: 'jo@example.com'});
    await settle();
    const {error} = await supabase.service
      .from('newsletter_subscribers')
      .delete()
      .eq('email', 'jo@example.com');
    expect(error).toBeNull();
    expect(
      await subscribeFromFooter(deps, {email: 'jo@example.com'}),
    ).toMatchObject({message: MESSAGES.footerSubscribed});
    await settle();
    expect(await supabase.mailbox('jo@example.com')).toHaveLength(1);
  });

  it('gives the footer failure text for what the database refuses, and when Supabase is down', async () => {
    expect(
      await subscribeFromFooter(worker().deps, {email: 'no-at-sign'}),
    ).toEqual({
      status: 'error',
      message: MESSAGES.footerFailed,
      reason: 'invalid-input',
    });
    expect(
      await subscribeFromFooter(workerWithSupabaseDown().deps, {
        email: 'hal@example.com',
      }),
    ).toEqual({
      status: 'error',
      message: MESSAGES.footerFailed,
      reason: 'unavailable',
    });
  });
});

describe('getWaitlistCount', () => {
  async function signups(): Promise<number> {
    const {count} = await supabase.service
      .from('subscribers')
      .select('*', {count: 'exact', head: true});
    return count!;
  }

  it('is 2000 plus the signups, read with the anon key', async () => {
    expect(await getWaitlistCount({supabase: supabase.anon})).toBe(
      2000 + (await signups()),
    );
  });

  it('is 2347 when Supabase is down and there never was a count', async () => {
    const logs: unknown[] = [];
    expect(
      await getWaitlistCount({
        supabase: clientFor(downUrl, supabase.local.anonKey),
        log: (line) => logs.push(line),
        lastGood: lastGoodCountStore({memory: {count: null}}),
      }),
    ).toBe(WAITLIST_COUNT_FALLBACK);
    expect(logs).toHaveLength(1);
  });

  it('keeps showing the last good count (stale) while Supabase is down, no jump to 2347', async () => {
    const cache = new InMemoryCache();
    const memory = {count: null};
    const good = await getWaitlistCount({
      supabase: supabase.anon,
      lastGood: lastGoodCountStore({cache, memory}),
    });
    expect(good).toBe(2000 + (await signups()));
    const down = clientFor(downUrl, supabase.local.anonKey);
    expect(
      await getWaitlistCount({
        supabase: down,
        log: () => {},
        lastGood: lastGoodCountStore({cache, memory}),
      }),
    ).toBe(good);
    // A new isolate (empty memory) finds it in the edge cache.
    expect(await lastGoodCountStore({cache, memory: {count: null}}).get()).toBe(
      good,
    );
  });

  it('serves repeated page views from the cache, and does not cache a failure', async () => {
    const withCache = createWithCache({
      cache: new InMemoryCache(),
      waitUntil: () => {},
      request: new Request('http://shop.local/'),
    });
    const down = clientFor(downUrl, supabase.local.anonKey);
    expect(
      await getWaitlistCount({
        supabase: down,
        withCache,
        log: () => {},
        lastGood: lastGoodCountStore({memory: {count: null}}),
      }),
    ).toBe(WAITLIST_COUNT_FALLBACK);

    const first = await getWaitlistCount({supabase: supabase.anon, withCache});
    expect(first).toBe(2000 + (await signups()));
    await supabase.service
      .from('subscribers')
      .insert({name: 'Ivy', email: 'ivy@example.com'});
    expect(await getWaitlistCount({supabase: supabase.anon, withCache})).toBe(
      first,
    );
  });
});

describe('the landing page count, per isolate (issue 31)', () => {
  it('reuses a count read within the last second, without the cache or the database', async () => {
    const withCache = createWithCache({
      cache: new InMemoryCache(),
      waitUntil: () => {},
      request: new Request('http://shop.local/'),
    });
    const run = vi.spyOn(withCache, 'run');
    const recent = {count: null, freshUntil: 0};
    let clock = 1_000_000;
    const read = () =>
      getWaitlistCount({
        supabase: supabase.anon,
        withCache,
        lastGood: lastGoodCountStore({memory: {count: null}}),
        recent,
        now: () => clock,
      });
    const first = await read();
    expect(run).toHaveBeenCalledTimes(1);
    clock += 999;
    expect(await read()).toBe(first);
    expect(run).toHaveBeenCalledTimes(1);
    clock += 1;
    expect(await read()).toBe(first);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('writes the last good count to the edge cache only when it changes', async () => {
    const cache = new InMemoryCache();
    const put = vi.spyOn(cache, 'put');
    const store = lastGoodCountStore({cache, memory: {count: null}});
    await store.set(2100);
    await store.set(2100);
    expect(put).toHaveBeenCalledTimes(1);
    await store.set(2101);
    expect(put).toHaveBeenCalledTimes(2);
    expect(await lastGoodCountStore({cache, memory: {count: null}}).get()).toBe(
      2101,
    );
  });
});

describe('a launch-day crowd', () => {
  it('300 concurrent joins with 100 repeated emails: 200 rows, 100 duplicate outcomes, no 5xx', async () => {
    // Every HTTP answer in the process: the worker's calls, the functions' own calls, the mailbox.
    const statuses: number[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      statuses.push(response.status);
      return response;
    });
    const {deps, settle} = worker();

    const emails = Array.from(
      {length: 200},
      (_, index) => `crowd${index}@example.com`,
    );
    const joins = [
      ...emails,
      ...emails.slice(0, 100).map((email) => email.toUpperCase()),
    ];
    const outcomes = await Promise.all(
      joins.map((email, index) =>
        joinWaitlist(deps, {name: `Guest ${index}`, email}),
      ),
    );
    await settle();

    expect(
      outcomes.filter((outcome) => outcome.message === MESSAGES.signupJoined),
    ).toHaveLength(200);
    // A duplicate racing its first email hears "resent", "sent a few minutes ago", or,
    // when the resend misses its deadline in this crowd, that it could not be made now.
    const duplicateMessages: string[] = [
      MESSAGES.signupResent,
      VISITOR_COPY.signupAlreadySent,
      VISITOR_COPY.signupOnListNotResent,
    ];
    expect(
      outcomes.filter((outcome) => duplicateMessages.includes(outcome.message)),
    ).toHaveLength(100);
    const {count} = await supabase.service
      .from('subscribers')
      .select('*', {count: 'exact', head: true})
      .like('email', 'crowd*');
    expect(count).toBe(200);
    expect(statuses.length).toBeGreaterThan(300);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // Then the outbox delivers 200 welcome emails and 200 syncs.
  }, 180_000);
});
