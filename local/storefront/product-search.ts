import {GraphQLError} from 'graphql';
import type {Catalog, CatalogCollection, CatalogProduct} from './catalog.ts';
import {
  compare,
  freeTextWords,
  matchesSearch,
  parseSearchQuery,
  type SearchNode,
  type SearchTerm,
} from './search-syntax.ts';

/** Filtering and sorting of products the way the Storefront API's `products` and `collection.products` do. */

function minPrice(product: CatalogProduct): number {
  return Math.min(...product.variants.map((variant) => variant.priceCents));
}

function searchText(product: CatalogProduct): string {
  return [
    product.title,
    product.productType,
    product.vendor,
    product.tags.join(' '),
    product.description,
  ]
    .join(' ')
    .toLowerCase();
}

/** The product fields Shopify documents for the `products(query:)` argument. */
function matchProductTerm(
  product: CatalogProduct,
  term: SearchTerm,
): boolean | null {
  switch (term.field) {
    case 'title':
      return term.prefix
        ? compare.text(term, product.title) ||
            compare.words(term, product.title)
        : compare.words(term, product.title);
    case 'product_type':
      return compare.text(term, product.productType);
    case 'vendor':
      return compare.text(term, product.vendor);
    case 'tag':
      return product.tags.some((tag) => compare.text(term, tag));
    case 'tag_not':
      return !product.tags.some((tag) => compare.text(term, tag));
    case 'available_for_sale':
      return compare.boolean(term, product.availableForSale);
    case 'handle':
      return compare.text(term, product.handle);
    case 'id':
      return compare.ordered(term, product.numericId, Number(term.value));
    case 'variants.price':
      return product.variants.some((variant) =>
        compare.ordered(
          term,
          variant.priceCents,
          Math.round(Number(term.value) * 100),
        ),
      );
    case 'created_at':
      return compare.ordered(term, product.createdAt, term.value);
    case 'updated_at':
      return compare.ordered(term, product.updatedAt, term.value);
    default:
      return null;
  }
}

export function matchesProductQuery(
  product: CatalogProduct,
  query: SearchNode | null,
): boolean {
  return matchesSearch(
    query,
    (term) => matchProductTerm(product, term),
    searchText(product),
  );
}

/** Relevance for RELEVANCE sorting: free-text words found in the title count double. */
function relevance(product: CatalogProduct, words: string[]): number {
  const title = product.title.toLowerCase();
  const text = searchText(product);
  return words.reduce(
    (score, word) =>
      score + (title.includes(word) ? 2 : 0) + (text.includes(word) ? 1 : 0),
    0,
  );
}

type SortValue = number | string;
const SORT_VALUES: Record<string, (product: CatalogProduct) => SortValue> = {
  ID: (product) => product.numericId,
  TITLE: (product) => product.title.toLowerCase(),
  PRICE: minPrice,
  CREATED_AT: (product) => product.createdAt,
  CREATED: (product) => product.createdAt,
  UPDATED_AT: (product) => product.updatedAt,
  PRODUCT_TYPE: (product) => product.productType.toLowerCase(),
  VENDOR: (product) => product.vendor.toLowerCase(),
  // Best sellers first, as in Shopify.
  BEST_SELLING: (product) => -product.unitsSold,
};

/**
 * Sorts with ties broken by id, as Shopify does. RELEVANCE orders by match strength for
 * the query's free text and keeps `defaultOrder` otherwise.
 */
export function sortProducts(
  products: CatalogProduct[],
  sortKey: string,
  reverse: boolean,
  query: SearchNode | null,
  defaultOrder: CatalogProduct[],
): CatalogProduct[] {
  let sorted: CatalogProduct[];
  if (
    sortKey === 'RELEVANCE' ||
    sortKey === 'COLLECTION_DEFAULT' ||
    sortKey === 'MANUAL'
  ) {
    const position = new Map(
      defaultOrder.map((product, index) => [product, index]),
    );
    const words = sortKey === 'RELEVANCE' ? freeTextWords(query) : [];
    sorted = [...products].sort(
      (a, b) =>
        relevance(b, words) - relevance(a, words) ||
        position.get(a)! - position.get(b)!,
    );
  } else {
    const valueOf = SORT_VALUES[sortKey];
    if (!valueOf)
      throw new GraphQLError(
        `Sort key ${sortKey} is not supported by the local Storefront API`,
      );
    sorted = [...products].sort((a, b) => {
      const left = valueOf(a);
      const right = valueOf(b);
      return left < right ? -1 : left > right ? 1 : a.numericId - b.numericId;
    });
  }
  return reverse ? sorted.reverse() : sorted;
}

export type ProductFilterInput = {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: {name: string; value: string} | null;
  productMetafield?: {namespace: string; key: string; value: string} | null;
  [unsupported: string]: unknown;
};

const SUPPORTED_FILTERS = new Set([
  'available',
  'price',
  'productType',
  'productVendor',
  'tag',
  'variantOption',
  'productMetafield',
]);

/**
 * Each set field of each ProductFilter input as a filter of its own, with its group: values of
 * one group are ORed. Unsupported fields answer an error naming them.
 */
function singleFilters(
  filters: ProductFilterInput[],
): {group: string; filter: ProductFilterInput}[] {
  return filters.flatMap((filter) =>
    Object.entries(filter)
      .filter(([, value]) => value != null)
      .map(([name, value]) => {
        if (!SUPPORTED_FILTERS.has(name))
          throw new GraphQLError(
            `The ${name} product filter is not supported by the local Storefront API`,
          );
        const group =
          name === 'variantOption'
            ? `variantOption:${(value as {name: string}).name.toLowerCase()}`
            : name;
        return {group, filter: {[name]: value}};
      }),
  );
}

function matchesOneFilter(
  product: CatalogProduct,
  filter: ProductFilterInput,
): boolean {
  const {available, price, productType, productVendor, tag, variantOption} =
    filter;
  if (available != null) return product.availableForSale === available;
  if (price)
    return product.variants.some(
      (variant) =>
        variant.priceCents >= Math.round((price.min ?? 0) * 100) &&
        (price.max == null ||
          variant.priceCents <= Math.round(price.max * 100)),
    );
  if (productType != null) return product.productType === productType;
  if (productVendor != null) return product.vendor === productVendor;
  if (tag != null) return product.tags.includes(tag);
  if (variantOption)
    return product.variants.some((variant) =>
      variant.selectedOptions.some(
        (option) =>
          option.name.toLowerCase() === variantOption.name.toLowerCase() &&
          option.value.toLowerCase() === variantOption.value.toLowerCase(),
      ),
    );
  // productMetafield: the local catalog has no product metafields, so nothing matches.
  return false;
}

/**
 * `products(filters:)` and `search(productFilters:)` as Shopify applies them: values of the
 * same filter (two product types, two colours) are ORed, different filters are ANDed.
 */
export function matchesProductFilters(
  product: CatalogProduct,
  filters: ProductFilterInput[],
  ignoreGroup: string | null = null,
): boolean {
  const groups = new Map<string, ProductFilterInput[]>();
  for (const {group, filter} of singleFilters(filters)) {
    if (group !== ignoreGroup)
      groups.set(group, [...(groups.get(group) ?? []), filter]);
  }
  return [...groups.values()].every((group) =>
    group.some((filter) => matchesOneFilter(product, filter)),
  );
}

export function searchProducts(
  catalog: Catalog,
  query: string | null | undefined,
  sortKey: string,
  reverse: boolean,
): CatalogProduct[] {
  const parsed = query ? parseSearchQuery(query) : null;
  const matching = catalog.products.filter((product) =>
    matchesProductQuery(product, parsed),
  );
  return sortProducts(matching, sortKey, reverse, parsed, catalog.products);
}

/** A collection's products in its own default order (the collection's `sortKey` in catalog.json). */
export function collectionProducts(
  catalog: Catalog,
  collection: CatalogCollection,
): CatalogProduct[] {
  const members = catalog.products.filter((product) =>
    matchesProductQuery(product, collection.query),
  );
  return sortProducts(
    members,
    collection.sortKey,
    false,
    null,
    catalog.products,
  );
}
