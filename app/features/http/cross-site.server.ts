/**
 * Cross-site request forgery: a state-changing request (anything but GET, HEAD, OPTIONS)
 * must come from our own pages. Browsers say where a request comes from in
 * `Sec-Fetch-Site` (all current ones) and `Origin` (on every POST); either one naming
 * another site is refused. A request with neither is not from a browser (curl, a test, a
 * server), so no visitor's cookies can be abused through it and it is let through.
 */
import {MESSAGES} from '~/lib/messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);

/**
 * Endpoints whose authority is an unguessable token in the request, not the visitor's
 * cookies: RFC 8058's one-click unsubscribe is posted by mail clients and their servers,
 * from no page of ours (decision 0155). A forged post needs the token, which only the
 * address's inbox has; with it, unsubscribing is what the link is for.
 */
export const TOKEN_AUTHORISED_PATHS = new Set(['/unsubscribe']);

const isTokenAuthorised = (request: Request) =>
  TOKEN_AUTHORISED_PATHS.has(new URL(request.url).pathname);

/**
 * React Router refuses an action whose Origin names another host; for the token-authorised
 * paths the Origin says nothing we rely on, so it is dropped before routing.
 */
export function withoutOriginWhenTokenAuthorised(request: Request): Request {
  if (!isTokenAuthorised(request) || !request.headers.has('Origin'))
    return request;
  const headers = new Headers(request.headers);
  headers.delete('Origin');
  return new Request(request, {headers});
}

export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (isTokenAuthorised(request)) return false;
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  if (fetchSite !== null && !SAME_SITE_FETCH.has(fetchSite.toLowerCase()))
    return true;
  const origin = request.headers.get('Origin');
  // An opaque origin ("null": sandboxed frames, data: URLs) is never ours.
  return origin !== null && origin !== new URL(request.url).origin;
}

export function crossSiteRefusal(): Response {
  return new Response(MESSAGES.crossSiteRequest, {
    status: 403,
    headers: {'Content-Type': 'text/plain; charset=utf-8'},
  });
}
