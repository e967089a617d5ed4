/**
 * The waitlist forms' bot traps (issue 15), as the hosted waitlist services set them:
 * - a honeypot field (`website`) that people never see and bots fill in;
 * - a minimum fill time: each form carries the moment it was rendered, signed with the
 *   session secret so it cannot be made up; a post sooner than MIN_FILL_MS after it is a bot.
 * A bot gets the success text and nothing is stored (waitlist-form.server.ts), so it learns
 * nothing from the answer. A post without the timestamp (another client, a page cached
 * before this shipped) is not timed; the honeypot still applies.
 */
import {FORM_STARTED_FIELD, HONEYPOT_FIELD, MIN_FILL_MS} from './bot-trap';

/**
 * The signing key per secret, imported once per isolate: every page render signs a form
 * start, and importing the key for each one cost more than the signature itself. The key
 * is kept, not the import's promise: workerd does not let requests share pending promises.
 */
const keys = new Map<string, CryptoKey>();

async function signingKey(secret: string): Promise<CryptoKey> {
  const known = keys.get(secret);
  if (known) return known;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(`bot-trap:${secret}`),
    {name: 'HMAC', hash: 'SHA-256'},
    false,
    ['sign'],
  );
  keys.set(secret, key);
  return key;
}

async function hmac(secret: string, message: string): Promise<string> {
  const key = await signingKey(secret);
  const signature = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(message),
  );
  return [...new Uint8Array(signature)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/** The value of the forms' FORM_STARTED_FIELD: `<ms>.<signature>`. */
export async function signFormStart(secret: string, at: number) {
  return `${at}.${await hmac(secret, String(at))}`;
}

/** Constant-time comparison of two hex strings of equal length. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1)
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export async function looksLikeABot(
  form: {get(name: string): unknown} | null,
  secret: string,
  now: number,
  minFillMs = MIN_FILL_MS,
  {
    requireFormStart = false,
  }: {
    /** A post without the signed start is a bot too (Turnstile on, no token: decision 0158). */
    requireFormStart?: boolean;
  } = {},
): Promise<boolean> {
  const honeypot = form?.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return true;
  const started = form?.get(FORM_STARTED_FIELD);
  if (typeof started !== 'string' || started === '') return requireFormStart;
  const [at, signature = ''] = started.split('.');
  const renderedAt = Number(at);
  if (!Number.isSafeInteger(renderedAt)) return true;
  if (!sameHex(signature, await hmac(secret, String(renderedAt)))) return true;
  return now - renderedAt < minFillMs;
}
