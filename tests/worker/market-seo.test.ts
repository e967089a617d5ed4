/**
 * Issue 30 in the production worker: a market's page is canonical for itself and names the
 * page in every market (hreflang, x-default the US page); each market's sitemaps list its
 * own URLs, every one a page; robots.txt still names only the one index.
 */
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';
import {readHead} from '../support/head';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();
const ORIGIN = 'http://localhost:8787';
const PREFIXES = ['', '/en-ca', '/fr-ca', '/en-gb', '/de-de'];
const LOCALES = ['en-US', 'en-CA', 'fr-CA', 'en-GB', 'de-DE'];

function urlsOf(text: string): string[] {
  expect(XMLValidator.validate(text)).toBe(true);
  return new XMLParser({isArray: (name) => name === 'url'})
    .parse(text)
    .urlset.url.map((entry: {loc: string}) => entry.loc);
}

describe('a market page: its own canonical, every market as an alternate', () => {
  it.each([
    ['/de-de/store/shop?sort=price-asc', '/store/shop', '/de-de'],
    [
      '/en-ca/store/product/cordierite-pizza-stone',
      '/store/product/cordierite-pizza-stone',
      '/en-ca',
    ],
    ['/fr-ca', '/', '/fr-ca'],
    // The shared modules mounted at several paths read their own path without the prefix.
    ['/de-de/grills', '/grills', '/de-de'],
    ['/en-gb/warranty', '/warranty', '/en-gb'],
    ['/en-gb/search?q=stone', '/search?q=stone', '/en-gb'],
  ])('%s', async (path, page, prefix) => {
    const response = await worker.fetch(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const head = readHead(await response.text());
    const inMarket = (each: string) =>
      `${ORIGIN}${page === '/' ? each || '/' : `${each}${page}`}`;
    expect(head.canonicals).toEqual([inMarket(prefix)]);
    expect(head.alternates).toEqual([
      ...PREFIXES.map((each, index) => ({
        hreflang: LOCALES[index],
        href: inMarket(each),
      })),
      {hreflang: 'x-default', href: inMarket('')},
    ]);
  });
});

describe('per-market sitemaps', () => {
  it('each market’s children list that market’s URLs, and every one answers 200', async () => {
    for (const prefix of ['/en-ca', '/de-de']) {
      for (const child of ['store', 'products']) {
        const response = await worker.fetch(`${prefix}/sitemap/${child}/1.xml`);
        expect(response.status, `${prefix} ${child}`).toBe(200);
        const urls = urlsOf(await response.text());
        expect(urls.length).toBeGreaterThan(3);
        for (const url of urls)
          expect(url.startsWith(`${ORIGIN}${prefix}`), url).toBe(true);
        if (child === 'store') {
          expect(urls).toContain(`${ORIGIN}${prefix}`);
          expect(urls).toContain(`${ORIGIN}${prefix}/store`);
        }
        for (const url of urls.slice(0, 4)) {
          const {pathname, search} = new URL(url);
          expect((await worker.fetch(pathname + search)).status, url).toBe(200);
        }
      }
    }
  });

  it('an unknown prefix has no sitemap', async () => {
    expect((await worker.fetch('/xx-yy/sitemap/store/1.xml')).status).toBe(404);
  });

  it('robots.txt names only the one index', async () => {
    const text = await (await worker.fetch('/robots.txt')).text();
    expect(text.match(/^Sitemap: .*$/gm)).toEqual([
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    ]);
  });
});
