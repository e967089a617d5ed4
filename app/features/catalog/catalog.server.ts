/**
 * The catalog reads the store's loaders share: a page of products for a search query and
 * an order (shop, categories, the store's front page), the sale list, the search query of
 * a category, and one product with the variant the URL chose (product and gift card pages).
 */
import {
  getSelectedProductOptions,
  type Storefront,
  type StorefrontApiErrors,
} from '@shopify/hydrogen';
import {redirect} from 'react-router';
import type {
  ProductCollectionSortKeys,
  ProductFilter,
} from '@shopify/hydrogen/storefront-api-types';
import type {
  ProductDetailFragment,
  ShopProductsQuery,
} from 'storefrontapi.generated';
import {categorySearchQuery, type Category} from './categories';
import {MESSAGES} from '~/lib/messages';
import {queryRedirectTarget} from '~/features/http/query-policy.server';
import {PRODUCT_CARD_FRAGMENT, PRODUCT_DETAIL_FRAGMENT} from './fragments';
import {
  pageOf,
  withoutCursor,
  type Page,
  type PaginationVariables,
} from './pagination';
import {toProductCardPage, type ProductCardData} from './product-card';
import {hasVariantOnSale} from './product-pricing';
import {SORT_OPTIONS, type SortOption} from './product-listing';
import {listingCache} from './listing-freshness.server';
import {countOverSale} from './sale-facets';

/** The most products one Storefront API page returns. */
const MAX_PAGE_SIZE = 250;

export type ProductList = {
  storefront: Storefront;
  sort: SortOption;
  pagination: PaginationVariables;
};

/**
 * One page of the products matching a Storefront search query (all products without one).
 * `withoutGiftCards` drops gift cards from the page (Shopify's search cannot filter on
 * isGiftCard), which then shows that many cards fewer.
 */
export async function fetchProductPage({
  storefront,
  sort,
  pagination,
  query = null,
  withoutGiftCards = false,
}: ProductList & {
  query?: string | null;
  withoutGiftCards?: boolean;
}): Promise<Page<ProductCardData>> {
  const {sortKey, reverse} = SORT_OPTIONS[sort];
  const {products, errors} = await storefront.query(PRODUCT_PAGE_QUERY, {
    cache: await listingCache(storefront),
    variables: {...pagination, sortKey, reverse, query},
  });
  throwOnErrors(errors);
  return toProductCardPage({
    ...products,
    nodes: withoutGiftCards
      ? products.nodes.filter((product) => !product.isGiftCard)
      : products.nodes,
  });
}

/** The shop's list: the `all` collection, filtered by facets, with the facets' counts. */
export type ShopFacet = NonNullable<
  ShopProductsQuery['collection']
>['products']['filters'][number];
export type FacetedPage = {
  products: Page<ProductCardData>;
  filters: ShopFacet[];
  /** The collection listed (`all`), for Shopify's collection view event. */
  collection: {id: string; handle: string};
};

/**
 * The collection sort keys of the shop's orders: collections sort by CREATED where
 * products sort by CREATED_AT.
 */
function collectionSortKey(sort: SortOption) {
  const {sortKey, reverse} = SORT_OPTIONS[sort];
  return {sortKey: sortKey === 'CREATED_AT' ? 'CREATED' : sortKey, reverse} as {
    sortKey: ProductCollectionSortKeys;
    reverse: boolean;
  };
}

/**
 * A page of the `all` collection (every product; a real store needs an automated
 * collection with that handle) with Shopify's `filters:`, so the facets and their counts
 * come from Shopify. `onSaleOnly` reads the first 250 and keeps reduced products, as
 * the sale filter always has.
 */
export async function fetchFacetedProductPage({
  storefront,
  sort,
  pagination,
  filters,
  onSaleOnly = false,
}: ProductList & {
  filters: ProductFilter[];
  onSaleOnly?: boolean;
}): Promise<FacetedPage> {
  const cache = await listingCache(storefront);
  const [{collection, errors}, saleFacts] = await Promise.all([
    storefront.query(SHOP_PRODUCTS_QUERY, {
      cache,
      variables: {
        ...(onSaleOnly ? {first: MAX_PAGE_SIZE, endCursor: null} : pagination),
        ...collectionSortKey(sort),
        filters,
      },
    }),
    // On sale, the facets are counted again over the products on sale.
    onSaleOnly
      ? storefront.query(SALE_FACET_PRODUCTS_QUERY, {cache})
      : Promise.resolve(null),
  ]);
  throwOnErrors(errors);
  throwOnErrors(saleFacts?.errors);
  if (!collection) throw new Error('The store has no "all" collection.');
  const {products} = collection;
  const listed = {id: collection.id, handle: collection.handle};
  if (!onSaleOnly)
    return {
      products: toProductCardPage(products),
      filters: products.filters,
      collection: listed,
    };

  const onSale = pageOf(
    products.nodes.filter((product) =>
      hasVariantOnSale(product.variants.nodes),
    ),
    pagination,
    (product) => product.handle,
  );
  const saleProducts = (saleFacts?.collection?.products.nodes ?? [])
    .filter((product) => hasVariantOnSale(product.variants.nodes))
    .map((product) => ({...product, variants: product.variants.nodes}));
  return {
    products: toProductCardPage(onSale, {saleView: true}),
    filters: countOverSale(products.filters, saleProducts, filters),
    collection: listed,
  };
}

/**
 * A page link whose cursor Shopify rejects (an old link, the catalog has changed since)
 * leads to the list's first page instead of an error page. Without a cursor, the error
 * stands.
 */
export async function restartListOnBadCursor<T>(
  request: Request,
  page: Promise<T>,
): Promise<T> {
  try {
    return await page;
  } catch (error) {
    const url = new URL(request.url);
    if (!url.searchParams.has('cursor')) throw error;
    const params = withoutCursor(url.searchParams);
    throw redirect(params.size ? `${url.pathname}?${params}` : url.pathname);
  }
}

/**
 * The search query for a category's products: the shop's product types (up to 250, one
 * page) that categoryOf maps to it. Null when none does. Cached like the lists, not for
 * long: a product of a new type must reach its category within a minute (0211).
 */
export async function fetchCategorySearchQuery(
  storefront: Storefront,
  category: Category,
): Promise<string | null> {
  const {productTypes, errors} = await storefront.query(PRODUCT_TYPES_QUERY, {
    cache: await listingCache(storefront),
  });
  throwOnErrors(errors);
  return categorySearchQuery(category, productTypes.nodes);
}

/**
 * A product by handle, with the variant its URL's options (`?Color=Ember+Red`) select, or
 * its first available variant. Null when no product has the handle.
 */
export async function fetchProductDetail(
  storefront: Storefront,
  handle: string,
  request: Request,
): Promise<ProductDetailFragment | null> {
  const {product, errors} = await storefront.query(PRODUCT_DETAIL_QUERY, {
    cache: await listingCache(storefront),
    variables: {handle, selectedOptions: getSelectedProductOptions(request)},
  });
  throwOnErrors(errors);
  return product ?? null;
}

/**
 * A product page reads one parameter per option of the product (and what every page
 * reads): a GET with other names is sent to the URL without them (issue 24), so made-up
 * parameters neither make a new cached page nor reach the HTML.
 */
export function redirectUnknownOptions(
  request: Request,
  product: Pick<ProductDetailFragment, 'options'>,
): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const target = queryRedirectTarget(
    new URL(request.url),
    product.options.map((option) => option.name),
  );
  if (target) throw redirect(target, 301);
}

/**
 * Hydrogen returns GraphQL errors beside the (null) data rather than throwing; a page that
 * cannot be built fails instead of showing an empty list or a not-found page.
 */
function throwOnErrors(errors: StorefrontApiErrors) {
  if (errors?.length)
    throw new Error(
      MESSAGES.shopifyApiError(errors.map((error) => error.message)),
    );
}

const PRODUCT_PAGE_QUERY = `#graphql
  query ProductPage(
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $sortKey: ProductSortKeys
    $reverse: Boolean
    $query: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    products(
      first: $first
      last: $last
      before: $startCursor
      after: $endCursor
      sortKey: $sortKey
      reverse: $reverse
      query: $query
    ) {
      nodes {
        ...ProductCard
      }
      pageInfo {
        hasPreviousPage
        hasNextPage
        startCursor
        endCursor
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

const SHOP_PRODUCTS_QUERY = `#graphql
  query ShopProducts(
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $filters: [ProductFilter!]
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: "all") {
      id
      handle
      products(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        sortKey: $sortKey
        reverse: $reverse
        filters: $filters
      ) {
        nodes {
          ...ProductCard
        }
        filters {
          id
          label
          type
          values {
            id
            label
            count
            input
          }
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

/**
 * What the sale facets are counted from: each product's facet values and its prices.
 * Variants are capped at 50 so the query stays under Shopify's complexity limit (250 x 100
 * variants was refused by the contract's cost check); a product with more options than
 * that is counted from its first 50.
 */
const SALE_FACET_PRODUCTS_QUERY = `#graphql
  query SaleFacetProducts($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: "all") {
      products(first: 250) {
        nodes {
          availableForSale
          productType
          tags
          variants(first: 50) {
            nodes {
              availableForSale
              price {
                amount
                currencyCode
              }
              compareAtPrice {
                amount
                currencyCode
              }
              selectedOptions {
                name
                value
              }
            }
          }
        }
      }
    }
  }
` as const;

const PRODUCT_TYPES_QUERY = `#graphql
  query ProductTypes($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    productTypes(first: 250) {
      nodes
    }
  }
` as const;

const PRODUCT_DETAIL_QUERY = `#graphql
  query ProductDetail(
    $handle: String!
    $selectedOptions: [SelectedOptionInput!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...ProductDetail
    }
  }
  ${PRODUCT_DETAIL_FRAGMENT}
` as const;
