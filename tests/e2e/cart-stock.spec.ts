/**
 * Stock (issue 26) and refused codes (issue 25, items 10 and 20), as the shopper sees them
 * with scripts and without. The local catalog has two Pitmaster Aprons left: asking for
 * three puts two in the cart and says so, on the product page's answer, in the drawer and
 * on the cart page. A code Shopify does not apply is said so and is not left in the cart;
 * a shared discount link says what it did.
 */
import {CART_COPY, CODE_MESSAGES} from '../../app/features/cart/copy';
import {DISCOUNT_LINK_COPY} from '../../app/features/cart/discount-link';
import {MESSAGES} from '../../app/lib/messages';
import {expect, test, VIEWPORTS} from './fixtures';
import {addToCart, enhanced, exclusively, variantId} from './support';

test.describe.configure({timeout: 60_000});
test.use({viewport: VIEWPORTS.desktop});

const APRON = '/store/product/pitmaster-apron';
const CUT = CART_COPY.stockCut(2, 'Pitmaster Canvas Apron');

test('asking for more aprons than are left puts the two left in the cart and says so', async ({
  page,
  jsEnabled,
}) => {
  await page.goto(APRON);
  if (jsEnabled) await enhanced(page, 'cart-drawer', 'cart-form');
  await page.getByLabel(CART_COPY.quantity).fill('3');
  await page.getByRole('button', {name: CART_COPY.addToCart}).click();
  if (jsEnabled) {
    // The add's answer says it at once, and the drawer shows it over the cart.
    await expect(page.getByText(CUT).first()).toBeVisible();
    const drawer = page.getByRole('dialog', {name: CART_COPY.title});
    await expect(
      drawer.getByRole('status').filter({hasText: CUT}),
    ).toBeVisible();
    await expect(
      drawer.getByLabel(/^Quantity of Pitmaster Canvas Apron/),
    ).toHaveText('2');
  } else {
    await expect(page).toHaveURL(/\/cart\?cut=\d+$/);
    await expect(page.getByRole('status').filter({hasText: CUT})).toBeVisible();
    await expect(
      page.getByLabel(/^Quantity of Pitmaster Canvas Apron/).first(),
    ).toHaveText('2');
  }
});

test('raising a line past the stock keeps it at what is left and says so', async ({
  page,
  jsEnabled,
}) => {
  await addToCart(page.request, await variantId('pitmaster-apron'), 2);
  if (jsEnabled) {
    await page.goto('/store');
    await enhanced(page, 'cart-drawer', 'cart-form');
    await page.getByRole('banner').getByRole('link', {name: /^Cart/}).click();
  } else await page.goto('/cart');
  const cart = jsEnabled
    ? page.getByRole('dialog', {name: CART_COPY.title})
    : page.locator('main');
  await cart
    .getByRole('button', {name: CART_COPY.increase('Pitmaster Canvas Apron')})
    .click();
  await expect(cart.getByRole('status').filter({hasText: CUT})).toBeVisible();
  await expect(
    cart.getByLabel(CART_COPY.quantityOf('Pitmaster Canvas Apron'), {
      exact: true,
    }),
  ).toHaveText('2');
});

test('a refused code is said so and not left in the cart or at checkout; one that applies replaces none silently', async ({
  page,
  context,
  jsEnabled,
}) => {
  await addToCart(page.request, await variantId('cordierite-pizza-stone'), 2);
  if (jsEnabled) {
    await page.goto('/store');
    await enhanced(page, 'cart-drawer', 'cart-form');
    await page.getByRole('banner').getByRole('link', {name: /^Cart/}).click();
  } else await page.goto('/cart');
  const cart = () =>
    jsEnabled
      ? page.getByRole('dialog', {name: CART_COPY.title})
      : page.locator('main');
  const apply = async (code: string) => {
    await cart()
      .getByLabel(CODE_MESSAGES.discountLabel, {exact: true})
      .fill(code);
    await cart()
      .getByRole('button', {name: CODE_MESSAGES.discountApply, exact: true})
      .click();
  };
  for (const attempt of ['SUMMER25', 'SUMMER25']) {
    await apply(attempt);
    await expect(
      page.getByText(
        CODE_MESSAGES.warning('SUMMER25', 'DISCOUNT_CURRENTLY_INACTIVE'),
      ),
    ).toBeVisible();
    if (!jsEnabled) await page.goto('/cart');
  }
  // Not one "not applied" row, however often it was tried.
  await expect(cart().getByText(CODE_MESSAGES.discountNotApplied)).toHaveCount(
    0,
  );
  await expect(
    cart().getByRole('button', {
      name: CODE_MESSAGES.discountRemove('SUMMER25'),
    }),
  ).toHaveCount(0);

  await apply('WELCOME10');
  await expect(cart().getByTestId('cart-total')).toHaveText('$88.20');
  if (!jsEnabled) await page.goto('/cart');
  // BROWSE5 (5 %) can't be combined with WELCOME10 (10 %), which stays.
  await apply('BROWSE5');
  await expect(
    page.getByText(
      CODE_MESSAGES.warning('BROWSE5', 'DISCOUNT_CODE_NOT_HONOURED'),
    ),
  ).toBeVisible();
  if (!jsEnabled) await page.goto('/cart');
  await expect(
    cart().getByRole('button', {
      name: CODE_MESSAGES.discountRemove('WELCOME10'),
    }),
  ).toBeVisible();
  await expect(
    cart().getByRole('button', {name: CODE_MESSAGES.discountRemove('BROWSE5')}),
  ).toHaveCount(0);
  await expect(cart().getByTestId('cart-total')).toHaveText('$88.20');

  // Checkout lists the code that applies and none of the refused ones.
  await page.goto('/cart');
  const checkout = await exclusively('checkout', async () => {
    const opened = context.waitForEvent('page');
    await page.getByRole('button', {name: MESSAGES.checkoutButton}).click();
    const tab = await opened;
    await tab.waitForURL(/\/checkouts\//);
    return tab;
  });
  await expect(
    checkout.getByText('Discount (WELCOME10, 10% off)'),
  ).toBeVisible();
  await expect(checkout.getByText(/not applicable/i)).toHaveCount(0);
});

test('/discount/CODE says what it did: a known code applies, an unknown one is refused', async ({
  page,
}) => {
  await addToCart(page.request, await variantId('cordierite-pizza-stone'), 1);
  await page.goto('/discount/WELCOME10');
  await expect(page).toHaveURL(/\/store\/shop\?discount=applied$/);
  await expect(
    page.getByRole('status').filter({hasText: DISCOUNT_LINK_COPY.applied}),
  ).toBeVisible();

  await page.goto('/discount/BOGUS42');
  await expect(page).toHaveURL(/\/store\/shop\?discount=refused$/);
  await expect(
    page.getByRole('status').filter({hasText: DISCOUNT_LINK_COPY.refused}),
  ).toBeVisible();
  await page.goto('/cart');
  await expect(
    page.getByRole('button', {name: CODE_MESSAGES.discountRemove('BOGUS42')}),
  ).toHaveCount(0);
  await expect(
    page.getByRole('button', {name: CODE_MESSAGES.discountRemove('WELCOME10')}),
  ).toBeVisible();
});

test('/discount/CODE on an empty cart keeps a known code for the items to come', async ({
  page,
}) => {
  await page.goto('/discount/WELCOME10?redirect=/store');
  await expect(page).toHaveURL(/\/store\?discount=saved$/);
  await expect(
    page.getByRole('status').filter({hasText: DISCOUNT_LINK_COPY.saved}),
  ).toBeVisible();
});
