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

export const PRIVATE_PAGE_CACHE = {'Cache-Control': 'private, no-store'} as const;

/**
 * Every route exports this as `headers`: a route's loader sets its own policy with
 * `data(value, {headers: PRIVATE_PAGE_CACHE})`; otherwise the parent's policy holds.
 * Error responses are never cached, whatever the route said.
 */
export const routeHeaders: HeadersFunction = ({loaderHeaders, parentHeaders, errorHeaders}) => {
  if (errorHeaders) return new Headers(PRIVATE_PAGE_CACHE);
  return loaderHeaders.has('Cache-Control') ? loaderHeaders : parentHeaders;
};
