import type {ProductDetailFragment} from 'storefrontapi.generated';

/**
 * What the product page's component reads of a product (ProductDetails: the gallery, the
 * options through Hydrogen's getProductOptions, the chosen variant, the description as
 * HTML). The loader returns this and builds the JSON-LD and meta tags from the rest (every
 * variant, the plain description, the SEO fields). Since no page hydrates (record 0182)
 * none of it travels to the browser; the shape keeps the component to what it shows.
 */
export type ProductForPage = Omit<
  ProductDetailFragment,
  'variants' | 'description' | 'seo'
>;

export function productForPage(product: ProductDetailFragment): ProductForPage {
  const {
    variants: _variants,
    description: _description,
    seo: _seo,
    ...shown
  } = product;
  return shown;
}
