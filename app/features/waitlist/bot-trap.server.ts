/**
 * The waitlist forms' bot traps (issue 15, issue 24), as the hosted waitlist services set them:
 * - a honeypot field (`website`) that people never see and bots fill in: such a post gets
 *   its form's success text and nothing is stored (waitlist-form.server.ts);
 * - a minimum fill time: each form carries the moment it was rendered, signed with the
 *   session secret so it cannot be made up. A post sooner than the minimum after it, one
 *   without it, or one whose start is older than a few hours is not dropped: it gets a second
 *   step ("one more click to confirm") that keeps what was typed and carries a fresh start,
 *   signed as a confirmation, which a person meets by pressing the button again.
 */
import {
  CONFIRM_MIN_FILL_MS,
  FORM_START_MAX_AGE_MS,
  FORM_STARTED_FIELD,
  HONEYPOT_FIELD,
  MIN_FILL_MS,
} from './bot-trap';

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

async function hmac(secret: string, message: string): Promise<Uint8Array> {
  const key = await signingKey(secret);
  const signature = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(message),
  );
  return new Uint8Array(signature);
}

/**
 * The signature as the forms carry it: base64url, 43 characters. Every page carries one
 * or two, and as hex (64) they were 30 bytes of a page's gzip (record 0271).
 */
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/**
 * Hex, as starts were signed before record 0271: a tab opened before that deploy still
 * posts one (for up to FORM_START_MAX_AGE_MS it is judged by its age, not called forged).
 */
const hex = (bytes: Uint8Array) =>
  [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

const CONFIRM_MARK = 'c';

/**
 * The value of the forms' FORM_STARTED_FIELD: `<ms>.<signature>`, or for the second step
 * `<ms>.c.<signature>` (the mark is signed with the time, so it cannot be added).
 */
export async function signFormStart(
  secret: string,
  at: number,
  {confirm = false}: {confirm?: boolean} = {},
) {
  const message = confirm ? `${at}.${CONFIRM_MARK}` : String(at);
  return `${message}.${base64url(await hmac(secret, message))}`;
}

/** Constant-time comparison of two strings of equal length. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1)
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * What a post is: `bot` (the honeypot is filled, or the start is forged), `confirm` (too
 * soon, no start, or a start hours old: the second step), or `ok`.
 */
export type TrapVerdict = 'bot' | 'confirm' | 'ok';

export async function assessFormTrap(
  form: {get(name: string): unknown} | null,
  secret: string,
  now: number,
  minFillMs = MIN_FILL_MS,
): Promise<TrapVerdict> {
  const honeypot = form?.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return 'bot';
  // WAITLIST_MIN_FILL_MS=0: no fill-time trap (the tests' robots post without a page).
  if (minFillMs <= 0) return 'ok';
  const started = form?.get(FORM_STARTED_FIELD);
  if (typeof started !== 'string' || started === '') return 'confirm';
  const parts = started.split('.');
  const confirm = parts.length === 3 && parts[1] === CONFIRM_MARK;
  if (parts.length !== (confirm ? 3 : 2)) return 'bot';
  const renderedAt = Number(parts[0]);
  if (!/^\d{1,16}$/.test(parts[0]!) || !Number.isSafeInteger(renderedAt))
    return 'bot';
  const message = parts.slice(0, -1).join('.');
  const expected = await hmac(secret, message);
  const signature = parts.at(-1)!;
  if (
    !sameText(signature, base64url(expected)) &&
    !sameText(signature, hex(expected))
  )
    return 'bot';
  const age = now - renderedAt;
  if (age > FORM_START_MAX_AGE_MS) return 'confirm';
  return age < (confirm ? Math.min(minFillMs, CONFIRM_MIN_FILL_MS) : minFillMs)
    ? 'confirm'
    : 'ok';
}
