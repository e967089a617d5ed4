import {redirect} from 'react-router';
import {ROUTES} from '~/lib/navigation';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({audience: 'public', query: []});

/** /gift-card is an old address: send it, permanently, to /gift-cards. */
export function loader() {
  return redirect(ROUTES.giftCards, 301);
}
