import type {Route} from './+types/browse-discount';
import {ComingSoon} from '~/components/ComingSoon';
import {SITE} from '~/lib/site';

export const meta: Route.MetaFunction = () => [
  {title: `A Little Something for Browsing | ${SITE.shopName}`},
];

export default function BrowseDiscountPage() {
  return (
    <ComingSoon
      title="A Little Something for Browsing"
      whatWillBeHere="A discount on the products you were looking at."
    />
  );
}
