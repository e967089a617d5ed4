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
});
