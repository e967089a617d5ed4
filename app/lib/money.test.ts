import {describe, expect, it} from 'vitest';
import {currencySymbol, formatMoney, formatPriceBound} from './money';

describe('formatMoney', () => {
  it.each([
    [{amount: '1299.0', currencyCode: 'USD'}, '$1,299.00'],
    [{amount: '49.5', currencyCode: 'USD'}, '$49.50'],
    [{amount: '0.0', currencyCode: 'USD'}, '$0.00'],
    [{amount: '20', currencyCode: 'EUR'}, '€20.00'],
  ])('%j reads %s', (money, text) => {
    expect(formatMoney(money)).toBe(text);
  });

  // Intl's own spacing: fr-CA and de-DE put a no-break space (U+00A0) or a narrow one (U+202F).
  it.each([
    ['en-CA', {amount: '1299.0', currencyCode: 'CAD'}, 'CA$1,299.00'],
    ['fr-CA', {amount: '1299.0', currencyCode: 'CAD'}, '1 299,00 CA$'],
    ['en-GB', {amount: '1299.0', currencyCode: 'GBP'}, '£1,299.00'],
    ['de-DE', {amount: '1299.0', currencyCode: 'EUR'}, '1.299,00 €'],
    ['en-US', {amount: '1299.0', currencyCode: 'USD'}, '$1,299.00'],
  ])('in %s, %j reads %s', (locale, money, text) => {
    expect(formatMoney(money, locale).replace(/[\u00a0\u202f]/g, ' ')).toBe(
      text,
    );
  });

  it('says US$ where a market writes US dollars differently from its own "$"', () => {
    expect(formatMoney({amount: '5', currencyCode: 'USD'}, 'en-CA')).toBe(
      'US$5.00',
    );
  });
});

describe('the price filter: symbols and bounds', () => {
  it.each([
    ['en-US', 'USD', '$'],
    ['en-CA', 'CAD', 'CA$'],
    ['fr-CA', 'CAD', 'CA$'],
    ['en-GB', 'GBP', '£'],
    ['de-DE', 'EUR', '€'],
  ])('in %s the %s symbol is %s', (locale, currency, symbol) => {
    expect(currencySymbol(currency, locale)).toBe(symbol);
  });

  it.each([
    ['10', 'USD', 'en-US', '$10'],
    ['12.5', 'USD', 'en-US', '$12.50'],
    ['10', 'CAD', 'en-CA', 'CA$10'],
    ['10', 'EUR', 'de-DE', '10 €'],
    ['abc', 'EUR', 'de-DE', 'abc'],
  ])('the bound %s in %s (%s) reads %s', (amount, currency, locale, text) => {
    expect(
      formatPriceBound(amount, currency, locale).replace(
        /[\u00a0\u202f]/g,
        ' ',
      ),
    ).toBe(text);
  });
});
