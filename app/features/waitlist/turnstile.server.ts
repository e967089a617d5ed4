/**
 * Server-side check of a Cloudflare Turnstile token (decision 0158), with Cloudflare's
 * siteverify API: POST secret, response and remoteip; the answer says `success` and why
 * not in `error-codes`. Never throws: it says whether the token passed, was refused
 * (the visitor's token: forged, expired, used twice) or could not be checked (siteverify
 * down, slow, answering nonsense, or refusing our own secret), and the form layer decides.
 */
import {TURNSTILE_VERIFY_URL} from './turnstile';

/** Turnstile is on only with both keys (env.server.ts refuses one without the other). */
export type TurnstileConfig = {
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
};

export function turnstileConfigOf(env: {
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
  TURNSTILE_VERIFY_URL?: string;
}): TurnstileConfig | null {
  if (!env.TURNSTILE_SITE_KEY || !env.TURNSTILE_SECRET_KEY) return null;
  return {
    siteKey: env.TURNSTILE_SITE_KEY,
    secretKey: env.TURNSTILE_SECRET_KEY,
    verifyUrl: env.TURNSTILE_VERIFY_URL || TURNSTILE_VERIFY_URL,
  };
}

/** siteverify is a single fast call; a visitor should not wait on it longer than this. */
export const TURNSTILE_DEADLINE_MS = 3_000;
/** Cloudflare's documented maximum token length. */
const MAX_TOKEN_LENGTH = 2048;

/**
 * The error codes that are about the visitor's token. Every other code (our secret
 * missing or wrong, a bad request, Cloudflare's internal error) is our side or theirs,
 * not the visitor's, and counts as "could not check".
 */
const TOKEN_ERRORS = new Set([
  'missing-input-response',
  'invalid-input-response',
  'timeout-or-duplicate',
]);

export type TurnstileVerdict =
  | {outcome: 'passed'}
  | {outcome: 'refused'; errorCodes: string[]}
  | {outcome: 'unavailable'; reason: string};

export async function verifyTurnstileToken(
  config: Pick<TurnstileConfig, 'secretKey' | 'verifyUrl'>,
  token: string,
  {
    remoteIp,
    deadlineMs = TURNSTILE_DEADLINE_MS,
    fetchImpl = fetch,
  }: {
    remoteIp?: string | null;
    deadlineMs?: number;
    fetchImpl?: typeof fetch;
  } = {},
): Promise<TurnstileVerdict> {
  // Longer than any real token: refused without a call (it cannot pass).
  if (token.length > MAX_TOKEN_LENGTH)
    return {outcome: 'refused', errorCodes: ['invalid-input-response']};
  const body = new URLSearchParams({
    secret: config.secretKey,
    response: token,
  });
  if (remoteIp) body.set('remoteip', remoteIp);

  let answer: unknown;
  try {
    const response = await fetchImpl(config.verifyUrl, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(deadlineMs),
    });
    if (!response.ok)
      return {outcome: 'unavailable', reason: `HTTP ${response.status}`};
    answer = await response.json();
  } catch (error) {
    return {
      outcome: 'unavailable',
      reason:
        error instanceof Error ? `${error.name}: ${error.message}` : 'failed',
    };
  }

  if (!isSiteverifyAnswer(answer))
    return {outcome: 'unavailable', reason: 'malformed answer'};
  if (answer.success === true) return {outcome: 'passed'};
  const errorCodes = answer['error-codes'] ?? [];
  return errorCodes.length > 0 &&
    errorCodes.every((code) => TOKEN_ERRORS.has(code))
    ? {outcome: 'refused', errorCodes}
    : {
        outcome: 'unavailable',
        reason: `siteverify: ${errorCodes.join(', ') || 'no error code'}`,
      };
}

type SiteverifyAnswer = {success: boolean; 'error-codes'?: string[]};

function isSiteverifyAnswer(value: unknown): value is SiteverifyAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const {success, 'error-codes': codes} = value as Record<string, unknown>;
  return (
    typeof success === 'boolean' &&
    (codes === undefined ||
      (Array.isArray(codes) && codes.every((code) => typeof code === 'string')))
  );
}
