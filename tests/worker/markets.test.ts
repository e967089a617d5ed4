/**
 * Markets (issue 30, decision 0260): every shopper page answers under a market prefix, in
 * that market's prices, as its own public page; an unknown prefix is a 404; the US pages
 * stay at their unprefixed addresses in dollars.
 */
import {describe, expect, it} from 'vitest';
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
});

describe('the admin area and the API', () => {
  it('are not pages of a market', async () => {
    expect((await page('/en-ca/admin/login')).response.status).toBe(404);
    expect((await page('/admin/login')).response.status).toBe(200);
  });
});
