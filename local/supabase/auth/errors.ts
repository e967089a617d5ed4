/**
 * GoTrue's error answers. supabase-js sends `X-Supabase-Api-Version: 2024-01-01`, and
 * GoTrue then answers `{code, message}` with the code also in `x-sb-error-code`; older
 * clients get the original `{code: <status>, error_code, msg}`. Both are reproduced so a
 * client's `AuthApiError.code` and `.status` are what a real project gives.
 */

/** The error codes of supabase/auth internal/api/apierrors/errorcode.go this stand-in answers. */
export type AuthErrorCode =
  | 'bad_jwt'
  | 'email_exists'
  | 'email_not_confirmed'
  | 'insufficient_aal'
  | 'invalid_credentials'
  | 'mfa_challenge_expired'
  | 'mfa_factor_name_conflict'
  | 'mfa_factor_not_found'
  | 'mfa_verification_failed'
  | 'no_authorization'
  | 'not_admin'
  | 'otp_expired'
  | 'over_email_send_rate_limit'
  | 'feature_disabled'
  | 'signup_disabled'
  | 'email_address_invalid'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'same_password'
  | 'session_not_found'
  | 'too_many_enrolled_mfa_factors'
  | 'unexpected_failure'
  | 'user_banned'
  | 'user_not_found'
  | 'validation_failed'
  | 'weak_password';

export class AuthError extends Error {
  readonly status: number;
  readonly code: AuthErrorCode;
  /** Keep the request's database changes although it fails (GoTrue's CommitWithError). */
  readonly commitChanges: boolean;

  /** Fields GoTrue adds to the body for some errors (weak_password's reasons). */
  readonly extra: Record<string, unknown>;

  constructor(
    status: number,
    code: AuthErrorCode,
    message: string,
    commitChanges = false,
    extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.commitChanges = commitChanges;
    this.extra = extra;
  }
}

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = '2024-01-01';

export function authErrorResponse(
  error: AuthError,
  request: Request,
): Response {
  const modern =
    (request.headers.get(API_VERSION_HEADER) ?? '') >= API_VERSION_2024;
  const body = modern
    ? {code: error.code, message: error.message, ...error.extra}
    : {
        code: error.status,
        error_code: error.code,
        msg: error.message,
        ...error.extra,
      };
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'x-sb-error-code': error.code,
  };
  if (modern) headers['X-Supabase-Api-Version'] = API_VERSION_2024;
  return new Response(JSON.stringify(body), {status: error.status, headers});
}

export function authJson(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: status === 204 ? {} : {'Content-Type': 'application/json'},
  });
}

// The messages GoTrue uses, word for word.
export const INVALID_LOGIN = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const BEARER_REQUIRED = () =>
  new AuthError(
    401,
    'no_authorization',
    'This endpoint requires a valid Bearer token',
  );
export const NOT_ADMIN = () =>
  new AuthError(403, 'not_admin', 'User not allowed');
