import {redirect} from 'react-router';
import {ROUTES} from '~/lib/navigation';

export function loader() {
  return redirect(ROUTES.adminDashboard);
}
