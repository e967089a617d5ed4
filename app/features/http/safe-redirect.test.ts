import {describe, expect, it} from 'vitest';
import {localizedHref, MARKETS} from '~/features/markets/markets';
import {safeRedirectPath} from './safe-redirect';

const ORIGIN = 'https://shop.example';
const FALLBACK = '/cart';

/** Where a browser goes with this Location on a page of ORIGIN. */
const resolvedOrigin = (location: string) => new URL(location, ORIGIN).origin;

describe('safeRedirectPath', () => {
  it.each([
    ['/store/product/x?Color=Red', '/store/product/x?Color=Red'],
    ['/cart', '/cart'],
    ['/', '/'],
    ['/store/shop?filter=sale#grid', '/store/shop?filter=sale#grid'],
    // Kept on the site, but in the parsed (encoded, dot-segment-free) form.
    ['/store/../gift-cards', '/gift-cards'],
    ['/a b', '/a%20b'],
    ['/%09/evil.example', '/%09/evil.example'],
    // A market's pages (decision 0260) are site paths like any other.
    ['/en-ca/store/shop?sort=price-asc', '/en-ca/store/shop?sort=price-asc'],
    ['/de-de', '/de-de'],
    ['/fr-ca/cart#lines', '/fr-ca/cart#lines'],
  ])('keeps the site path %j as %j', (value, expected) => {
    expect(safeRedirectPath(value, ORIGIN, FALLBACK)).toBe(expected);
  });

  // The hostile table: every value a browser could resolve off-site, or that would put a
  // control character in the Location header.
  it.each([
    'https://evil.example/',
    'http://shop.example/', // another origin (scheme)
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\r\nSet-Cookie: a=b',
    '/\u0000/evil.example',
    '/\u000b/evil.example',
    '/\u001b/evil.example',
    '/\u007f/evil.example',
    '/\u0085/evil.example',
    '/./\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '///evil.example',
    'javascript:alert(1)',
    ' /cart',
    'cart',
    '',
    undefined,
    null,
    42,
    ['/cart'],
  ])('refuses %j and falls back', (value) => {
    const location = safeRedirectPath(value, ORIGIN, FALLBACK);
    expect(location).toBe(FALLBACK);
  });

  it('never returns a Location that resolves off-site or holds a control character', () => {
    const pieces = [
      '/',
      '\\',
      '\t',
      '\n',
      '.',
      '%2f',
      '%5c',
      'evil.example',
      ':',
      '@',
      '?',
      '#',
    ];
    let checked = 0;
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const location = safeRedirectPath(`/${a}${b}${c}`, ORIGIN, FALLBACK);
          expect(resolvedOrigin(location)).toBe(ORIGIN);
          expect(location).not.toMatch(/\p{Cc}/u);
          checked += 1;
        }
    expect(checked).toBe(pieces.length ** 3);
  });
});

describe('safeRedirectPath with no fallback', () => {
  it('answers null, so a caller can tell "no safe path" from a path', () => {
    expect(safeRedirectPath('//evil.example', ORIGIN, null)).toBeNull();
    expect(safeRedirectPath('/store?x=1#y', `${ORIGIN}/cart`, null)).toBe(
      '/store?x=1#y',
    );
  });
});

describe('safeRedirectPath then localizedHref (a redirect in a market)', () => {
  const canada = MARKETS.find((market) => market.prefix === 'en-ca')!;
  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/..//evil.example',
  ])('still never leaves the site for %j', (value) => {
    const location = localizedHref(
      canada,
      safeRedirectPath(value, ORIGIN, FALLBACK),
    );
    expect(location).toBe('/en-ca/cart');
    expect(resolvedOrigin(location)).toBe(ORIGIN);
  });

  it('puts a US path in the market and leaves a market path as it is', () => {
    expect(
      localizedHref(canada, safeRedirectPath('/store/shop', ORIGIN, FALLBACK)),
    ).toBe('/en-ca/store/shop');
    expect(
      localizedHref(
        canada,
        safeRedirectPath('/en-ca/store/shop', ORIGIN, FALLBACK),
      ),
    ).toBe('/en-ca/store/shop');
  });
});
