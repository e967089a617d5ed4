import {useCopy} from '~/features/markets/use-copy';
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
import {GIFT_CARD_HANDLE} from '~/features/catalog/gift-card';
import {JsonLd} from '~/features/seo/JsonLd';
import {
  productBreadcrumbs,
  productJsonLd,
} from '~/features/catalog/product-seo';
import {ROUTES} from '~/lib/navigation';

export const handle = routePolicy({
  audience: 'public',
  // The gift card's denominations are product options (`?Value=50`).
  query: 'any',
});

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
  if (!giftCard) return {giftCard: null, jsonLd: []};
  redirectUnknownOptions(request, giftCard);
  // This page is the gift card's one address: its Product data lives here, with links
  // from the configured origin, never the request's Host (issue 24).
  const origin = context.storeOrigin;
  return {
    giftCard: productForPage(giftCard),
    jsonLd: [
      productJsonLd(giftCard, `${origin}${ROUTES.giftCards}`),
      productBreadcrumbs(giftCard, origin, context.market),
    ],
  };
}

export default function GiftCardsPage({loaderData}: Route.ComponentProps) {
  const {GIFT_CARDS_COPY} = useCopy('catalog');
  const {giftCard, jsonLd} = loaderData;
  if (!giftCard) {
    return (
      <PageHeading title={GIFT_CARDS_COPY.title}>
        <p>{GIFT_CARDS_COPY.notOnSale}</p>
      </PageHeading>
    );
  }
  return (
    <>
      <ProductDetails product={giftCard} eyebrow={GIFT_CARDS_COPY.eyebrow} />
      <JsonLd data={jsonLd} />
    </>
  );
}
