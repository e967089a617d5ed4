import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  startTestSupabase,
  type TestSupabase,
} from '../../../local/supabase/testing.ts';
import type {FunctionDeps, FunctionEnv} from './handler.ts';
import {createPostgrestSignupStore} from './signup-store.ts';
import {
  RESEND_WINDOW_SECONDS,
  handleWelcomeEmailRequest,
} from './welcome-email.ts';

let supabase: TestSupabase;
let env: FunctionEnv;

beforeAll(async () => {
  // The outbox timer off: these tests call the functions directly.
  supabase = await startTestSupabase({outboxIntervalMs: 0});
  env = {
    SUPABASE_URL: supabase.local.url,
    SUPABASE_SERVICE_ROLE_KEY: supabase.local.serviceRoleKey,
    RESEND_API_URL: `${supabase.local.url}/mailbox/api`,
    RESEND_API_KEY: 'test-key',
    EMAIL_FROM: 'Emberforge <hello@emberforge.example>',
  };
});
afterAll(() => supabase.local.close());

/** Dependencies with a clock the test moves by hand. */
function depsAt(
  clock: {now: Date},
  fetchImpl: typeof fetch = fetch,
): FunctionDeps {
  return {
    fetch: fetchImpl,
    now: () => clock.now,
    store: createPostgrestSignupStore({
      supabaseUrl: env.SUPABASE_URL!,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY!,
      fetch,
    }),
  };
}

function welcomeRequest(
  body: Record<string, unknown>,
  key: 'service' | 'anon' = 'service',
): Request {
  return new Request('http://functions.local/send-welcome-email', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${key === 'service' ? supabase.local.serviceRoleKey : supabase.local.anonKey}`,
    },
    body: JSON.stringify(body),
  });
}

async function joinWaitlist(name: string, email: string): Promise<void> {
  const {error} = await supabase.anon.from('subscribers').insert({name, email});
  expect(error).toBeNull();
}

describe('send-welcome-email', () => {
  it('carries the one-click unsubscribe, and sends nothing once it was used', async () => {
    await joinWaitlist('Uma', 'uma@example.com');
    const clock = {now: new Date('2025-11-20T12:00:00Z')};
    const send = () =>
      handleWelcomeEmailRequest(
        welcomeRequest({email: 'uma@example.com', discountCode: 'WELCOME10'}),
        {...env, SITE_URL: 'https://shop.example'},
        depsAt(clock),
      );
    expect((await send()).status).toBe(200);
    const [email] = await supabase.mailbox('uma@example.com');
    const link =
      /<(https:\/\/shop\.example\/unsubscribe\?token=([0-9a-f]{64}))>/.exec(
        email!.headers['List-Unsubscribe'] ?? '',
      );
    expect(link).not.toBeNull();
    expect(email!.headers['List-Unsubscribe-Post']).toBe(
      'List-Unsubscribe=One-Click',
    );
    expect(email!.text).toContain(`Unsubscribe: ${link![1]}`);

    const {data} = await supabase.anon.rpc('unsubscribe', {token: link![2]});
    expect(data).toBe(true);
    clock.now = new Date('2025-11-20T13:00:00Z');
    const refused = await send();
    expect(refused.status).toBe(409);
    expect(await supabase.mailbox('uma@example.com')).toHaveLength(1);
  });

  it('sends an HTML and text email with the stored name and the code', async () => {
    await joinWaitlist('Ana <b>Ruiz</b>', 'ana@example.com');
    const clock = {now: new Date('2025-11-20T12:00:00Z')};
    const response = await handleWelcomeEmailRequest(
      welcomeRequest({
        name: 'Someone Else',
        email: ' ANA@example.com ',
        discountCode: 'WELCOME10',
      }),
      env,
      depsAt(clock),
    );
    expect(response.status).toBe(200);

    const [email, ...others] = await supabase.mailbox('ana@example.com');
    expect(others).toEqual([]);
    expect(email).toMatchObject({
      from: 'Emberforge <hello@emberforge.example>',
      to: ['ana@example.com'],
    });
    // No visitor text in the subject.
    expect(email!.subject).not.toContain('Ana');
    expect(email!.html).toContain('WELCOME10');
    expect(email!.html).toContain('Ana &#60;b&#62;Ruiz&#60;/b&#62;');
    expect(email!.html).not.toContain('<b>Ruiz</b>');
    expect(email!.html).not.toContain('Someone Else');
    expect(email!.text).toContain('Ana <b>Ruiz</b>');
    expect(email!.text).toContain(
      'Your code: WELCOME10 (10% off your first order)',
    );
  });

  it('sends to one address at most once every 10 minutes', async () => {
    await joinWaitlist('Ben', 'ben@example.com');
    const clock = {now: new Date('2025-11-20T12:00:00Z')};
    const send = () =>
      handleWelcomeEmailRequest(
        welcomeRequest({
          name: 'Ben',
          email: 'ben@example.com',
          discountCode: 'WELCOME10',
        }),
        env,
        depsAt(clock),
      );

    expect((await send()).status).toBe(200);
    clock.now = new Date(
      clock.now.getTime() + (RESEND_WINDOW_SECONDS - 1) * 1000,
    );
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('600');
    expect(await supabase.mailbox('ben@example.com')).toHaveLength(1);

    clock.now = new Date('2025-11-20T12:10:00Z');
    expect((await send()).status).toBe(200);
    expect(await supabase.mailbox('ben@example.com')).toHaveLength(2);
  });

  it('lets only one of two simultaneous resends through', async () => {
    await joinWaitlist('Cleo', 'cleo@example.com');
    const clock = {now: new Date('2025-11-20T12:00:00Z')};
    const request = () =>
      welcomeRequest({
        name: 'Cleo',
        email: 'cleo@example.com',
        discountCode: 'WELCOME10',
      });
    const statuses = await Promise.all(
      [1, 2, 3].map(() =>
        handleWelcomeEmailRequest(request(), env, depsAt(clock)).then(
          (r) => r.status,
        ),
      ),
    );
    expect(statuses.sort()).toEqual([200, 429, 429]);
    expect(await supabase.mailbox('cleo@example.com')).toHaveLength(1);
  });

  it('writes only to addresses on the waitlist, and only with a known code', async () => {
    const clock = {now: new Date()};
    const stranger = await handleWelcomeEmailRequest(
      welcomeRequest({
        name: 'X',
        email: 'stranger@example.com',
        discountCode: 'WELCOME10',
      }),
      env,
      depsAt(clock),
    );
    expect(stranger.status).toBe(404);
    expect(await supabase.mailbox('stranger@example.com')).toEqual([]);

    await joinWaitlist('Dan', 'dan@example.com');
    const freeCode = await handleWelcomeEmailRequest(
      welcomeRequest({
        name: 'Dan',
        email: 'dan@example.com',
        discountCode: 'FREEGRILL',
      }),
      env,
      depsAt(clock),
    );
    expect(freeCode.status).toBe(400);
    expect(await supabase.mailbox('dan@example.com')).toEqual([]);
  });

  it('gives the slot back when the email API fails, so a retry can send', async () => {
    await joinWaitlist('Eve', 'eve@example.com');
    const clock = {now: new Date('2025-11-20T12:00:00Z')};
    const failingApi: typeof fetch = async () =>
      Response.json({message: 'provider down'}, {status: 500});
    const request = () =>
      welcomeRequest({
        name: 'Eve',
        email: 'eve@example.com',
        discountCode: 'WELCOME10',
      });

    const failed = await handleWelcomeEmailRequest(
      request(),
      env,
      depsAt(clock, failingApi),
    );
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({
      reason: expect.stringContaining('provider down'),
    });
    expect(
      (await handleWelcomeEmailRequest(request(), env, depsAt(clock))).status,
    ).toBe(200);
  });

  it('is served by the local stand-in at /functions/v1, and the mailbox page shows the message sandboxed', async () => {
    await joinWaitlist('Fay', 'fay@example.com');
    const {error} = await supabase.anon.functions.invoke('send-welcome-email', {
      body: {name: 'Fay', email: 'fay@example.com', discountCode: 'WELCOME10'},
    });
    expect(error).toBeNull();
    // The signup queued the email; the outbox deliverer sends it.
    await supabase.local.deliverOutbox();
    const [email] = await supabase.mailbox('fay@example.com');
    const page = await (
      await fetch(`${supabase.local.mailboxUrl}/${email!.id}`)
    ).text();
    expect(page).toContain(`<iframe sandbox src="/mailbox/${email!.id}/html"`);
    const framed = await fetch(
      `${supabase.local.mailboxUrl}/${email!.id}/html`,
    );
    expect(framed.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(await framed.text()).toContain('WELCOME10');
    expect(await (await fetch(supabase.local.mailboxUrl)).text()).toContain(
      `href="/mailbox/${email!.id}"`,
    );
  });

  it('answers a caller without the service role the same whatever happens, and sends nothing itself', async () => {
    await joinWaitlist('Gil', 'gil@example.com');
    const clock = {now: new Date()};
    const bodies = [
      {name: 'X', email: 'gil@example.com', discountCode: 'WELCOME10'},
      {name: 'X', email: 'gil@example.com', discountCode: 'WELCOME10'},
      {name: 'X', email: 'nobody@example.com', discountCode: 'WELCOME10'},
    ];
    for (const body of bodies) {
      const response = await handleWelcomeEmailRequest(
        welcomeRequest(body, 'anon'),
        env,
        depsAt(clock),
      );
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({status: 'accepted'});
    }
    expect(await supabase.mailbox('gil@example.com')).toEqual([]);
    expect(await supabase.mailbox('nobody@example.com')).toEqual([]);
  });

  it('refuses a body over 16 KB with 413', async () => {
    const response = await handleWelcomeEmailRequest(
      welcomeRequest(
        {
          email: 'a@example.com',
          discountCode: 'WELCOME10',
          pad: 'x'.repeat(20_000),
        },
        'anon',
      ),
      env,
      depsAt({now: new Date()}),
    );
    expect(response.status).toBe(413);
  });

  it('keeps URLs and domains a visitor typed as a name out of the email', async () => {
    await joinWaitlist(
      'Win a prize at https://evil.example/claim or evil.example/x www.evil.example',
      'hal@example.com',
    );
    const response = await handleWelcomeEmailRequest(
      welcomeRequest({email: 'hal@example.com', discountCode: 'WELCOME10'}),
      env,
      depsAt({now: new Date('2025-11-21T12:00:00Z')}),
    );
    expect(response.status).toBe(200);
    const [email] = await supabase.mailbox('hal@example.com');
    for (const part of [email!.subject, email!.html, email!.text])
      expect(part).not.toMatch(/evil|https?:|www\./);
    expect(email!.text).toContain('Win a prize at');
  });
});
