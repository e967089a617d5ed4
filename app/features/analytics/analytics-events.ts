/**
 * Shopify's analytics events, built by `@shopify/hydrogen-react`'s own payload schemas: the
 * same events, in the same batch, that its `sendShopifyAnalytics` sends (decision 0240).
 * We post the batch ourselves only because that function insists on `https://<shopDomain>`
 * or Shopify's monorail host, and our batches go to our own origin first (MONORAIL_PATH).
 */
import {AnalyticsEventName} from '@shopify/hydrogen-react/analytics-constants';
import {pageView as trekkiePageView} from '@shopify/hydrogen-react/analytics-schema-trekkie-storefront-page-view';
import {
  addToCart,
  collectionView,
  pageView2,
  productView,
  searchView,
} from '@shopify/hydrogen-react/analytics-schema-custom-storefront-customer-tracking';
import type {TrackingConsent} from '~/features/consent/tracking-consent';
import type {AnalyticsShop} from './analytics-contract';

import type {
  ClientBrowserParameters,
  ShopifyMonorailEvent,
  ShopifyPageViewPayloadWithPrivacyFields,
} from '@shopify/hydrogen-react/analytics-types';

type EventName = (typeof AnalyticsEventName)[keyof typeof AnalyticsEventName];
/** Every payload carries the privacy fields, as Hydrogen's own do. */
export type Payload = ShopifyPageViewPayloadWithPrivacyFields &
  Record<string, unknown>;
type Event = ShopifyMonorailEvent;

/** The version Hydrogen reports as its asset version (package.json of @shopify/hydrogen). */
export const HYDROGEN_ASSET_VERSION = '2026.4.6';

/** The events `sendShopifyAnalytics` would send for this name (the same switch). */
export function eventsFor(eventName: EventName, payload: Payload): Event[] {
  switch (eventName) {
    case AnalyticsEventName.PAGE_VIEW_2:
      return [...trekkiePageView(payload), ...pageView2(payload)];
    case AnalyticsEventName.PRODUCT_VIEW:
      return productView(payload);
    case AnalyticsEventName.COLLECTION_VIEW:
      return collectionView(payload);
    case AnalyticsEventName.SEARCH_VIEW:
      return searchView(payload);
    case AnalyticsEventName.ADD_TO_CART:
      return addToCart(payload as unknown as Parameters<typeof addToCart>[0]);
    default:
      return [];
  }
}

/**
 * The part of every payload Hydrogen's `prepareBasePageViewPayload` adds: the shop, the
 * sales channel, the browser's parameters and the consent flags (from `_tracking_consent`
 * instead of the Customer Privacy API's methods, which read the same cookie).
 */
export function basePayload(
  shop: AnalyticsShop,
  consent: TrackingConsent,
  browser: ClientBrowserParameters,
): Payload {
  const analyticsAllowed = consent.purposes.a;
  const marketingAllowed = consent.purposes.m;
  const saleOfDataAllowed = consent.purposes.t;
  return {
    shopifySalesChannel: 'hydrogen',
    assetVersionId: HYDROGEN_ASSET_VERSION,
    ...shop,
    hasUserConsent: analyticsAllowed,
    ...browser,
    analyticsAllowed,
    marketingAllowed,
    saleOfDataAllowed,
    ccpaEnforced: !saleOfDataAllowed,
    gdprEnforced: !(marketingAllowed && analyticsAllowed),
  } as Payload;
}

/** The batch as `sendShopifyAnalytics` posts it. */
export function batchBody(events: Event[], now = Date.now()): string {
  return JSON.stringify({events, metadata: {event_sent_at_ms: now}});
}
