/**
 * The shop's list options, shared by loaders (what to ask Shopify) and pages (the links
 * and what each one means). Every choice lives in the URL: `?filter=`, `?sort=`, and the
 * cursor links of the pagination, so lists work without JavaScript and stay cacheable.
 */
import type {ProductSortKeys} from '@shopify/hydrogen/storefront-api-types';

/** Products per page on every list. */
export const PAGE_SIZE = 12;

export const SORT_OPTIONS = {
  'best-selling': {
    label: 'Best selling',
    sortKey: 'BEST_SELLING',
    reverse: false,
  },
  newest: {label: 'Newest', sortKey: 'CREATED_AT', reverse: true},
  'price-asc': {label: 'Price, low to high', sortKey: 'PRICE', reverse: false},
  'price-desc': {label: 'Price, high to low', sortKey: 'PRICE', reverse: true},
  title: {label: 'Name, A to Z', sortKey: 'TITLE', reverse: false},
} as const satisfies Record<
  string,
  {label: string; sortKey: ProductSortKeys; reverse: boolean}
>;

export type SortOption = keyof typeof SORT_OPTIONS;
export const DEFAULT_SORT: SortOption = 'best-selling';

/** An unknown or missing `?sort=` is the default order, never an error. */
export function parseSort(value: string | null): SortOption {
  return value !== null && Object.hasOwn(SORT_OPTIONS, value)
    ? (value as SortOption)
    : DEFAULT_SORT;
}

/**
 * The `/store/shop?filter=` values (SPEC 2), with the words a shopper reads under the
 * heading (and in the page's meta description). What each one selects, for developers:
 * `new` = products tagged "new"; `bestsellers` = every product in Shopify's BEST_SELLING
 * order; `sale` = products with a variant priced below its compare-at price.
 */
export const SHOP_FILTERS = {
  all: {
    label: 'All products',
    meaning: 'Everything we make, from grills and charcoal to spare parts.',
  },
  new: {
    label: 'New arrivals',
    meaning: 'The latest additions to the Emberforge range.',
  },
  bestsellers: {
    label: 'Best sellers',
    meaning: 'What other cooks buy most, most popular first.',
  },
  sale: {
    label: 'Sale',
    meaning: 'Everything marked down right now, while it lasts.',
  },
} as const;

export type ShopFilter = keyof typeof SHOP_FILTERS;

/** An unknown or missing `?filter=` shows all products, never an error. */
export function parseShopFilter(value: string | null): ShopFilter {
  return value !== null && Object.hasOwn(SHOP_FILTERS, value)
    ? (value as ShopFilter)
    : 'all';
}

/** The best-sellers filter is an order, so it fixes the sort. */
export function sortForFilter(
  filter: ShopFilter,
  requested: SortOption,
): SortOption {
  return filter === 'bestsellers' ? 'best-selling' : requested;
}
