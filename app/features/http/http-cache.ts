/**
 * Cache policy for documents. Public pages are identical for every visitor, so the
 * edge (Oxygen-Cache-Control) and the browser may keep them briefly; pages with
 * personal state (cart, admin) and failures are never stored.
 */
import type {HeadersFunction} from 'react-router';

export const PUBLIC_PAGE_CACHE = {
  'Cache-Control': 'public, max-age=60, stale-while-revalidate=600',
  'Oxygen-Cache-Control': 'public, max-age=60, stale-while-revalidate=600',
} as const;

export const PRIVATE_PAGE_CACHE = {
  'Cache-Control': 'private, no-store',
} as const;

/**
 * The root sets the public policy, and React Router hands a parent's headers to routes
 * without a `headers` export, so public pages need nothing. A route with another policy
 * (personal pages, a page with an action) exports this as `headers` and returns its policy
 * from the loader or action, e.g. `data(value, {headers: PRIVATE_PAGE_CACHE})`; an action's
 * policy wins on the response to a post. Error responses are never cached.
 */
export const routeHeaders: HeadersFunction = ({
  actionHeaders,
  loaderHeaders,
  parentHeaders,
  errorHeaders,
}) => {
  if (errorHeaders) return new Headers(PRIVATE_PAGE_CACHE);
  if (actionHeaders.has('Cache-Control')) return actionHeaders;
  return loaderHeaders.has('Cache-Control') ? loaderHeaders : parentHeaders;
};

/** Personal whatever their status: the cart, its data, the JSON endpoints, the admin area. */
const PERSONAL_PATHS = [/^\/cart\/?$/, /^\/api\//, /^\/admin(\/|$)/];

/** Seconds a 503 asks clients to wait when the route did not say. */
const DEFAULT_RETRY_AFTER_SECONDS = '30';

/**
 * The last word on caching, applied by server.ts to every answer (route errors, thrown
 * errors and redirects included), so no route can get it wrong: a failure, a redirect, a
 * personal page or anything that sets a cookie is `private, no-store` and never reaches the
 * edge cache. 304 keeps its headers (they describe the cached 200).
 */
export function enforceCachePolicy(
  headers: Headers,
  status: number,
  pathname: string,
): void {
  const notSuccess = (status < 200 || status >= 300) && status !== 304;
  const personal =
    headers.has('Set-Cookie') ||
    PERSONAL_PATHS.some((path) => path.test(pathname));
  if (notSuccess || personal) {
    headers.set('Cache-Control', PRIVATE_PAGE_CACHE['Cache-Control']);
    headers.delete('Oxygen-Cache-Control');
  }
  if (status === 503 && !headers.has('Retry-After'))
    headers.set('Retry-After', DEFAULT_RETRY_AFTER_SECONDS);
}
