import {describe, expect, it} from 'vitest';
import {CATEGORIES, CATEGORY_COPY} from '~/features/catalog/categories';
import {FOOTER_COLUMNS, ROUTES, SHOP_MENU} from './navigation';
import {POLICY_HANDLES} from '~/features/content/policies';
import {
  SHOP_FILTERS,
  parseShopFilter,
  type ShopFilter,
} from '~/features/catalog/product-listing';

const links = (title: string, groups = SHOP_MENU) =>
  groups.find((group) => group.title === title)!.links;

describe('ROUTES', () => {
  it('encodes a product handle into one path segment', () => {
    expect(ROUTES.product('classic-18-kamado-grill')).toBe(
      '/store/product/classic-18-kamado-grill',
    );
    expect(ROUTES.product('a/b?c#d')).toBe('/store/product/a%2Fb%3Fc%23d');
  });

  it('builds a shop link every filter reads back', () => {
    for (const filter of Object.keys(SHOP_FILTERS) as ShopFilter[]) {
      const url = new URL(ROUTES.shopFiltered(filter), 'http://x');
      expect(url.pathname).toBe(ROUTES.shop);
      expect(parseShopFilter(url.searchParams.get('filter'))).toBe(filter);
    }
    expect(ROUTES.shopFiltered('all')).toBe(ROUTES.shop);
  });
});

describe('the menu and the footer', () => {
  it('link every category, from CATEGORIES, after All Products', () => {
    const expected = [
      {label: 'All Products', to: ROUTES.shop},
      ...CATEGORIES.map((category) => ({
        label: CATEGORY_COPY[category].title,
        to: `/${category}`,
      })),
    ];
    expect(links('Categories')).toEqual(expected);
    expect(links('Shop', FOOTER_COLUMNS).slice(0, expected.length)).toEqual(
      expected,
    );
  });

  it('link only policy pages that exist', () => {
    const policyPaths = new Set(POLICY_HANDLES.map((handle) => `/${handle}`));
    const footerPolicies = [
      ...links('Company', FOOTER_COLUMNS),
      ...links('Support', FOOTER_COLUMNS),
      ...links('Resources'),
    ].filter((link) => policyPaths.has(link.to));
    expect(new Set(footerPolicies.map((link) => link.to))).toEqual(policyPaths);
  });
});
