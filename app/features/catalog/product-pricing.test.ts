import {describe, expect, it} from 'vitest';
import {
  cardPriceOf,
  compareAtPriceOf,
  hasVariantOnSale,
  isOnSale,
  type PricedVariant,
} from './product-pricing';

const usd = (amount: string) => ({amount, currencyCode: 'USD' as const});
const variant = (price: string, compareAt?: string): PricedVariant => ({
  price: usd(price),
  compareAtPrice: compareAt ? usd(compareAt) : null,
  availableForSale: true,
});

describe('isOnSale', () => {
  it.each([
    [variant('59.00', '79.00'), true],
    [variant('59.00', '59.00'), false], // equal is not a reduction
    [variant('59.00', '49.00'), false], // a lower compare-at price is not a sale
    [variant('59.00'), false],
    [variant('1399.00', '1549.00'), true], // compared as numbers, not strings
    [variant('999.00', '1000.00'), true],
  ])('%j -> %s', (input, expected) => {
    expect(isOnSale(input)).toBe(expected);
  });

  it('shows a compare-at price only when it is higher', () => {
    expect(compareAtPriceOf(variant('59.00', '79.00'))).toEqual(usd('79.00'));
    expect(compareAtPriceOf(variant('59.00', '49.00'))).toBeNull();
  });

  it('finds a product on sale through any of its variants', () => {
    expect(
      hasVariantOnSale([variant('1099.00'), variant('1399.00', '1549.00')]),
    ).toBe(true);
    expect(hasVariantOnSale([variant('1099.00'), variant('1399.00')])).toBe(
      false,
    );
  });
});

describe('cardPriceOf', () => {
  it('shows the cheapest variant, "from" when others cost more', () => {
    expect(
      cardPriceOf([variant('1399.00', '1549.00'), variant('1099.00')]),
    ).toEqual({
      price: usd('1099.00'),
      compareAtPrice: null,
      from: true,
    });
  });

  it('keeps the compare-at price of a reduced cheapest variant', () => {
    expect(cardPriceOf([variant('39.00', '49.00')])).toEqual({
      price: usd('39.00'),
      compareAtPrice: usd('49.00'),
      from: false,
    });
  });

  it('is not "from" when every variant costs the same', () => {
    expect(cardPriceOf([variant('749.00'), variant('749.00')])?.from).toBe(
      false,
    );
  });

  it('is null without variants', () => {
    expect(cardPriceOf([])).toBeNull();
  });
});
