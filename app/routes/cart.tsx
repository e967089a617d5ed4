import {useCopy} from '~/features/markets/use-copy';
import {data, redirect} from 'react-router';
import type {Route} from './+types/cart';
import {AnalyticsViewMarker} from '~/features/analytics/ShopifyAnalytics';
import {safeRedirectPath} from '~/features/http/safe-redirect';
import {CartView} from '~/features/cart/CartView';
import {PageHeading} from '~/components/PageHeading';
import {CLEAR_CART_COOKIE} from '~/features/cart/cart-actions.server';
import {attr} from '~/elements/contract';
import {CART_DOM, CART_FIELDS, CART_PATH} from '~/features/cart/cart-contract';

import {
  performCartAction,
  setCartCount,
} from '~/features/cart/cart-route.server';
import {
  confirmationPath,
  withoutConfirmation,
} from '~/features/cart/cart-confirmation';
import {noticesIn, noticeTexts} from '~/features/cart/cart-notices';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {MESSAGES} from '~/lib/messages';
import {SITE} from '~/lib/site';
import {routePolicy} from '~/features/http/route-policy';
import {localizedHref} from '~/features/markets/markets';

export const handle = routePolicy({audience: 'personal', writes: 'same-site'});

export const meta: Route.MetaFunction = () => [
  {title: `Cart | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex'},
];

/** The cart is personal: this page and its data are never cached. */
export async function loader({request, context}: Route.LoaderArgs) {
  const cart = await context.cart.get();
  const headers = new Headers(PRIVATE_PAGE_CACHE);
  // The cookie names a cart Shopify no longer has (completed or expired): forget it.
  if (!cart && context.cart.getCartId())
    headers.append('Set-Cookie', CLEAR_CART_COOKIE);
  // The header's count (cart-count-cookie.ts) catches up with a cart changed elsewhere.
  setCartCount(headers, request, cart?.totalQuantity ?? 0);
  const url = new URL(request.url);
  const checkoutFailed = url.searchParams.get('checkout') === 'failed';
  // What Shopify changed by itself in the last post (cart-notices.ts), worded from this cart.
  const notices = noticeTexts(noticesIn(url.search), cart?.lines.nodes ?? []);
  return data(
    {cart, notices, errors: checkoutFailed ? [MESSAGES.checkoutFailed] : []},
    {headers},
  );
}

/**
 * Every cart form posts here without JavaScript (with it, <cart-form> posts to /api/cart):
 * the post is redirected back to the page it came from, or shown this page with the errors.
 */
export async function action({request, context}: Route.ActionArgs) {
  const {form, outcome} = await performCartAction(request, context);
  const headers = outcome.headers;
  const cartPath = localizedHref(context.market, CART_PATH);
  const {result} = outcome;
  if (result.checkoutUrl)
    return redirect(result.checkoutUrl, {status: 303, headers});
  if (result.intent === 'checkout')
    return redirect(`${cartPath}?checkout=failed`, {status: 303, headers});
  if (result.errors.length)
    return data(result, {status: outcome.status, headers});
  // Shopify changed the cart by itself: the cart page says what, whatever the form was.
  if (result.noticeQuery)
    return redirect(`${cartPath}?${result.noticeQuery}`, {
      status: 303,
      headers,
    });
  const back = withoutConfirmation(
    localizedHref(
      context.market,
      safeRedirectPath(
        form.get(CART_FIELDS.redirectTo),
        request.url,
        CART_PATH,
      ),
    ),
  );
  // After an add, the page says what was added and the cart's count (no JavaScript needed).
  const merchandiseId = form.get(CART_FIELDS.merchandiseId);
  if (
    result.intent === 'add' &&
    result.cartCount != null &&
    typeof merchandiseId === 'string'
  ) {
    return redirect(
      confirmationPath(back, {merchandiseId, count: result.cartCount}),
      {status: 303, headers},
    );
  }
  return redirect(back, {status: 303, headers});
}

export default function CartPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const {CART_COPY} = useCopy('cart');
  const errors = actionData?.errors.length
    ? actionData.errors
    : loaderData.errors;
  const notices = actionData?.notices ?? loaderData.notices;
  return (
    <section className="cart-page">
      <PageHeading title={CART_COPY.title} />
      <AnalyticsViewMarker view={{pageType: 'cart'}} />
      {errors.length ? (
        <div role="alert" className="cart-errors">
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
      {/* The drawer (app/features/cart/cart-drawer.element.ts) shows this part of the page. */}
      <cart-view {...attr(CART_DOM.count, loaderData.cart?.totalQuantity ?? 0)}>
        <CartView cart={loaderData.cart} notices={notices} />
      </cart-view>
    </section>
  );
}
