/**
 * Fuzzing: thousands of generated requests (seeded, so a failure replays; bounded in time)
 * against every action of the production worker and against the stand-ins, with every
 * backend up. Bad input must get a 4xx, never a 5xx.
 *
 * Replay a failure with FUZZ_SEED=<seed printed on failure>.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {signedInAdmin, type AdminBrowser} from '../support/admin-session';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

/** The dashboard and the product form read a post only from an admin at aal2. */
let admin: AdminBrowser;
beforeAll(async () => {
  admin = await signedInAdmin(
    worker.fetch,
    worker.standIns().supabase!,
    'fuzz',
  );
});

const SEED = Number(process.env.FUZZ_SEED ?? 20251123);
const MAX_REQUESTS = 3000;
const TIME_BUDGET_MS = 60_000;
const CONCURRENCY = 6;

/** mulberry32: a small, seedable PRNG. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return {next, int, pick};
}

const HOSTILE = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\u00a0',
  '\ud800',
  '\u202e',
  '%E0%A4%A',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; drop table subscribers; --",
  '{"$ne": null}',
  'https://evil.example/',
  '//evil.example',
  '/\t/evil.example',
  'ana@example.com',
  'ANA@EXAMPLE.COM',
  'a@b',
  'not an email',
  '🔥🔥🔥',
  'gid://shopify/ProductVariant/1',
  'gid://shopify/ProductVariant/999999999999',
  'gid://shopify/CartLine/abc?cart=x',
  '-1',
  '0',
  '99',
  '100',
  '1e9',
  'NaN',
  '9'.repeat(400),
];

function generator(seed: number) {
  const r = random(seed);
  const text = (): string => {
    switch (r.int(4)) {
      case 0:
        return r.pick(HOSTILE);
      case 1:
        return r.pick(HOSTILE) + r.pick(HOSTILE);
      case 2:
        return 'x'.repeat(r.int(3) === 0 ? 20_000 : r.int(300));
      default:
        return Array.from({length: r.int(40)}, () =>
          String.fromCharCode(r.int(r.int(2) ? 0x80 : 0xffff)),
        ).join('');
    }
  };
  const fields = (): Record<string, string> => {
    const out: Record<string, string> = {};
    const names = [
      'intent',
      'name',
      'email',
      'merchandiseId',
      'lineId',
      'quantity',
      'redirectTo',
      'respond',
    ];
    for (const name of names) {
      if (r.int(3) === 0) continue;
      out[name] =
        name === 'intent' && r.int(2)
          ? r.pick([
              'join',
              'exit-intent',
              'newsletter',
              'add',
              'set-quantity',
              'remove',
              'clear',
              'checkout',
            ])
          : name === 'respond' && r.int(2)
            ? 'data'
            : text();
    }
    if (r.int(5) === 0) out[text().slice(0, 50) || 'x'] = text();
    return out;
  };
  const body = (): {body: BodyInit | undefined; type?: string} => {
    switch (r.int(5)) {
      case 0: {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields()))
          form.append(name, value);
        return {body: form};
      }
      case 1:
        return {body: JSON.stringify(fields()), type: 'application/json'};
      case 2:
        return {
          body: new Uint8Array(
            Array.from({length: r.int(2000)}, () => r.int(256)),
          ),
          type: r.pick([
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'multipart/form-data',
            'application/json',
            'text/plain',
          ]),
        };
      default:
        return {body: new URLSearchParams(fields())};
    }
  };
  /** What a client that is no browser form might post: the admin actions get these too. */
  const oddBody = (): {body: BodyInit | undefined; type?: string} => {
    switch (r.int(6)) {
      case 0:
        return {body: undefined};
      case 1:
        return {body: '', type: 'application/x-www-form-urlencoded'};
      case 2:
        return {
          body: `email=${'a'.repeat(1_100_000 + r.int(1000))}`,
          type: 'application/x-www-form-urlencoded',
        };
      case 3:
        return {
          body: `--x\r\nContent-Disposition: form-data; name="${text().slice(0, 20)}"\r\n\r\n${text()}`,
          type: r.pick([
            'multipart/form-data; boundary=x',
            'multipart/form-data',
            'multipart/mixed; boundary=x',
          ]),
        };
      case 4:
        return {
          body: JSON.stringify(fields()),
          type: r.pick([
            'application/json',
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded; charset=utf-16',
            '',
          ]),
        };
      default:
        return body();
    }
  };
  const json = (): string =>
    r.pick([
      () => JSON.stringify(fields()),
      () => JSON.stringify([fields(), fields()]),
      () => JSON.stringify(text()),
      () => text(),
      () => JSON.stringify({email: text(), name: text(), source: text()}),
      () =>
        JSON.stringify({
          email: r.pick(HOSTILE),
          source: r.pick(['footer', 'exit-intent', 'signup-modal', text()]),
          discountCode: r.pick(['WELCOME10', text()]),
        }),
      () => JSON.stringify({query: text(), variables: fields()}),
      () => JSON.stringify({query: `{ ${text()} }`}),
    ])();
  return {r, text, body, oddBody, json};
}

/** encodeURIComponent without throwing on a lone surrogate (the fuzzer makes them). */
const encode = (value: string) =>
  encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));

type Target = {
  name: string;
  send(g: ReturnType<typeof generator>): Promise<Response>;
};

describe('fuzzing every action and the stand-ins', () => {
  it(`answers generated bad input with a 4xx, never a 5xx (seed ${SEED})`, async () => {
    const standIns = worker.standIns();
    const supabase = standIns.supabase!;
    const storefront = standIns.storefront!;
    const anonHeaders = {
      apikey: supabase.anonKey,
      Authorization: `Bearer ${supabase.anonKey}`,
    };
    const methods = ['POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE'];
    const workerAction = (path: string): Target => ({
      name: `worker ${path}`,
      send: (g) => {
        const {body, type} = g.body();
        return worker.fetch(path, {
          method: g.r.pick(methods),
          body,
          headers: type ? {'Content-Type': type} : {},
        });
      },
    });
    /** An admin form action with an odd body, from our own origin (else a 403 first). */
    const adminAction = (path: string, signedIn: boolean): Target => ({
      name: `worker ${path} (${signedIn ? 'admin' : 'signed out'})`,
      send: (g) => {
        const {body, type} = g.oddBody();
        const init = {
          method: 'POST',
          body,
          headers: {
            'Sec-Fetch-Site': 'same-origin',
            ...(type ? {'Content-Type': type} : {}),
          },
        };
        return signedIn ? admin.fetch(path, init) : worker.fetch(path, init);
      },
    });
    const targets: Target[] = [
      ...[
        '/admin/login',
        '/admin/logout',
        '/admin/forgot-password',
        '/admin/reset-password',
        '/admin/verify',
        '/admin/enroll',
      ].map((path) => adminAction(path, false)),
      ...['/admin/dashboard', '/admin/create-products'].map((path) =>
        adminAction(path, true),
      ),
      workerAction('/'),
      workerAction('/?index'),
      workerAction('/api/waitlist'),
      workerAction('/cart'),
      ...[
        'subscribers',
        'newsletter_subscribers',
        'outbox',
        'rpc/waitlist_count',
        'rpc/request_welcome_email_resend',
        'rpc/claim_outbox_messages',
      ].map((path): Target => ({
        name: `supabase /rest/v1/${path}`,
        send: (g) => {
          const method = g.r.pick(['POST', 'POST', 'PATCH', 'DELETE', 'GET']);
          return fetch(`${supabase.url}/rest/v1/${path}`, {
            method,
            headers: {...anonHeaders, 'Content-Type': 'application/json'},
            body: method !== 'GET' && g.r.int(4) ? g.json() : undefined,
          });
        },
      })),
      {
        name: 'supabase /rest/v1/<random path>',
        send: (g) =>
          fetch(
            `${supabase.url}/rest/v1/${encode(g.text()).slice(0, 200)}${g.r.pick(['', '%E0%A4%A', '?select=' + encode(g.text())])}`,
            {headers: anonHeaders},
          ),
      },
      ...[
        'send-welcome-email',
        'sync-shopify-customer',
        'deliver-outbox',
        'nope',
        '%E0%A4%A',
      ].map((name): Target => ({
        name: `supabase /functions/v1/${name}`,
        send: (g) =>
          fetch(`${supabase.url}/functions/v1/${name}`, {
            method: 'POST',
            headers: {...anonHeaders, 'Content-Type': 'application/json'},
            body: g.json(),
          }),
      })),
      {
        name: 'supabase mailbox',
        send: (g) =>
          g.r.int(2)
            ? fetch(
                `${supabase.url}/mailbox/api/emails?to=${encode(g.text())}${g.r.pick(['', '%00', '%E0%A4%A'])}`,
              )
            : fetch(`${supabase.url}/mailbox/api/emails`, {
                method: 'POST',
                headers: {Authorization: 'Bearer x'},
                body: g.json(),
              }),
      },
      {
        name: 'storefront GraphQL',
        send: (g) =>
          fetch(`${storefront.url}/api/2025-07/graphql.json`, {
            method: 'POST',
            headers: {
              'Content-Type': g.r.pick([
                'application/json',
                'application/graphql',
                'text/plain',
              ]),
              'X-Shopify-Storefront-Access-Token': storefront.publicToken,
            },
            body: g.json(),
          }),
      },
    ];

    const serverErrors: string[] = [];
    const started = Date.now();
    let sent = 0;
    const lane = async (laneIndex: number) => {
      for (
        let index = laneIndex;
        index < MAX_REQUESTS && Date.now() - started < TIME_BUDGET_MS;
        index += CONCURRENCY
      ) {
        // Each request has its own seed, so one failure can be replayed alone.
        const g = generator(SEED * 10_007 + index);
        const target = g.r.pick(targets);
        const response = await target.send(g);
        await response.arrayBuffer().catch(() => {});
        sent += 1;
        if (response.status >= 500)
          serverErrors.push(
            `${target.name} -> ${response.status} (request ${index})`,
          );
      }
    };
    await Promise.all(
      Array.from({length: CONCURRENCY}, (_, lane_) => lane(lane_)),
    );

    console.log(
      `fuzz: ${sent} requests in ${Date.now() - started} ms, seed ${SEED}`,
    );
    expect(sent).toBeGreaterThan(300);
    expect(serverErrors).toEqual([]);
  }, 180_000);
});
