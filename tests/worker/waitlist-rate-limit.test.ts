/**
 * The rate limits kept in Postgres, through the worker (issue 15): per visitor address and
 * per /24, a 429 with Retry-After and a clear message, and recovery once the window passed.
 */
import {createClient} from '@supabase/supabase-js';
import {describe, expect, it} from 'vitest';
import {RATE_LIMIT_COPY} from '../../app/features/waitlist/copy';
import {clientFor} from '../../local/supabase/testing';
import {useWorkerOnOwnStandIns} from '../support/worker';

// Stand-ins of its own: the test ages every join window in the database.
const worker = useWorkerOnOwnStandIns();

const join = (ip: string, email: string, path = '/?index') =>
  worker.fetch(path, {
    method: 'POST',
    body: new URLSearchParams({intent: 'join', name: 'Rate', email}),
    headers: {'oxygen-buyer-ip': ip},
  });

const asHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/</g, '&lt;');

describe('rate limits on joins', () => {
  it('answers the sixth join from one address with a 429, Retry-After and the message, then recovers', async () => {
    const stamp = Date.now();
    for (let index = 0; index < 5; index += 1)
      expect(
        (await join('198.51.100.7', `rl-${index}-${stamp}@example.com`)).status,
      ).toBe(303);
    const refused = await join('198.51.100.7', `rl-6-${stamp}@example.com`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(await refused.text()).toContain(asHtml(RATE_LIMIT_COPY.message));

    const json = await join(
      '198.51.100.7',
      `rl-7-${stamp}@example.com`,
      '/api/waitlist',
    );
    expect(json.status).toBe(429);
    expect(await json.json()).toEqual({
      status: 'error',
      message: RATE_LIMIT_COPY.message,
    });

    // Another address of the same network still may.
    expect(
      (await join('198.51.100.8', `rl-8-${stamp}@example.com`)).status,
    ).toBe(303);

    // The window passes (aged by hand): the address may join again.
    const local = worker.standIns().supabase!;
    const {error} = await clientFor(local.url, local.serviceRoleKey)
      .from('rate_limits')
      .update({window_start: new Date(Date.now() - 86_400_000).toISOString()})
      .like('bucket', 'join:%');
    expect(error).toBeNull();
    expect(
      (await join('198.51.100.7', `rl-9-${stamp}@example.com`)).status,
    ).toBe(303);
  });

  it('limits a /24 as a whole: 30 joins from its addresses, then 429', async () => {
    const stamp = Date.now();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1)
      statuses.push(
        (
          await join(
            `203.0.113.${index + 1}`,
            `net-${index}-${stamp}@example.com`,
          )
        ).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 303)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('the resend RPC (a membership oracle without a limit)', () => {
  it('counts a direct caller by the address it connects from, whatever it claims to be (issue 24, item 8)', async () => {
    const local = worker.standIns().supabase!;
    // A caller with the public anon key, straight to PostgREST, naming a new address on
    // every call in each header a gateway or the worker could use. The local gateway, like
    // Supabase's, reports the connecting address instead: this machine, which the limits
    // leave alone (decision 0153), so no forged address is ever counted or refused.
    const codes: (string | undefined)[] = [];
    for (let index = 0; index < 7; index += 1) {
      const prober = createClient(local.url, local.anonKey, {
        global: {
          headers: {
            'cf-connecting-ip': `192.0.2.${40 + index}`,
            'x-forwarded-for': `192.0.2.${40 + index}`,
            'x-waitlist-client-ip': `192.0.2.${90 + index}`,
            'x-waitlist-proxy-key': 'guessed',
          },
        },
        auth: {persistSession: false, autoRefreshToken: false},
      });
      const {error} = await prober.rpc('request_welcome_email_resend', {
        recipient: `probe-${index}@example.com`,
      });
      codes.push(error?.code);
    }
    expect(codes).toEqual(Array(7).fill(undefined));
    const {data, error} = await clientFor(local.url, local.serviceRoleKey)
      .from('rate_limits')
      .select('bucket')
      .like('bucket', 'resend:%');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it("answers the worker's visitor with 429 after five probes, as named with the proxy key", async () => {
    const local = worker.standIns().supabase!;
    // The trusted path: the worker's key (the harness set it) and the visitor it names.
    const proxied = createClient(local.url, local.anonKey, {
      global: {
        headers: {
          'x-waitlist-client-ip': '192.0.2.99',
          'x-waitlist-proxy-key':
            worker.standIns().workerEnv.WAITLIST_PROXY_KEY!,
        },
      },
      auth: {persistSession: false, autoRefreshToken: false},
    });
    const codes: (string | undefined)[] = [];
    for (let index = 0; index < 6; index += 1) {
      const {error} = await proxied.rpc('request_welcome_email_resend', {
        recipient: `proxied-${index}@example.com`,
      });
      codes.push(error?.code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(undefined));
    expect(codes[5]).toBe('PT429');
  });
});
