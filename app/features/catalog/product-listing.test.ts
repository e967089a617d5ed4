import {describe, expect, it} from 'vitest';
import {parseShopFilter, SHOP_FILTERS} from './product-listing';

describe('the shop filters', () => {
  it.each(Object.entries(SHOP_FILTERS))(
    '%s is described in a shopper\u2019s words, not the catalog\u2019s',
    (_value, {meaning}) => {
      expect(meaning).not.toMatch(
        /shopify|tag|compare-at|catalog|variant|issue|tracker/i,
      );
    },
  );

  it('reads an unknown or missing value as all products', () => {
    expect(parseShopFilter('clearance')).toBe('all');
    expect(parseShopFilter(null)).toBe('all');
    expect(parseShopFilter('sale')).toBe('sale');
  });
});
