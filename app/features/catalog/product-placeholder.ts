/**
 * The picture a product without media shows (Shopify allows a product with no image):
 * one square SVG from our own origin, the same size as a product image, so a card or a
 * gallery keeps its place and nothing shifts when it loads.
 */
import placeholderUrl from '~/assets/product-placeholder.svg?url';

/** The placeholder's path on this site (a fingerprinted asset). */
export const PRODUCT_PLACEHOLDER_PATH: string = placeholderUrl;

/** Its absolute URL, for what leaves the page (JSON-LD, the predictive search's answer). */
export const productPlaceholderUrl = (origin: string) =>
  new URL(PRODUCT_PLACEHOLDER_PATH, origin).toString();
