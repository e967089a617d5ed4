import {describe, expect, it} from 'vitest';
import {formatMoney} from './money';

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
