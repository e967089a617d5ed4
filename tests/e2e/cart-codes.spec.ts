/**
 * Codes in the cart (issue 14): WELCOME10 in the drawer (JS) or on /cart (no JS) lowers the
 * total, an unknown code says so, a gift card pays part, /discount/CODE applies a code, and
 * the local checkout charges the discounted total. Every test runs in both projects: with
 * scripts <cart-form> applies and removes codes in place and opens the checkout itself.
 */
import type {Page} from '@playwright/test';
import {CODE_MESSAGES} from '../../app/features/cart/copy';
import {MESSAGES} from '../../app/lib/messages';
import {expect, test, VIEWPORTS} from './fixtures';
import {addToCart, enhanced, exclusively, variantId} from './support';

// Several page loads and a checkout per test: slower than the default budget on a busy machine.
test.describe.configure({timeout: 60_000});

const PIZZA_STONE = 'cordierite-pizza-stone'; // $49 for 13"

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

async function applyCode(
  cart: ReturnType<Page['locator']>,
  label: string,
  button: string,
  code: string,
) {
  await cart.getByLabel(label, {exact: true}).fill(code);
  await cart.getByRole('button', {name: button, exact: true}).click();
}

test.describe('codes in the cart', () => {
  test.use({viewport: VIEWPORTS.desktop});

  test('WELCOME10 lowers the total, shows what it takes off, and can be removed; an unknown code says so', async ({
    page,
    jsEnabled,
  }) => {
    await addToCart(page.request, await variantId(PIZZA_STONE), 2);
    let cart = await openCart(page, jsEnabled);
    const total = cart.getByTestId('cart-total');
    await expect(total).toHaveText('$98.00');

    await applyCode(
      cart,
      CODE_MESSAGES.discountLabel,
      CODE_MESSAGES.discountApply,
      'NOTACODE',
    );
    await expect(
      page.getByText(CODE_MESSAGES.warning('NOTACODE', 'DISCOUNT_NOT_FOUND')),
    ).toBeVisible();
    await expect(total).toHaveText('$98.00');

    if (!jsEnabled) cart = await openCart(page, jsEnabled);
    await applyCode(
      cart,
      CODE_MESSAGES.discountLabel,
      CODE_MESSAGES.discountApply,
      'welcome10',
    );
    await expect(cart.getByTestId('cart-total')).toHaveText('$88.20');
    await expect(cart.getByText('−$9.80')).toBeVisible();

    await cart
      .getByRole('button', {name: CODE_MESSAGES.discountRemove('welcome10')})
      .click();
    await expect(cart.getByTestId('cart-total')).toHaveText('$98.00');
  });

  test('a gift card pays part of the total and can be removed', async ({
    page,
    jsEnabled,
  }) => {
    await addToCart(page.request, await variantId(PIZZA_STONE), 2);
    const cart = await openCart(page, jsEnabled);
    await applyCode(
      cart,
      CODE_MESSAGES.giftCardLabel,
      CODE_MESSAGES.giftCardApply,
      'EMBR-GIFT-0050',
    );
    await expect(
      cart.getByText(CODE_MESSAGES.giftCardEnding('0050')),
    ).toBeVisible();
    await expect(
      cart.getByText(CODE_MESSAGES.dueAtCheckout).locator('..'),
    ).toContainText('$48.00');
    await cart
      .getByRole('button', {name: CODE_MESSAGES.giftCardRemove('0050')})
      .click();
    await expect(
      cart.getByText(CODE_MESSAGES.giftCardEnding('0050')),
    ).toHaveCount(0);
  });

  test('/discount/WELCOME10 applies the code and leads on to a path on this site only', async ({
    page,
    context,
  }) => {
    await addToCart(page.request, await variantId(PIZZA_STONE), 2);
    await page.goto('/discount/WELCOME10?redirect=/cart');
    await expect(page).toHaveURL(/\/cart\?discount=applied$/);
    await expect(page.getByTestId('cart-total').first()).toHaveText('$88.20');

    const outside = await page.request.get(
      '/discount/WELCOME10?redirect=//evil.example/',
      {maxRedirects: 0},
    );
    expect(outside.status()).toBe(302);
    expect(outside.headers()['location']).toBe('/store/shop?discount=applied');

    // The discounted cart goes through the local checkout at the discounted total.
    await page.goto('/cart');
    const checkout = await exclusively('checkout', async () => {
      const opened = context.waitForEvent('page');
      await page.getByRole('button', {name: MESSAGES.checkoutButton}).click();
      const tab = await opened;
      await tab.waitForURL(/\/checkouts\/.*channel=online_store/);
      return tab;
    });
    await expect(
      checkout.getByText('Discount (WELCOME10, 10% off)'),
    ).toBeVisible();
    await expect(checkout.getByText('$88.20').first()).toBeVisible();
  });
});
