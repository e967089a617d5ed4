import {redirect} from 'react-router';
import type {Route} from './+types/discount.$code';
import {applyDiscountCode} from '~/features/cart/cart-codes.server';
import {withDiscountLinkOutcome} from '~/features/cart/discount-link';
import {mayApplyThroughLink} from '~/features/offers/signed-offer-codes.server';
import {safeRedirectPath} from '~/features/http/safe-redirect';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {ROUTES} from '~/lib/navigation';
import {routePolicy} from '~/features/http/route-policy';
import {assertKnownMarket, localizedHref} from '~/features/markets/markets';

export const handle = routePolicy({audience: 'personal'});

/**
 * `/discount/CODE?redirect=/path`: Shopify's shareable discount link. Puts the code in the
 * shopper's cart (creating one when needed) and sends them on to a path on this site (the
 * shop by default; never another site). A code that cannot be applied is not kept, and the
 * link still leads on, as Shopify's does; the page it leads to says what happened
 * (DiscountLinkNotice), with scripts and without. The recovery and browse codes are not
 * shareable: the browse code applies only with the signed browse list it came from, the
 * recovery code only through /cart-recovery (issue 24); through this link they are
 * refused like an unknown code.
 */
export async function loader({request, params, context}: Route.LoaderArgs) {
  assertKnownMarket(params.locale);
  const url = new URL(request.url);
  const outcome = (await mayApplyThroughLink(
    params.code,
    url.searchParams,
    context.env,
  ))
    ? await applyDiscountCode(context.cart, params.code ?? null)
    : null;
  const headers = outcome?.headers ?? new Headers();
  headers.set('Cache-Control', PRIVATE_PAGE_CACHE['Cache-Control']);
  const target = localizedHref(
    context.market,
    safeRedirectPath(
      url.searchParams.get('redirect') ?? url.searchParams.get('return_to'),
      url.origin,
      ROUTES.shop,
    ),
  );
  return redirect(
    withDiscountLinkOutcome(target, outcome?.result.codeState ?? 'refused'),
    {status: 302, headers},
  );
}
