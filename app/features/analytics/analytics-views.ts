/**
 * What a page's analytics marker says (AnalyticsView), from the data the page already
 * has: the same for every visitor of the page, so it is cached with it.
 */
import type {AnalyticsView} from './analytics-contract';

type ProductShown = {
  id: string;
  title: string;
  vendor: string;
  productType: string;
  selectedOrFirstAvailableVariant?: {
    id: string;
    title: string;
    sku?: string | null;
    price: {amount: string};
  } | null;
};

/** A product page: the product and the variant shown, one of it (Hydrogen's skeleton too). */
export function productPageView(
  product: ProductShown,
): Extract<AnalyticsView, {pageType: 'product'}> | null {
  const variant = product.selectedOrFirstAvailableVariant;
  if (!variant) return null;
  return {
    pageType: 'product',
    resourceId: product.id,
    totalValue: Number(variant.price.amount),
    products: [
      {
        productGid: product.id,
        variantGid: variant.id,
        name: product.title,
        variantName: variant.title,
        brand: product.vendor,
        category: product.productType || undefined,
        sku: variant.sku || undefined,
        price: variant.price.amount,
        quantity: 1,
      },
    ],
  };
}

/** The search page, once a search was made. */
export function searchPageView(term: string | null): AnalyticsView | null {
  return term ? {pageType: 'search', searchString: term} : null;
}

/** A collection's listing (the shop page lists the `all` collection). */
export function collectionPageView(collection: {
  id: string;
  handle: string;
}): AnalyticsView {
  return {
    pageType: 'collection',
    resourceId: collection.id,
    collectionHandle: collection.handle,
    collectionId: collection.id,
  };
}
