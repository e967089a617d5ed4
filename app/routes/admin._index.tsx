import {redirect} from 'react-router';
import {ROUTES} from '~/lib/navigation';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({audience: 'personal'});

export function loader() {
  return redirect(ROUTES.adminDashboard);
}
