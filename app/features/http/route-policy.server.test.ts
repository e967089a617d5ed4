import type {ServerBuild} from 'react-router';
import {describe, expect, it} from 'vitest';
import {routePolicy, type RoutePolicy} from './route-policy';
import {
  applyRoutePolicy,
  createPolicyLookup,
  queryRedirect,
  type RequestPolicy,
} from './route-policy.server';
import {MAX_QUERY_VALUES} from './query-policy.server';

/** A server build's route manifest, as React Router writes it, with these policies. */
function build(
  routes: {
    id: string;
    parentId?: string;
    path?: string;
    index?: boolean;
    policy?: RoutePolicy;
  }[],
): Pick<ServerBuild, 'routes'> {
  return {
    routes: Object.fromEntries(
      routes.map(({policy, ...route}) => [
        route.id,
        {...route, module: policy ? {handle: routePolicy(policy)} : {}},
      ]),
    ) as unknown as ServerBuild['routes'],
  };
}

const policyFor = createPolicyLookup(
  build([
    {id: 'root', path: '', policy: {audience: 'public', writes: 'same-site'}},
    {
      id: 'routes/_index',
      parentId: 'root',
      index: true,
      policy: {audience: 'public', writes: 'same-site'},
    },
    {
      id: 'routes/admin.login',
      parentId: 'root',
      path: 'admin/login',
      policy: {audience: 'personal', writes: 'same-origin'},
    },
    {
      id: 'routes/unsubscribe',
      parentId: 'root',
      path: 'unsubscribe',
      policy: {audience: 'personal', writes: 'token'},
    },
    {id: 'routes/undeclared', parentId: 'root', path: 'undeclared'},
    {
      id: 'routes/policy',
      parentId: 'root',
      path: 'terms',
      policy: {audience: 'public', indexable: false},
    },
  ]),
);
const at = (path: string, method = 'GET') =>
  policyFor(new Request(`https://shop.test${path}`, {method}));

describe('createPolicyLookup', () => {
  it('reads the audience and write rule the matched route declares', () => {
    expect(at('/admin/login')).toEqual({
      audience: 'personal',
      indexable: false,
      writes: 'same-origin',
      query: null,
    });
    expect(at('/unsubscribe').writes).toBe('token');
  });

  it('takes the nearest declaring parent for a route that declares nothing', () => {
    expect(at('/undeclared')).toEqual({
      audience: 'public',
      indexable: true,
      writes: 'same-site',
      query: null,
    });
  });

  it("runs a post to an index route's path without ?index under the parent's rule", () => {
    expect(at('/', 'POST').writes).toBe('same-site');
    expect(at('/?index', 'POST').writes).toBe('same-site');
  });

  it('finds the route of a data request', () => {
    expect(at('/admin/login.data').audience).toBe('personal');
    expect(at('/_root.data').audience).toBe('public');
  });

  it('answers a path no route matches as public, posts from this site only', () => {
    expect(at('/nowhere/at/all')).toEqual({
      audience: 'public',
      indexable: true,
      writes: 'same-site',
      query: null,
    });
  });

  it('honours indexable: false on a public route', () => {
    expect(at('/terms').indexable).toBe(false);
  });
});

describe('queryRedirect (issue 24: a public page answers only the query it reads)', () => {
  const shop: RequestPolicy = {
    audience: 'public',
    indexable: true,
    writes: 'same-site',
    query: ['filter', 'sort', 'filter.'],
  };
  const target = (path: string, policy = shop, method = 'GET') => {
    const response = queryRedirect(
      new Request(`https://shop.test${path}`, {method}),
      policy,
    );
    return response && [response.status, response.headers.get('location')];
  };

  it('leaves a query the page reads alone, campaign and notice parameters too', () => {
    expect(target('/store/shop')).toBeNull();
    expect(
      target(
        '/store/shop?filter=sale&sort=title&filter.v.availability=1&utm_source=mail&notice=subscribed',
      ),
    ).toBeNull();
  });

  it('keeps what a /discount/CODE link did, on whatever page it leads to', () => {
    expect(target('/store/shop?discount=applied')).toBeNull();
    expect(
      target('/store/product/x?discount=refused', {...shop, query: []}),
    ).toBeNull();
  });

  it('redirects away the parameters the page does not read, keeping the rest in order', () => {
    expect(
      target('/store/shop?a=1&filter=sale&b=2&filter.p.product_type=Fuel'),
    ).toEqual([301, '/store/shop?filter=sale&filter.p.product_type=Fuel']);
    expect(target('/store/shop?junk')).toEqual([301, '/store/shop']);
  });

  it(`keeps at most ${MAX_QUERY_VALUES} values, also where any name is read`, () => {
    const many = Array.from({length: 5000}, (_, index) => `x${index}=${index}`);
    const [status, location] = target(`/store/product/a?${many.join('&')}`, {
      ...shop,
      query: 'any',
    })!;
    expect(status).toBe(301);
    expect(
      new URL(location as string, 'https://shop.test').searchParams.size,
    ).toBe(MAX_QUERY_VALUES);
  });

  it('never redirects a post, a personal page or a page that declares no query', () => {
    expect(target('/store/shop?junk=1', shop, 'POST')).toBeNull();
    expect(
      target('/admin?junk=1', {...shop, audience: 'personal', query: null}),
    ).toBeNull();
    expect(target('/x?junk=1', {...shop, query: null})).toBeNull();
  });
});

describe('applyRoutePolicy', () => {
  const PUBLIC: RequestPolicy = {
    audience: 'public',
    indexable: true,
    writes: 'same-site',
    query: null,
  };
  const PERSONAL: RequestPolicy = {
    ...PUBLIC,
    audience: 'personal',
    indexable: false,
  };
  const apply = (
    policy: RequestPolicy,
    {
      status = 200,
      method = 'GET',
      headers = {},
    }: {
      status?: number;
      method?: string;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const result = new Headers(headers);
    applyRoutePolicy(result, {status, method}, policy);
    return result;
  };

  it('gives a public page the public cache at the edge and in the browser', () => {
    const headers = apply(PUBLIC);
    expect(headers.get('Cache-Control')).toBe(
      'public, max-age=20, stale-while-revalidate=30',
    );
    expect(headers.get('Oxygen-Cache-Control')).toBe(
      'public, max-age=20, stale-while-revalidate=30',
    );
    expect(headers.has('X-Robots-Tag')).toBe(false);
  });

  it('keeps a cache policy the public route chose (longer, or private for one variant)', () => {
    expect(
      apply(PUBLIC, {headers: {'Cache-Control': 'public, max-age=3600'}}).get(
        'Cache-Control',
      ),
    ).toBe('public, max-age=3600');
    expect(
      apply(PUBLIC, {headers: {'Cache-Control': 'private, no-store'}}).get(
        'Cache-Control',
      ),
    ).toBe('private, no-store');
  });

  it('never lets a personal answer be stored, whatever the route said', () => {
    const headers = apply(PERSONAL, {
      headers: {
        'Cache-Control': 'public, max-age=60',
        'Oxygen-Cache-Control': 'public, max-age=60',
      },
    });
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    expect(headers.has('Oxygen-Cache-Control')).toBe(false);
    expect(headers.get('X-Robots-Tag')).toBe('noindex');
  });

  it('makes failures, redirects, answers to posts and cookies private', () => {
    for (const options of [
      {status: 500},
      {status: 404},
      {status: 303},
      {method: 'POST'},
      {headers: {'Set-Cookie': 'cart=1'}},
    ])
      expect(
        apply(PUBLIC, options).get('Cache-Control'),
        JSON.stringify(options),
      ).toBe('private, no-store');
  });

  it('asks for a retry after a 503 that did not say when', () => {
    expect(apply(PUBLIC, {status: 503}).get('Retry-After')).toBe('30');
    expect(
      apply(PUBLIC, {status: 503, headers: {'Retry-After': '5'}}).get(
        'Retry-After',
      ),
    ).toBe('5');
  });
});
