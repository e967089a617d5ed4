/**
 * The cart in a market (issue 30): made in the market of the page it is added from, moved
 * (and re-priced by Shopify) when a change comes from another market, never given what the
 * market does not sell, and checked out in its currency. The UK does not sell the smart
 * temperature controller (local/storefront/markets.json).
 */
import {describe, expect, it} from 'vitest';
import {COPY_CATALOGUES} from '../../app/lib/copy-catalogues';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();
const SAME_ORIGIN = {'Sec-Fetch-Site': 'same-origin'};
const CONTROLLER = '/store/product/smart-temperature-controller';
const COVER = '/store/product/all-weather-grill-cover';
const NOT_SOLD = COPY_CATALOGUES.messages.EN.MESSAGES.notSoldHere;

type CartAnswer = {
  intent: string | null;
  errors: string[];
  checkoutUrl?: string;
  html?: string;
};

/** The variant the product page's add form sends (the US page sells everything). */
async function variantOf(productPath: string): Promise<string> {
  const html = await (await worker.fetch(productPath)).text();
  const id = /name="merchandiseId" value="([^"]+)"/.exec(html)?.[1];
  expect(id, productPath).toBeDefined();
  return id!;
}

/** A cart change as <cart-form> sends it, from a page of `prefix`'s market. */
async function post(
  prefix: string,
  fields: Record<string, string>,
  cookie: string,
): Promise<{status: number; answer: CartAnswer; cookie: string}> {
  const response = await worker.fetch(
    `${prefix ? `/${prefix}` : ''}/api/cart`,
    {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {...SAME_ORIGIN, ...(cookie ? {Cookie: cookie} : {})},
    },
  );
  const set = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('cart='));
  return {
    status: response.status,
    answer: (await response.json()) as CartAnswer,
    cookie: set ? set.split(';')[0]! : cookie,
  };
}

const cartHtml = async (prefix: string, cookie: string) =>
  (
    (await (
      await worker.fetch(`/${prefix}/api/cart`, {headers: {Cookie: cookie}})
    ).json()) as CartAnswer
  ).html ?? '';

const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a product the market does not sell', () => {
  it('says so on its page and has no add button there', async () => {
    const uk = await (await worker.fetch(`/en-gb${CONTROLLER}`)).text();
    expect(uk).toContain(COPY_CATALOGUES.catalog.EN.CATALOG_COPY.notSoldHere);
    expect(uk).not.toContain('name="intent" value="add"');
    const us = await (await worker.fetch(CONTROLLER)).text();
    expect(us).toContain('name="intent" value="add"');
    expect(us).not.toContain('data-not-sold-here');
  });

  it('is refused by the add action, with and without JavaScript', async () => {
    const controller = await variantOf(CONTROLLER);
    const withScripts = await post(
      'en-gb',
      {intent: 'add', merchandiseId: controller},
      '',
    );
    expect(withScripts.status).toBe(422);
    expect(withScripts.answer.errors).toEqual([NOT_SOLD]);
    const withoutScripts = await worker.fetch('/en-gb/cart', {
      method: 'POST',
      body: new URLSearchParams({
        intent: 'add',
        merchandiseId: controller,
        redirectTo: `/en-gb${CONTROLLER}`,
      }),
      headers: SAME_ORIGIN,
    });
    expect(withoutScripts.status).toBe(422);
    expect(await withoutScripts.text()).toContain(NOT_SOLD);
    // In German it is refused in German; in the US it is added.
    const german = await post(
      'de-de',
      {intent: 'add', merchandiseId: controller},
      '',
    );
    expect(german.status).toBe(200);
    const us = await post('', {intent: 'add', merchandiseId: controller}, '');
    expect(us.status).toBe(200);
  });
});

describe('the cart follows the market', () => {
  it('is made in the market it is added from and moved, kept and re-priced by another', async () => {
    const [cover, controller] = await Promise.all([
      variantOf(COVER),
      variantOf(CONTROLLER),
    ]);
    const first = await post(
      'en-gb',
      {intent: 'add', merchandiseId: cover},
      '',
    );
    expect(first.status).toBe(200);
    const {cookie} = first;
    expect(await cartHtml('en-gb', cookie)).toContain('£');

    // A change from a German page: the same cart, now in euros, with the controller.
    const fromGermany = await post(
      'de-de',
      {intent: 'add', merchandiseId: controller},
      cookie,
    );
    expect(fromGermany.status).toBe(200);
    expect(fromGermany.cookie).toBe(cookie);
    const german = plainSpaces(await cartHtml('de-de', cookie));
    expect(german).toContain('€');
    expect(german).not.toContain('£');
    expect(german).not.toContain('data-not-sold-here');

    // Back in the UK: the controller stays, flagged, and the checkout is refused.
    const line = /data-cart-line="([^"]+)"/.exec(german)?.[1];
    expect(line).toBeDefined();
    const fromUk = await post(
      'en-gb',
      {
        intent: 'set-quantity',
        lineId: line!.replaceAll('&amp;', '&'),
        quantity: '2',
      },
      cookie,
    );
    expect(fromUk.status).toBe(200);
    const british = await cartHtml('en-gb', cookie);
    expect(british).toContain('£');
    expect(british).toContain('data-not-sold-here');
    expect(british).toContain(COPY_CATALOGUES.cart.EN.CART_COPY.notSoldHere);
    const checkout = await post('en-gb', {intent: 'checkout'}, cookie);
    expect(checkout.status).toBe(422);
    expect(checkout.answer.errors).toEqual([NOT_SOLD]);
  });

  it('a UK cart checks out in pounds', async () => {
    const cover = await variantOf(COVER);
    const {cookie} = await post(
      'en-gb',
      {intent: 'add', merchandiseId: cover},
      '',
    );
    const checkout = await post('en-gb', {intent: 'checkout'}, cookie);
    expect(checkout.status).toBe(200);
    expect(checkout.answer.checkoutUrl).toBeDefined();
    const page = await (await fetch(checkout.answer.checkoutUrl!)).text();
    expect(page).toContain('£');
    expect(page).not.toMatch(/(?<![A-Z])\$\d/);
  });
});
