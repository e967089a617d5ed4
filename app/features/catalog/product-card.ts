/**
 * What a product card shows, worked out on the server. A list's loader returns these, not
 * the products as queried: the query carries up to 10 variants and 5 images a product
 * (SPEC 3; the sale filter reads them); a card needs one image and one price.
 */
import type {ProductCardFragment} from 'storefrontapi.generated';
import type {Page} from './pagination';
import {cardPriceOf, isOnSale} from './product-pricing';

export type ProductCardData = {
  handle: string;
  title: string;
  productType: string;
  availableForSale: boolean;
  image: {url: string; altText: string | null} | null;
  price: ReturnType<typeof cardPriceOf>;
  /**
   * Some variants are on sale but not all: the card says "Sale on some options" rather
   * than showing a plain price with no hint, or a "Sale" that every option would not keep.
   */
  saleOnSomeOptions: boolean;
};

/**
 * A card's facts. In a sale listing (`saleView`) the price is the cheapest reduced
 * variant's, with its compare-at price: the reason the product is listed there.
 */
export function toProductCard(
  product: ProductCardFragment,
  {saleView = false}: {saleView?: boolean} = {},
): ProductCardData {
  const image = product.images.nodes[0];
  const variants = product.variants.nodes;
  const onSale = variants.filter(isOnSale);
  const price = cardPriceOf(saleView && onSale.length ? onSale : variants);
  return {
    handle: product.handle,
    title: product.title,
    productType: product.productType,
    availableForSale: product.availableForSale,
    image: image ? {url: image.url, altText: image.altText ?? null} : null,
    price,
    saleOnSomeOptions: onSale.length > 0 && onSale.length < variants.length,
  };
}

export function toProductCardPage(
  page: Page<ProductCardFragment>,
  options: {saleView?: boolean} = {},
): Page<ProductCardData> {
  return {
    nodes: page.nodes.map((product) => toProductCard(product, options)),
    pageInfo: page.pageInfo,
  };
}
