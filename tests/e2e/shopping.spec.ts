/**
 * Issue 6's "done when", as a shopper does it: a grill (a chosen colour), a bag of charcoal
 * and a gift card go into the cart through the product pages and out through the local
 * checkout, with JavaScript on and off (both projects: with scripts <cart-form> adds in
 * place and opens the drawer), on a phone and a desktop.
 */
import type {Page} from '@playwright/test';
import {MESSAGES} from '../../app/lib/messages';
import {expect, test, VIEWPORTS} from './fixtures';
import {enhanced, exclusively} from './support';

async function addFromProductPage(page: Page, jsEnabled: boolean) {
  if (jsEnabled) {
    await enhanced(page, 'cart-form');
    await page.getByRole('button', {name: 'Add to cart'}).click();
    await expect(page.getByRole('dialog', {name: 'Your cart'})).toBeVisible();
    await page.getByRole('button', {name: 'Close cart'}).click();
  } else {
    const before = page.url();
    await page.getByRole('button', {name: 'Add to cart'}).click();
    // Back on the same page, with the add's confirmation in the URL (issue 11).
    await expect(page).toHaveURL(
      (url) => url.href.startsWith(before) && url.searchParams.has('added'),
    );
  }
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`a grill, charcoal and a gift card go through the local checkout on a ${device}`, async ({
    page,
    context,
    jsEnabled,
  }) => {
    await page.setViewportSize(viewport);

    await page.goto('/grills');
    await page
      .getByRole('link', {name: /Classic 18" Kamado Grill/})
      .first()
      .click();
    await page
      .getByRole('group', {name: /Color/})
      .getByRole('link', {name: /Ember Red/})
      .click();
    await expect(page).toHaveURL(/Color=Ember\+Red|Color=Ember%20Red/);
    await addFromProductPage(page, jsEnabled);

    await page.goto('/fuel');
    await page
      .getByRole('link', {name: /Hardwood Lump Charcoal/})
      .first()
      .click();
    await addFromProductPage(page, jsEnabled);

    await page.goto('/gift-cards');
    await page.getByRole('link', {name: /\$100/}).click();
    await addFromProductPage(page, jsEnabled);

    await page.goto('/cart');
    const lines = page
      .getByRole('list', {name: 'Cart items'})
      .getByRole('listitem');
    await expect(lines).toHaveCount(3);
    await expect(lines.filter({hasText: 'Classic 18'})).toContainText(
      'Ember Red',
    );
    await expect(lines.filter({hasText: 'Gift Card'})).toContainText('$100');

    const checkout = await exclusively('checkout', async () => {
      const opened = context.waitForEvent('page');
      await page.getByRole('button', {name: MESSAGES.checkoutButton}).click();
      const tab = await opened;
      await tab.waitForURL(/\/checkouts\/.*channel=online_store/);
      return tab;
    });
    for (const item of ['Classic 18', 'Hardwood Lump Charcoal', 'Gift Card'])
      await expect(checkout.getByText(new RegExp(item)).first()).toBeVisible();
    await checkout.getByRole('button', {name: 'Place order'}).click();
    await expect(
      checkout.getByRole('heading', {name: 'Thank you!'}),
    ).toBeVisible();

    // The paid cart is gone: the shop starts a new, empty one.
    await page.goto('/cart');
    await expect(page.getByText(MESSAGES.cartEmpty)).toBeVisible();
  });
}
