import type {Route} from './+types/gift-cards';
import {PageHeading} from '~/components/PageHeading';
import {ProductDetails} from '~/features/catalog/ProductDetails';
import {fetchProductDetail} from '~/features/catalog/catalog.server';
import {canonicalUrl, pageMeta} from '~/features/seo/meta';
import {productForPage} from '~/features/catalog/product-page';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({audience: 'public'});

/** The store's gift card product (isGiftCard), one variant per denomination. */
const GIFT_CARD_HANDLE = 'emberforge-gift-card';

export const meta: Route.MetaFunction = (args) =>
  pageMeta({
    title: 'Gift Cards',
    description:
      'Emberforge gift cards, delivered by email, for grills, fuel, accessories and parts.',
    canonical: canonicalUrl(args),
  });

export async function loader({request, context}: Route.LoaderArgs) {
  const giftCard = await fetchProductDetail(
    context.storefront,
    GIFT_CARD_HANDLE,
    request,
  );
  return {giftCard: giftCard && productForPage(giftCard)};
}

export default function GiftCardsPage({loaderData}: Route.ComponentProps) {
  const {giftCard} = loaderData;
  if (!giftCard) {
    return (
      <PageHeading title="Gift Cards">
        <p>Gift cards are not on sale right now. Please check back soon.</p>
      </PageHeading>
    );
  }
  return (
    <ProductDetails
      product={giftCard}
      eyebrow="Gift cards · delivered by email"
    />
  );
}
