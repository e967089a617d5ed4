import {describe, expect, it} from 'vitest';
import {hreflangAlternates, marketCanonical} from './hreflang';
import {
  DEFAULT_MARKET,
  inPageMarket,
  localizedHref,
  localizedPath,
  marketFor,
  marketFromParam,
  marketFromPath,
  MARKETS,
  storefrontI18n,
  unprefixedPath,
} from './markets';

const byPrefix = (prefix: string) =>
  MARKETS.find((market) => market.prefix === prefix)!;

describe('markets', () => {
  it("are the issue's five: the US unprefixed, Canada in English and French, the UK, Germany", () => {
    expect(
      MARKETS.map(({prefix, country, language, currency}) => [
        prefix,
        country,
        language,
        currency,
      ]),
    ).toEqual([
      [null, 'US', 'EN', 'USD'],
      ['en-ca', 'CA', 'EN', 'CAD'],
      ['fr-ca', 'CA', 'FR', 'CAD'],
      ['en-gb', 'GB', 'EN', 'GBP'],
      ['de-de', 'DE', 'DE', 'EUR'],
    ]);
  });

  it('have prefixes made of their language and country, in lower case', () => {
    for (const market of MARKETS.filter((m) => m.prefix)) {
      expect(market.prefix).toBe(
        `${market.language}-${market.country}`.toLowerCase(),
      );
      expect(market.locale.toLowerCase()).toBe(market.prefix);
    }
  });
});

describe('marketFromParam (the optional locale segment)', () => {
  it('is the default market when there is no prefix', () => {
    expect(marketFromParam(undefined)).toBe(DEFAULT_MARKET);
  });

  it.each(['en-ca', 'fr-ca', 'en-gb', 'de-de'])('knows %s', (prefix) => {
    expect(marketFromParam(prefix)?.prefix).toBe(prefix);
  });

  it.each(['en-us', 'EN-CA', 'fr-fr', 'de', 'store', 'xx-yy', ''])(
    'answers null (a 404) for %j: no guess, no alias',
    (param) => {
      expect(marketFromParam(param)).toBeNull();
    },
  );
});

describe('marketFromPath (the worker, before routing)', () => {
  it.each([
    ['/', null],
    ['/store/shop', null],
    ['/en-ca', 'en-ca'],
    ['/en-ca/store/shop', 'en-ca'],
    ['/de-de/store/product/scout-15-kamado-grill', 'de-de'],
    ['/en-cat/store', null],
    ['/xx-yy/store', null],
  ])('%s is the %s market', (path, prefix) => {
    expect(marketFromPath(path).prefix).toBe(prefix);
  });
});

describe('paths', () => {
  it('localizedPath prefixes app paths in a market and leaves US paths alone', () => {
    const canada = byPrefix('en-ca');
    expect(localizedPath(DEFAULT_MARKET, '/store/shop')).toBe('/store/shop');
    expect(localizedPath(DEFAULT_MARKET, '/')).toBe('/');
    expect(localizedPath(canada, '/store/shop?sort=price')).toBe(
      '/en-ca/store/shop?sort=price',
    );
    expect(localizedPath(canada, '/')).toBe('/en-ca');
  });

  it('localizedPath refuses what is not an app path', () => {
    expect(() => localizedPath(DEFAULT_MARKET, 'https://x.example/')).toThrow();
    expect(() => localizedPath(DEFAULT_MARKET, '//x.example/')).toThrow();
  });

  it('localizedPath keeps the home page a bare prefix before a query or fragment', () => {
    const canada = byPrefix('en-ca');
    expect(localizedPath(canada, '/?index')).toBe('/en-ca?index');
    expect(localizedPath(canada, '/#newsletter')).toBe('/en-ca#newsletter');
  });

  it('localizedHref prefixes app links once and leaves the rest alone', () => {
    const germany = byPrefix('de-de');
    expect(localizedHref(germany, '/store/shop')).toBe('/de-de/store/shop');
    expect(localizedHref(germany, '/de-de/store/shop')).toBe(
      '/de-de/store/shop',
    );
    expect(localizedHref(germany, '/en-ca/cart')).toBe('/en-ca/cart');
    expect(localizedHref(germany, '/api/cart')).toBe('/de-de/api/cart');
    expect(localizedHref(germany, '/api/predictive-search?q=x')).toBe(
      '/de-de/api/predictive-search?q=x',
    );
    for (const href of [
      '/admin/login',
      '/api/consent',
      '/api/visit',
      '/robots.txt',
      '/sitemap.xml',
      '/.well-known/x',
      'https://x.example/store',
      '//x.example/',
      'mailto:a@b.example',
      '#main',
      '?page=2',
    ])
      expect(localizedHref(germany, href), href).toBe(href);
    expect(localizedHref(DEFAULT_MARKET, '/store/shop')).toBe('/store/shop');
  });

  it('inPageMarket puts a link in the market of the page address', () => {
    expect(inPageMarket('/store/product/x', '/fr-ca/store')).toBe(
      '/fr-ca/store/product/x',
    );
    expect(inPageMarket('/store/product/x', '/store')).toBe('/store/product/x');
    expect(inPageMarket('/api/cart', '/xx-yy/store')).toBe('/api/cart');
  });

  it('unprefixedPath undoes localizedPath', () => {
    for (const market of MARKETS) {
      for (const path of ['/', '/store/shop', '/cart']) {
        expect(unprefixedPath(localizedPath(market, path))).toBe(path);
      }
    }
  });
});

describe('storefrontI18n and marketFor', () => {
  it("sends the market's country and language as Hydrogen's i18n", () => {
    expect(storefrontI18n(byPrefix('fr-ca'))).toEqual({
      country: 'CA',
      language: 'FR',
    });
  });

  it('finds a market from a Storefront country and language, not from a country alone', () => {
    expect(marketFor('CA', 'FR')?.prefix).toBe('fr-ca');
    expect(marketFor('DE', 'EN')).toBeUndefined();
  });
});

describe('hreflang', () => {
  it('lists every market and x-default (the US page) for one page', () => {
    expect(hreflangAlternates('https://shop.example', '/store/shop')).toEqual([
      {hrefLang: 'en-US', href: 'https://shop.example/store/shop'},
      {hrefLang: 'en-CA', href: 'https://shop.example/en-ca/store/shop'},
      {hrefLang: 'fr-CA', href: 'https://shop.example/fr-ca/store/shop'},
      {hrefLang: 'en-GB', href: 'https://shop.example/en-gb/store/shop'},
      {hrefLang: 'de-DE', href: 'https://shop.example/de-de/store/shop'},
      {hrefLang: 'x-default', href: 'https://shop.example/store/shop'},
    ]);
  });

  it('gives the home page its bare prefix', () => {
    const hrefs = hreflangAlternates('https://shop.example', '/').map(
      (alternate) => alternate.href,
    );
    expect(hrefs).toContain('https://shop.example/de-de');
    expect(hrefs.at(-1)).toBe('https://shop.example/');
  });

  it('makes each market version canonical to itself', () => {
    expect(
      marketCanonical('https://shop.example', byPrefix('en-gb'), '/cart'),
    ).toBe('https://shop.example/en-gb/cart');
  });
});
