/**
 * Issue 16's "create a product and buy it", as the admin does it, JS on and off: sign in
 * with TOTP, fill the product form (the category hint follows the product type with JS),
 * create the product through the local Admin API, open it in the store and add it to the
 * cart; Shopify's userErrors and the form's own checks show next to their fields. Where
 * each test runs (projects `js-catalog` and `no-js-catalog`, after the store's specs;
 * fixtures.ts, MODE): making and buying the product in both, as <category-hint> (the
 * admin's one element) follows the type with scripts and the store's <cart-form> adds the
 * product in place; the form's errors, which the server renders, once in `no-js`
 * (@server-output).
 */
import type {Locator, Page} from '@playwright/test';
import {PRODUCT_FORM_COPY} from '../../app/features/admin/copy';
import {SEARCH_MESSAGES} from '../../app/features/search/copy';
import {MESSAGES} from '../../app/lib/messages';
import {createUser, signInAndEnrol, uniqueEmail} from './admin-support';
import {expect, MODE, test} from './fixtures';
import {addWithScripts, enhanced, exclusively} from './support';

test.describe.configure({timeout: 120_000});

async function signedInAdmin(page: Page) {
  const admin = uniqueEmail('products-admin');
  await createUser(admin);
  await signInAndEnrol(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/create-products');
}

test('an admin creates a product with variants, finds it in the store and buys it', async ({
  page,
  context,
  jsEnabled,
}) => {
  await signedInAdmin(page);
  const title = `E2E Kamado Grill ${Date.now().toString(36)}${jsEnabled ? 'js' : 'nojs'}`;

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Made by a test.');
  await page.getByLabel('Product type').fill('Kamado Grill');
  if (jsEnabled)
    await expect(page.getByTestId('category-hint')).toHaveText('Grills');
  await page.getByLabel('Price', {exact: true}).fill('799');
  await page.getByLabel('Compare-at price').fill('899');
  await page.getByLabel('Option name').fill('Size');
  await page.getByLabel('Option values (comma-separated)').fill('Small, Large');
  await page
    .getByRole('button', {name: PRODUCT_FORM_COPY.updateVariants})
    .click();
  await expect(page.getByText(PRODUCT_FORM_COPY.variantsUpdated)).toBeVisible();
  // Without JS the server renders the hint for the posted type.
  await expect(page.getByTestId('category-hint')).toHaveText('Grills');
  await page.getByLabel('Price for Large').fill('1099');
  await page
    .getByLabel('Image URLs (one per line)')
    .fill('https://images.example.com/e2e-grill.jpg');
  await expect(page.getByLabel('Tags (comma-separated)')).toHaveValue('new');
  await page.getByRole('button', {name: PRODUCT_FORM_COPY.submit}).click();

  await expect(page.getByText(PRODUCT_FORM_COPY.created)).toBeVisible();
  await page.getByRole('link', {name: PRODUCT_FORM_COPY.viewProduct}).click();
  await expect(page).toHaveURL(/\/store\/product\/e2e-kamado-grill-/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  await expect(page.locator('#main')).toContainText('$799.00');

  if (jsEnabled) {
    await enhanced(page, 'cart-drawer', 'cart-form');
    await addWithScripts(page, page.getByRole('button', {name: 'Add to cart'}));
    await expect(page.getByRole('dialog', {name: 'Your cart'})).toBeVisible();
  } else {
    await page.getByRole('button', {name: 'Add to cart'}).click();
    await expect(page).toHaveURL((url) => url.searchParams.has('added'));
  }
  await page.goto('/cart');
  await expect(
    page.getByRole('list', {name: 'Cart items'}).getByText(title),
  ).toBeVisible();

  // And bought through the local checkout.
  const checkout = await exclusively('checkout', async () => {
    const opened = context.waitForEvent('page');
    await page.getByRole('button', {name: MESSAGES.checkoutButton}).click();
    const tab = await opened;
    await tab.waitForURL(/\/checkouts\//);
    return tab;
  });
  await expect(checkout.getByText(title).first()).toBeVisible();
  await checkout.getByRole('button', {name: 'Place order'}).click();
  await expect(
    checkout.getByRole('heading', {name: 'Thank you!'}),
  ).toBeVisible();
});

test(
  'the form shows its own checks and Shopify userErrors next to the fields',
  {tag: MODE.serverOutput},
  async ({page}) => {
    await signedInAdmin(page);

    // The form's checks: nothing reaches Shopify.
    await page.getByLabel('Price', {exact: true}).fill('12.999');
    await page.getByRole('button', {name: PRODUCT_FORM_COPY.submit}).click();
    await expect(page.locator('[data-error-for="title"]')).toHaveText(
      PRODUCT_FORM_COPY.titleRequired,
    );
    await expect(page.locator('[data-error-for="price"]')).toHaveText(
      PRODUCT_FORM_COPY.priceShape,
    );
    await expect(page.getByLabel('Title')).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Shopify's own check: option values that differ in case alone pass the form's check
    // but Shopify refuses them (DUPLICATED_OPTION_VALUE); the message shows by the field.
    await page.getByLabel('Title').fill('Refused by Shopify');
    await page.getByLabel('Product type').fill('Pizza Stone');
    await page.getByLabel('Price', {exact: true}).fill('59');
    await page.getByLabel('Option name').fill('Size');
    await page
      .getByLabel('Option values (comma-separated)')
      .fill('Small, small');
    await page.getByRole('button', {name: PRODUCT_FORM_COPY.submit}).click();
    await expect(page.getByRole('alert')).toContainText(
      PRODUCT_FORM_COPY.fixErrors,
    );
    await expect(page.locator('[data-error-for="optionValues"]')).toHaveText(
      "Duplicated option value 'small'",
    );
    await expect(page.getByLabel('Title')).toHaveValue('Refused by Shopify');
  },
);

/** Issue 25, items 1 and 2: the image URLs left empty, and a product type the shop never had. */
test('a product without an image, of a new type, is in its category at once with the placeholder', async ({
  page,
  jsEnabled,
}) => {
  const suffix = `${Date.now().toString(36)}${jsEnabled ? 'js' : 'nojs'}`;
  const title = `Bare Pizza Peel ${suffix}`;
  const category = '/accessories?sort=newest';
  // Seen before: the browser and the worker have cached the category.
  await page.goto(category);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Accessories');

  await signedInAdmin(page);
  await page.getByLabel('Title').fill(title);
  // The form maps "Pizza Peel" to Accessories; no product has this type yet.
  await page.getByLabel('Product type').fill(`Pizza Peel ${suffix}`);
  await page.getByLabel('Price', {exact: true}).fill('39');
  await expect(page.getByLabel('Image URLs (one per line)')).toHaveValue('');
  await page.getByRole('button', {name: PRODUCT_FORM_COPY.submit}).click();
  await expect(page.getByText(PRODUCT_FORM_COPY.created)).toBeVisible();

  await page.getByRole('link', {name: PRODUCT_FORM_COPY.viewProduct}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  await expectPlaceholderShown(page.locator('#main img[data-placeholder]'));

  await page.goto(category);
  const card = page.getByRole('link', {name: title});
  await expect(card).toBeVisible();
  await expectPlaceholderShown(card.locator('img[data-placeholder]'));

  if (jsEnabled) {
    await page
      .getByRole('banner')
      .getByLabel(SEARCH_MESSAGES.label)
      .first()
      .fill(`bare pizza peel ${suffix}`);
    const suggestion = page.locator(
      `[role="option"][data-url="/store/product/${title.toLowerCase().replaceAll(' ', '-')}"]`,
    );
    await expect(suggestion).toBeVisible();
    await expectPlaceholderShown(suggestion.locator('img'));
  }
});

test(
  'a draft says so and links to the product in the admin, not to a store page that does not exist',
  {tag: MODE.serverOutput},
  async ({page}) => {
    await signedInAdmin(page);
    const title = `Draft Kamado ${Date.now().toString(36)}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Product type').fill('Kamado Grill');
    await page.getByLabel('Price', {exact: true}).fill('999');
    await page.getByLabel('Status').selectOption('DRAFT');
    await page.getByRole('button', {name: PRODUCT_FORM_COPY.submit}).click();

    await expect(page.getByText(PRODUCT_FORM_COPY.createdDraft)).toBeVisible();
    await expect(
      page.getByRole('link', {name: PRODUCT_FORM_COPY.viewProduct}),
    ).toHaveCount(0);
    await page.getByRole('link', {name: PRODUCT_FORM_COPY.openInAdmin}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    await expect(page.getByText('Status: DRAFT')).toBeVisible();
  },
);

/** The placeholder is an image that loaded (a real asset) in a square box. */
async function expectPlaceholderShown(image: Locator) {
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute(
    'src',
    /product-placeholder-[\w-]+\.svg$/,
  );
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth))
    .toBeGreaterThan(0);
  const box = await image.boundingBox();
  expect(Math.abs(box!.width - box!.height)).toBeLessThan(1);
}
