import {describe, expect, it} from 'vitest';
import {
  TURNSTILE_DUMMY_TOKEN,
  TURNSTILE_TEST_SECRET_KEYS,
  handleSiteverifyRequest,
} from './siteverify';

const URL_ = 'http://local.test/turnstile/v0/siteverify';

async function verify(init: RequestInit) {
  const response = await handleSiteverifyRequest(
    new Request(URL_, {method: 'POST', ...init}),
  );
  const body = (await response.json()) as Record<string, unknown> & {
    'error-codes': string[];
  };
  return {status: response.status, body};
}

describe('local siteverify (Cloudflare’s test secret keys)', () => {
  it('passes any token with the passing key, form-encoded or JSON', async () => {
    const form = await verify({
      body: new URLSearchParams({
        secret: TURNSTILE_TEST_SECRET_KEYS.passes,
        response: TURNSTILE_DUMMY_TOKEN,
        remoteip: '203.0.113.9',
      }),
    });
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({success: true, 'error-codes': []});
    expect(typeof form.body.challenge_ts).toBe('string');

    const json = await verify({
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({
        secret: TURNSTILE_TEST_SECRET_KEYS.passes,
        response: 'any-token',
      }),
    });
    expect(json.body.success).toBe(true);
  });

  it('fails with the failing key and the spent key, each with Cloudflare’s code', async () => {
    const failed = await verify({
      body: new URLSearchParams({
        secret: TURNSTILE_TEST_SECRET_KEYS.fails,
        response: TURNSTILE_DUMMY_TOKEN,
      }),
    });
    expect(failed.body).toMatchObject({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    const spent = await verify({
      body: new URLSearchParams({
        secret: TURNSTILE_TEST_SECRET_KEYS.spent,
        response: TURNSTILE_DUMMY_TOKEN,
      }),
    });
    expect(spent.body['error-codes']).toEqual(['timeout-or-duplicate']);
  });

  it('names what is missing or unknown, and answers JSON to nonsense', async () => {
    expect(
      (await verify({body: new URLSearchParams({response: 'x'})})).body[
        'error-codes'
      ],
    ).toEqual(['missing-input-secret']);
    expect(
      (
        await verify({
          body: new URLSearchParams({
            secret: TURNSTILE_TEST_SECRET_KEYS.passes,
          }),
        })
      ).body['error-codes'],
    ).toEqual(['missing-input-response']);
    expect(
      (
        await verify({
          body: new URLSearchParams({secret: 'a-real-secret', response: 'x'}),
        })
      ).body['error-codes'],
    ).toEqual(['invalid-input-secret']);
    expect(
      (
        await verify({
          headers: {'Content-Type': 'application/json'},
          body: '{not json',
        })
      ).body['error-codes'],
    ).toEqual(['bad-request']);
    const get = await handleSiteverifyRequest(new Request(URL_));
    expect(get.status).toBe(405);
  });
});
