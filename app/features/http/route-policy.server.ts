/**
 * The one place that reads the routes' declared policies (route-policy.ts) and applies
 * them: which route a request reaches, whether its post is allowed, and how its answer
 * may be cached and indexed. server.ts calls it for every request.
 */
import {matchRoutes, type RouteObject, type ServerBuild} from 'react-router';
import {boundedCache} from '~/lib/bounded-cache';
import {PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE} from './http-cache';
import {
  policyOf,
  type QueryRule,
  type RoutePolicy,
  type WriteRule,
} from './route-policy';
import {queryRedirectTarget} from './query-policy.server';

/** What applies to one request: the page's audience and the write rule of its action. */
export type RequestPolicy = {
  audience: RoutePolicy['audience'];
  indexable: boolean;
  writes: WriteRule;
  /** The public page's query rule, when it declares one (null: no query is redirected). */
  query: QueryRule | null;
};

/** Where nothing is declared (no route matched): public, and posts from this site only. */
const DEFAULT_POLICY: RoutePolicy = {audience: 'public', writes: 'same-site'};

type RouteNode = {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteNode[];
};

/** The server build's flat route manifest as the nested tree `matchRoutes` walks. */
function routeTree(routes: ServerBuild['routes']): RouteNode[] {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    });
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * Built once per isolate from the server build. `policyFor(request)` finds the routes the
 * request reaches: the deepest one that declares a policy decides the audience, and the
 * route whose action a post runs decides the write rule (a post to an index route's path
 * without `?index` runs the parent's action, as React Router does).
 */
export function createPolicyLookup(build: Pick<ServerBuild, 'routes'>) {
  const tree = routeTree(build.routes);
  const declared = (id: string) => policyOf(build.routes[id]?.module.handle);
  // React Router's matchRoutes flattens and ranks the whole route tree on every call, and
  // with every shopper route also under an optional market prefix (0260) that was 7% of a
  // listing's server time; the routes a path reaches never change within an isolate.
  const matched = boundedCache<{ids: string[]; leafIsIndex: boolean}>(2000);
  const match = (pathname: string) => {
    // A path that cannot be decoded reaches no route (server.ts answers it 400).
    const matches = isDecodable(pathname)
      ? (matchRoutes(tree as RouteObject[], pathname) ?? [])
      : [];
    return {
      ids: matches.map((found) => found.route.id!),
      leafIsIndex: matches.at(-1)?.route.index === true,
    };
  };

  return function policyFor(request: Request): RequestPolicy {
    const url = new URL(request.url);
    // React Router's data requests (`/cart.data`, `/_root.data`) reach the same routes.
    const pathname = url.pathname.endsWith('.data')
      ? url.pathname.replace(/(\/_root)?\.data$/, '') || '/'
      : url.pathname;
    const {ids, leafIsIndex} = matched.get(pathname, () => match(pathname));
    const actionIds =
      leafIsIndex && !url.searchParams.has('index') ? ids.slice(0, -1) : ids;

    const page = deepest(ids, declared) ?? DEFAULT_POLICY;
    const action = deepest(actionIds, declared) ?? DEFAULT_POLICY;
    return {
      audience: page.audience,
      indexable: page.indexable ?? page.audience === 'public',
      writes: action.writes ?? DEFAULT_POLICY.writes!,
      query:
        page.audience === 'public' && !url.pathname.endsWith('.data')
          ? (page.query ?? null)
          : null,
    };
  };
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function deepest(
  ids: string[],
  declared: (id: string) => RoutePolicy | undefined,
): RoutePolicy | undefined {
  for (let index = ids.length - 1; index >= 0; index -= 1) {
    const policy = declared(ids[index]!);
    if (policy) return policy;
  }
  return undefined;
}

/**
 * A GET of a public page with parameters it does not read: the 301 to the same page
 * without them (query-policy.server.ts), or null.
 */
export function queryRedirect(
  request: Request,
  policy: RequestPolicy,
): Response | null {
  if (!policy.query || (request.method !== 'GET' && request.method !== 'HEAD'))
    return null;
  const target = queryRedirectTarget(new URL(request.url), policy.query);
  return target
    ? new Response(null, {status: 301, headers: {Location: target}})
    : null;
}

/** Seconds a 503 asks clients to wait when the route did not say. */
const DEFAULT_RETRY_AFTER_SECONDS = '30';

/**
 * The last word on caching and indexing, applied to every answer (route errors, thrown
 * errors and redirects included), so no route can get it wrong:
 * - a failure, a redirect, an answer to a post, anything that sets a cookie and every
 *   answer of a personal route is `private, no-store` and never reaches the edge cache;
 * - a successful answer of a public route keeps the policy its route gave it (a loader
 *   may make one variant private or cache a resource longer) or gets PUBLIC_PAGE_CACHE.
 * 304 keeps its headers (they describe the cached 200).
 */
export function applyRoutePolicy(
  headers: Headers,
  {status, method}: {status: number; method: string},
  policy: RequestPolicy,
): void {
  const success = (status >= 200 && status < 300) || status === 304;
  const cacheable =
    success &&
    policy.audience === 'public' &&
    (method === 'GET' || method === 'HEAD') &&
    !headers.has('Set-Cookie');
  if (!cacheable) {
    headers.set('Cache-Control', PRIVATE_PAGE_CACHE['Cache-Control']);
    headers.delete('Oxygen-Cache-Control');
  } else if (!headers.has('Cache-Control')) {
    for (const [name, value] of Object.entries(PUBLIC_PAGE_CACHE))
      headers.set(name, value);
  }
  if (!policy.indexable) headers.set('X-Robots-Tag', 'noindex');
  if (status === 503 && !headers.has('Retry-After'))
    headers.set('Retry-After', DEFAULT_RETRY_AFTER_SECONDS);
}
