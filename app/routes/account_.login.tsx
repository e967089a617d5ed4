import type {Route} from './+types/account_.login';
import {routePolicy} from '~/features/http/route-policy';
import {assertKnownMarket} from '~/features/markets/markets';
import {requireAccounts} from '~/features/account/account.server';
import {
  accountServiceOriginOf,
  withAccountServiceLocation,
} from '~/features/account/account-service.server';

export const handle = routePolicy({audience: 'personal'});

/**
 * Starts sign-in: Hydrogen keeps the PKCE verifier, state and nonce in the session and
 * sends the browser to the account service's authorize page (`?return_to=` a local path
 * to come back to, which Hydrogen checks).
 */
export async function loader({context, params}: Route.LoaderArgs) {
  assertKnownMarket(params.locale);
  requireAccounts(context.env);
  const response = await context.customerAccount.login({
    countryCode: context.storefront.i18n.country,
  });
  return withAccountServiceLocation(
    response,
    accountServiceOriginOf(context.env),
  );
}
