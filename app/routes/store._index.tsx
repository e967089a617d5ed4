import type {Route} from './+types/store._index';
import {ComingSoon} from '~/components/ComingSoon';
import {SITE} from '~/lib/site';

export const meta: Route.MetaFunction = () => [{title: `Store | ${SITE.shopName}`}];

export default function StorePage() {
  return <ComingSoon title="Store" whatWillBeHere="The store's front page: featured grills, the four categories, new arrivals and best sellers." />;
}
