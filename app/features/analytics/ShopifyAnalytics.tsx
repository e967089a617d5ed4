import {attr} from '~/elements/contract';
import {
  ANALYTICS_DOM,
  type AnalyticsShop,
  type AnalyticsView,
} from './analytics-contract';

/**
 * Every page's <shopify-analytics>: the shop's part of the events. Its script loads only
 * once `_tracking_consent` allows analytics (app/elements/index.ts, decision 0240).
 */
export function ShopifyAnalyticsTag({shop}: {shop: AnalyticsShop | null}) {
  if (!shop) return null;
  return (
    <shopify-analytics
      hidden
      {...Object.fromEntries(
        Object.entries(ANALYTICS_DOM.shop).map(([field, name]) => [
          name,
          shop[field as keyof AnalyticsShop],
        ]),
      )}
    />
  );
}

/** A page's own part: what it shows (product, collection, search, cart). */
export function AnalyticsViewMarker({view}: {view: AnalyticsView}) {
  return <span hidden {...attr(ANALYTICS_DOM.view, JSON.stringify(view))} />;
}
