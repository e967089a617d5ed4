import type {Route} from './+types/gift-cards';
import {GIFT_CARDS_COPY} from '~/features/catalog/copy';
import {PageHeading} from '~/components/PageHeading';
import {ProductDetails} from '~/features/catalog/ProductDetails';
import {
  fetchProductDetail,
  redirectUnknownOptions,
} from '~/features/catalog/catalog.server';
import {canonicalUrl, pageMeta} from '~/features/seo/meta';
import {productForPage} from '~/features/catalog/product-page';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({
  audience: 'public',
  // The gift card's denominations are product options (`?Value=50`).
  query: 'any',
});

/** The store's gift card product (isGiftCard), one variant per denomination. */
const GIFT_CARD_HANDLE = 'emberforge-gift-card';

export const meta: Route.MetaFunction = (args) =>
  pageMeta({
    title: GIFT_CARDS_COPY.title,
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
  if (giftCard) redirectUnknownOptions(request, giftCard);
  return {giftCard: giftCard && productForPage(giftCard)};
}

export default function GiftCardsPage({loaderData}: Route.ComponentProps) {
  const {giftCard} = loaderData;
  if (!giftCard) {
    return (
      <PageHeading title={GIFT_CARDS_COPY.title}>
        <p>{GIFT_CARDS_COPY.notOnSale}</p>
      </PageHeading>
    );
  }
  return (
    <ProductDetails product={giftCard} eyebrow={GIFT_CARDS_COPY.eyebrow} />
  );
}
