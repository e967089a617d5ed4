import {data} from 'react-router';
import type {Route} from './+types/admin.dashboard';
import {ComingSoon} from '~/components/ComingSoon';
import {PRIVATE_PAGE_CACHE, routeHeaders} from '~/lib/http-cache';
import {SITE} from '~/lib/site';

export const meta: Route.MetaFunction = () => [
  {title: `Admin · Dashboard | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex'},
];

// Admin pages are never cached at the edge.
export function loader() {
  return data(null, {headers: PRIVATE_PAGE_CACHE});
}

export const headers = routeHeaders;

export default function AdminDashboardPage() {
  return (
    <ComingSoon
      title="Dashboard"
      whatWillBeHere="Orders, waitlist growth and store health at a glance."
    />
  );
}
