// @vitest-environment happy-dom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  define,
  jsonResponse,
  mount,
  serverHtml,
  settle,
  stubFetch,
} from '~/elements/test-support';
import {
  CART_CHANGED,
  type CartChangedDetail,
} from '~/features/cart/cart-contract';
import {MONORAIL_PATH, type AnalyticsShop} from './analytics-contract';
import {productPageView} from './analytics-views';
import {AnalyticsViewMarker, ShopifyAnalyticsTag} from './ShopifyAnalytics';
import {ShopifyAnalytics} from './shopify-analytics.element';

define('shopify-analytics', ShopifyAnalytics);

const SHOP: AnalyticsShop = {
  shopId: 'gid://shopify/Shop/1',
  currency: 'USD',
  acceptedLanguage: 'EN',
  hydrogenSubchannelId: '0',
};
const PRODUCT = {
  id: 'gid://shopify/Product/7',
  title: 'Classic 18" Kamado Grill',
  vendor: 'Emberforge',
  productType: 'Grills',
  selectedOrFirstAvailableVariant: {
    id: 'gid://shopify/ProductVariant/70',
    title: 'Black',
    sku: 'EF-18-BLK',
    price: {amount: '899.0'},
  },
};

type Batch = {
  events: Array<{schema_id: string; payload: Record<string, unknown>}>;
};
let batches: Batch[];

function setConsent(analytics: boolean | null) {
  document.cookie =
    analytics === null
      ? '_tracking_consent=; Max-Age=0; Path=/'
      : `_tracking_consent=${encodeURIComponent(
          JSON.stringify({
            con: {CMP: {a: analytics ? '1' : '0', m: '', p: '', s: ''}},
            v: '2.1',
            region: 'DE',
            reg: 'GDPR',
            purposes: {a: analytics, m: false, p: false, t: false},
            display_banner: false,
            sale_of_data_region: false,
          }),
        )}; Path=/`;
}

function clearCookies() {
  for (const name of ['_tracking_consent', '_shopify_y', '_shopify_s'])
    document.cookie = `${name}=; Max-Age=0; Path=/`;
}

const eventNames = () =>
  batches.flatMap((batch) =>
    batch.events.map((event) => event.payload.event_name ?? event.schema_id),
  );

function mountProductPage() {
  const view = productPageView(PRODUCT)!;
  mount(
    serverHtml(
      <>
        <AnalyticsViewMarker view={view} />
        <ShopifyAnalyticsTag shop={SHOP} />
      </>,
    ),
  );
}

beforeEach(() => {
  batches = [];
  clearCookies();
  stubFetch(async (url, init) => {
    if (url === MONORAIL_PATH && init?.method === 'POST')
      batches.push(JSON.parse(String(init.body)) as Batch);
    return jsonResponse({result: [{status: 200, message: 'ok'}]});
  });
});

afterEach(() => {
  document.body.replaceChildren();
  clearCookies();
  vi.unstubAllGlobals();
});

describe('<shopify-analytics>', () => {
  it('sends nothing and sets no Shopify cookie without analytics consent', async () => {
    for (const consent of [null, false]) {
      setConsent(consent);
      mountProductPage();
      await settle();
      document.dispatchEvent(
        new CustomEvent<CartChangedDetail>(CART_CHANGED, {
          detail: {
            open: true,
            settled: true,
            added: {
              cartId: 'gid://shopify/Cart/c1',
              product: productPageView(PRODUCT)!.products[0]!,
            },
          },
        }),
      );
      await settle();
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('_shopify_y');
  });

  it("with consent, sends the product view and the page view in Shopify's payloads, and sets the visitor cookies", async () => {
    setConsent(true);
    mountProductPage();
    await settle();
    expect(eventNames()).toEqual(
      expect.arrayContaining(['product_page_rendered', 'page_rendered']),
    );
    const productView = batches
      .flatMap((batch) => batch.events)
      .find((event) => event.payload.event_name === 'product_page_rendered')!;
    // hydrogen-react's schema: products as JSON strings naming the gid.
    expect(
      (productView.payload.products as string[]).map((product) =>
        JSON.parse(product),
      ),
    ).toEqual([
      expect.objectContaining({
        product_gid: PRODUCT.id,
        variant_gid: PRODUCT.selectedOrFirstAvailableVariant.id,
      }),
    ]);
    expect(productView.payload).toMatchObject({
      shop_id: 1,
      currency: 'USD',
    });
    expect(document.cookie).toMatch(/_shopify_y=[\w-]+/);
    expect(document.cookie).toMatch(/_shopify_s=[\w-]+/);
  });

  it('sends a prerendered page’s views only once the visitor is shown the page', async () => {
    setConsent(true);
    Object.defineProperty(document, 'prerendering', {
      configurable: true,
      get: () => true,
    });
    try {
      mountProductPage();
      await settle();
      expect(fetch).not.toHaveBeenCalled();
      Object.defineProperty(document, 'prerendering', {
        configurable: true,
        get: () => false,
      });
      document.dispatchEvent(new Event('prerenderingchange'));
      await settle();
      expect(eventNames()).toEqual(
        expect.arrayContaining(['product_page_rendered', 'page_rendered']),
      );
    } finally {
      delete (document as {prerendering?: boolean}).prerendering;
    }
  });

  it('sends an add to cart naming the cart and line, and nothing once consent is withdrawn', async () => {
    setConsent(true);
    mountProductPage();
    await settle();
    batches = [];
    const added = {
      cartId: 'gid://shopify/Cart/c1',
      totalValue: 899,
      product: productPageView(PRODUCT)!.products[0]!,
    };
    const addToCart = () =>
      document.dispatchEvent(
        new CustomEvent<CartChangedDetail>(CART_CHANGED, {
          detail: {open: true, settled: true, added},
        }),
      );
    addToCart();
    await settle();
    expect(eventNames()).toEqual(['product_added_to_cart']);
    expect(batches[0]!.events[0]!.payload).toMatchObject({
      cart_token: 'c1',
    });

    batches = [];
    setConsent(false);
    addToCart();
    await settle();
    expect(batches).toEqual([]);
  });
});
