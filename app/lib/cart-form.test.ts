import {describe, expect, it} from 'vitest';
import {safeRedirectPath} from './cart-form';

describe('safeRedirectPath', () => {
  it.each(['/store/product/x?Color=Red', '/cart', '/'])(
    'keeps the site path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    // Browsers drop tabs and newlines from URLs: these become //evil.example.
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    '',
    undefined,
    42,
  ])('refuses %j and falls back to the cart', (value) => {
    expect(safeRedirectPath(value)).toBe('/cart');
  });
});
