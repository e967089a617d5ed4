import {data} from 'react-router';
import type {Route} from './+types/admin.create-products';
import {ComingSoon} from '~/components/ComingSoon';
import {PRIVATE_PAGE_CACHE, routeHeaders} from '~/lib/http-cache';
import {SITE} from '~/lib/site';

export const meta: Route.MetaFunction = () => [
  {title: `Admin · Create Products | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex'},
];

// Admin pages are never cached at the edge.
export function loader() {
  return data(null, {headers: PRIVATE_PAGE_CACHE});
}

export const headers = routeHeaders;

export default function AdminCreateProductsPage() {
  return (
    <ComingSoon
      title="Create Products"
      whatWillBeHere="A form to create products in the store."
    />
  );
}
