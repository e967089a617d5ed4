/**
 * What a route promises about its answers, declared on the route itself (its `handle`)
 * and enforced in one place (route-policy.server.ts, called by server.ts for every
 * request): no path lists. A route module starts with
 *
 *   export const handle = routePolicy({audience: 'public'});
 *
 * and a route with an action says where its posts may come from:
 *
 *   export const handle = routePolicy({audience: 'personal', writes: 'same-origin'});
 *
 * tests/unit/route-policy.test.ts fails when a route declares nothing, or has an action
 * and no `writes`.
 */

/**
 * Who an answer is for.
 * - `public`: the same for every visitor, so the edge and the browser may keep it
 *   (PUBLIC_PAGE_CACHE) unless the answer says otherwise; a loader may still make one
 *   answer private (`data(value, {headers: PRIVATE_PAGE_CACHE})`), never the reverse.
 * - `personal`: depends on who asks (the cart, the admin area, a status page): always
 *   `private, no-store`, never indexed.
 */
export type Audience = 'public' | 'personal';

/**
 * Where a state-changing request (any method but GET, HEAD, OPTIONS) may come from.
 * - `same-site`: refused when the browser says it comes from another site
 *   (`Sec-Fetch-Site`, `Origin`); a request with neither is no browser's, so no
 *   visitor's cookies can be abused through it, and it is let through (curl, servers).
 * - `same-origin`: the browser must say it comes from this origin (the admin area:
 *   a request with neither header is refused too).
 * - `token`: the request's authority is an unguessable token it carries, not cookies
 *   (RFC 8058's one-click unsubscribe is posted by mail clients from no page of ours):
 *   any origin, and the `Origin` header is dropped before React Router's own check.
 */
export type WriteRule = 'same-site' | 'same-origin' | 'token';

/**
 * The query parameters a public page reads (issue 24): names, or prefixes ending in `.`
 * (`filter.` for Shopify's facets). Every page also takes the campaign and notice
 * parameters (query-policy.ts). A GET with other parameters, or with more values than a
 * page needs, is redirected to the URL without them: they cannot change the page, so they
 * must not make a new page in the edge cache or be echoed into it. `'any'` (the 404 page,
 * which passes `redirect` to Shopify's redirects; a product page, whose option names come
 * from the product) keeps the names and caps only the count.
 */
export type QueryRule = readonly string[] | 'any';

export type RoutePolicy = {
  audience: Audience;
  /** Required when the route has an action. */
  writes?: WriteRule;
  /** Required on a public route: the query parameters its page reads (QueryRule). */
  query?: QueryRule;
  /**
   * `false` sends `X-Robots-Tag: noindex` (and the page's own meta says so too).
   * Defaults to true for public routes and false for personal ones.
   */
  indexable?: boolean;
};

export type PolicyHandle = {policy: RoutePolicy};

/** The `handle` of a route module that declares its policy. */
export function routePolicy(policy: RoutePolicy): PolicyHandle {
  return {policy};
}

/** A route's policy from its `handle`, if it declares one. */
export function policyOf(handle: unknown): RoutePolicy | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const policy = (handle as Partial<PolicyHandle>).policy;
  return typeof policy === 'object' && policy !== null ? policy : undefined;
}
