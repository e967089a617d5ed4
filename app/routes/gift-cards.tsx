import type {Route} from './+types/gift-cards';
import {ComingSoon} from '~/components/ComingSoon';
import {SITE} from '~/lib/site';

export const meta: Route.MetaFunction = () => [{title: `Gift Cards | ${SITE.shopName}`}];

export default function GiftCardsPage() {
  return <ComingSoon title="Gift Cards" whatWillBeHere="Emberforge gift cards in four amounts, delivered by email." />;
}
