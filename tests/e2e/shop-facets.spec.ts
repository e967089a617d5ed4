/**
 * Facets on the shop (issue 14): narrow the shop to in-stock items under $100, see the
 * active facets, remove one. A GET form in a <details>, the same with JavaScript on and off,
 * so it runs once, in `no-js` (@server-output; fixtures.ts, MODE).
 */
import {FACET_MESSAGES} from '../../app/features/catalog/copy';
import {expect, MODE, test, VIEWPORTS} from './fixtures';

test.describe.configure({timeout: 60_000});

test.describe('facets', {tag: MODE.serverOutput}, () => {
  test('narrow the shop to in-stock items under $100 and remove a facet', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/store/shop?sort=price-desc');
    await page.getByText(FACET_MESSAGES.title, {exact: true}).click();
    await page.getByRole('checkbox', {name: /In stock/}).check();
    await page.getByLabel(FACET_MESSAGES.priceTo('$')).fill('100');
    await page.getByRole('button', {name: FACET_MESSAGES.apply}).click();

    await expect(page).toHaveURL(/filter\.v\.availability=1/);
    await expect(page).toHaveURL(/filter\.v\.price\.lte=100/);
    await expect(page).toHaveURL(/sort=price-desc/);
    const cards = page
      .locator('li')
      .filter({has: page.locator('a[href^="/store/product/"]')});
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) {
      expect(text).not.toMatch(/Sold out/i);
      const prices = [...text.matchAll(/\$([\d,]+\.\d\d)/g)].map((match) =>
        Number(match[1]!.replace(',', '')),
      );
      // The card shows the lowest price; it is within the range.
      expect(Math.min(...prices)).toBeLessThanOrEqual(100);
    }
    await expect(
      page.getByText('Stainless Charcoal Basket').first(),
    ).toBeVisible();
    await expect(page.getByText('Classic 18" Kamado Grill')).toHaveCount(0);

    await page
      .getByRole('link', {
        name: FACET_MESSAGES.remove('Availability: In stock'),
      })
      .click();
    await expect(page).not.toHaveURL(/filter\.v\.availability/);
    await expect(page).toHaveURL(/filter\.v\.price\.lte=100/);
    await expect(
      page.getByRole('link', {
        name: FACET_MESSAGES.remove('Availability: In stock'),
      }),
    ).toHaveCount(0);
  });

  test('facets combine with the spec filter: sale items in stock', async ({
    page,
  }) => {
    await page.goto('/store/shop?filter=sale&filter.v.availability=1');
    await expect(
      page.getByRole('link', {
        name: FACET_MESSAGES.remove('Availability: In stock'),
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', {name: 'Sale', level: 1}),
    ).toBeVisible();
  });
});
