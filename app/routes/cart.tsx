import {data} from 'react-router';
import type {Route} from './+types/cart';
import {ComingSoon} from '~/components/ComingSoon';
import {PRIVATE_PAGE_CACHE, routeHeaders} from '~/lib/http-cache';
import {MESSAGES} from '~/lib/messages';
import {SITE} from '~/lib/site';

export const meta: Route.MetaFunction = () => [{title: `Cart | ${SITE.shopName}`}, {name: 'robots', content: 'noindex'}];

// The cart is personal: never cached.
export function loader() {
  return data(null, {headers: PRIVATE_PAGE_CACHE});
}

export const headers = routeHeaders;

export default function CartPage() {
  return <ComingSoon title="Cart" whatWillBeHere={`${MESSAGES.cartEmpty}. Lines, quantities and checkout come with the store.`} />;
}
