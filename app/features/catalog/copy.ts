/**
 * The catalog's own texts: product cards, lists and the product page (category names are
 * in categories.ts, the search's in app/features/search/copy.ts).
 */
export const CATALOG_COPY = {
  sale: 'Sale',
  saleOnSomeOptions: 'Sale on some options',
  soldOut: 'Sold out',
  salePrice: 'Sale price',
  regularPrice: 'Regular price',
  /** A price when other variants cost more. */
  from: (price: string) => `From ${price}`,
  productsTitle: 'Products',
  seeAllProducts: 'See all products',
  pagination: 'Pagination',
  previousPage: '← Previous page',
  nextPage: 'Next page →',
  sortBy: 'Sort by',
  description: 'Description',
  inStock: 'In stock',
  /** A product the market's country does not sell (issue 30): shown, never for sale. */
  notSoldHere: 'This product is not sold in your country.',
  soldOutChoice: 'Sold out: this choice is not available right now',
  /** Beside an option value no variant has together with the other choices. */
  unavailableCombination: '(not available with your other choices)',
} as const;

/** The shop (/store/shop). */
export const SHOP_COPY = {
  eyebrow: 'Shop',
  filterLabel: 'Filter',
  bestSellersOrder: 'Best sellers are listed in their best-selling order.',
  empty: 'No products here right now.',
} as const;

/** A category page (/grills, /fuel, ...); the categories' own words are in categories.ts. */
export const CATEGORY_PAGE_COPY = {
  eyebrow: 'Shop by category',
  empty: (category: string) =>
    `Nothing in ${category.toLowerCase()} right now.`,
} as const;

/** The gift cards page (/gift-cards). */
export const GIFT_CARDS_COPY = {
  title: 'Gift Cards',
  eyebrow: 'Gift cards · delivered by email',
  notOnSale: 'Gift cards are not on sale right now. Please check back soon.',
} as const;

/** The store's front page (/store). */
export const STORE_FRONT_COPY = {
  eyebrow: 'The Emberforge store',
  title: 'Built to hold a fire',
  lead: 'Ceramic kamado grills and everything that keeps them burning.',
  featuredGrills: 'Featured grills',
  allGrills: 'All grills →',
  newArrivals: 'New arrivals',
  allNewArrivals: 'All new arrivals →',
  bestSellers: 'Best sellers',
  allBestSellers: 'All best sellers →',
  categories: 'Shop by category',
} as const;

export const FACET_MESSAGES = {
  title: 'Filters',
  apply: 'Apply filters',
  /** The price range's inputs, with the market's currency symbol ("$", "CA$", "€"). */
  priceFrom: (symbol: string) => `From ${symbol}`,
  priceTo: (symbol: string) => `To ${symbol}`,
  active: 'Active filters',
  remove: (label: string) => `Remove filter: ${label}`,
  clearAll: 'Clear all filters',
  /** The active price filter; the bounds come formatted in the market's currency. */
  priceRange: (min: string | null, max: string | null) =>
    min && max ? `${min} to ${max}` : min ? `From ${min}` : `Up to ${max}`,
} as const;
