import type {ProductDetailFragment} from 'storefrontapi.generated';

/**
 * What the product page's component reads of a product (ProductDetails: the gallery, the
 * options through Hydrogen's getProductOptions, the chosen variant, the description as
 * HTML). A hydrating page serializes its loader data into the HTML, so the loader returns
 * this and keeps the rest (every variant, the plain description, the SEO fields: the
 * JSON-LD and meta tags are built from them on the server) out of the page.
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
