/**
 * Where customer accounts are served. Hydrogen's customer account client (2026.4) builds
 * every URL on https://shopify.com and reads neither PUBLIC_CUSTOMER_ACCOUNT_API_URL nor
 * the discovery document, so a store whose accounts live elsewhere (the local stand-in)
 * has those URLs moved to that origin: the server-side calls by the isolate's fetch, the
 * browser's redirects by the Location of /account/login and /account/logout
 * (docs/decisions/0250). With the variable unset or on shopify.com, nothing changes.
 */
const SHOPIFY = 'https://shopify.com';

/** The origin accounts are served from, when it is not Shopify's own; else null. */
export function accountServiceOriginOf(
  env: Pick<Env, 'PUBLIC_CUSTOMER_ACCOUNT_API_URL'>,
): string | null {
  const value = env.PUBLIC_CUSTOMER_ACCOUNT_API_URL;
  if (!value) return null;
  const {origin} = new URL(value);
  return origin === SHOPIFY ? null : origin;
}

/**
 * The URL on the account service's origin when it is one of Shopify's account URLs
 * (https://shopify.com/authentication/<shop>/… or https://shopify.com/<shop>/…); any
 * other URL, and every URL when `origin` is null, is returned as it is.
 */
export function toAccountService(url: string, origin: string | null): string {
  if (!origin || !url.startsWith(`${SHOPIFY}/`)) return url;
  const path = url.slice(SHOPIFY.length);
  return /^\/(authentication\/)?\d+(\/|$|\?)/.test(path)
    ? `${origin}${path}`
    : url;
}

/** The same redirect with its Location moved to the account service (headers copied). */
export function withAccountServiceLocation(
  response: Response,
  origin: string | null,
): Response {
  const location = response.headers.get('Location');
  if (!origin || !location) return response;
  const headers = new Headers(response.headers);
  headers.set('Location', toAccountService(location, origin));
  return new Response(response.body, {status: response.status, headers});
}

let currentOrigin: string | null = null;

/**
 * Tells the isolate's fetch where accounts are served. The env is the same for every
 * request an isolate serves, so the value set by one request holds for the others.
 */
export function setAccountServiceFrom(
  env: Pick<Env, 'PUBLIC_CUSTOMER_ACCOUNT_API_URL'>,
): void {
  currentOrigin = accountServiceOriginOf(env);
}

const INSTALLED = Symbol.for('emberforge.accountServiceFetch');

/**
 * Wraps the isolate's fetch once: a call to one of Shopify's account URLs goes to the
 * origin set by `setAccountServiceFrom` (Hydrogen's client calls the global fetch).
 */
export function installAccountServiceFetch(
  scope: {fetch: typeof fetch} = globalThis,
): void {
  const current = scope.fetch as typeof fetch & {[INSTALLED]?: true};
  if (current[INSTALLED]) return;
  const original = current.bind(scope);
  const swapped = (input: RequestInfo | URL, init?: RequestInit) => {
    if (!currentOrigin) return original(input, init);
    const url = input instanceof Request ? input.url : String(input);
    const moved = toAccountService(url, currentOrigin);
    if (moved === url) return original(input, init);
    return original(
      input instanceof Request ? new Request(moved, input) : moved,
      init,
    );
  };
  scope.fetch = Object.assign(swapped as typeof fetch, {
    [INSTALLED]: true as const,
  });
}

/**
 * The origin the sign-out post ends at (its redirect goes to the service's logout, and
 * browsers apply CSP form-action to a post's redirects): Shopify's, or the service's
 * named by PUBLIC_CUSTOMER_ACCOUNT_API_URL; none when accounts are off.
 */
export function accountFormActionOrigin(
  env: Pick<
    Env,
    'PUBLIC_CUSTOMER_ACCOUNT_API_URL' | 'PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID'
  >,
): string | null {
  if (!env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID) return null;
  return accountServiceOriginOf(env) ?? SHOPIFY;
}
