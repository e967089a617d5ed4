import {data} from 'react-router';
import {routePolicy} from '~/features/http/route-policy';
import {assertKnownMarket} from '~/features/markets/markets';
import type {Route} from './+types/account.$';

export const handle = routePolicy({audience: 'personal'});

/** An unknown /account/ address: signed out, to sign-in (the layout); else a 404. */
export function loader({params}: Route.LoaderArgs) {
  assertKnownMarket(params.locale);
  throw data(null, {status: 404});
}
