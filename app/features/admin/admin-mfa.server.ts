import {isAuthApiError, isAuthRetryableFetchError} from '@supabase/auth-js';
import type {AuthOnlyClient, DatabaseClient} from '~/lib/supabase.server';
import QRCode from 'qrcode';
import {ADMIN_COPY} from './copy';
import {tokensFrom, type AdminTokens} from './admin-session.server';
import type {Logger} from '~/lib/logger.server';
import {
  recordWrongTotpCode,
  startTotpAttempt,
} from './admin-totp-limits.server';

type Verification =
  | {ok: true; tokens: AdminTokens}
  | {
      ok: false;
      error: string;
      status: number;
      factorGone?: boolean;
      /** This session had its tries: the cookie session ends (sign in again). */
      endSession?: boolean;
      retryAfterSeconds?: number;
    };

/**
 * The attempt limits of a verified factor (decision 0191): the database client with the
 * signed-in session's token, and the request's logger.
 */
export type TotpLimits = {database: DatabaseClient; log: Logger};

/**
 * Challenge and verify a TOTP factor with the admin's code; new aal2 tokens on success.
 * With `limits`, the code is claimed first (used once) and a wrong one is counted.
 */
export async function verifyTotpCode(
  client: AuthOnlyClient,
  factorId: string,
  code: FormDataEntryValue | null,
  limits?: TotpLimits,
): Promise<Verification> {
  const digits = typeof code === 'string' ? code.replace(/\s/g, '') : '';
  if (!/^\d{6}$/.test(digits))
    return {ok: false, error: ADMIN_COPY.codeShape, status: 400};
  if (limits) {
    const attempt = await startTotpAttempt(
      limits.database,
      factorId,
      digits,
      limits.log,
    );
    if (!attempt.go) {
      switch (attempt.why) {
        case 'locked':
          return {
            ok: false,
            error: ADMIN_COPY.codeLocked,
            status: 429,
            retryAfterSeconds: attempt.retryAfterSeconds,
          };
        case 'session-spent':
          return {
            ok: false,
            error: ADMIN_COPY.codeTriesSpent,
            status: 429,
            endSession: true,
          };
        case 'code-used':
          return {ok: false, error: ADMIN_COPY.codeUsed, status: 400};
        case 'unavailable':
          return {ok: false, error: ADMIN_COPY.authUnavailable, status: 503};
      }
    }
  }
  const {data, error} = await client.auth.mfa.challengeAndVerify({
    factorId,
    code: digits,
  });
  if (data) return {ok: true, tokens: tokensFrom(data)};
  if (isAuthRetryableFetchError(error))
    return {ok: false, error: ADMIN_COPY.authUnavailable, status: 503};
  // Auth's own per-address limit on challenge and verify (GoTrue: 429 over_request_rate_limit).
  if (isAuthApiError(error) && error.code === 'over_request_rate_limit')
    return {ok: false, error: ADMIN_COPY.tooManyAttempts, status: 429};
  if (
    limits &&
    isAuthApiError(error) &&
    error.code === 'mfa_verification_failed'
  ) {
    const counted = await recordWrongTotpCode(
      limits.database,
      factorId,
      digits,
      limits.log,
    );
    if (counted.locked)
      return {ok: false, error: ADMIN_COPY.codeLocked, status: 429};
    if (counted.sessionSpent)
      return {
        ok: false,
        error: ADMIN_COPY.codeTriesSpent,
        status: 429,
        endSession: true,
      };
  }
  if (isAuthApiError(error) && error.code === 'mfa_factor_not_found')
    return {
      ok: false,
      error: ADMIN_COPY.invalidCode,
      status: 400,
      factorGone: true,
    };
  return {ok: false, error: ADMIN_COPY.invalidCode, status: 400};
}

/** The QR code of an otpauth:// URI as an SVG document, drawn on the server. */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
}
