import type {Route} from './+types/welcome-discount';
import {ComingSoon} from '~/components/ComingSoon';
import {SITE} from '~/lib/site';

export const meta: Route.MetaFunction = () => [
  {title: `Welcome Discount | ${SITE.shopName}`},
];

export default function WelcomeDiscountPage() {
  return (
    <ComingSoon
      title="Welcome Discount"
      whatWillBeHere="Your welcome code and how to use it at checkout."
    />
  );
}
