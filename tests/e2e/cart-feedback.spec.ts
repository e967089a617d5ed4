/**
 * Cart feedback for visitors (issue 11): a confirmation after adding without JavaScript,
 * and the header cart on the landing page (which ships no React) with its count and drawer.
 * Where each test runs (fixtures.ts, MODE): the confirmation in `no-js` only (with scripts
 * the drawer opens on the updated cart instead); the drawer in `js` only (without scripts
 * the cart link leads to /cart, tested in cart.spec.ts).
 */
import {VISITOR_COPY} from '../../app/lib/messages';
import {expect, MODE, test} from './fixtures';
import {addToCart, variantId} from './support';

const CLASSIC = '/store/product/classic-18-kamado-grill';
const FIRE_STARTERS = 'natural-fire-starters';

test(
  'adding without scripts says what was added, the count, and links to the cart',
  {tag: MODE.noJsOnly},
  async ({page}) => {
    await page.goto(`${CLASSIC}?Color=Ember+Red&Package=Complete+bundle`);
    await page.getByRole('button', {name: 'Add to cart'}).click();
    const confirmation = page
      .getByRole('status')
      .filter({hasText: VISITOR_COPY.cartCount(1)});
    await expect(confirmation).toContainText(
      VISITOR_COPY.cartAdded(
        'Classic 18" Kamado Grill (Ember Red / Complete bundle)',
      ),
    );
    await expect(
      confirmation.getByRole('link', {name: VISITOR_COPY.viewCart}),
    ).toHaveAttribute('href', '/cart');
    await expect(
      page.getByRole('banner').getByRole('link', {name: 'Cart, 1 item'}),
    ).toBeVisible();
    // Still the chosen variant's page.
    await expect(page).toHaveURL(/Color=Ember\+Red&Package=Complete\+bundle/);
  },
);

test(
  'the landing page shows the cart count and opens the drawer in place',
  {tag: MODE.jsOnly},
  async ({page}) => {
    await addToCart(page.request, await variantId(FIRE_STARTERS), 2);
    await page.goto('/');
    const cartLink = page
      .getByRole('banner')
      .getByRole('link', {name: 'Cart, 2 items'});
    await expect(cartLink).toBeVisible();
    await cartLink.click();
    const drawer = page.getByRole('dialog', {name: 'Your cart'});
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const lines = drawer.getByRole('list', {name: 'Cart items'});
    await expect(lines).toContainText('Natural Fire Starters');

    await drawer.getByRole('button', {name: /^Increase quantity/}).click();
    await expect(drawer.getByLabel(/^Quantity of/)).toHaveText('3');
    await expect(
      page.getByRole('banner').getByRole('link', {name: 'Cart, 3 items'}),
    ).toBeAttached();
    await expect(page).toHaveURL(/\/$/);
  },
);

test(
  'the landing page without a cart shows an empty drawer',
  {tag: MODE.jsOnly},
  async ({page}) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', {name: 'Cart'}).click();
    await expect(
      page
        .getByRole('dialog', {name: 'Your cart'})
        .getByText('Your cart is empty'),
    ).toBeVisible();
  },
);
