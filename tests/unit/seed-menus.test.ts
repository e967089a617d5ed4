/**
 * The stand-in's seed menus reproduce SPEC.md section 2 exactly (issue 27): the header and
 * footer the app builds from `main-menu` and `footer` through the local Storefront API are
 * the spec's links (app/lib/navigation.ts, the app's fallback), so the page looks as before.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {MENUS_QUERY} from '../../app/features/content/menus.server.ts';
import {shopOriginsOf} from '../../app/features/content/menu-urls.ts';
import {
  navigationFromMenus,
  SEED_NAVIGATION,
} from '../../app/features/content/site-navigation.ts';
import {
  startTestStorefront,
  type TestStorefront,
} from '../../local/storefront/test-support.ts';

let api: TestStorefront;
beforeAll(async () => {
  api = await startTestStorefront();
});
afterAll(async () => {
  await api?.server.close();
});

describe("the stand-in's seed menus", () => {
  it('give the header and footer of SPEC section 2, link for link', async () => {
    const {data, errors} = await api.storefront(MENUS_QUERY, {
      main: 'main-menu',
      footer: 'footer',
    });
    expect(errors).toBeUndefined();
    // A fallback that differs proves the menus are read, not the fallback returned.
    const empty = {
      ...SEED_NAVIGATION,
      dropdowns: [],
      directLinks: [],
      footerColumns: [],
    };
    const navigation = navigationFromMenus(
      {main: data.main, footer: data.footer},
      shopOriginsOf(data.shop.primaryDomain.url),
      empty,
    );
    const {version: _built, ...built} = navigation;
    const {version: _seed, ...seed} = SEED_NAVIGATION;
    expect(built).toEqual(seed);
    expect(navigation.version).toBe(SEED_NAVIGATION.version);
  });

  it('fall back to the given navigation for a menu that is missing or empty', () => {
    const navigation = navigationFromMenus(
      {main: null, footer: {title: 'Footer', items: []}},
      [],
    );
    expect(navigation).toEqual(SEED_NAVIGATION);
  });
});
