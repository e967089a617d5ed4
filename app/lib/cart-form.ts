/**
 * The cart's form contract: every cart button is a real <form method="post" action="/cart">
 * with these fields, so it works without JavaScript (the action redirects back to
 * `redirectTo`) and with it (the same form data goes through a fetcher).
 */
export const CART_PATH = '/cart';
/** The cart as data (badge, drawer): see app/routes/api.cart.tsx. */
export const CART_DATA_PATH = '/api/cart';

export const CART_INTENTS = [
  'add',
  'set-quantity',
  'remove',
  'clear',
  'checkout',
  'apply-discount',
  'remove-discount',
  'apply-gift-card',
  'remove-gift-card',
] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

export const CART_FIELDS = {
  intent: 'intent',
  merchandiseId: 'merchandiseId',
  lineId: 'lineId',
  quantity: 'quantity',
  redirectTo: 'redirectTo',
  discountCode: 'discountCode',
  giftCardCode: 'giftCardCode',
  giftCardId: 'giftCardId',
} as const;

/** Added by hydrated forms: the cart action answers with data (a fetcher), not a page. */
export const RESPOND_WITH_DATA = {name: 'respond', value: 'data'} as const;

/** Quantities a shopper can ask for in one line (Shopify's own limit is higher). */
export const MAX_LINE_QUANTITY = 99;

/** C0 controls, DEL and the C1 range (Unicode's Cc): never in a Location we write. */
const CONTROL_CHARACTERS = /\p{Cc}/u;

/**
 * Only a path on this site: never an open redirect. The value is resolved with `URL`
 * against the request's own origin, the way a browser will resolve the Location, and kept
 * only when it stays on that origin; what comes back is the parsed path, so it is already
 * percent-encoded. Control characters are refused outright (a browser strips tabs and new
 * lines, so `/\t/evil.example` would become `//evil.example`).
 */
export function safeRedirectPath(
  value: unknown,
  origin: string,
  fallback = CART_PATH,
): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    CONTROL_CHARACTERS.test(value)
  )
    return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `//host` or `/\host` in the result would leave the site when used as a Location.
  if (url.origin !== new URL(origin).origin || /^\/[/\\]/.test(path))
    return fallback;
  return path;
}
