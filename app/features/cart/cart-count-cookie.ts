/**
 * The header's cart count, kept in a cookie the cart actions set (docs/decisions/0220):
 * a page view reads it instead of asking the server, so public pages stay cacheable and
 * make no cart request. It is a number, nothing secret, so scripts may read it; the
 * cart's id stays in its own HttpOnly cookie. The server never trusts it: the count is
 * only ever shown, and every cart answer sets it again from Shopify's cart.
 */
export const CART_COUNT_COOKIE = 'cart_count';

/** As long as the cart id cookie lives (app/lib/context.server.ts). */
export const CART_COUNT_MAX_AGE_S = 60 * 60 * 24 * 14;

const MAX_SHOWN = 9999;

/**
 * The Set-Cookie value for a count. Zero is kept too: a cookie present always wins over
 * the count an add's confirmation URL carries (a page the shopper goes back to).
 */
export function cartCountCookie(count: number, secure: boolean): string {
  const shown = Math.min(Math.max(Math.trunc(count), 0), MAX_SHOWN);
  return `${CART_COUNT_COOKIE}=${shown}; Max-Age=${CART_COUNT_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The count a Cookie header (or document.cookie) carries: null without the cookie, 0 for a bad value. */
export function cartCountInCookies(cookies: string): number | null {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.split('=');
    if (name?.trim() !== CART_COUNT_COOKIE) continue;
    const text = value?.trim() ?? '';
    return /^\d{1,4}$/.test(text) ? Number(text) : 0;
  }
  return null;
}
