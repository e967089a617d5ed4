/**
 * Issue 28: the consent choice and Shopify's analytics events. Oxygen names the buyer's
 * country in `oxygen-buyer-country`; each test poses as a visitor from a country with
 * the harness's key (`asVisitor`: the local Oxygen drops a client's own, decision 0193).
 * The events are read back from the local Storefront API, which receives them at Shopify's path
 * (`/__local/analytics`), matched to this browser by its `_shopify_y` visitor token.
 * With scripts: Germany sees the choice, Decline sends nothing, Accept sends the page,
 * product and add-to-cart events naming the product; the United States gets events and
 * no banner. Without scripts: the choice itself (plain forms, a cookie, back to the page).
 */
import type {BrowserContext, Page} from '@playwright/test';
import {CONSENT_COPY} from '~/features/consent/copy';
import {MONORAIL_PATH} from '~/features/analytics/analytics-contract';
import {expect, MODE, test} from './fixtures';
import {asVisitor, storefrontData, STOREFRONT_URL} from './support';

const PRODUCT = '/store/product/classic-18-kamado-grill';

type ReceivedEvent = {schemaId: string; payload: Record<string, unknown>};

async function productGid(handle: string): Promise<string> {
  const data = await storefrontData<{product: {id: string}}>(
    `{product(handle: ${JSON.stringify(handle)}) {id}}`,
  );
  return data.product.id;
}

/** The events the stand-in received from this browser (its `_shopify_y` token). */
async function eventsOf(context: BrowserContext): Promise<ReceivedEvent[]> {
  const token = (await context.cookies()).find(
    (cookie) => cookie.name === '_shopify_y',
  )?.value;
  if (!token) return [];
  const all = (await (
    await fetch(`${STOREFRONT_URL}/__local/analytics`)
  ).json()) as ReceivedEvent[];
  return all.filter(
    (event) =>
      event.payload.unique_token === token || event.payload.uniqToken === token,
  );
}

type ConsentRecord = {
  visitorConsent: Record<string, boolean>;
  buyerIp: string | null;
  marked: boolean;
};

/**
 * What the stand-in's Storefront API was told by `consentManagement` for this buyer: each
 * test poses as its own address (`oxygen-buyer-ip`), which Hydrogen forwards as `X-Shopify-Client-IP`.
 */
async function consentToldFor(ip: string): Promise<ConsentRecord[]> {
  const all = (await (
    await fetch(`${STOREFRONT_URL}/__local/consent`)
  ).json()) as ConsentRecord[];
  return all.filter((record) => record.buyerIp === ip);
}

/** An address of this test's own, in IPv6's documentation range (RFC 3849). */
const uniqueBuyerIp = () =>
  `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${(Date.now() % 0xffff).toString(16)}`;

const eventNames = (events: ReceivedEvent[]) =>
  events.map((event) => event.payload.event_name).filter(Boolean);

function banner(page: Page) {
  return page.getByRole('region', {name: CONSENT_COPY.title});
}

/** Every request this page makes to the events path. */
function eventRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === MONORAIL_PATH)
      seen.push(request.url());
  });
  return seen;
}

test.describe(
  'a visitor from Germany, with scripts',
  {tag: MODE.jsOnly},
  () => {
    test.use({extraHTTPHeaders: asVisitor({country: 'DE'})});

    test('sees the choice, and after Decline no analytics request is made at all', async ({
      page,
    }) => {
      const ip = uniqueBuyerIp();
      await page.setExtraHTTPHeaders(asVisitor({country: 'DE', ip}));
      const sent = eventRequests(page);
      await page.goto(PRODUCT);
      await expect(banner(page)).toBeVisible();
      await banner(page)
        .getByRole('button', {name: CONSENT_COPY.decline})
        .click();
      await expect(page).toHaveURL(PRODUCT);
      await expect(banner(page)).toBeHidden();
      await page.goto('/store/shop');
      await page.waitForLoadState('networkidle');
      expect(sent).toEqual([]);
      expect(
        (await page.context().cookies()).map((cookie) => cookie.name),
      ).not.toContain('_shopify_y');
      // Shopify was told, as `setTrackingConsent` tells it (consentManagement, unstable).
      await expect
        .poll(() => consentToldFor(ip))
        .toEqual([
          {
            receivedAt: expect.any(String),
            visitorConsent: {
              analytics: false,
              marketing: false,
              preferences: false,
              saleOfData: false,
            },
            buyerIp: ip,
            uniqueToken: expect.any(String),
            visitToken: expect.any(String),
            marked: true,
          },
        ]);
    });

    test('after Accept, sends the page, product and add-to-cart events naming the product', async ({
      page,
      context,
    }) => {
      const sent = eventRequests(page);
      await page.goto(PRODUCT);
      await page.waitForLoadState('networkidle');
      expect(sent).toEqual([]);
      await banner(page)
        .getByRole('button', {name: CONSENT_COPY.accept})
        .click();
      await expect(banner(page)).toBeHidden();
      const gid = await productGid('classic-18-kamado-grill');
      await expect
        .poll(async () => eventNames(await eventsOf(context)))
        .toEqual(
          expect.arrayContaining(['product_page_rendered', 'page_rendered']),
        );
      const productView = (await eventsOf(context)).find(
        (event) => event.payload.event_name === 'product_page_rendered',
      )!;
      expect(productView.payload.products).toEqual([
        expect.objectContaining({product_gid: gid}),
      ]);
      const trekkie = (await eventsOf(context)).find((event) =>
        event.schemaId.startsWith('trekkie_storefront_page_view'),
      )!;
      expect(trekkie.payload.pageType).toBe('product');

      await page
        .getByRole('main')
        .getByRole('button', {name: /add to cart/i})
        .first()
        .click();
      await expect
        .poll(async () => eventNames(await eventsOf(context)))
        .toContain('product_added_to_cart');
      const added = (await eventsOf(context)).find(
        (event) => event.payload.event_name === 'product_added_to_cart',
      )!;
      expect(added.payload.products).toEqual([
        expect.objectContaining({product_gid: gid}),
      ]);
      expect(added.payload.cart_token).toBeTruthy();
    });
  },
);

test.describe(
  'a visitor from the United States, with scripts',
  {tag: MODE.jsOnly},
  () => {
    test.use({extraHTTPHeaders: asVisitor({country: 'US'})});

    test('gets events without a banner', async ({page, context}) => {
      await page.goto(PRODUCT);
      await expect(banner(page)).toBeHidden();
      await expect
        .poll(async () => eventNames(await eventsOf(context)))
        .toEqual(
          expect.arrayContaining(['product_page_rendered', 'page_rendered']),
        );
      // The shop page lists the `all` collection: a collection view naming it.
      await page.goto('/store/shop');
      await expect
        .poll(async () =>
          (await eventsOf(context)).find(
            (event) => event.payload.event_name === 'collection_page_rendered',
          ),
        )
        .toMatchObject({
          payload: {
            // hydrogen-react's schema: the handle as the name, the id as a number.
            collection_name: 'all',
            collection_id: expect.any(Number),
          },
        });
    });
  },
);

test.describe('the choice without scripts', {tag: MODE.noJsOnly}, () => {
  test.use({extraHTTPHeaders: asVisitor({country: 'DE'})});

  const consentCookie = async (context: BrowserContext) => {
    const raw = (await context.cookies()).find(
      (cookie) => cookie.name === '_tracking_consent',
    )?.value;
    return raw ? JSON.parse(decodeURIComponent(raw)) : null;
  };

  test('Accept and Decline are plain forms that set the cookie and come back to the page', async ({
    page,
    context,
  }) => {
    await page.goto('/store/shop');
    await expect(banner(page)).toBeVisible();
    await banner(page)
      .getByRole('button', {name: CONSENT_COPY.decline})
      .click();
    await expect(page).toHaveURL('/store/shop');
    await expect(banner(page)).toBeHidden();
    expect((await consentCookie(context)).purposes.a).toBe(false);
  });

  test('the preferences page saves only what is ticked, comes back, and is there to change it later', async ({
    page,
    context,
  }) => {
    const ip = uniqueBuyerIp();
    await page.setExtraHTTPHeaders(asVisitor({country: 'DE', ip}));
    await page.goto(PRODUCT);
    await banner(page)
      .getByRole('link', {name: CONSENT_COPY.preferences})
      .click();
    await expect(
      page.getByRole('heading', {level: 1, name: CONSENT_COPY.choices.title}),
    ).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page
      .getByRole('checkbox', {name: CONSENT_COPY.purposes.analytics})
      .check();
    await page.getByRole('button', {name: CONSENT_COPY.save}).click();
    await expect(page).toHaveURL(PRODUCT);
    await expect(banner(page)).toBeHidden();
    const consent = await consentCookie(context);
    expect(consent.purposes).toEqual({a: true, m: false, p: false, t: false});
    // Once chosen, the footer leads back to the choice, ticked as it was made.
    await page
      .getByRole('contentinfo')
      .getByRole('link', {name: CONSENT_COPY.choices.footerLink})
      .click();
    await expect(
      page.getByRole('checkbox', {name: CONSENT_COPY.purposes.analytics}),
    ).toBeChecked();
    await expect(
      page.getByRole('checkbox', {name: CONSENT_COPY.purposes.marketing}),
    ).not.toBeChecked();
    await expect
      .poll(async () =>
        (await consentToldFor(ip)).map((record) => record.visitorConsent),
      )
      .toEqual([
        {
          analytics: true,
          marketing: false,
          preferences: false,
          saleOfData: false,
        },
      ]);
  });
});
