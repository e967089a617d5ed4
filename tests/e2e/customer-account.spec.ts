/**
 * Customer accounts (issue 29) in a real browser, with scripts on and off: sign-in at the
 * local Customer Account API (email, then the code from the local mailbox), an order
 * placed at the local checkout listed with its details, the address book, and sign-out,
 * after which /account asks to sign in again.
 */
import {randomUUID} from 'node:crypto';
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {addToCart, variantId} from './support';
import {E2E_PORTS} from '../../playwright.config';
import {ACCOUNT_COPY} from '../../app/features/account/copy';

const MAILBOX = `http://127.0.0.1:${E2E_PORTS.supabase}/mailbox/api/emails`;

/** The latest sign-in code mailed to `email` (the mailbox lists the newest first). */
async function codeMailedTo(email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await fetch(`${MAILBOX}?to=${encodeURIComponent(email)}`);
    const {data} = (await response.json()) as {data: {subject: string}[]};
    const code = data
      .map((mail) => /\b(\d{6})\b/.exec(mail.subject)?.[1])
      .find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No sign-in code reached ${email}`);
}

async function signIn(page: Page, email: string) {
  await page.goto('/account');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', {name: 'Continue'}).click();
  await page.getByLabel('6-digit code').fill(await codeMailedTo(email));
  await page.getByRole('button', {name: 'Sign in'}).click();
  await expect(
    page.getByRole('heading', {name: ACCOUNT_COPY.title}),
  ).toBeVisible();
}

test('signs in with the mailed code, lists an order, keeps addresses and signs out', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const email = `shopper-${randomUUID().slice(0, 8)}@example.com`;
  await signIn(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(email)).toBeVisible();

  // An order placed at the local checkout while signed in is the customer's.
  await addToCart(page.request, await variantId('cordierite-pizza-stone'));
  const checkoutResponse = await page.request.post('/cart', {
    form: {intent: 'checkout'},
    maxRedirects: 0,
  });
  const checkout = await context.newPage();
  await checkout.goto(checkoutResponse.headers().location!);
  await checkout.getByRole('button', {name: 'Place order'}).click();
  const orderName = (await checkout
    .getByRole('status')
    .locator('strong')
    .textContent())!;
  await checkout.close();

  await page.goto('/account/orders');
  await page
    .getByRole('link', {name: ACCOUNT_COPY.orders.view(orderName)})
    .click();
  await expect(
    page.getByRole('heading', {
      name: `${ACCOUNT_COPY.orders.order} ${orderName}`,
    }),
  ).toBeVisible();
  await expect(page.getByText('Cordierite Pizza Stone')).toBeVisible();

  // The address book: add two, make the second the default, edit it, delete the first.
  const fields = ACCOUNT_COPY.addresses.fields;
  const addAddress = async (line: string, city: string) => {
    const form = page.locator('form').filter({
      has: page.getByRole('checkbox', {
        name: ACCOUNT_COPY.addresses.setDefault,
      }),
    });
    await form.getByLabel(fields.address1, {exact: true}).fill(line);
    await form.getByLabel(fields.city).fill(city);
    await form.getByLabel(fields.zoneCode).fill('NY');
    await form.getByLabel(fields.zip).fill('10001');
    await form.getByLabel(fields.territoryCode).fill('US');
    await form.getByRole('button', {name: ACCOUNT_COPY.addresses.save}).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      ACCOUNT_COPY.addresses.created,
    );
  };
  await page.goto('/account/addresses');
  await expect(page.getByText(ACCOUNT_COPY.addresses.none)).toBeVisible();
  await addAddress('1 First Street', 'New York');
  await addAddress('2 Second Avenue', 'Albany');
  const second = page
    .getByRole('listitem')
    .filter({hasText: '2 Second Avenue'});
  await second
    .getByRole('button', {name: ACCOUNT_COPY.addresses.makeDefault})
    .click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    ACCOUNT_COPY.addresses.defaulted,
  );
  await expect(
    page
      .getByRole('listitem')
      .filter({hasText: '2 Second Avenue'})
      .getByText(ACCOUNT_COPY.addresses.isDefault),
  ).toBeVisible();
  const edited = page
    .getByRole('listitem')
    .filter({hasText: '2 Second Avenue'});
  await edited.getByText(ACCOUNT_COPY.addresses.edit).click();
  await edited.getByLabel(fields.city).fill('Buffalo');
  await edited.getByRole('button', {name: ACCOUNT_COPY.addresses.save}).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    ACCOUNT_COPY.addresses.updated,
  );
  await expect(page.getByText(/Buffalo/).first()).toBeVisible();
  await page
    .getByRole('listitem')
    .filter({hasText: '1 First Street'})
    .getByRole('button', {name: ACCOUNT_COPY.addresses.remove})
    .click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    ACCOUNT_COPY.addresses.deleted,
  );
  await expect(page.getByText('1 First Street')).toHaveCount(0);

  // Sign-out ends at the account service and comes back home; /account asks again.
  const cookiesBefore = await context.cookies();
  await page.getByRole('button', {name: ACCOUNT_COPY.signOut}).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(new URL(page.url()).port).not.toBe(String(E2E_PORTS.store));

  // The cookie from before sign-out gets nothing: its tokens were ended at the service.
  const stale = await browser.newContext({baseURL});
  await stale.addCookies(cookiesBefore);
  const old = await stale.newPage();
  await old.goto('/account/orders');
  await expect(old.getByLabel('Email')).toBeVisible();
  await expect(old.getByText(orderName)).toHaveCount(0);
  await stale.close();
});
