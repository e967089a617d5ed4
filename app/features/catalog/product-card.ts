/**
 * What a product card shows, worked out on the server. A list's loader returns these, not
 * the products as queried: the query carries up to 10 variants and 5 images a product
 * (SPEC 3; the sale filter reads them); a card needs one image and one price.
 */
import type {ProductCardFragment} from 'storefrontapi.generated';
import type {Page} from './pagination';
import {cardPriceOf} from './product-pricing';

export type ProductCardData = {
  handle: string;
  title: string;
  productType: string;
  availableForSale: boolean;
  image: {url: string; altText: string | null} | null;
  price: ReturnType<typeof cardPriceOf>;
};

export function toProductCard(product: ProductCardFragment): ProductCardData {
  const image = product.images.nodes[0];
  return {
    handle: product.handle,
    title: product.title,
    productType: product.productType,
    availableForSale: product.availableForSale,
    image: image ? {url: image.url, altText: image.altText ?? null} : null,
    price: cardPriceOf(product.variants.nodes),
  };
}

export function toProductCardPage(
  page: Page<ProductCardFragment>,
): Page<ProductCardData> {
  return {nodes: page.nodes.map(toProductCard), pageInfo: page.pageInfo};
}
