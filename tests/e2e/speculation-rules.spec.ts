/**
 * Issue 31, decision 0268: the Speculation Rules are no script in the page; every document
 * names its market's rules in a `Speculation-Rules` header, and Chromium loads them from
 * there: pointing at a store link prefetches it (the rules' `moderate` eagerness), the click
 * is served from that prefetch, and the header's cart link, which opens the drawer with
 * scripts, opts out. Chromium driven by Playwright does not prerender (DevTools attached),
 * so the prefetch rule is what shows here (as in the bench, scripts/bench-browser.ts).
 */
import type {CDPSession, Page} from '@playwright/test';
import {expect, MODE, test, VIEWPORTS} from './fixtures';
import {CART_DOM} from '~/features/cart/cart-contract';
import {enhanced} from './support';

const CLASSIC = '/store/product/classic-18-kamado-grill';

/** What DevTools' Preload domain reports: the rule sets and the prefetches (by path). */
async function watchPreloading(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const ruleSets: Array<{url?: string; sourceText: string}> = [];
  const prefetched = new Map<string, string>();
  cdp.on('Preload.ruleSetUpdated', ({ruleSet}) => ruleSets.push(ruleSet));
  cdp.on('Preload.prefetchStatusUpdated', ({prefetchUrl, status}) =>
    prefetched.set(new URL(prefetchUrl).pathname, status),
  );
  await cdp.send('Preload.enable');
  return {ruleSets, prefetched};
}

test.describe('Speculation Rules from the header', {tag: MODE.jsOnly}, () => {
  // The header's cart link is the desktop one.
  test.use({viewport: VIEWPORTS.desktop});

  for (const market of [
    {prefix: '', rules: '/speculation-rules.json'},
    {prefix: '/de-de', rules: '/de-de/speculation-rules.json'},
  ])
    test(`pointing at a product link${market.prefix ? ` in ${market.prefix}` : ''} prefetches it, with the rules the header names`, async ({
      page,
    }) => {
      const {ruleSets, prefetched} = await watchPreloading(page);
      const response = await page.goto(`${market.prefix}/store/shop`);
      const named = /^"([^"]+)"$/.exec(
        response!.headers()['speculation-rules'] ?? '',
      )?.[1];
      expect(named).toMatch(new RegExp(`^${market.rules}\\?v=\\w+$`));
      await expect(page.locator('script[type="speculationrules"]')).toHaveCount(
        0,
      );
      // The one rule set is the header's resource.
      await expect
        .poll(() => ruleSets.map((set) => set.url && new URL(set.url).pathname))
        .toEqual([market.rules]);
      // The cart link opens the drawer: it opts out (decision 0227). Pointed at long
      // enough for the rules' `moderate` eagerness (200 ms), it is not fetched.
      await enhanced(page, 'cart-drawer');
      await page
        .locator(`header [${CART_DOM.opensCart}]`)
        .filter({visible: true})
        .first()
        .hover();
      await page.waitForTimeout(500);
      const product = page
        .locator(`main a[href="${market.prefix}${CLASSIC}"]`)
        .first();
      await product.hover();
      await expect
        .poll(() => prefetched.get(`${market.prefix}${CLASSIC}`), {
          timeout: 10_000,
        })
        .toMatch(/Ready|Success/);
      expect(prefetched.has(`${market.prefix}/cart`)).toBe(false);
      await product.click();
      await expect(page).toHaveURL(`${market.prefix}${CLASSIC}`);
      expect(
        await page.evaluate(
          () =>
            (
              performance.getEntriesByType(
                'navigation',
              )[0] as PerformanceNavigationTiming & {deliveryType?: string}
            ).deliveryType,
        ),
      ).toBe('navigational-prefetch');
    });
});
