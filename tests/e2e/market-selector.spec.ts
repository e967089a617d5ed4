/**
 * Issue 30: the country/language selector and the buyer-country notice in Chromium.
 * The selector is a plain form, so it runs in both projects: it keeps the page and the
 * cart (a cart made on the US store shows its line in CA$ after switching to /en-ca). The
 * notice needs scripts (its element asks a private endpoint): a visitor from Germany on
 * a US page is offered the same page in the German store, never redirected, and can
 * dismiss it. Every page names its market versions (hreflang).
 */
import type {Page} from '@playwright/test';
import {CONSENT_COPY} from '~/features/consent/copy';
import {MARKETS_COPY} from '~/features/markets/copy';
import {MARKETS_DE} from '~/features/markets/copy.de';
import {expect, MODE, test} from './fixtures';
import {addToCart, asVisitor, variantId} from './support';

const PIZZA_STONE = 'cordierite-pizza-stone';

test.describe('the country/language selector', () => {
  test('keeps the page and the cart: a US cart shows its line in CA$ on /en-ca', async ({
    page,
  }) => {
    await page.goto('/');
    await addToCart(page.request, await variantId(PIZZA_STONE));
    await page.goto('/store/shop?sort=price-asc');
    const footer = page.locator('footer');
    await footer.getByLabel(MARKETS_COPY.selectorLabel).selectOption('en-CA');
    await footer
      .getByRole('button', {name: MARKETS_COPY.selectorSubmit})
      .click();
    await expect(page).toHaveURL('/en-ca/store/shop?sort=price-asc');
    // The choice shows as the selected market, on this page and the next.
    await expect(footer.getByLabel(MARKETS_COPY.selectorLabel)).toHaveValue(
      'en-CA',
    );
    await page.goto('/en-ca/cart');
    const line = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({
        hasText: /pizza stone/i,
      });
    await expect(line.first()).toBeVisible();
    await expect(line.first()).toContainText('CA$');
  });

  test('switches back to the US store, to the unprefixed page', async ({
    page,
  }) => {
    await page.goto('/de-de/gift-cards');
    const footer = page.locator('footer');
    await footer
      .getByLabel(MARKETS_DE.MARKETS_COPY.selectorLabel)
      .selectOption('en-US');
    await footer
      .getByRole('button', {name: MARKETS_DE.MARKETS_COPY.selectorSubmit})
      .click();
    await expect(page).toHaveURL('/gift-cards');
  });
});

test.describe('a visitor from Germany on a US page', {tag: MODE.jsOnly}, () => {
  test.use({extraHTTPHeaders: asVisitor({country: 'DE'})});
  const notice = (page: Page) =>
    page.getByRole('region', {name: MARKETS_COPY.noticeLabel});
  // A visitor from Germany is asked for consent first: the banner lies over the notice
  // (both at the bottom of the window) until it is answered.
  const answerConsent = (page: Page) =>
    page
      .getByRole('region', {name: CONSENT_COPY.title})
      .getByRole('button', {name: CONSENT_COPY.decline})
      .click();
  /** The page's layout shift so far (CLS's sum), from the browser's own entries. */
  const layoutShift = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              total += (entry as PerformanceEntry & {value: number}).value;
          }).observe({type: 'layout-shift', buffered: true});
          setTimeout(() => resolve(total), 200);
        }),
    );

  test('is offered the same page in the German store, never redirected', async ({
    page,
  }) => {
    const response = await page.goto('/store/shop');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/store/shop');
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toContainText(
      MARKETS_DE.MARKETS_COPY.notice(MARKETS_DE.MARKETS_COPY.countries.DE),
    );
    // It comes after the page has painted, over the page, not pushing it down (in the
    // page's flow it shifted the whole page by its height).
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await answerConsent(page);
    const link = notice(page).getByRole('link', {
      name: MARKETS_DE.MARKETS_COPY.noticeLink('EUR'),
    });
    await expect(link).toHaveAttribute('href', '/de-de/store/shop');
    await link.click();
    await expect(page).toHaveURL('/de-de/store/shop');
    // In the German store a German visitor is not offered it again.
    await page.waitForLoadState('networkidle');
    await expect(
      page.getByRole('region', {name: MARKETS_DE.MARKETS_COPY.noticeLabel}),
    ).toBeHidden();
  });

  test('dismissed, it stays gone', async ({page}) => {
    await page.goto('/gift-cards');
    await expect(notice(page)).toBeVisible();
    await answerConsent(page);
    await notice(page)
      .getByRole('button', {name: MARKETS_COPY.noticeDismiss})
      .click();
    await expect(notice(page)).toBeHidden();
    await page.goto('/store');
    await page.waitForLoadState('networkidle');
    await expect(notice(page)).toBeHidden();
  });
});

test(
  'every page names its market versions (hreflang)',
  {tag: MODE.serverOutput},
  async ({page}) => {
    await page.goto('/en-gb/store/shop');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [
          link.getAttribute('hreflang'),
          new URL((link as HTMLLinkElement).href).pathname,
        ]),
      );
    expect(alternates).toEqual([
      ['en-US', '/store/shop'],
      ['en-CA', '/en-ca/store/shop'],
      ['fr-CA', '/fr-ca/store/shop'],
      ['en-GB', '/en-gb/store/shop'],
      ['de-DE', '/de-de/store/shop'],
      ['x-default', '/store/shop'],
    ]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en-gb\/store\/shop$/,
    );
  },
);
