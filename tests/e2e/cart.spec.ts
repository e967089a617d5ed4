/**
 * The cart and the way to checkout (issue 6): the drawer with scripts, the /cart page
 * without. Where each test runs (fixtures.ts, MODE): the cart's changes and checkout in
 * both projects (with scripts <cart-form> posts in place and opens the checkout itself);
 * the optimistic quantity and the checkout's progress in `js` only; a completed cart
 * dropped by the server, once in `no-js` (@server-output).
 */
import type {Page} from '@playwright/test';
import {MESSAGES} from '../../app/lib/messages';
import {expect, MODE, test, VIEWPORTS} from './fixtures';
import {
  addToCart,
  armStorefrontFailure,
  enhanced,
  exclusively,
  holdRequests,
  variantId,
} from './support';

const FIRE_STARTERS = 'natural-fire-starters'; // one variant ("Default Title")
const GIFT_CARD = 'emberforge-gift-card'; // four denominations

/** The cart as the shopper sees it: the drawer with scripts, the /cart page without. */
async function openCart(page: Page, jsEnabled: boolean) {
  if (jsEnabled) {
    await page.goto('/store');
    await enhanced(page, 'cart-drawer');
    await page.getByRole('banner').getByRole('link', {name: /^Cart/}).click();
    const drawer = page.getByRole('dialog', {name: 'Your cart'});
    await expect(drawer).toBeVisible();
    return drawer;
  }
  await page.goto('/cart');
  return page.locator('main');
}

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const line = (cart: ReturnType<Page['locator']>, title: string) =>
  cart
    .getByRole('list', {name: 'Cart items'})
    .getByRole('listitem')
    .filter({hasText: title});

test.describe('cart', () => {
  test.use({viewport: VIEWPORTS.desktop});

  // The drawer shows the cart page's markup (<cart-view> loads it); that the drawer opens
  // on it empty is cart-feedback.spec.ts's.
  test('an empty cart says so', {tag: MODE.serverOutput}, async ({page}) => {
    const cart = await openCart(page, false);
    await expect(cart.getByText(MESSAGES.cartEmpty)).toBeVisible();
  });

  test('adding the same variant twice gives one line with quantity 2', async ({
    page,
    jsEnabled,
  }) => {
    await page.goto(`/store/product/${FIRE_STARTERS}`);
    for (const _ of [1, 2]) {
      if (jsEnabled) await enhanced(page, 'cart-drawer', 'cart-form');
      await page.getByRole('button', {name: 'Add to cart'}).click();
      if (jsEnabled) {
        // The drawer opens on the updated cart; close it to add again.
        await expect(
          page.getByRole('dialog', {name: 'Your cart'}),
        ).toBeVisible();
        await page.getByRole('button', {name: 'Close cart'}).click();
      } else {
        await expect(page).toHaveURL(
          new RegExp(`/store/product/${FIRE_STARTERS}`),
        );
      }
    }
    const cart = await openCart(page, jsEnabled);
    await expect(
      cart.getByRole('list', {name: 'Cart items'}).getByRole('listitem'),
    ).toHaveCount(1);
    await expect(
      cart.getByLabel(/^Quantity of Natural Fire Starters/),
    ).toHaveText('2');
    if (jsEnabled)
      await expect(
        page.getByRole('banner').getByRole('link', {name: 'Cart, 2 items'}),
      ).toBeVisible();
  });

  test('plus, minus to zero and remove change the lines', async ({
    page,
    jsEnabled,
  }) => {
    await addToCart(page.request, await variantId(FIRE_STARTERS));
    await addToCart(page.request, await variantId(GIFT_CARD, '$100'));
    const cart = await openCart(page, jsEnabled);
    const starters = line(cart, 'Natural Fire Starters');

    await starters.getByRole('button', {name: /Increase quantity/}).click();
    await expect(starters.getByLabel(/^Quantity of/)).toHaveText('2');
    await starters.getByRole('button', {name: /Decrease quantity/}).click();
    await expect(starters.getByLabel(/^Quantity of/)).toHaveText('1');
    await starters.getByRole('button', {name: /Decrease quantity/}).click();
    await expect(starters).toHaveCount(0);

    const giftCard = line(cart, 'Gift Card');
    await expect(giftCard).toContainText('$100');
    await giftCard.getByRole('button', {name: /^Remove/}).click();
    await expect(cart.getByText(MESSAGES.cartEmpty)).toBeVisible();
  });

  // The cart page's markup, which the drawer shows too.
  test(
    'hides the variant title "Default Title" and shows real ones',
    {tag: MODE.serverOutput},
    async ({page}) => {
      await addToCart(page.request, await variantId(FIRE_STARTERS));
      await addToCart(page.request, await variantId(GIFT_CARD, '$50'));
      const cart = await openCart(page, false);
      await expect(line(cart, 'Natural Fire Starters')).not.toContainText(
        'Default Title',
      );
      await expect(line(cart, 'Gift Card')).toContainText('$50');
      await expect(cart.getByText('Total', {exact: true})).toBeVisible();
    },
  );

  // Issue 31, decision 0227: the drawer is painted first and made modal in the next frame.
  test(
    'the drawer is a modal: the page behind is inert, Escape closes it and gives focus back',
    {tag: MODE.jsOnly},
    async ({page}) => {
      const drawer = await openCart(page, true);
      const link = page.getByRole('banner').getByRole('link', {name: /^Cart/});
      await expect
        .poll(() => drawer.evaluate((dialog) => dialog.matches(':modal')))
        .toBe(true);
      // Tab never leaves the drawer for the page behind it.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(
          await drawer.evaluate(
            (dialog) =>
              // The browser's own controls come after the last stop (the body then).
              document.activeElement === document.body ||
              dialog.contains(document.activeElement),
          ),
        ).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(link).toBeFocused();
    },
  );

  // Optimistic updates are the scripted cart's.
  test(
    'shows the new quantity before the server answers',
    {tag: MODE.jsOnly},
    async ({page}) => {
      await addToCart(page.request, await variantId(FIRE_STARTERS));
      const cart = await openCart(page, true);
      const {release} = await holdRequests(page, '**/api/cart', {
        postOnly: true,
      });
      await line(cart, 'Natural Fire Starters')
        .getByRole('button', {name: /Increase quantity/})
        .click();
      await expect(
        line(cart, 'Natural Fire Starters').getByLabel(/^Quantity of/),
      ).toHaveText('2');
      release();
      await expect(line(cart, 'Natural Fire Starters')).not.toHaveAttribute(
        'aria-busy',
        'true',
      );
    },
  );

  // Issue 31: the skeleton's optimistic cart shows an added line before the answer; so do we.
  test(
    'an add opens the drawer on its line before the server answers',
    {tag: MODE.jsOnly},
    async ({page}) => {
      await page.goto(`/store/product/${FIRE_STARTERS}`);
      await enhanced(page, 'cart-drawer', 'cart-form');
      const {release} = await holdRequests(page, '**/api/cart', {
        postOnly: true,
      });
      await page.getByRole('button', {name: 'Add to cart'}).click();
      const drawer = page.getByRole('dialog', {name: 'Your cart'});
      const added = drawer
        .getByRole('listitem')
        .filter({hasText: 'Natural Fire Starters'});
      await expect(added).toHaveAttribute('aria-busy', 'true');
      await expect(added.getByLabel(/^Quantity of/)).toHaveText('1');
      release();
      await expect(
        line(drawer, 'Natural Fire Starters').getByLabel(/^Quantity of/),
      ).toHaveText('1');
      await expect(line(drawer, 'Natural Fire Starters')).not.toHaveAttribute(
        'aria-busy',
        'true',
      );
    },
  );

  // Issue 31: one request per change, none per page view (the count is in a cookie).
  test(
    'a page view asks nothing about the cart, and each change is one request',
    {tag: MODE.jsOnly},
    async ({page}) => {
      const cartRequests: string[] = [];
      page.on('request', (request) => {
        const {pathname} = new URL(request.url());
        if (pathname === '/cart' || pathname === '/api/cart')
          cartRequests.push(`${request.method()} ${pathname}`);
      });
      await page.goto(`/store/product/${FIRE_STARTERS}`);
      await enhanced(page, 'cart-drawer', 'cart-form');
      expect(cartRequests).toEqual([]);

      await page.getByRole('button', {name: 'Add to cart'}).click();
      const drawer = page.getByRole('dialog', {name: 'Your cart'});
      await expect(line(drawer, 'Natural Fire Starters')).toBeVisible();
      await line(drawer, 'Natural Fire Starters')
        .getByRole('button', {name: /Increase quantity/})
        .click();
      await expect(
        line(drawer, 'Natural Fire Starters').getByLabel(/^Quantity of/),
      ).toHaveText('2');
      await expect(line(drawer, 'Natural Fire Starters')).not.toHaveAttribute(
        'aria-busy',
        'true',
      );
      expect(cartRequests).toEqual(['POST /api/cart', 'POST /api/cart']);

      // The next page shows the count from the cookie, still without asking.
      cartRequests.length = 0;
      await page.goto('/store');
      await enhanced(page, 'cart-drawer');
      await expect(
        page.getByRole('banner').getByRole('link', {name: /^Cart/}),
      ).toHaveAccessibleName(/2/);
      expect(cartRequests).toEqual([]);
    },
  );

  test(
    'a cart completed at checkout is dropped and a new one starts silently',
    {tag: MODE.serverOutput},
    async ({page, context}) => {
      await addToCart(page.request, await variantId(FIRE_STARTERS));
      const checkoutResponse = await page.request.post('/cart', {
        form: {intent: 'checkout'},
        maxRedirects: 0,
      });
      const checkout = await context.newPage();
      await checkout.goto(checkoutResponse.headers().location!);
      await checkout.getByRole('button', {name: 'Place order'}).click();
      await expect(checkout.getByText(/order/i).first()).toBeVisible();

      await addToCart(page.request, await variantId(GIFT_CARD, '$50'));
      await page.goto('/cart');
      await expect(
        page.getByRole('list', {name: 'Cart items'}).getByRole('listitem'),
      ).toHaveCount(1);
      await expect(line(page.locator('main'), 'Gift Card')).toBeVisible();
    },
  );
});

test.describe('checkout', () => {
  test.use({viewport: VIEWPORTS.desktop});

  test('opens the local checkout in a new tab with channel=online_store', async ({
    page,
    context,
    jsEnabled,
  }) => {
    await addToCart(page.request, await variantId(FIRE_STARTERS), 2);
    const cart = await openCart(page, jsEnabled);
    const checkoutTab = await exclusively('checkout', async () => {
      const opened = context.waitForEvent('page');
      await cart.getByRole('button', {name: MESSAGES.checkoutButton}).click();
      const tab = await opened;
      await tab.waitForURL(/\/checkouts\//);
      return tab;
    });
    expect(new URL(checkoutTab.url()).searchParams.get('channel')).toBe(
      'online_store',
    );
    await expect(checkoutTab.getByText('Natural Fire Starters')).toBeVisible();
    await expect(page).not.toHaveURL(/checkouts/);
  });

  const FAILURES = [
    {name: '402 payment required', failure: {mode: 'http', status: 402}},
    {name: 'another HTTP error', failure: {mode: 'http', status: 500}},
    {
      name: 'GraphQL errors',
      failure: {mode: 'graphql-errors', messages: ['Internal error']},
    },
    {
      name: 'cart user errors',
      failure: {mode: 'user-errors', messages: ['Merchandise is sold out']},
    },
    {name: 'no checkout URL', failure: {mode: 'no-checkout-url'}},
  ];

  // How the shopper sees a failed checkout differs with scripts (the drawer's alert, or
  // the cart page in the new tab): in both projects, on one kind of failure. Every kind
  // reaches the same answer: the server's, per kind, once below (how each kind maps to
  // the message is unit-tested in app/features/cart/checkout.server.test.ts).
  const [shown, ...others] = FAILURES;
  test(`${shown!.name}: the shopper sees "${MESSAGES.checkoutFailed}"`, async ({
    page,
    context,
    jsEnabled,
  }) => {
    await addToCart(page.request, await variantId(FIRE_STARTERS));
    const cart = await openCart(page, jsEnabled);
    await exclusively('checkout', async () => {
      await armStorefrontFailure({
        ...shown!.failure,
        operation: 'CheckoutCartCreate',
      });
      if (jsEnabled) {
        await cart.getByRole('button', {name: MESSAGES.checkoutButton}).click();
        await expect(cart.getByRole('alert')).toHaveText(
          MESSAGES.checkoutFailed,
        );
        await expect(
          cart.getByRole('button', {name: MESSAGES.checkoutButton}),
        ).toBeEnabled();
      } else {
        const opened = context.waitForEvent('page');
        await cart.getByRole('button', {name: MESSAGES.checkoutButton}).click();
        const tab = await opened;
        await expect(tab.getByRole('alert')).toHaveText(
          MESSAGES.checkoutFailed,
        );
        await expect(tab).toHaveURL(/\/cart\?checkout=failed$/);
      }
    });
  });

  for (const {name, failure} of others) {
    test(
      `${name}: the checkout post answers "${MESSAGES.checkoutFailed}"`,
      {tag: MODE.serverOutput},
      async ({request}) => {
        await addToCart(request, await variantId(FIRE_STARTERS));
        const answer = await exclusively('checkout', async () => {
          await armStorefrontFailure({
            ...failure,
            operation: 'CheckoutCartCreate',
          });
          return request.post('/cart', {
            form: {intent: 'checkout'},
            maxRedirects: 0,
          });
        });
        expect(answer.status()).toBe(303);
        expect(answer.headers().location).toBe('/cart?checkout=failed');
        const cartPage = await request.get(answer.headers().location!);
        // The cart page's alert, as the new tab shows it (the no-JS case above).
        expect(await cartPage.text()).toMatch(
          new RegExp(
            `role="alert"[^>]*><p>${escapeRegExp(MESSAGES.checkoutFailed)}</p>`,
          ),
        );
      },
    );
  }

  // Without scripts the new tab shows the browser's own progress.
  test(
    'shows progress while the checkout is created',
    {tag: MODE.jsOnly},
    async ({page}) => {
      await addToCart(page.request, await variantId(FIRE_STARTERS));
      const cart = await openCart(page, true);
      const {release} = await holdRequests(page, '**/api/cart', {
        postOnly: true,
      });
      await exclusively('checkout', async () => {
        await cart.getByRole('button', {name: MESSAGES.checkoutButton}).click();
        await expect(
          cart.getByRole('button', {name: 'Creating your checkout…'}),
        ).toBeDisabled();
        const opened = page.context().waitForEvent('page');
        release();
        await (await opened).waitForURL(/channel=online_store/);
      });
    },
  );
});
