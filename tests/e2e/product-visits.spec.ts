/**
 * What visitors hit in the store (issue 11): the variant's own image, honest sale badges,
 * and no page that scrolls sideways on a small phone. Where each test runs (fixtures.ts,
 * MODE): the images and badges are the server's markup and CSS, so once, in `no-js`
 * (@server-output); the small-screen walk in `js` only, because scripts only ever add to a
 * page (the theme toggle, what the elements render), so the page with them is the wider
 * one; it also sees each page's heading and no script error on any page.
 */
import {PAGE_ROUTES} from '../support/spec-routes';
import {expect, MODE, test, VIEWPORTS} from './fixtures';
import {addToCart, variantId} from './support';

const CLASSIC = '/store/product/classic-18-kamado-grill';

test.describe(
  'the variant image follows the variant',
  {tag: MODE.serverOutput},
  () => {
    test('Ember Red with the complete bundle shows the red bundle first, server-rendered', async ({
      page,
    }) => {
      await page.goto(`${CLASSIC}?Color=Ember+Red&Package=Complete+bundle`);
      const main = page.getByRole('main').getByRole('img').first();
      await expect(main).toHaveAttribute(
        'alt',
        'Classic in Ember Red, complete bundle with nest and shelves',
      );
      await expect(main).toHaveAttribute(
        'src',
        /classic-18-kamado-grill-6\.svg/,
      );
    });

    test('the cart shows the chosen variant’s image', async ({page}) => {
      await addToCart(
        page.request,
        await variantId(
          'classic-18-kamado-grill',
          'Ember Red / Complete bundle',
        ),
      );
      await page.goto('/cart');
      await expect(
        page.getByRole('list', {name: 'Cart items'}).getByRole('img').first(),
      ).toHaveAttribute('src', /classic-18-kamado-grill-6\.svg/);
    });
  },
);

test.describe('sale badges', {tag: MODE.serverOutput}, () => {
  test('a card says "Sale" only when its own price is reduced, and never over the image', async ({
    page,
  }) => {
    await page.goto('/grills');
    const card = (name: RegExp) =>
      page
        .getByRole('listitem')
        .filter({has: page.getByRole('heading', {name})});
    // The Classic's bundles are reduced; the card shows the grill-only price, which is not.
    await expect(
      card(/Classic 18/).getByText('Sale', {exact: true}),
    ).toHaveCount(0);

    await page.goto('/accessories');
    const grate = card(/Cast Iron Cooking Grate/);
    const badge = grate.getByText('Sale', {exact: true});
    await expect(badge).toBeVisible();
    const image = (await grate.getByRole('img').first().boundingBox())!;
    const badgeBox = (await badge.boundingBox())!;
    expect(badgeBox.y).toBeGreaterThanOrEqual(image.y + image.height);
  });
});

test.describe('small screens', {tag: MODE.jsOnly}, () => {
  test.use({viewport: {width: 320, height: 640}});

  for (const path of PAGE_ROUTES) {
    test(`${path} shows its heading and does not scroll sideways at 320 px`, async ({
      page,
    }) => {
      const scriptErrors: string[] = [];
      page.on('pageerror', (error) => scriptErrors.push(String(error)));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(scriptErrors).toEqual([]);
    });
  }

  test('the spec highlights fit their cards on a phone', async ({page}) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    const values = page
      .getByRole('region', {name: 'Engineered for fire'})
      .locator('dd');
    await expect(values).toHaveCount(4);
    for (const value of await values.all()) {
      const fits = await value.evaluate(
        (element) => element.scrollWidth <= element.clientWidth,
      );
      expect(fits, await value.innerText()).toBe(true);
    }
  });
});
