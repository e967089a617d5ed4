import {
  isAuthApiError,
  isAuthRetryableFetchError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import QRCode from 'qrcode';
import {ADMIN_COPY} from './copy';
import {tokensFrom, type AdminTokens} from './admin-session.server';

type Verification =
  | {ok: true; tokens: AdminTokens}
  | {ok: false; error: string; status: number; factorGone?: boolean};

/** Challenge and verify a TOTP factor with the admin's code; new aal2 tokens on success. */
export async function verifyTotpCode(
  client: SupabaseClient,
  factorId: string,
  code: FormDataEntryValue | null,
): Promise<Verification> {
  const digits = typeof code === 'string' ? code.replace(/\s/g, '') : '';
  if (!/^\d{6}$/.test(digits))
    return {ok: false, error: ADMIN_COPY.codeShape, status: 400};
  const {data, error} = await client.auth.mfa.challengeAndVerify({
    factorId,
    code: digits,
  });
  if (data) return {ok: true, tokens: tokensFrom(data)};
  if (isAuthRetryableFetchError(error))
    return {ok: false, error: ADMIN_COPY.authUnavailable, status: 503};
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
