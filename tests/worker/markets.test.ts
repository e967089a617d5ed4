/**
 * Markets (issue 30, decision 0260): every shopper page answers under a market prefix, in
 * that market's prices, as its own public page; an unknown prefix is a 404; the US pages
 * stay at their unprefixed addresses in dollars.
 */
import {describe, expect, it} from 'vitest';
import {COPY_CATALOGUES} from '../../app/lib/copy-catalogues';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

const page = async (path: string) => {
  const response = await worker.fetch(path);
  return {response, html: await response.text()};
};

/** The Classic 18's card on a list page (its link may carry the market's prefix). */
const classicCard = (html: string) =>
  /<a href="(?:\/[a-z]{2}-[a-z]{2})?\/store\/product\/classic-18-kamado-grill"[^>]*>([\s\S]*?)<\/a>/.exec(
    html,
  )?.[1] ?? '';

describe('a market page', () => {
  it('/en-ca/store/shop answers 200, public, in Canadian dollars', async () => {
    const {response, html} = await page('/en-ca/store/shop');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/^public/);
    expect(html).toMatch(/<html lang="en-CA"/);
    // The Classic 18 costs 1519.00 CAD in the Canadian price list (1,099.00 USD).
    expect(classicCard(html)).toContain('CA$1,519.00');
    expect(html).not.toMatch(/(?<!CA)\$1,099\.00/);
  });

  it('/de-de product page: euros and lang de-DE', async () => {
    const {response, html} = await page(
      '/de-de/store/product/scout-15-kamado-grill',
    );
    expect(response.status).toBe(200);
    expect(html).toMatch(/<html lang="de-DE"/);
    expect(html).toMatch(/€|EUR/);
    expect(html).not.toContain('$749.00');
  });

  it('the unprefixed page stays the US one, in US dollars', async () => {
    const {response, html} = await page('/store/shop');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/^public/);
    expect(html).toMatch(/<html lang="en-US"/);
    expect(classicCard(html)).toMatch(/(?<!CA)\$1,099\.00/);
    expect(html).not.toContain('CA$');
  });
});

describe('an unknown prefix', () => {
  it.each(['/xx-yy/store', '/en-us/store', '/EN-CA/store/shop', '/xx-yy'])(
    '%s is a 404, private',
    async (path) => {
      const {response, html} = await page(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Cache-Control')).toMatch(/no-store/);
      expect(html).not.toContain('CA$');
    },
  );

  // Resource routes under the prefix: the root loader's check does not run for them.
  it.each([
    ['GET', '/xx-yy/discount/WELCOME10'],
    ['GET', '/xx-yy/gift-card'],
    ['GET', '/xx-yy/account/login'],
    ['GET', '/xx-yy/account/no/such/page'],
    ['GET', '/xx-yy/account/logout'],
    ['POST', '/xx-yy/account/logout'],
  ])('%s %s is a 404, private, whatever the route', async (method, path) => {
    const response = await worker.fetch(path, {
      method,
      redirect: 'manual',
      headers: method === 'POST' ? {'Sec-Fetch-Site': 'same-origin'} : {},
    });
    expect(response.status, path).toBe(404);
    expect(response.headers.get('Cache-Control'), path).toMatch(/no-store/);
  });
});

describe('the admin area and the API', () => {
  it('are not pages of a market', async () => {
    expect((await page('/en-ca/admin/login')).response.status).toBe(404);
    expect((await page('/admin/login')).response.status).toBe(200);
  });
});

/**
 * Every link and form of a market page stays in that market (decision 0260): a missed
 * one would drop the shopper back to US prices. What is the same in every market (the
 * admin area, the API but the cart and search, assets, other sites) is left out, and so
 * is a link to another language version, which names it with `hreflang`.
 */
const LEAVES_NO_MARKET =
  /^\/(?:admin|assets)(?:[/?#]|$)|^\/api\/(?!cart|predictive-search)|^\/(?:robots\.txt|sitemap\.xml)$/;

function targetsOf(html: string): string[] {
  const targets: string[] = [];
  for (const [tag] of html.matchAll(/<(?:a|form)\s[^>]*>/g)) {
    if (/\shreflang="/.test(tag)) continue;
    const value = /\s(?:href|action)="([^"]*)"/.exec(tag)?.[1];
    if (value !== undefined) targets.push(value.replaceAll('&amp;', '&'));
  }
  return targets;
}

describe('the links of a market page', () => {
  it.each([
    ['de-de', '/de-de/store/shop'],
    ['de-de', '/de-de/store/product/scout-15-kamado-grill'],
    ['en-gb', '/en-gb'],
    ['en-gb', '/en-gb/store'],
    ['fr-ca', '/fr-ca/grills'],
    ['fr-ca', '/fr-ca/search?q=charcoal'],
    ['en-ca', '/en-ca/cart'],
    ['en-ca', '/en-ca/blogs'],
    ['en-ca', '/en-ca/gift-cards'],
    ['en-ca', '/en-ca/no-such-page'],
  ])('%s: %s links only pages of its market', async (prefix, path) => {
    const {html} = await page(path);
    const targets = targetsOf(html);
    expect(targets.length, path).toBeGreaterThan(5);
    const strays = targets.filter((target) => {
      const url = new URL(target, `http://localhost:8787${path}`);
      if (url.origin !== 'http://localhost:8787') return false; // another site
      if (target.startsWith('#') || target.startsWith('?')) return false; // this page
      // The footer newsletter posts to the root layout's action, whose one URL is `/`; it
      // sends the visitor back to this page (its redirectTo, checked below).
      if (target === '/#newsletter') return false;
      if (LEAVES_NO_MARKET.test(url.pathname)) return false;
      return !(
        url.pathname === `/${prefix}` || url.pathname.startsWith(`/${prefix}/`)
      );
    });
    expect(strays, path).toEqual([]);
    expect(html, path).toContain(`name="redirectTo" value="${path}"`);
  });

  it('the US pages keep their unprefixed links', async () => {
    const {html} = await page('/store/shop');
    const prefixed = targetsOf(html).filter((target) =>
      /^\/(?:en-ca|fr-ca|en-gb|de-de)(?:[/?#]|$)/.test(target),
    );
    expect(prefixed).toEqual([]);
    expect(targetsOf(html)).toContain('/store/product/classic-18-kamado-grill');
  });
});

describe('redirects and the API in a market', () => {
  it("a discount link's redirect lands in the market, never off-site", async () => {
    for (const target of [
      '/store/shop',
      '//evil.example/',
      'https://evil.example/',
    ])
      expect(
        (
          await worker.fetch(
            `/en-ca/discount/NO-SUCH-CODE?${new URLSearchParams({redirect: target})}`,
          )
        ).headers.get('Location'),
        target,
      ).toMatch(/^\/en-ca\/store\/shop(?:\?|$)/);
  });

  it('an old address redirects within the market', async () => {
    const response = await worker.fetch('/fr-ca/gift-card');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/fr-ca/gift-cards');
  });

  it("the predictive search answers in the market's links and prices", async () => {
    const response = await worker.fetch(
      '/en-ca/api/predictive-search?q=charcoal',
    );
    expect(response.status).toBe(200);
    const {products} = (await response.json()) as {
      products: {url: string; price: string}[];
    };
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.url).toMatch(/^\/en-ca\/store\/product\//);
      expect(product.price).toMatch(/^CA\$/);
    }
  });

  it.each(['/xx-yy/api/cart', '/en-us/api/predictive-search?q=charcoal'])(
    '%s is a 404',
    async (path) => {
      expect((await worker.fetch(path)).status).toBe(404);
    },
  );
});

/** What React writes for a text: the escapes of &, <, > and quotes. */
const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/** Intl's spaces (U+00A0, U+202F) read as plain ones, to compare prices. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('copy and money in the market', () => {
  it.each([
    ['/de-de/store/shop', 'DE'],
    ['/fr-ca/store/shop', 'FR'],
    ['/en-gb/store/shop', 'EN'],
  ] as const)('%s speaks %s in its chrome and shop', async (path, language) => {
    const {html} = await page(path);
    const layout = COPY_CATALOGUES.layout[language].LAYOUT_COPY;
    const catalog = COPY_CATALOGUES.catalog[language];
    for (const text of [
      layout.skipToContent,
      layout.mainMenu,
      catalog.FACET_MESSAGES.title,
      catalog.FACET_MESSAGES.apply,
    ])
      expect(html, text).toContain(escaped(text));
  });

  it('German pages write euros the German way; Canadian ones CA$', async () => {
    const german = plainSpaces((await page('/de-de/store/shop')).html);
    // The Classic 18 costs 1069.00 EUR in the German price list.
    expect(plainSpaces(classicCard(german))).toContain('1.069,00 €');
    expect(german).toContain('Bis €');
    const french = plainSpaces((await page('/fr-ca/store/shop')).html);
    expect(classicCard(french)).toContain('1 519,00 CA$');
    expect(french).toContain('À CA$');
    const british = (await page('/en-gb/store/shop')).html;
    expect(classicCard(british)).toContain('£899.00');
  });

  it('the US shop keeps its English and dollar filters', async () => {
    const {html} = await page('/store/shop');
    expect(html).toContain(COPY_CATALOGUES.layout.EN.LAYOUT_COPY.skipToContent);
    expect(html).toContain('To $');
    expect(html).not.toContain('CA$');
  });
});

describe('cache entries', () => {
  it.each([
    '/en-ca/store/shop',
    '/fr-ca/store/shop',
    '/en-gb/store',
    '/de-de/store/product/scout-15-kamado-grill',
    '/store/shop',
  ])('%s is a public page that varies on nothing but its URL', async (path) => {
    const {response} = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=/);
    const vary = (response.headers.get('Vary') ?? '').toLowerCase();
    expect(vary).not.toContain('oxygen-buyer-country');
    expect(vary).not.toContain('accept-language');
    expect(vary).not.toContain('cookie');
  });

  it("the unprefixed page is the US one whatever the visitor's country or language", async () => {
    const plain = await (await worker.fetch('/store/shop')).text();
    const fromCanada = await (
      await worker.fetch('/store/shop', {
        headers: {
          'oxygen-buyer-country': 'CA',
          'Accept-Language': 'fr-CA,fr;q=0.9',
        },
      })
    ).text();
    const prices = (html: string) => html.match(/CA\$|\$[\d,]+\.\d\d/g);
    expect(prices(fromCanada)).toEqual(prices(plain));
    expect(fromCanada).toMatch(/<html lang="en-US"/);
  });
});
