import {redirect} from 'react-router';
import type {Route} from './+types/account_.logout';
import {routePolicy} from '~/features/http/route-policy';
import {assertKnownMarket} from '~/features/markets/markets';
import {
  accountServiceOriginOf,
  withAccountServiceLocation,
} from '~/features/account/account-service.server';
import {ROUTES} from '~/lib/navigation';
import {requireAccounts, withCookie} from '~/features/account/account.server';
import {accountHintCookie} from '~/features/account/account-contract';
import {unlinkCartFromCustomer} from '~/features/account/cart-buyer.server';

export const handle = routePolicy({
  audience: 'personal',
  writes: 'same-origin',
});

/** Signing out changes state: only the account page's button (a POST) does it. */
export function loader({params}: Route.LoaderArgs) {
  assertKnownMarket(params.locale);
  return redirect(ROUTES.home);
}

/**
 * Hydrogen ends the session (its cookie is destroyed) and sends the browser to the
 * account service's logout, which returns it to the home page.
 */
export async function action({request, context, params}: Route.ActionArgs) {
  assertKnownMarket(params.locale);
  requireAccounts(context.env);
  // While the session still holds the token: the cart must not keep the customer.
  await unlinkCartFromCustomer(context);
  const response = await context.customerAccount.logout({
    postLogoutRedirectUri: ROUTES.home,
  });
  const secure = new URL(request.url).protocol === 'https:';
  return withCookie(
    withAccountServiceLocation(response, accountServiceOriginOf(context.env)),
    accountHintCookie(false, secure),
  );
}
