/**
 * A local stand-in for Cloudflare Turnstile's siteverify API (decision 0158), served by
 * local Supabase at /turnstile/v0/siteverify so the store runs offline with Cloudflare's
 * documented test keys. Like Cloudflare, it takes form-encoded or JSON `secret` and
 * `response` (and an optional `remoteip`) and always answers JSON. Only the test secret
 * keys mean something here; a real secret cannot be checked offline and is refused as
 * `invalid-input-secret`, which the worker treats as "could not check".
 *
 * Cloudflare's testing page: the test secret keys accept any token (the test site keys'
 * widgets all produce TURNSTILE_DUMMY_TOKEN); production keys reject that token.
 */
import {jsonResponse} from '../../supabase/functions/_shared/http.ts';

/** Cloudflare's test site keys (the widget itself needs the internet, so tests post tokens). */
export const TURNSTILE_TEST_SITE_KEYS = {
  passes: '1x00000000000000000000AA',
  blocks: '2x00000000000000000000AB',
} as const;

/** Cloudflare's test secret keys. */
export const TURNSTILE_TEST_SECRET_KEYS = {
  passes: '1x0000000000000000000000000000000AA',
  fails: '2x0000000000000000000000000000000AA',
  spent: '3x0000000000000000000000000000000AA',
} as const;

/** The token the test site keys' widgets put in the form. */
export const TURNSTILE_DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

export const SITEVERIFY_PATH = '/turnstile/v0/siteverify';

export function isTurnstileTestSecret(secret: string | undefined): boolean {
  return Object.values(TURNSTILE_TEST_SECRET_KEYS).some(
    (key) => key === secret,
  );
}

const failure = (...codes: string[]) =>
  jsonResponse(200, {success: false, 'error-codes': codes, messages: []});

export async function handleSiteverifyRequest(
  request: Request,
): Promise<Response> {
  if (request.method !== 'POST')
    return jsonResponse(405, {success: false, 'error-codes': ['bad-request']});
  const fields = await readFields(request);
  if (!fields) return failure('bad-request');
  const secret = fields.get('secret') ?? '';
  const token = fields.get('response') ?? '';
  if (!secret) return failure('missing-input-secret');
  if (!isTurnstileTestSecret(secret)) return failure('invalid-input-secret');
  if (!token) return failure('missing-input-response');
  if (token.length > 2048) return failure('invalid-input-response');
  if (secret === TURNSTILE_TEST_SECRET_KEYS.fails)
    return failure('invalid-input-response');
  if (secret === TURNSTILE_TEST_SECRET_KEYS.spent)
    return failure('timeout-or-duplicate');
  return jsonResponse(200, {
    success: true,
    'error-codes': [],
    challenge_ts: new Date().toISOString(),
    hostname: 'example.com',
    action: '',
    cdata: '',
    metadata: {interactive: false},
  });
}

async function readFields(
  request: Request,
): Promise<Map<string, string> | null> {
  const type = request.headers.get('content-type') ?? '';
  const text = await request.text().catch(() => null);
  if (text === null || text.length > 16 * 1024) return null;
  if (type.includes('application/json')) {
    try {
      const body: unknown = JSON.parse(text);
      if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
      return new Map(
        Object.entries(body).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    } catch {
      return null;
    }
  }
  return new Map(new URLSearchParams(text));
}
