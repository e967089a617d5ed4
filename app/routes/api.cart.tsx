import {data} from 'react-router';
import type {Route} from './+types/api.cart';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {
  performCartAction,
  setCartCount,
} from '~/features/cart/cart-route.server';
import {renderCartFragment} from '~/features/cart/cart-fragment.server';
import {CLEAR_CART_COOKIE} from '~/features/cart/cart-actions.server';
import {noticesIn, noticeTexts} from '~/features/cart/cart-notices';
import {routePolicy} from '~/features/http/route-policy';
import {assertKnownMarket} from '~/features/markets/markets';

export const handle = routePolicy({audience: 'personal', writes: 'same-site'});

/**
 * GET /api/cart: the shopper's cart as data, its count, and its markup for a <cart-view>
 * (the drawer, opened from the header). Pages never ask it for the count: that is in a
 * cookie (app/features/cart/cart-count-cookie.ts).
 */
export async function loader({request, context, params}: Route.LoaderArgs) {
  assertKnownMarket(params.locale);
  const cart = await context.cart.get();
  const headers = new Headers(PRIVATE_PAGE_CACHE);
  // The cookie names a cart Shopify no longer has (completed or expired): forget it.
  if (!cart && context.cart.getCartId())
    headers.append('Set-Cookie', CLEAR_CART_COOKIE);
  const cartCount = cart?.totalQuantity ?? 0;
  setCartCount(headers, request, cartCount);
  return data(
    {cart, cartCount, html: await renderCartFragment(cart, [], context.market)},
    {headers},
  );
}

/**
 * POST /api/cart: a cart form sent by <cart-form> (app/features/cart/cart-form.element.ts), the same
 * fields the form posts to /cart without JavaScript. One request per change: the answer
 * is the outcome as data (errors for the form, the checkout URL, the new count) and the
 * cart's markup after it, with what Shopify changed by itself said in it, which every
 * <cart-view> on the page shows (docs/decisions/0220). A checkout leaves the cart as it is.
 */
export async function action({request, context, params}: Route.ActionArgs) {
  assertKnownMarket(params.locale);
  const {outcome} = await performCartAction(request, context);
  const {result, headers} = outcome;
  if (result.intent === 'checkout' || outcome.status >= 500)
    return data(result, {status: outcome.status, headers});
  // A cleared cart is forgotten by its cookie; Shopify would still return it this once.
  const cart =
    result.intent === 'clear'
      ? null
      : await context.cart.get().catch((error: unknown) => {
          context.log.error('cart.fragment_failed', {error});
          return undefined;
        });
  if (cart === undefined)
    return data(result, {status: outcome.status, headers});
  const cartCount = cart?.totalQuantity ?? 0;
  if (result.cartCount == null) setCartCount(headers, request, cartCount);
  const notices = noticeTexts(
    noticesIn(result.noticeQuery ?? ''),
    cart?.lines.nodes ?? [],
  );
  return data(
    {
      ...result,
      cartCount,
      html: await renderCartFragment(cart, notices, context.market),
    },
    {status: outcome.status, headers},
  );
}
