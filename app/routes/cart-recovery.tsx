import type {Route} from './+types/cart-recovery';
import {ComingSoon} from '~/components/ComingSoon';
import {SITE} from '~/lib/site';

export const meta: Route.MetaFunction = () => [
  {title: `Pick Up Where You Left Off | ${SITE.shopName}`},
];

export default function CartRecoveryPage() {
  return (
    <ComingSoon
      title="Pick Up Where You Left Off"
      whatWillBeHere="The cart you started, with a code to finish your order."
    />
  );
}
