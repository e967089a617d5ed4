/**
 * Issue 24, item 11: unbounded work from the query.
 * - 5,000 made-up parameters made a 913 KB public page and a cache entry per URL: a public
 *   page now answers only the query it reads, redirecting (301, never cached) to the URL
 *   without the rest.
 * - A thousand facet values reached the 4 s deadline: at most 40 values reach a page and
 *   the shop applies at most 20 facet values.
 */
import {describe, expect, it} from 'vitest';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

/** Follows redirects (a product page may take two: the count, then the option names). */
async function settle(
  path: string,
): Promise<{hops: Response[]; final: string}> {
  const hops: Response[] = [];
  let current = path;
  for (let hop = 0; hop < 3; hop += 1) {
    const response = await worker.fetch(current);
    if (response.status !== 301) return {hops, final: current};
    hops.push(response);
    current = response.headers.get('location')!;
  }
  throw new Error(`more than 3 redirects from ${path}`);
}
const junk = Array.from(
  {length: 5000},
  (_, index) => `p${index}=${index}`,
).join('&');

describe('a public page answers only the query it reads', () => {
  it.each([
    ['/', '/'],
    ['/store/shop?filter=sale', '/store/shop?filter=sale'],
    ['/grills?sort=price-desc', '/grills?sort=price-desc'],
    ['/search?q=stone', '/search?q=stone'],
    ['/gift-cards', '/gift-cards'],
    ['/warranty', '/warranty'],
    ['/store/ai-recipes?cook=brisket', '/store/ai-recipes?cook=brisket'],
  ])(
    '%s with 5,000 made-up parameters redirects to %s',
    async (path, clean) => {
      const separator = path.includes('?') ? '&' : '?';
      const {hops, final} = await settle(`${path}${separator}${junk}`);
      expect(hops.length).toBeGreaterThan(0);
      for (const hop of hops)
        expect(hop.headers.get('cache-control')).toBe('private, no-store');
      expect(final).toBe(clean);
      const page = await worker.fetch(clean);
      expect(page.status).toBe(200);
      expect((await page.text()).length).toBeLessThan(200_000);
    },
  );

  it('a product page keeps its option parameters and drops the rest', async () => {
    const {hops, final} = await settle(
      `/store/product/cordierite-pizza-stone?Diameter=${encodeURIComponent('15"')}&Size=Large&evil=1&utm_source=mail`,
    );
    expect(hops).toHaveLength(1);
    expect(final).toBe(
      '/store/product/cordierite-pizza-stone?Diameter=15%22&utm_source=mail',
    );
    const clean = await worker.fetch(final);
    expect(clean.status).toBe(200);
  });

  it('campaign and notice parameters are taken on every page', async () => {
    const response = await worker.fetch(
      '/welcome-discount?utm_source=email&utm_medium=mail&utm_campaign=x&utm_term=y&utm_content=z&notice=subscribed',
    );
    expect(response.status).toBe(200);
  });

  it('a thousand facet values: at most 40 reach the page, which answers', async () => {
    const facets = Array.from(
      {length: 1000},
      (_, index) => `filter.v.option.color=c${index}`,
    ).join('&');
    const response = await worker.fetch(`/store/shop?${facets}`);
    expect(response.status).toBe(301);
    const target = new URL(response.headers.get('location')!, 'http://x');
    expect([...target.searchParams.keys()]).toHaveLength(40);
    const page = await worker.fetch(`${target.pathname}${target.search}`);
    expect(page.status).toBe(200);
  });
});
