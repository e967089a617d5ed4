import type {Route} from './+types/store.shop';
import {ComingSoon} from '~/components/ComingSoon';
import {SITE} from '~/lib/site';

export const meta: Route.MetaFunction = () => [{title: `Shop | ${SITE.shopName}`}];

export default function ShopPage() {
  return <ComingSoon title="Shop" whatWillBeHere="Every product, with the New, Best Sellers and Sale filters, sorting and pagination." />;
}
