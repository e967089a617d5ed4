/** What a product page tells search engines and link previews, and its breadcrumb trail. */
import type {ProductDetailFragment} from 'storefrontapi.generated';
import {breadcrumbJsonLd} from '~/features/seo/json-ld';
import {categoryOf, CATEGORY_COPY} from './categories';
import {
  pageMeta,
  plainDescription,
  shortDescription,
} from '~/features/seo/meta';
import {ROUTES} from '~/lib/navigation';
import {productPlaceholderUrl} from './product-placeholder';
import {
  DEFAULT_MARKET,
  localizedHref,
  type Market,
} from '~/features/markets/markets';

/** Title, description, canonical URL, Open Graph and Twitter tags, for the route's meta. */
export function productSeoMeta(
  product: Pick<
    ProductDetailFragment,
    'title' | 'descriptionHtml' | 'seo' | 'images'
  >,
  canonicalUrl: string,
) {
  const image = product.images.nodes[0];
  return pageMeta({
    title: product.seo.title || product.title,
    description: shortDescription(
      product.seo.description || plainDescription(product.descriptionHtml),
    ),
    canonical: canonicalUrl,
    type: 'product',
    image: image
      ? {
          url: image.url,
          width: image.width,
          height: image.height,
          alt: image.altText,
        }
      : null,
  });
}

/** Home › the product's category › the product; Home › Gift Cards for the gift card. */
export function productBreadcrumbs(
  product: Pick<
    ProductDetailFragment,
    'title' | 'handle' | 'productType' | 'isGiftCard'
  >,
  origin: string,
  market: Market = DEFAULT_MARKET,
) {
  const inMarket = (path: string) => localizedHref(market, path);
  // A gift card's page is /gift-cards itself (its product address redirects there).
  if (product.isGiftCard)
    return breadcrumbJsonLd(origin, [
      {name: 'Home', path: inMarket(ROUTES.home)},
      {name: 'Gift Cards', path: inMarket(ROUTES.giftCards)},
    ]);
  const category = categoryOf(product.productType);
  return breadcrumbJsonLd(origin, [
    {name: 'Home', path: inMarket(ROUTES.home)},
    {
      name: CATEGORY_COPY[category].title,
      path: inMarket(ROUTES.category(category)),
    },
    {name: product.title, path: inMarket(ROUTES.product(product.handle))},
  ]);
}

type JsonLdProduct = Pick<
  ProductDetailFragment,
  'title' | 'descriptionHtml' | 'vendor' | 'images' | 'variants'
>;

/** schema.org Product data: the product and one Offer per variant, each with its own URL. */
export function productJsonLd(product: JsonLdProduct, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: plainDescription(product.descriptionHtml),
    url,
    // Search engines want an image for a product; one without media has the placeholder.
    image: product.images.nodes.length
      ? product.images.nodes.map((image) => image.url)
      : [productPlaceholderUrl(url)],
    brand: {'@type': 'Brand', name: product.vendor},
    offers: product.variants.nodes.map((variant) => ({
      '@type': 'Offer',
      // A product's only variant is "Default Title" in Shopify: the offer is the product.
      name: variantSearch(variant.selectedOptions)
        ? `${product.title} (${variant.title})`
        : product.title,
      sku: variant.sku || undefined,
      price: variant.price.amount,
      priceCurrency: variant.price.currencyCode,
      availability: variant.availableForSale
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      url: `${url}${variantSearch(variant.selectedOptions)}`,
    })),
  };
}

/** `?Color=Ember+Red&Package=Grill+only`; nothing for a product's only, default variant. */
export function variantSearch(
  selectedOptions: ReadonlyArray<{name: string; value: string}>,
): string {
  const chosen = selectedOptions.filter(
    (option) => !(option.name === 'Title' && option.value === 'Default Title'),
  );
  return chosen.length
    ? `?${new URLSearchParams(chosen.map((option) => [option.name, option.value]))}`
    : '';
}
