import {join} from 'node:path';
import type {RouteConfigEntry} from '@react-router/dev/routes';
import {matchRoutes, type RouteObject} from 'react-router';
import {beforeAll, describe, expect, it} from 'vitest';
import {marketFromParam} from './markets';

/**
 * The app's real route config (app/routes.ts, which applies localizeRoutes): which module
 * answers a path, and with which `locale`, as React Router ranks them.
 */
let routes: RouteObject[];
beforeAll(async () => {
  // What React Router's config loader sets before it evaluates app/routes.ts.
  (
    globalThis as {__reactRouterAppDirectory?: string}
  ).__reactRouterAppDirectory = join(import.meta.dirname, '..', '..');
  const config = await (await import('~/routes')).default;
  const toObject = (entry: RouteConfigEntry): RouteObject =>
    entry.index
      ? {id: entry.id ?? entry.file, path: entry.path, index: true}
      : {
          id: entry.id ?? entry.file,
          path: entry.path,
          children: entry.children?.map(toObject),
        };
  routes = [{id: 'root', path: '', children: config.map(toObject)}];
});

function answer(path: string) {
  const matches = matchRoutes(routes, path);
  const leaf = matches?.at(-1);
  return leaf && {route: leaf.route.id, locale: leaf.params.locale};
}

describe('localized routes', () => {
  it.each([
    ['/', 'routes/_index', undefined],
    ['/en-ca', 'routes/_index-in-market', 'en-ca'],
    ['/store/shop', 'routes/store.shop', undefined],
    ['/en-ca/store/shop', 'routes/store.shop', 'en-ca'],
    [
      '/de-de/store/product/scout-15-kamado-grill',
      'routes/store.product.$handle',
      'de-de',
    ],
    ['/fr-ca/grills', 'category-grills', 'fr-ca'],
    ['/en-gb/shipping', 'policy-shipping', 'en-gb'],
    ['/blogs/guides', 'routes/blogs.$blogHandle._index', undefined],
    [
      '/blogs/guides/first-cook',
      'routes/blogs.$blogHandle.$articleHandle',
      undefined,
    ],
    ['/en-ca/blogs/guides', 'routes/blogs.$blogHandle._index', 'en-ca'],
    ['/pages/warranty', 'routes/pages.$handle', undefined],
    ['/en-gb/cart', 'routes/cart', 'en-gb'],
    ['/en-gb/search', 'routes/search', 'en-gb'],
  ])('%s is %s in %s', (path, route, locale) => {
    expect(answer(path)).toEqual({route, locale});
  });

  it('keeps the admin area, the API and robots.txt unprefixed', () => {
    expect(answer('/admin/login')).toEqual({
      route: 'routes/admin.login',
      locale: undefined,
    });
    expect(answer('/api/cart')).toEqual({
      route: 'routes/api.cart',
      locale: undefined,
    });
    expect(answer('/robots.txt')?.route).toBe('routes/[robots.txt]');
    // Under a prefix they are nobody's page: the catch-all answers, in that market.
    expect(answer('/en-ca/admin/login')?.route).toBe('routes/$');
    expect(answer('/en-ca/api/consent')?.route).toBe('routes/$');
  });

  it("answers the cart's and the predictive search's API under a prefix (0261)", () => {
    expect(answer('/en-ca/api/cart')).toEqual({
      route: 'routes/api.cart',
      locale: 'en-ca',
    });
    expect(answer('/de-de/api/predictive-search')).toEqual({
      route: 'routes/api.predictive-search',
      locale: 'de-de',
    });
  });

  it('binds an unknown first segment as a locale the root turns into a 404', () => {
    for (const path of [
      '/xx-yy/store/shop',
      '/en-us/store/shop',
      '/EN-CA/cart',
    ]) {
      const found = answer(path)!;
      expect(found.locale, path).toBeDefined();
      expect(marketFromParam(found.locale), path).toBeNull();
    }
  });
});

describe("Hydrogen's virtual routes", () => {
  it('stay where Hydrogen puts them, never under a locale', () => {
    expect(answer('/graphiql')).toEqual({
      route: 'vite/virtual-routes/routes/graphiql',
      locale: undefined,
    });
    expect(answer('/en-ca/graphiql')?.route).toBe('routes/$');
  });
});
