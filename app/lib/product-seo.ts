/**
 * What a product page tells search engines and link previews. Loaders build it, so
 * Hydrogen's SEO helper (about 1 KB gzip) stays out of the browser bundle.
 */
import {getSeoMeta} from '@shopify/hydrogen';
import type {ProductDetailFragment} from 'storefrontapi.generated';
import {shortDescription} from './meta';
import {SITE} from './site';

/** Title, description, canonical URL and Open Graph tags, for the route's meta. */
export function productSeoMeta(
  product: Pick<
    ProductDetailFragment,
    'title' | 'description' | 'seo' | 'images'
  >,
  canonicalUrl: string,
) {
  const image = product.images.nodes[0];
  return [
    ...(getSeoMeta({
      title: product.seo.title || product.title,
      titleTemplate: `%s | ${SITE.shopName}`,
      description: shortDescription(
        product.seo.description || product.description,
      ),
      url: canonicalUrl,
      media: image
        ? {
            type: 'image',
            url: image.url,
            width: image.width,
            height: image.height,
            altText: image.altText,
          }
        : undefined,
    }) ?? []),
    {property: 'og:type', content: 'product'},
  ];
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
    image: product.images.nodes.map((image) => image.url),
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

/** JSON for an inline <script>: `<` escaped so no value can close the element. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
