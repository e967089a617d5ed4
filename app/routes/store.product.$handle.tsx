import {redirect} from 'react-router';
import type {Route} from './+types/store.product.$handle';
import {ROUTES} from '~/lib/navigation';
import {ProductDetails} from '~/features/catalog/ProductDetails';
import {
  fetchProductDetail,
  redirectUnknownOptions,
} from '~/features/catalog/catalog.server';
import {JsonLd} from '~/features/seo/JsonLd';
import {attr} from '~/elements/contract';
import {REMEMBER_VIEWED_DOM} from '~/features/catalog/catalog-contract';
import {productForPage} from '~/features/catalog/product-page';
import {
  productBreadcrumbs,
  productJsonLd,
  productSeoMeta,
} from '~/features/catalog/product-seo';
import {routePolicy} from '~/features/http/route-policy';
import {AnalyticsViewMarker} from '~/features/analytics/ShopifyAnalytics';
import {productPageView} from '~/features/analytics/analytics-views';
import {localizedHref} from '~/features/markets/markets';

export const handle = routePolicy({
  audience: 'public',
  // One parameter per product option; the loader drops names the product has not.
  query: 'any',
});

export const meta: Route.MetaFunction = ({data}) => data?.seo ?? [];

export async function loader({params, request, context}: Route.LoaderArgs) {
  const product = await fetchProductDetail(
    context.storefront,
    params.handle,
    request,
  );
  // The root error boundary shows the not-found page.
  if (!product) throw new Response(null, {status: 404});
  redirectUnknownOptions(request, product);
  const url = new URL(request.url);
  // A gift card has one address, its own page (with the chosen denomination).
  if (product.isGiftCard)
    throw redirect(
      `${localizedHref(context.market, ROUTES.giftCards)}${url.search}`,
      301,
    );
  // Every variant's URL shares the product's canonical address (no options in it).
  const canonicalUrl = `${context.storeOrigin}${url.pathname}`;
  return {
    product: productForPage(product),
    jsonLd: [
      productJsonLd(product, canonicalUrl),
      productBreadcrumbs(product, context.storeOrigin, context.market),
    ],
    seo: productSeoMeta(product, canonicalUrl),
  };
}

export default function ProductPage({loaderData}: Route.ComponentProps) {
  const {product, jsonLd} = loaderData;
  const analyticsView = productPageView(product);
  return (
    <>
      {analyticsView ? <AnalyticsViewMarker view={analyticsView} /> : null}
      <ProductDetails
        product={product}
        eyebrow={product.productType || product.vendor}
      />
      <JsonLd data={jsonLd} />
      {/* Kept in this browser for /browse-discount (app/features/catalog/remember-viewed.element.ts). */}
      <remember-viewed
        {...attr(REMEMBER_VIEWED_DOM.handle, product.handle)}
        {...attr(REMEMBER_VIEWED_DOM.title, product.title)}
        {...attr(
          REMEMBER_VIEWED_DOM.imageUrl,
          product.images.nodes[0]?.url ?? '',
        )}
      />
    </>
  );
}
