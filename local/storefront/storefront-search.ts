import {GraphQLError} from 'graphql';
import type {
  Catalog,
  CatalogCollection,
  CatalogPage,
  CatalogProduct,
} from './catalog.ts';
import {
  connectionFrom,
  mapConnection,
  type ConnectionArgs,
} from './connections.ts';
import {stripHtml} from './html.ts';
import {productFacets} from './product-facets.ts';
import {
  matchesProductFilters,
  type ProductFilterInput,
} from './product-search.ts';

/**
 * The storefront's search box: `search` (the results page) and `predictiveSearch` (as you
 * type), with Shopify's documented arguments. Matching is by words: every word of the query
 * must match a word of a searchable field, the last one as a prefix unless `prefix: NONE`
 * (predictive search always prefixes), and a trailing "s" is ignored (stone = stones).
 * Results are ranked by where the words matched (title first).
 */

type SearchType = 'ARTICLE' | 'PAGE' | 'PRODUCT';
type Unavailable = 'HIDE' | 'LAST' | 'SHOW';

export type SearchArgs = ConnectionArgs & {
  query: string;
  types?: SearchType[] | null;
  sortKey?: 'PRICE' | 'RELEVANCE' | null;
  reverse?: boolean | null;
  unavailableProducts?: Unavailable | null;
  prefix?: 'LAST' | 'NONE' | null;
  productFilters?: ProductFilterInput[] | null;
};

export type PredictiveSearchArgs = {
  query: string;
  limit?: number | null;
  limitScope?: 'ALL' | 'EACH' | null;
  types?: ('ARTICLE' | 'COLLECTION' | 'PAGE' | 'PRODUCT' | 'QUERY')[] | null;
  searchableFields?: string[] | null;
  unavailableProducts?: Unavailable | null;
};

/** The words of a text, lower-cased, as the index keeps them. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
}

function wordMatches(queryWord: string, word: string, prefix: boolean) {
  if (prefix && word.startsWith(queryWord)) return true;
  return singular(word) === singular(queryWord);
}

type WeightedField = {weight: number; text: string};

/** Score of a record for the query's words; 0 unless every word matches some field. */
function score(
  queryWords: string[],
  fields: WeightedField[],
  prefixLast: boolean,
): number {
  if (queryWords.length === 0) return 0;
  const indexed = fields.map((field) => ({
    weight: field.weight,
    words: wordsOf(field.text),
  }));
  let total = 0;
  for (const [position, queryWord] of queryWords.entries()) {
    const prefix = prefixLast && position === queryWords.length - 1;
    const best = Math.max(
      0,
      ...indexed
        .filter((field) =>
          field.words.some((word) => wordMatches(queryWord, word, prefix)),
        )
        .map((field) => field.weight),
    );
    if (best === 0) return 0;
    total += best;
  }
  return total;
}

/** The product fields of SearchableField, by name, with their ranking weight. */
function productFields(
  product: CatalogProduct,
  searchable: Set<string>,
): WeightedField[] {
  const fields: [string, number, string][] = [
    ['TITLE', 8, product.title],
    ['PRODUCT_TYPE', 4, product.productType],
    ['VENDOR', 2, product.vendor],
    ['TAG', 2, product.tags.join(' ')],
    [
      'VARIANTS_TITLE',
      2,
      product.variants.map((variant) => variant.title).join(' '),
    ],
    [
      'VARIANTS_SKU',
      1,
      product.variants.map((variant) => variant.sku ?? '').join(' '),
    ],
    ['BODY', 1, product.description],
  ];
  return fields
    .filter(([name]) => searchable.has(name))
    .map(([, weight, text]) => ({weight, text}));
}

const ALL_PRODUCT_FIELDS = new Set([
  'TITLE',
  'PRODUCT_TYPE',
  'VENDOR',
  'TAG',
  'VARIANTS_TITLE',
  'VARIANTS_SKU',
  'BODY',
]);
/** Predictive search's default `searchableFields` (Shopify's documentation). */
const PREDICTIVE_DEFAULT_FIELDS = [
  'TITLE',
  'PRODUCT_TYPE',
  'VARIANTS_TITLE',
  'VENDOR',
];

function pageFields(page: CatalogPage, body: boolean): WeightedField[] {
  return [
    {weight: 8, text: page.title},
    ...(body ? [{weight: 1, text: stripHtml(page.body)}] : []),
  ];
}

function collectionFields(collection: CatalogCollection): WeightedField[] {
  return [{weight: 8, text: collection.title}];
}

type Ranked<T> = {item: T; score: number; position: number};

function ranked<T>(items: T[], scoreOf: (item: T) => number): Ranked<T>[] {
  return items
    .map((item, position) => ({item, score: scoreOf(item), position}))
    .filter((entry) => entry.score > 0);
}

function byRelevance<T>(a: Ranked<T>, b: Ranked<T>): number {
  return b.score - a.score || a.position - b.position;
}

/** Applies `unavailableProducts` to a ranked list (pages and articles are always available). */
function placeUnavailable<T>(
  entries: T[],
  isUnavailable: (entry: T) => boolean,
  mode: Unavailable,
): T[] {
  if (mode === 'SHOW') return entries;
  const available = entries.filter((entry) => !isUnavailable(entry));
  if (mode === 'HIDE') return available;
  return [...available, ...entries.filter(isUnavailable)];
}

function minPriceCents(product: CatalogProduct): number {
  return Math.min(...product.variants.map((variant) => variant.priceCents));
}

type SearchItem =
  {kind: 'product'; item: CatalogProduct} | {kind: 'page'; item: CatalogPage};

export function searchCatalog(
  catalog: Catalog,
  args: SearchArgs,
  toModel: {
    product: (product: CatalogProduct) => unknown;
    page: (page: CatalogPage) => unknown;
  },
) {
  const types = new Set(
    args.types?.length ? args.types : ['ARTICLE', 'PAGE', 'PRODUCT'],
  );
  const queryWords = wordsOf(args.query);
  const prefixLast = (args.prefix ?? 'LAST') === 'LAST';
  const filters = args.productFilters ?? [];

  const matchingProducts = types.has('PRODUCT')
    ? ranked(catalog.products, (product) =>
        score(
          queryWords,
          productFields(product, ALL_PRODUCT_FIELDS),
          prefixLast,
        ),
      )
    : [];
  const filteredProducts = matchingProducts.filter((entry) =>
    matchesProductFilters(entry.item, filters),
  );
  const pages = types.has('PAGE')
    ? ranked(catalog.pages, (page) =>
        score(queryWords, pageFields(page, true), prefixLast),
      )
    : [];

  const unsorted: Ranked<SearchItem>[] = [
    ...filteredProducts.map((entry) => ({
      ...entry,
      item: {kind: 'product' as const, item: entry.item},
    })),
    ...pages.map((entry) => ({
      ...entry,
      position: entry.position + catalog.products.length,
      item: {kind: 'page' as const, item: entry.item},
    })),
  ];
  let entries = unsorted.sort(byRelevance);
  if (args.sortKey === 'PRICE') {
    // Products by their lowest price; pages have no price and follow them.
    const price = (entry: Ranked<SearchItem>) =>
      entry.item.kind === 'product'
        ? minPriceCents(entry.item.item)
        : Number.MAX_SAFE_INTEGER;
    entries = [...entries].sort((a, b) => price(a) - price(b));
  }
  if (args.reverse) entries.reverse();
  const ordered = placeUnavailable(
    entries.map((entry) => entry.item),
    (entry) => entry.kind === 'product' && !entry.item.availableForSale,
    args.unavailableProducts ?? 'LAST',
  );

  return {
    ...mapConnection(
      connectionFrom(ordered, args, (entry) => entry.item.id),
      (entry) =>
        entry.kind === 'product'
          ? toModel.product(entry.item)
          : toModel.page(entry.item),
    ),
    totalCount: ordered.length,
    productFilters: productFacets(
      catalog.productFilters,
      matchingProducts.map((entry) => entry.item),
      filters,
    ),
  };
}

const PREDICTIVE_MAX_LIMIT = 10;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * Query suggestions: product titles and types (lower-cased, as Shopify suggests them) whose
 * words match the query. `styledText` marks the part the shopper has typed.
 */
function querySuggestions(catalog: Catalog, queryWords: string[]) {
  const typed = queryWords.join(' ');
  const candidates = [
    ...new Set(
      catalog.products.flatMap((product) => [
        product.productType.toLowerCase(),
        product.title.toLowerCase(),
      ]),
    ),
  ];
  return ranked(
    candidates,
    (text) =>
      score(queryWords, [{weight: 1, text}], true) +
      (text.startsWith(typed) ? 1 : 0),
  )
    .sort(byRelevance)
    .map(({item: text}) => {
      const start = text.indexOf(typed);
      const styledText =
        start === -1
          ? escapeHtml(text)
          : `${escapeHtml(text.slice(0, start))}<mark>${escapeHtml(typed)}</mark>${escapeHtml(text.slice(start + typed.length))}`;
      return {text, styledText, trackingParameters: null};
    });
}

export function predictiveSearchCatalog(
  catalog: Catalog,
  args: PredictiveSearchArgs,
  toModel: {
    product: (product: CatalogProduct) => unknown;
    page: (page: CatalogPage) => unknown;
    collection: (collection: CatalogCollection) => unknown;
  },
) {
  const limit = args.limit ?? PREDICTIVE_MAX_LIMIT;
  if (limit < 1 || limit > PREDICTIVE_MAX_LIMIT)
    throw new GraphQLError(
      `limit must be between 1 and ${PREDICTIVE_MAX_LIMIT}, got ${limit}`,
      {extensions: {code: 'argumentOutOfRange'}},
    );
  const types = new Set(
    args.types?.length
      ? args.types
      : ['ARTICLE', 'COLLECTION', 'PAGE', 'PRODUCT', 'QUERY'],
  );
  const searchable = new Set(
    args.searchableFields?.length
      ? args.searchableFields
      : PREDICTIVE_DEFAULT_FIELDS,
  );
  for (const field of searchable)
    if (field === 'VARIANTS_BARCODE' || field === 'AUTHOR')
      searchable.delete(field); // the catalog has neither barcodes nor articles
  const queryWords = wordsOf(args.query);

  const products = types.has('PRODUCT')
    ? placeUnavailable(
        ranked(catalog.products, (product) =>
          score(queryWords, productFields(product, searchable), true),
        )
          .sort(byRelevance)
          .map((entry) => entry.item),
        (product) => !product.availableForSale,
        args.unavailableProducts ?? 'LAST',
      )
    : [];
  const collections = types.has('COLLECTION')
    ? ranked(catalog.collections, (collection) =>
        score(queryWords, collectionFields(collection), true),
      )
        .sort(byRelevance)
        .map((entry) => entry.item)
    : [];
  const pages = types.has('PAGE')
    ? ranked(catalog.pages, (page) =>
        score(queryWords, pageFields(page, searchable.has('BODY')), true),
      )
        .sort(byRelevance)
        .map((entry) => entry.item)
    : [];
  const queries = types.has('QUERY')
    ? querySuggestions(catalog, queryWords)
    : [];

  const lists = {queries, products, collections, pages};
  const counts = limitCounts(
    Object.values(lists).map((list) => list.length),
    limit,
    args.limitScope ?? 'ALL',
  );
  return {
    queries: queries.slice(0, counts[0]),
    products: products.slice(0, counts[1]).map(toModel.product),
    collections: collections.slice(0, counts[2]).map(toModel.collection),
    pages: pages.slice(0, counts[3]).map(toModel.page),
    articles: [],
  };
}

/**
 * How many of each type to return: `EACH` gives every type up to `limit`; `ALL` shares
 * `limit` between the types, taking one of each in turn.
 */
function limitCounts(
  available: number[],
  limit: number,
  scope: 'ALL' | 'EACH',
): number[] {
  if (scope === 'EACH') return available.map((count) => Math.min(count, limit));
  const counts = available.map(() => 0);
  let left = limit;
  while (left > 0 && counts.some((count, index) => count < available[index]!))
    for (const [index, count] of counts.entries())
      if (left > 0 && count < available[index]!) {
        counts[index]!++;
        left--;
      }
  return counts;
}
