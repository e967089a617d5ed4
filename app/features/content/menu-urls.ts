/**
 * The one place Shopify's menu URLs become this site's addresses (issue 27). Shopify gives
 * a menu item's `url` absolute on the shop's domain with its online-store paths
 * (`https://<shop>/collections/grills`, `/collections/all`, `/pages/warranty`,
 * `/policies/shipping-policy`, `/products/…`, `/blogs/…`, `/search`); the header and footer
 * link our routes instead, as the Hydrogen skeleton's header rewrites its menu URLs.
 *
 * - A URL on one of the shop's own origins (its primary domain, the Storefront API's domain,
 *   this site's origin) becomes a path: a Shopify resource path is mapped to its route, any
 *   other path is kept (with its query and fragment), so `/store/ai-recipes` stays itself.
 * - Any other URL (social links, another site) stays exactly as it is.
 */
import {GIFT_CARD_HANDLE} from '~/features/catalog/gift-card';
import {ROUTES} from '~/lib/navigation';
import {POLICY_PAGES, type PolicyHandle} from './policies';
import {collectionPath, pagePath} from './storefront-paths';

/** How Shopify names each shop policy in its URLs (`ShopPolicy.handle`). */
const SHOPIFY_POLICY_HANDLES = {
  privacyPolicy: 'privacy-policy',
  refundPolicy: 'refund-policy',
  shippingPolicy: 'shipping-policy',
  termsOfService: 'terms-of-service',
} as const;

/** Shopify's policy handles (`/policies/<handle>`) and the policy page of each. */
const POLICY_ROUTES: Record<string, string> = Object.fromEntries(
  (Object.keys(POLICY_PAGES) as PolicyHandle[]).flatMap((handle) => {
    const source = POLICY_PAGES[handle].source;
    return 'shopPolicy' in source
      ? [[SHOPIFY_POLICY_HANDLES[source.shopPolicy], ROUTES.policy(handle)]]
      : [];
  }),
);

/** Maps Shopify's online-store path to our route, or null when it is not a resource path. */
export function shopifyPathToRoute(pathname: string): string | null {
  const [, kind, handle, ...rest] = pathname.split('/');
  if (!kind || !handle || rest.length > 0) {
    return pathname === '/search' ? ROUTES.search : null;
  }
  const decoded = safeDecode(handle);
  if (decoded === null) return null;
  switch (kind) {
    case 'collections':
      return collectionPath(decoded);
    case 'products':
      return decoded === GIFT_CARD_HANDLE
        ? ROUTES.giftCards
        : ROUTES.product(decoded);
    case 'pages':
      return pagePath(decoded);
    case 'policies':
      return POLICY_ROUTES[decoded] ?? null;
    default:
      return null;
  }
}

/**
 * A menu item's URL as this site links it. `shopOrigins` are the origins that are this
 * shop (see the module comment); anything unparsable is returned unchanged.
 */
export function menuItemHref(url: string, shopOrigins: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!shopOrigins.includes(parsed.origin)) return url;
  const mapped = shopifyPathToRoute(parsed.pathname);
  if (mapped) return mapped;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The origins of a shop: each value may be an origin, a URL or a bare host. */
export function shopOriginsOf(
  ...values: (string | null | undefined)[]
): string[] {
  const origins = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    try {
      origins.add(
        new URL(/^https?:\/\//.test(value) ? value : `https://${value}`).origin,
      );
    } catch {
      // Not a host: nothing of ours to recognise.
    }
  }
  return [...origins];
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
