/**
 * What the server's markup, the analytics element and the worker's forwarder agree on
 * (docs/decisions/0240). Every value here is the same for every visitor of a page, so the
 * pages that carry them stay publicly cacheable.
 */

/**
 * Where the element posts Shopify's event batches: our own origin, at the path Shopify's
 * `sendShopifyAnalytics(event, shopDomain)` uses on a shop's domain; the worker forwards
 * the batch to the store's domain (locally, the Storefront stand-in).
 */
export const MONORAIL_PATH =
  '/.well-known/shopify/monorail/unstable/produce_batch';

export const ANALYTICS_DOM = {
  /**
   * On <shopify-analytics>: the shop's part of every event (AnalyticsShop), a field an
   * attribute. Not one JSON attribute: every page carries it, and an attribute writes each
   * of JSON's quotes as `&quot;` (record 0271).
   */
  shop: {
    shopId: 'data-shop-id',
    currency: 'data-currency',
    acceptedLanguage: 'data-language',
    hydrogenSubchannelId: 'data-subchannel',
  },
  /** On a page's hidden marker: what the page shows (AnalyticsView, JSON). */
  view: 'data-analytics-view',
} as const satisfies {shop: Record<keyof AnalyticsShop, string>; view: string};

/** The shop's part of every payload, as Hydrogen's `<Analytics.Provider shop>` takes it. */
export type AnalyticsShop = {
  shopId: string;
  currency: string;
  acceptedLanguage: string;
  hydrogenSubchannelId: string;
};

/** A product in an event, in the shape `sendShopifyAnalytics` takes. */
export type AnalyticsProduct = {
  productGid: string;
  variantGid: string;
  name: string;
  variantName: string;
  brand: string;
  price: string;
  quantity: number;
  category?: string;
  sku?: string;
};

/** What a page is, for its view events (AnalyticsPageType values). */
export type AnalyticsView =
  | {
      pageType: 'product';
      resourceId: string;
      products: AnalyticsProduct[];
      totalValue: number;
    }
  | {
      pageType: 'collection';
      resourceId: string;
      collectionHandle: string;
      collectionId: string;
    }
  | {pageType: 'search'; searchString: string}
  | {pageType: 'cart'}
  | {pageType: 'index' | 'page' | 'policy' | 'gift_card' | 'list-collections'};

/** A line just added to the cart (CART_CHANGED's `added`), for the add-to-cart event. */
export type AnalyticsCartAdd = {
  cartId: string;
  totalValue?: number;
  product: AnalyticsProduct;
};
