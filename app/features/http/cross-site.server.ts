/**
 * Cross-site request forgery: a state-changing request (anything but GET, HEAD, OPTIONS)
 * must come from where its route allows (`writes` in the route's policy, route-policy.ts).
 * Browsers say where a request comes from in `Sec-Fetch-Site` (all current ones) and
 * `Origin` (on every POST). SameSite=Lax cookies are the second layer.
 */
import {MESSAGES} from '~/lib/messages';
import type {WriteRule} from './route-policy';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);

export const isStateChanging = (request: Request) =>
  !SAFE_METHODS.has(request.method);

/** True when `request` may not change anything under `rule`. */
export function isRefusedWrite(request: Request, rule: WriteRule): boolean {
  if (!isStateChanging(request) || rule === 'token') return false;
  const expected = new URL(request.url).origin;
  const origin = request.headers.get('Origin');
  const fetchSite = request.headers.get('Sec-Fetch-Site')?.toLowerCase();
  if (rule === 'same-origin') {
    // The browser must vouch for it: a request with neither header is refused too.
    return origin !== null && origin !== 'null'
      ? origin !== expected
      : fetchSite !== 'same-origin';
  }
  if (fetchSite !== undefined && !SAME_SITE_FETCH.has(fetchSite)) return true;
  // An opaque origin ("null": sandboxed frames, data: URLs) is never ours.
  return origin !== null && origin !== expected;
}

/**
 * React Router refuses an action whose Origin names another host; on a token-authorised
 * route the Origin says nothing we rely on, so it is dropped before routing.
 */
export function withoutOrigin(request: Request): Request {
  if (!request.headers.has('Origin')) return request;
  const headers = new Headers(request.headers);
  headers.delete('Origin');
  return new Request(request, {headers});
}

export function crossSiteRefusal(): Response {
  return new Response(MESSAGES.crossSiteRequest, {
    status: 403,
    headers: {'Content-Type': 'text/plain; charset=utf-8'},
  });
}
