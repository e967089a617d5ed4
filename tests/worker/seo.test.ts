import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

function parseXml(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  return new XMLParser({
    isArray: (name) => name === 'url' || name === 'sitemap',
  }).parse(text);
}

describe('robots.txt', () => {
  it('keeps crawlers out of the cart, admin, search and personal links, and names the sitemap', async () => {
    const response = await worker.fetch('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    for (const path of [
      '/cart',
      '/admin',
      '/search',
      '/cart-recovery',
      '/browse-discount',
    ])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:8787\/sitemap\.xml$/m);
  });
});

describe('sitemaps', () => {
  it('the index lists product, collection, page, blog, article, store and recipe sitemaps; each is valid XML and every URL answers 200', async () => {
    const index = await worker.fetch('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const children: string[] = parseXml(
      await index.text(),
    ).sitemapindex.sitemap.map((entry: {loc: string}) => entry.loc);
    const US_CHILDREN = [
      '/sitemap/products/1.xml',
      '/sitemap/collections/1.xml',
      '/sitemap/pages/1.xml',
      '/sitemap/blogs/1.xml',
      '/sitemap/articles/1.xml',
      '/sitemap/store/1.xml',
      '/sitemap/recipes/1.xml',
    ];
    // Issue 30: then the same children under each market's prefix (tests/worker/market-seo.test.ts).
    expect(children.map((loc) => new URL(loc).pathname)).toEqual(
      ['', '/en-ca', '/fr-ca', '/en-gb', '/de-de'].flatMap((prefix) =>
        US_CHILDREN.map((child) => `${prefix}${child}`),
      ),
    );
    const names = US_CHILDREN;

    const urls: string[] = [];
    for (const child of names) {
      const response = await worker.fetch(child);
      expect(response.status, child).toBe(200);
      const set = parseXml(await response.text()).urlset;
      urls.push(...set.url.map((entry: {loc: string}) => entry.loc));
    }
    expect(urls).toContain(
      'http://localhost:8787/store/product/cordierite-pizza-stone',
    );
    expect(urls).toContain('http://localhost:8787/grills');
    expect(urls).toContain('http://localhost:8787/store/shop?filter=sale');
    expect(urls).toContain('http://localhost:8787/warranty');
    expect(urls).toContain('http://localhost:8787/store/ai-recipes');
    // Shopify content (issue 27): the blogs, their articles, the blog index.
    expect(urls).toContain('http://localhost:8787/blogs');
    expect(urls).toContain('http://localhost:8787/blogs/guides');
    expect(urls).toContain(
      'http://localhost:8787/blogs/journal/caring-for-the-ceramic',
    );
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      const response = await worker.fetch(
        new URL(url).pathname + new URL(url).search,
      );
      expect(response.status, url).toBe(200);
    }
  });

  it('answers an unknown sitemap or page with 404', async () => {
    for (const path of [
      '/sitemap/unknown/1.xml',
      '/sitemap/products/0.xml',
      '/sitemap/products/9.xml',
      '/sitemap/recipes/2.xml',
    ])
      expect((await worker.fetch(path)).status, path).toBe(404);
  });
});
