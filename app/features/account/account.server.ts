/**
 * What the account routes share: the Customer Account API called through Hydrogen's
 * client (context.customerAccount), a sign-in refusal told from its OAuth error code, the
 * address form read into Shopify's CustomerAddressInput.
 */
import type {CustomerAddressInput} from '@shopify/hydrogen/customer-account-api-types';
import {ACCOUNT_COPY} from './copy';
import {ADDRESS_FIELDS} from './format';

/**
 * A GraphQL answer's data, or a 503 with a clear message: a failed account call must not
 * become a 500. Signed-out visitors never get here (Hydrogen's client redirects them to
 * /account/login first).
 */
export function dataOrUnavailable<R extends {data?: unknown; errors?: unknown}>(
  result: R,
  log: {error(event: string, fields?: Record<string, unknown>): void},
): NonNullable<R['data']> {
  const {errors} = result;
  const failed = Array.isArray(errors) ? errors.length > 0 : Boolean(errors);
  if (result.data && !failed) return result.data as NonNullable<R['data']>;
  log.error('account.query_failed', {errors: result.errors});
  throw new Response(ACCOUNT_COPY.unavailable, {
    status: 503,
    headers: {'Content-Type': 'text/plain; charset=utf-8'},
  });
}

/** The same answer with one more Set-Cookie (a redirect's own headers are immutable). */
export function withCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append('Set-Cookie', cookie);
  return new Response(response.body, {status: response.status, headers});
}

/**
 * A store without customer accounts (no client id) has no /account pages: a 404, not
 * Hydrogen's error about missing credentials.
 */
export function requireAccounts(
  env: Pick<Env, 'PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID' | 'SHOP_ID'>,
): void {
  if (!env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID || !env.SHOP_ID)
    throw new Response(null, {status: 404});
}

export type SignInFailure = keyof Pick<
  typeof ACCOUNT_COPY.signIn,
  'invalidGrant' | 'failed'
>;

/**
 * What a refused sign-in was, from what Hydrogen's authorize() threw: the token
 * endpoint's answer as it came (an RFC 6749 error body) or Hydrogen's own 400. Anything
 * that is not a 4xx answer is not a refusal and is thrown on.
 */
export async function signInFailureOf(error: unknown): Promise<SignInFailure> {
  if (!(error instanceof Response) || error.status < 400 || error.status >= 500)
    throw error;
  const body = await error.text().catch(() => '');
  try {
    const parsed = JSON.parse(body) as {error?: unknown};
    if (parsed.error === 'invalid_grant') return 'invalidGrant';
  } catch {
    // Not a token endpoint answer (Hydrogen's own "Bad request: …").
  }
  return 'failed';
}

/** The address fields of a form post; an empty field is sent as null (cleared). */
export function addressFromForm(form: FormData): CustomerAddressInput {
  const address: Record<string, string | null> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = form.get(field);
    if (value === null) continue;
    const text = String(value).trim().slice(0, 255);
    address[field] =
      field === 'territoryCode' ? text.toUpperCase() || null : text || null;
  }
  return address as CustomerAddressInput;
}
