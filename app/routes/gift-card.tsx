import {redirect} from 'react-router';
import {ROUTES} from '~/lib/navigation';
import {routePolicy} from '~/features/http/route-policy';
import {assertKnownMarket, localizedHref} from '~/features/markets/markets';
import type {Route} from './+types/gift-card';

export const handle = routePolicy({audience: 'public', query: []});

/** /gift-card is an old address: send it, permanently, to /gift-cards. */
export function loader({context, params}: Route.LoaderArgs) {
  assertKnownMarket(params.locale);
  return redirect(localizedHref(context.market, ROUTES.giftCards), 301);
}
