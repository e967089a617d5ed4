import {describe, expect, it} from 'vitest';
import {MARKET_COOKIE} from './market-contract';
import {
  offeredMarket,
  pathInMarket,
  rememberedMarket,
  rememberedMarketCookie,
} from './market-choice.server';
import {DEFAULT_MARKET, MARKETS, marketFromParam} from './markets';

const URL_OF_POST = 'https://shop.example/api/market';
const market = (prefix: string) => marketFromParam(prefix)!;
const CA = market('en-ca');
const FR_CA = market('fr-ca');
const GB = market('en-gb');
const DE = market('de-de');

describe('pathInMarket: the same page in the chosen market', () => {
  it.each([
    ['/store/shop', CA, '/en-ca/store/shop'],
    ['/', DE, '/de-de'],
    ['/en-ca/store/shop?sort=price', DEFAULT_MARKET, '/store/shop?sort=price'],
    [
      '/de-de/store/product/kamado-classic',
      FR_CA,
      '/fr-ca/store/product/kamado-classic',
    ],
    ['/en-gb', DEFAULT_MARKET, '/'],
    ['/fr-ca/search?q=grill#results', GB, '/en-gb/search?q=grill#results'],
  ])('%s in %o', (from, to, expected) => {
    expect(pathInMarket(to, from, URL_OF_POST)).toBe(expected);
  });

  it('drops the one-time notice and campaign parameters', () => {
    expect(
      pathInMarket(
        CA,
        '/store/shop?notice=joined&utm_source=x&page=2',
        URL_OF_POST,
      ),
    ).toBe('/en-ca/store/shop?page=2');
  });

  it.each([
    'https://evil.example/store',
    '//evil.example/store',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '',
    null,
  ])('never leaves the site: %o goes to the market home', (returnTo) => {
    expect(pathInMarket(DE, returnTo, URL_OF_POST)).toBe('/de-de');
    expect(pathInMarket(DEFAULT_MARKET, returnTo, URL_OF_POST)).toBe('/');
  });
});

describe('the remembered choice', () => {
  it('is a year-long, HttpOnly, Lax cookie naming the locale (Secure on https)', () => {
    const cookie = rememberedMarketCookie(DE, new Request(URL_OF_POST));
    expect(cookie).toBe(
      `${MARKET_COOKIE}=de-DE; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure`,
    );
    expect(
      rememberedMarketCookie(
        CA,
        new Request('http://localhost:3000/api/market'),
      ),
    ).not.toContain('Secure');
  });

  it('reads back only a market we sell in', () => {
    const withCookie = (value: string) =>
      new Request(URL_OF_POST, {headers: {Cookie: `a=1; ${value}; b=2`}});
    expect(rememberedMarket(withCookie(`${MARKET_COOKIE}=fr-CA`))).toBe(FR_CA);
    expect(rememberedMarket(withCookie(`${MARKET_COOKIE}=en-US`))).toBe(
      DEFAULT_MARKET,
    );
    expect(
      rememberedMarket(withCookie(`${MARKET_COOKIE}=ja-JP`)),
    ).toBeUndefined();
    expect(
      rememberedMarket(withCookie(`x${MARKET_COOKIE}=de-DE`)),
    ).toBeUndefined();
    expect(rememberedMarket(new Request(URL_OF_POST))).toBeUndefined();
  });
});

describe('offeredMarket: what the notice offers', () => {
  it('offers a visitor from Canada, the UK or Germany their market on another market’s page', () => {
    expect(
      offeredMarket({
        page: DEFAULT_MARKET,
        chosen: undefined,
        buyerCountry: 'CA',
      }),
    ).toBe(CA);
    expect(
      offeredMarket({
        page: DEFAULT_MARKET,
        chosen: undefined,
        buyerCountry: 'GB',
      }),
    ).toBe(GB);
    expect(
      offeredMarket({page: CA, chosen: undefined, buyerCountry: 'DE'}),
    ).toBe(DE);
  });

  it('offers nothing in the page’s own country, or where we do not sell', () => {
    expect(
      offeredMarket({page: FR_CA, chosen: undefined, buyerCountry: 'CA'}),
    ).toBeNull();
    expect(
      offeredMarket({page: DE, chosen: undefined, buyerCountry: 'DE'}),
    ).toBeNull();
    expect(
      offeredMarket({
        page: DEFAULT_MARKET,
        chosen: undefined,
        buyerCountry: 'JP',
      }),
    ).toBeNull();
    expect(
      offeredMarket({
        page: DEFAULT_MARKET,
        chosen: undefined,
        buyerCountry: null,
      }),
    ).toBeNull();
  });

  it('the visitor’s own choice wins over the country', () => {
    expect(
      offeredMarket({page: DEFAULT_MARKET, chosen: FR_CA, buyerCountry: 'DE'}),
    ).toBe(FR_CA);
    // A German who chose the US store is not offered Germany on its pages.
    expect(
      offeredMarket({
        page: DEFAULT_MARKET,
        chosen: DEFAULT_MARKET,
        buyerCountry: 'DE',
      }),
    ).toBeNull();
    expect(offeredMarket({page: CA, chosen: FR_CA, buyerCountry: 'CA'})).toBe(
      FR_CA,
    );
  });

  it('every market can be offered', () => {
    for (const each of MARKETS)
      expect(offeredMarket({page: GB, chosen: each, buyerCountry: null})).toBe(
        each === GB ? null : each,
      );
  });
});
