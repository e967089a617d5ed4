import {describe, expect, it} from 'vitest';
import {
  TURNSTILE_TEST_SECRET_KEYS,
  TURNSTILE_DUMMY_TOKEN,
  handleSiteverifyRequest,
} from '../../../local/turnstile/siteverify';
import {TURNSTILE_VERIFY_URL} from './turnstile';
import {turnstileConfigOf, verifyTurnstileToken} from './turnstile.server';

const config = {
  secretKey: 'real-secret',
  verifyUrl: 'https://siteverify.test/turnstile/v0/siteverify',
};

/** A siteverify that answers `body` (JSON unless a string) and records what it was sent. */
function siteverify(body: unknown, status = 200) {
  const sent: {url: string; form: URLSearchParams}[] = [];
  const fetchImpl = (async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(url),
      form: new URLSearchParams(String(init?.body)),
    });
    return new Response(
      typeof body === 'string' ? body : JSON.stringify(body),
      {status, headers: {'Content-Type': 'application/json'}},
    );
  }) as typeof fetch;
  return {fetchImpl, sent};
}

describe('turnstileConfigOf', () => {
  it('is on only with both keys, and defaults to Cloudflare’s siteverify', () => {
    expect(turnstileConfigOf({})).toBeNull();
    expect(turnstileConfigOf({TURNSTILE_SITE_KEY: 'site'})).toBeNull();
    expect(turnstileConfigOf({TURNSTILE_SECRET_KEY: 'secret'})).toBeNull();
    expect(
      turnstileConfigOf({
        TURNSTILE_SITE_KEY: 'site',
        TURNSTILE_SECRET_KEY: 'secret',
      }),
    ).toEqual({
      siteKey: 'site',
      secretKey: 'secret',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
    expect(TURNSTILE_VERIFY_URL).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    );
    expect(
      turnstileConfigOf({
        TURNSTILE_SITE_KEY: 'site',
        TURNSTILE_SECRET_KEY: 'secret',
        TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/v',
      })?.verifyUrl,
    ).toBe('http://127.0.0.1:9/v');
  });
});

describe('verifyTurnstileToken', () => {
  it('posts secret, response and remoteip to the configured URL; success passes', async () => {
    const {fetchImpl, sent} = siteverify({
      success: true,
      'error-codes': [],
      hostname: 'shop.example',
    });
    expect(
      await verifyTurnstileToken(config, 'token-1', {
        remoteIp: '203.0.113.7',
        fetchImpl,
      }),
    ).toEqual({outcome: 'passed'});
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(config.verifyUrl);
    expect(Object.fromEntries(sent[0]!.form)).toEqual({
      secret: 'real-secret',
      response: 'token-1',
      remoteip: '203.0.113.7',
    });
  });

  it.each([
    ['invalid-input-response'],
    ['timeout-or-duplicate'],
    ['missing-input-response'],
  ])('refuses the token when siteverify says %s', async (code) => {
    const {fetchImpl} = siteverify({success: false, 'error-codes': [code]});
    expect(await verifyTurnstileToken(config, 'token', {fetchImpl})).toEqual({
      outcome: 'refused',
      errorCodes: [code],
    });
  });

  it.each([
    ['invalid-input-secret'],
    ['missing-input-secret'],
    ['internal-error'],
    ['bad-request'],
  ])(
    'cannot check when the fault is ours or Cloudflare’s (%s), not the visitor’s',
    async (code) => {
      const {fetchImpl} = siteverify({success: false, 'error-codes': [code]});
      expect(
        await verifyTurnstileToken(config, 'token', {fetchImpl}),
      ).toMatchObject({outcome: 'unavailable', reason: `siteverify: ${code}`});
    },
  );

  it('cannot check on a 5xx, an HTML page, JSON of the wrong shape, or no error code', async () => {
    for (const [body, status] of [
      [{success: true}, 502],
      ['<html>Bad gateway</html>', 200],
      [{ok: true}, 200],
      [{success: 'yes'}, 200],
      [{success: false, 'error-codes': [42]}, 200],
      [{success: false, 'error-codes': []}, 200],
      [null, 200],
    ] as const) {
      const {fetchImpl} = siteverify(body, status);
      expect(
        (await verifyTurnstileToken(config, 'token', {fetchImpl})).outcome,
      ).toBe('unavailable');
    }
  });

  it('gives up at its deadline when siteverify hangs, and on a network error', async () => {
    const hanging = ((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(init.signal!.reason),
        );
      })) as typeof fetch;
    const started = performance.now();
    const verdict = await verifyTurnstileToken(config, 'token', {
      fetchImpl: hanging,
      deadlineMs: 100,
    });
    expect(verdict).toMatchObject({outcome: 'unavailable'});
    expect(verdict.outcome === 'unavailable' && verdict.reason).toMatch(
      /TimeoutError/,
    );
    expect(performance.now() - started).toBeLessThan(2_000);

    const down = (() =>
      Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    expect(
      await verifyTurnstileToken(config, 'token', {fetchImpl: down}),
    ).toEqual({outcome: 'unavailable', reason: 'TypeError: fetch failed'});
  });

  it('refuses a token longer than any real one without calling siteverify', async () => {
    const {fetchImpl, sent} = siteverify({success: true});
    expect(
      await verifyTurnstileToken(config, 'x'.repeat(2049), {fetchImpl}),
    ).toMatchObject({outcome: 'refused'});
    expect(sent).toHaveLength(0);
  });

  it('reads the local stand-in as it reads Cloudflare (its test keys)', async () => {
    const local = (async (url: RequestInfo | URL, init?: RequestInit) =>
      handleSiteverifyRequest(new Request(url, init))) as typeof fetch;
    const check = (secretKey: string) =>
      verifyTurnstileToken(
        {secretKey, verifyUrl: 'http://local.test/turnstile/v0/siteverify'},
        TURNSTILE_DUMMY_TOKEN,
        {fetchImpl: local},
      );
    expect(await check(TURNSTILE_TEST_SECRET_KEYS.passes)).toEqual({
      outcome: 'passed',
    });
    expect(await check(TURNSTILE_TEST_SECRET_KEYS.fails)).toEqual({
      outcome: 'refused',
      errorCodes: ['invalid-input-response'],
    });
    expect(await check(TURNSTILE_TEST_SECRET_KEYS.spent)).toEqual({
      outcome: 'refused',
      errorCodes: ['timeout-or-duplicate'],
    });
    expect(await check('0x4AAAAAAA-a-real-secret')).toMatchObject({
      outcome: 'unavailable',
    });
  });
});
