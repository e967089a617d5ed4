/** What a product page tells search engines and link previews, and its breadcrumb trail. */
import type {ProductDetailFragment} from 'storefrontapi.generated';
import {breadcrumbJsonLd} from '~/features/seo/json-ld';
import {categoryOf, CATEGORY_COPY} from './categories';
import {pageMeta, shortDescription} from '~/features/seo/meta';
import {ROUTES} from '~/lib/navigation';
import {productPlaceholderUrl} from './product-placeholder';

/** Title, description, canonical URL, Open Graph and Twitter tags, for the route's meta. */
export function productSeoMeta(
  product: Pick<
    ProductDetailFragment,
    'title' | 'description' | 'seo' | 'images'
  >,
  canonicalUrl: string,
) {
  const image = product.images.nodes[0];
  return pageMeta({
    title: product.seo.title || product.title,
    description: shortDescription(
      product.seo.description || product.description,
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

/** Home › the product's category (or Gift Cards) › the product. */
export function productBreadcrumbs(
  product: Pick<
    ProductDetailFragment,
    'title' | 'handle' | 'productType' | 'isGiftCard'
  >,
  origin: string,
) {
  const category = categoryOf(product.productType);
  const parent = product.isGiftCard
    ? {name: 'Gift Cards', path: ROUTES.giftCards}
    : {name: CATEGORY_COPY[category].title, path: ROUTES.category(category)};
  return breadcrumbJsonLd(origin, [
    {name: 'Home', path: ROUTES.home},
    parent,
    {name: product.title, path: ROUTES.product(product.handle)},
  ]);
}

type JsonLdProduct = Pick<
  ProductDetailFragment,
  'title' | 'description' | 'vendor' | 'images' | 'variants'
>;

/** schema.org Product data: the product and one Offer per variant, each with its own URL. */
export function productJsonLd(product: JsonLdProduct, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    url,
    // Search engines want an image for a product; one without media has the placeholder.
    image: product.images.nodes.length
      ? product.images.nodes.map((image) => image.url)
      : [productPlaceholderUrl(url)],
    brand: {'@type': 'Brand', name: product.vendor},
    offers: product.variants.nodes.map((variant) => ({
      '@type': 'Offer',
      name: variant.title,
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
