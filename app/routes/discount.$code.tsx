import {redirect} from 'react-router';
import type {Route} from './+types/discount.$code';
import {applyDiscountCode} from '~/features/cart/cart-codes.server';
import {mayApplyThroughLink} from '~/features/offers/signed-offer-codes.server';
import {safeRedirectPath} from '~/features/http/safe-redirect';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {ROUTES} from '~/lib/navigation';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({audience: 'personal'});

/**
 * `/discount/CODE?redirect=/path`: Shopify's shareable discount link. Puts the code in the
 * shopper's cart (creating one when needed) and sends them on to a path on this site (the
 * shop by default; never another site). A code that cannot be applied is not kept, and the
 * link still leads on, as Shopify's does. The recovery and browse codes are not shareable:
 * the browse code applies only with the signed browse list it came from, the recovery
 * code only through /cart-recovery (issue 24).
 */
export async function loader({request, params, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const headers = (await mayApplyThroughLink(
    params.code,
    url.searchParams,
    context.env,
  ))
    ? (await applyDiscountCode(context.cart, params.code ?? null)).headers
    : new Headers();
  headers.set('Cache-Control', PRIVATE_PAGE_CACHE['Cache-Control']);
  return redirect(
    safeRedirectPath(
      url.searchParams.get('redirect') ?? url.searchParams.get('return_to'),
      url.origin,
      ROUTES.shop,
    ),
    {status: 302, headers},
  );
}
