/**
 * The offer pages (issue 14): WELCOME10 applied from /welcome-discount lowers the cart's
 * total; a cart recovery link restores the lines in a fresh browser, with the recovery
 * code, and leads to checkout; a signed browse list opens a product with the browse code in
 * the cart. Where each test runs (fixtures.ts, MODE): the offer pages' own forms and links
 * are plain (GET forms, links, one post), so they run once in `no-js` (@server-output);
 * the recovery runs in both, as it ends in the cart's checkout (enhanced with scripts), and
 * so does the browse list kept by this browser (<remember-viewed> keeps it with scripts
 * only).
 */
import {LOCAL_CART_RECOVERY_SECRET} from '../../local/local-secrets';
import {signBrowseList} from '../../app/features/offers/browse-offer.server';
import {recoveryLinkForCart} from '../../scripts/cart-recovery-link';
import {MESSAGES} from '../../app/lib/messages';
import {
  BROWSE_PAGE,
  offerTerms,
  RECOVERY_OFFER,
  RECOVERY_PAGE,
  WELCOME_OFFER,
  WELCOME_PAGE,
} from '../../app/features/offers/copy';
import {E2E_PORTS} from '../../playwright.config';
import {expect, MODE, test, VIEWPORTS} from './fixtures';
import {
  addToCart,
  enhanced,
  exclusively,
  STOREFRONT_URL,
  variantId,
} from './support';

// Several page loads and a checkout per test: slower than the default budget on a busy machine.
test.describe.configure({timeout: 60_000});
test.use({viewport: VIEWPORTS.desktop});

const PIZZA_STONE = 'cordierite-pizza-stone'; // $49 for 13"
const GRILL = 'classic-18-kamado-grill'; // $1,099

test(
  '/welcome-discount says what WELCOME10 gives, applies it and leads to the shop, where the cart total drops',
  {tag: MODE.serverOutput},
  async ({page}) => {
    await addToCart(page.request, await variantId(PIZZA_STONE), 2);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-total').first()).toHaveText('$98.00');

    await page.goto('/welcome-discount');
    await expect(
      page.getByRole('heading', {level: 1, name: WELCOME_PAGE.title}),
    ).toBeVisible();
    await expect(
      page.getByText(WELCOME_OFFER.code, {exact: true}),
    ).toBeVisible();
    // The stand-in's WELCOME10 has no end date (its discount in the Admin API says so).
    for (const term of offerTerms(WELCOME_OFFER, null, Date.now()))
      await expect(page.getByText(term)).toBeVisible();
    // Visitors without the code can join the waitlist right here.
    await expect(
      page.getByRole('button', {name: WELCOME_PAGE.joinSubmit}),
    ).toBeVisible();

    await page.getByRole('button', {name: WELCOME_PAGE.apply}).click();
    // /discount/CODE says what it did on the page it leads to (?discount=…).
    await expect(page).toHaveURL(/\/store\/shop\?discount=\w+$/);

    await page.goto('/cart');
    await expect(page.getByTestId('cart-total').first()).toHaveText('$88.20');
    await expect(page.getByText('−$9.80').first()).toBeVisible();
  },
);

test('a cart recovery link restores the cart in a fresh browser, with the recovery code, and reaches checkout', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  // The shopper's first visit: a cart with a grill and a pizza stone.
  await addToCart(page.request, await variantId(GRILL), 1);
  await addToCart(page.request, await variantId(PIZZA_STONE), 1);
  const cartCookie = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'cart',
  );
  expect(cartCookie).toBeTruthy();
  // What the abandoned-cart email would carry (npm run cart:recovery-link).
  const link = await recoveryLinkForCart({
    storeDomain: STOREFRONT_URL,
    storefrontToken: 'local-storefront-public-token-32',
    secret: LOCAL_CART_RECOVERY_SECRET,
    siteOrigin: `http://localhost:${E2E_PORTS.store}`,
    cartId: cartCookie!.value,
  });
  expect(link).not.toContain(encodeURIComponent(cartCookie!.value));

  // Later, another browser: no cookies at all.
  const fresh = await browser.newContext({
    javaScriptEnabled,
    viewport: VIEWPORTS.desktop,
  });
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(
      other.getByRole('heading', {level: 1, name: RECOVERY_PAGE.title}),
    ).toBeVisible();
    await expect(other.getByText('Classic 18" Kamado Grill')).toBeVisible();
    await other.getByRole('button', {name: RECOVERY_PAGE.restore}).click();

    await expect(other).toHaveURL(/\/cart$/);
    const main = other.locator('main');
    await expect(main.getByText('Classic 18" Kamado Grill')).toBeVisible();
    await expect(main.getByText(RECOVERY_OFFER.code).first()).toBeVisible();
    // $1,148 less 15%.
    await expect(main.getByTestId('cart-total')).toHaveText('$975.80');

    const checkout = await exclusively('checkout', async () => {
      const opened = fresh.waitForEvent('page');
      await main.getByRole('button', {name: MESSAGES.checkoutButton}).click();
      const tab = await opened;
      await tab.waitForURL(/\/checkouts\/.*channel=online_store/);
      return tab;
    });
    await expect(
      checkout.getByText(`Discount (${RECOVERY_OFFER.code}, 15% off)`),
    ).toBeVisible();
    await expect(checkout.getByText('$975.80').first()).toBeVisible();
  } finally {
    await fresh.close();
  }
});

test(
  'a changed recovery link says so and leads to the shop',
  {tag: MODE.serverOutput},
  async ({page}) => {
    const response = await page.goto('/cart-recovery?cart=abc.def');
    expect(response?.status()).toBe(400);
    await expect(
      page.getByRole('heading', {level: 1, name: RECOVERY_PAGE.invalidTitle}),
    ).toBeVisible();
    await page.getByRole('link', {name: RECOVERY_PAGE.toShop}).click();
    await expect(page).toHaveURL(/\/store\/shop$/);
  },
);

test(
  'a signed browse list shows the products; opening one applies the browse code',
  {tag: MODE.serverOutput},
  async ({page}) => {
    const {products, sig} = await signBrowseList(
      [PIZZA_STONE, 'hardwood-lump-charcoal'],
      LOCAL_CART_RECOVERY_SECRET,
    );
    await page.goto(`/browse-discount?${new URLSearchParams({products, sig})}`);
    await expect(page.getByText(BROWSE_PAGE.intro)).toBeVisible();
    await page.getByRole('link', {name: /Cordierite Pizza Stone/}).click();
    await expect(page).toHaveURL(
      new RegExp(`/store/product/${PIZZA_STONE}\\?discount=\\w+$`),
    );

    await addToCart(page.request, await variantId(PIZZA_STONE), 2);
    await page.goto('/cart');
    // $98 less 5%.
    await expect(page.getByTestId('cart-total').first()).toHaveText('$93.10');
    await expect(page.getByText('BROWSE5').first()).toBeVisible();
  },
);

test('without a list, /browse-discount shows what this browser looked at, and no code (issue 24)', async ({
  page,
  jsEnabled,
}) => {
  await page.goto(`/store/product/${PIZZA_STONE}`);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  // The product page keeps the visit with a script (<remember-viewed>), once it has loaded.
  if (jsEnabled) await enhanced(page, 'remember-viewed');
  await page.goto('/browse-discount');
  await expect(page.getByText(BROWSE_PAGE.emptyText)).toBeVisible();
  const recent = page.getByRole('region', {name: BROWSE_PAGE.recentTitle});
  if (!jsEnabled) {
    // Nothing is kept without scripts: the way to the shop, as for everyone.
    await expect(recent).toBeHidden();
    return;
  }
  await recent.getByRole('link', {name: /Cordierite Pizza Stone/}).click();
  // Straight to the product: no code is offered without a signed list.
  await expect(page).toHaveURL(new RegExp(`/store/product/${PIZZA_STONE}$`));
  await addToCart(page.request, await variantId(PIZZA_STONE), 2);
  await page.goto('/cart');
  // The browse code applies only from a signed list: full price.
  await expect(page.getByTestId('cart-total').first()).toHaveText('$98.00');
});
