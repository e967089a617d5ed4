import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {readHead, type JsonLdNode} from '../support/head';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();
const ORIGIN = 'http://localhost:8787';

async function page(path: string) {
  const response = await worker.fetch(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(
    response.headers.get('content-security-policy') ?? '',
  )?.[1];
  return {
    ...readHead(html),
    nonce,
    cacheControl: response.headers.get('cache-control'),
  };
}

const byType = (nodes: JsonLdNode[], type: string) =>
  nodes.filter((node) => node['@type'] === type);

/** Every public page type: its address (with the noise a visitor's URL may carry) and its canonical URL. */
const PUBLIC_PAGES = [
  ['home', '/?signup', '/'],
  ['store', '/store', '/store'],
  [
    'shop, sorted and faceted',
    '/store/shop?sort=price-asc&filter.v.availability=1',
    '/store/shop',
  ],
  [
    'shop filter, on a later page',
    '/store/shop?filter=sale&sort=newest&cursor=abc&direction=next',
    '/store/shop?filter=sale',
  ],
  ['category', '/grills?sort=price-desc', '/grills'],
  [
    'product with a variant chosen',
    '/store/product/cordierite-pizza-stone?Diameter=15%22',
    '/store/product/cordierite-pizza-stone',
  ],
  ['search', '/search?q=stone&utm_source=mail', '/search?q=stone'],
  ['gift cards', '/gift-cards', '/gift-cards'],
  ['policy', '/warranty', '/warranty'],
  ['welcome offer', '/welcome-discount?utm_source=email', '/welcome-discount'],
] as const;

describe('canonical URL, Open Graph and Twitter card on every public page', () => {
  it.each(PUBLIC_PAGES)('%s (%s)', async (_name, path, canonical) => {
    const head = await page(path);
    expect(head.canonicals).toEqual([`${ORIGIN}${canonical}`]);
    expect(head.meta('og:url')).toEqual([`${ORIGIN}${canonical}`]);
    // Issue 30: the page in every market, and x-default the US page (decision 0260).
    const inMarket = (prefix: string) =>
      `${ORIGIN}${canonical === '/' ? prefix || '/' : `${prefix}${canonical}`}`;
    expect(head.alternates).toEqual([
      {hreflang: 'en-US', href: inMarket('')},
      {hreflang: 'en-CA', href: inMarket('/en-ca')},
      {hreflang: 'fr-CA', href: inMarket('/fr-ca')},
      {hreflang: 'en-GB', href: inMarket('/en-gb')},
      {hreflang: 'de-DE', href: inMarket('/de-de')},
      {hreflang: 'x-default', href: inMarket('')},
    ]);
    expect(head.meta('og:title')[0]).toBeTruthy();
    expect(head.meta('og:description')[0]).toBeTruthy();
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    const [image] = head.meta('og:image');
    expect(image).toMatch(/^https?:\/\//);
    // X reads og:title, og:description and og:image when its own tags are absent
    // (https://developer.x.com/cards/markup): they are not repeated (record 0271).
    for (const name of [
      'twitter:title',
      'twitter:description',
      'twitter:image',
    ])
      expect(head.meta(name), name).toEqual([]);
  });
});

describe('a product page', () => {
  it('carries its title, description, Open Graph type and image, and a Product with the catalog’s prices', async () => {
    // What the catalog says, not what the app computes (local/storefront/catalog.json).
    const catalog = JSON.parse(
      readFileSync(
        new URL('../../local/storefront/catalog.json', import.meta.url),
        'utf8',
      ),
    ) as {
      products: Array<{
        handle: string;
        title: string;
        variants: {price: string}[];
      }>;
    };
    const classic = catalog.products.find(
      (product) => product.handle === 'classic-18-kamado-grill',
    )!;
    const head = await page('/store/product/classic-18-kamado-grill');
    expect(head.title).toMatch(/^Classic 18" Ceramic Kamado Grill \| /);
    expect(head.meta('description')).toEqual([
      expect.stringMatching(/flagship kamado/),
    ]);
    expect(head.meta('og:type')).toEqual(['product']);
    expect(head.meta('og:image')).toEqual([
      expect.stringMatching(/classic-18-kamado-grill-1/),
    ]);
    expect(head.canonicals).toEqual([
      `${ORIGIN}/store/product/classic-18-kamado-grill`,
    ]);
    // The Product comes first; its BreadcrumbList follows.
    const [product] = head.jsonLd as Array<
      JsonLdNode & {name: string; offers: Array<{price: string}>}
    >;
    expect(product!['@type']).toBe('Product');
    expect(product!.name).toBe(classic.title);
    expect(product!.offers.map((offer) => Number(offer.price))).toEqual(
      classic.variants.map((variant) => Number(variant.price)),
    );
  });
});

describe('JSON-LD', () => {
  it('the home page names the organisation and the site with its search', async () => {
    const head = await page('/');
    const [organization] = byType(head.jsonLd, 'Organization');
    expect(organization).toMatchObject({
      name: 'Emberforge Kamado',
      url: `${ORIGIN}/`,
    });
    const [site] = byType(head.jsonLd, 'WebSite');
    expect(site).toMatchObject({
      url: `${ORIGIN}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: {urlTemplate: `${ORIGIN}/search?q={search_term_string}`},
        'query-input': 'required name=search_term_string',
      },
    });
    // Every script carries the CSP nonce, JSON-LD included (it is never run either way).
    expect(head.jsonLdNonces).toEqual(head.jsonLd.map(() => head.nonce));
  });

  it('a product page has a Product with one offer per variant and its breadcrumbs', async () => {
    const head = await page(
      '/store/product/classic-18-kamado-grill?Color=Ember+Red',
    );
    const [product] = byType(head.jsonLd, 'Product') as Array<
      JsonLdNode & {offers: Array<Record<string, string>>}
    >;
    expect(product).toMatchObject({
      url: `${ORIGIN}/store/product/classic-18-kamado-grill`,
    });
    expect(product!.offers.length).toBeGreaterThan(1);
    for (const offer of product!.offers) {
      expect(Number(offer.price)).toBeGreaterThan(0);
      expect(offer.priceCurrency).toBe('USD');
      expect(offer.availability).toMatch(
        /^https:\/\/schema\.org\/(InStock|OutOfStock)$/,
      );
      expect(offer.url).toMatch(
        new RegExp(`^${ORIGIN}/store/product/classic-18-kamado-grill\\?.+`),
      );
    }
    expect(new Set(product!.offers.map((offer) => offer.url)).size).toBe(
      product!.offers.length,
    );
    const [breadcrumbs] = byType(head.jsonLd, 'BreadcrumbList');
    expect(breadcrumbs).toMatchObject({
      itemListElement: [
        {position: 1, item: `${ORIGIN}/`},
        {position: 2, item: `${ORIGIN}/grills`},
        {position: 3, item: `${ORIGIN}/store/product/classic-18-kamado-grill`},
      ],
    });
    expect(head.jsonLdNonces).toEqual(head.jsonLd.map(() => head.nonce));
  });

  it('a category page has its breadcrumbs', async () => {
    const head = await page('/accessories');
    expect(byType(head.jsonLd, 'BreadcrumbList')).toEqual([
      expect.objectContaining({
        itemListElement: [
          expect.objectContaining({
            position: 1,
            name: 'Home',
            item: `${ORIGIN}/`,
          }),
          expect.objectContaining({
            position: 2,
            name: 'Accessories',
            item: `${ORIGIN}/accessories`,
          }),
        ],
      }),
    ]);
  });

  it('pages without structured data of their own carry none (shop, search, offers)', async () => {
    for (const path of [
      '/store/shop',
      '/search?q=stone',
      '/welcome-discount',
    ]) {
      expect((await page(path)).jsonLd, path).toEqual([]);
    }
  });
});

describe('issue 25 item 18', () => {
  it('a single-variant product offer is named after the product, and its description keeps list items apart', async () => {
    // One variant, and a list in its description.
    const head = await page('/store/product/smart-temperature-controller');
    const [product] = byType(head.jsonLd, 'Product') as Array<
      JsonLdNode & {
        name: string;
        description: string;
        offers: Array<Record<string, string>>;
      }
    >;
    expect(product!.offers.map((offer) => offer.name)).toEqual([product!.name]);
    // Each list item ends a sentence, none runs into the next ("…probe" + "Lid-open").
    expect(product!.description).toContain(
      'Two food probes and one pit probe. Lid-open detection. Runs 24 hours',
    );
  });

  it('the gift card has one address: /gift-cards carries its Product, the product address redirects there', async () => {
    const head = await page('/gift-cards');
    const [product] = byType(head.jsonLd, 'Product');
    expect(product).toMatchObject({url: `${ORIGIN}/gift-cards`});
    expect(head.canonicals).toEqual([`${ORIGIN}/gift-cards`]);

    const old = await worker.fetch(
      '/store/product/emberforge-gift-card?Denomination=%2450',
      {redirect: 'manual'},
    );
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/gift-cards?Denomination=%2450');
    const sitemap = await (
      await worker.fetch('/sitemap/products/1.xml')
    ).text();
    expect(sitemap).not.toContain('emberforge-gift-card');
  });

  it("a recipe from the visitor's own words is not indexed; one from the form is", async () => {
    const free = await page(
      `/store/ai-recipes?have=${encodeURIComponent('brisket for 8 people')}`,
    );
    expect(free.meta('robots')).toEqual(['noindex, follow']);
    expect(free.canonicals).toEqual([`${ORIGIN}/store/ai-recipes`]);
    const chosen = await page('/store/ai-recipes?cook=brisket&servings=8');
    expect(chosen.meta('robots')).toEqual([]);
  });

  it('a missing page is titled as one and not indexed', async () => {
    for (const path of ['/no-such-page', '/store/product/no-such-product']) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(404);
      const head = readHead(await response.text());
      expect(head.title, path).toBe('Page not found | Emberforge Kamado');
      expect(head.meta('robots'), path).toEqual(['noindex']);
    }
  });
});
