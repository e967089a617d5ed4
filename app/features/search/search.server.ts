/**
 * The store's search, read through the Storefront API's `search` (the results page) and
 * `predictiveSearch` (as you type). Queries are trimmed and capped, so a long or empty
 * query never reaches Shopify.
 */
import type {PredictiveResults} from '~/features/search/search-contract';
import type {Storefront} from '@shopify/hydrogen';
import type {
  PredictiveSearchQuery,
  SearchPagesQuery,
} from 'storefrontapi.generated';
import {formatMoney} from '~/lib/money';
import {PRODUCT_CARD_FRAGMENT} from '~/features/catalog/fragments';
import {toProductCardPage} from '~/features/catalog/product-card';
import type {PaginationVariables} from '~/features/catalog/pagination';
import {collectionPath, pagePath} from '~/features/content/storefront-paths';
import {PRODUCT_PLACEHOLDER_PATH} from '~/features/catalog/product-placeholder';
import {listingCache} from '~/features/catalog/listing-freshness.server';

import {hasSearchableWords, MAX_SEARCH_LENGTH} from './search-limits';
import {
  DEFAULT_MARKET,
  localizedHref,
  type Market,
} from '~/features/markets/markets';
/** Predictive results per type (Shopify allows at most 10). */
const PREDICTIVE_LIMIT = 4;

/**
 * The search term of a URL: trimmed, blank as null; too long is an error for the caller.
 * Without a letter or a digit there is nothing to search (`noWords`, the term kept to
 * show it): the suggestions and the results page follow the same rule.
 */
export function searchTermOf(value: string | null): {
  term: string | null;
  tooLong: boolean;
  noWords: string | null;
} {
  const term = value?.trim().replaceAll(/\s+/g, ' ') ?? '';
  if (term.length > MAX_SEARCH_LENGTH)
    return {term: null, tooLong: true, noWords: null};
  if (term && !hasSearchableWords(term))
    return {term: null, tooLong: false, noWords: term};
  return {term: term || null, tooLong: false, noWords: null};
}

function throwOnErrors(errors: unknown) {
  if (Array.isArray(errors) && errors.length)
    throw new Error(
      `Shopify API Error: ${errors.map((error: {message: string}) => error.message).join(', ')}`,
    );
}

export async function searchProducts(
  storefront: Storefront,
  term: string,
  pagination: PaginationVariables,
) {
  const {search, errors} = await storefront.query(SEARCH_PRODUCTS_QUERY, {
    cache: await listingCache(storefront),
    variables: {...pagination, term},
  });
  throwOnErrors(errors);
  const products = search.nodes.filter(
    (node): node is Extract<typeof node, {__typename: 'Product'}> =>
      node.__typename === 'Product',
  );
  return {
    totalCount: search.totalCount,
    page: toProductCardPage({nodes: products, pageInfo: search.pageInfo}),
  };
}

export type SearchPageLink = {title: string; url: string};

export async function searchPages(
  storefront: Storefront,
  term: string,
): Promise<SearchPageLink[]> {
  const {search, errors} = await storefront.query(SEARCH_PAGES_QUERY, {
    cache: await listingCache(storefront),
    variables: {term},
  });
  throwOnErrors(errors);
  return (search as SearchPagesQuery['search']).nodes.flatMap((node) => {
    if (node.__typename !== 'Page') return [];
    const url = pagePath(node.handle);
    return url ? [{title: node.title, url}] : [];
  });
}

export async function predictiveSearch(
  storefront: Storefront,
  term: string,
  /** The market of the URL: its links and price format (the prices come from `@inContext`). */
  market: Market = DEFAULT_MARKET,
): Promise<PredictiveResults> {
  const inMarket = (path: string) => localizedHref(market, path);
  const {predictiveSearch: results, errors} = await storefront.query(
    PREDICTIVE_SEARCH_QUERY,
    {
      cache: await listingCache(storefront),
      variables: {term, limit: PREDICTIVE_LIMIT},
    },
  );
  throwOnErrors(errors);
  const found: NonNullable<PredictiveSearchQuery['predictiveSearch']> =
    results ?? {queries: [], products: [], collections: []};
  return {
    queries: found.queries.map((query) => ({
      text: query.text,
      url: inMarket(`/search?q=${encodeURIComponent(query.text)}`),
    })),
    products: found.products.map((product) => ({
      title: product.title,
      url: inMarket(`/store/product/${encodeURIComponent(product.handle)}`),
      price: formatMoney(product.priceRange.minVariantPrice, market.locale),
      // A product without media is suggested with the placeholder, like its card.
      image: product.featuredImage?.url ?? PRODUCT_PLACEHOLDER_PATH,
    })),
    collections: found.collections.flatMap((collection) => {
      const url = collectionPath(collection.handle);
      return url ? [{title: collection.title, url: inMarket(url)}] : [];
    }),
  };
}

const SEARCH_PRODUCTS_QUERY = `#graphql
  query SearchProducts(
    $term: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(
      query: $term
      types: [PRODUCT]
      first: $first
      last: $last
      before: $startCursor
      after: $endCursor
      unavailableProducts: LAST
    ) {
      totalCount
      nodes {
        __typename
        ... on Product {
          ...ProductCard
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
  ${PRODUCT_CARD_FRAGMENT}
` as const;

const SEARCH_PAGES_QUERY = `#graphql
  query SearchPages($term: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    search(query: $term, types: [PAGE, ARTICLE], first: 10) {
      nodes {
        __typename
        ... on Page {
          handle
          title
        }
      }
    }
  }
` as const;

const PREDICTIVE_SEARCH_QUERY = `#graphql
  query PredictiveSearch(
    $term: String!
    $limit: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    predictiveSearch(
      query: $term
      limit: $limit
      limitScope: EACH
      types: [QUERY, PRODUCT, COLLECTION]
    ) {
      queries {
        text
      }
      products {
        handle
        title
        featuredImage {
          url(transform: {maxWidth: 96, maxHeight: 96})
        }
        priceRange {
          minVariantPrice {
            amount
            currencyCode
          }
        }
      }
      collections {
        handle
        title
      }
    }
  }
` as const;
