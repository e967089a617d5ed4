import {buildUUID} from '@shopify/hydrogen-react/cookies-utils';

/** Shopify's visitor cookie lasts a year, its visit cookie half an hour (useShopifyCookies). */
const YEAR_S = 365 * 24 * 60 * 60;
const VISIT_S = 30 * 60;

/**
 * Sets Shopify's `_shopify_y` (visitor) and `_shopify_s` (visit) cookies when missing and
 * extends the visit, as hydrogen-react's `useShopifyCookies` does; only ever called once
 * analytics is allowed, so a visitor who has not agreed gets neither.
 */
export function ensureShopifyTrackingCookies() {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const current = (name: string) =>
    new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(document.cookie)?.[1];
  const set = (name: string, value: string, maxAge: number) => {
    document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  };
  set('_shopify_y', current('_shopify_y') ?? buildUUID(), YEAR_S);
  set('_shopify_s', current('_shopify_s') ?? buildUUID(), VISIT_S);
}
