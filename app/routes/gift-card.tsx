import {redirect} from 'react-router';
import {ROUTES} from '~/lib/navigation';

/** /gift-card is an old address: send it, permanently, to /gift-cards. */
export function loader() {
  return redirect(ROUTES.giftCards, 301);
}
