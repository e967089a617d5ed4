import type {Route} from './+types/store.product.$handle';
import {ComingSoon} from '~/components/ComingSoon';
import {SITE} from '~/lib/site';

export const meta: Route.MetaFunction = ({params}) => [{title: `${params.handle} | ${SITE.shopName}`}];

export default function ProductPage() {
  return (
    <ComingSoon
      title="Product"
      whatWillBeHere="The product's gallery, price, options and variants, description and add to cart."
    />
  );
}
