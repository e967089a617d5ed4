import type {ProductImageFieldsFragment} from 'storefrontapi.generated';
import {
  IMAGE_WIDTHS,
  shopifyImageUrl,
  shopifySrcSet,
} from '~/features/catalog/shopify-image';
import {PRODUCT_PLACEHOLDER_PATH} from './product-placeholder';

/**
 * A product image in a square frame, with a srcset from Shopify's image CDN for the given
 * `sizes`. A plain <img> (not Hydrogen's <Image>, which writes an inline style our CSP
 * refuses and ships ~3 KB to every page that shows a picture). A product without media
 * (`image` null) shows the placeholder in the same square, so nothing shifts.
 */
export function ProductImage({
  image,
  sizes,
  priority = false,
  eager = priority,
  className = '',
  widths = IMAGE_WIDTHS,
}: {
  image: Pick<ProductImageFieldsFragment, 'url' | 'altText'> | null;
  sizes: string;
  /**
   * The page's main image (its LCP): loaded first, `fetchpriority=high`, and preloaded
   * from the document's head (React writes the preload link for such an image).
   */
  priority?: boolean;
  /** In view on arrival: loaded at once rather than lazily, without jumping the queue. */
  eager?: boolean;
  className?: string;
  widths?: readonly number[];
}) {
  const fallbackWidth = widths[Math.min(3, widths.length - 1)] ?? 640;
  if (!image)
    return (
      <img
        src={PRODUCT_PLACEHOLDER_PATH}
        width={fallbackWidth}
        height={fallbackWidth}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={`product-image ${className}`.trimEnd()}
        {...{[PLACEHOLDER_MARK]: ''}}
      />
    );
  return (
    <img
      src={shopifyImageUrl(image.url, fallbackWidth, {square: true})}
      srcSet={shopifySrcSet(image.url, widths, {square: true})}
      sizes={sizes}
      width={fallbackWidth}
      height={fallbackWidth}
      alt={image.altText ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The main image paints in the frame it is decoded for (`async` lets the browser
      // present the page without it first, a frame or more later on a slow phone's CPU).
      decoding={priority ? undefined : 'async'}
      className={`product-image ${className}`.trimEnd()}
    />
  );
}

/** On the placeholder's <img>: what a test (or a stylesheet) finds it by. */
export const PLACEHOLDER_MARK = 'data-placeholder';
