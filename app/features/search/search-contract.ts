/**
 * The search's contract: the query field of every search form, the as-you-type endpoint
 * and its answer, and the marks the header's search box (HeaderSearch) carries for
 * <predictive-search> (app/elements/contract.ts).
 */

/** The search query's field (`/search?q=`, `/api/predictive-search?q=`). */
export const SEARCH_QUERY_FIELD = 'q';

/** GET with SEARCH_QUERY_FIELD: PredictiveResults as JSON. */
export const PREDICTIVE_SEARCH_PATH = '/api/predictive-search';

/** What PREDICTIVE_SEARCH_PATH answers. */
export type PredictiveResults = {
  queries: {text: string; url: string}[];
  /** `image`: the product's featured image, or the placeholder for one without media. */
  products: {title: string; url: string; price: string; image: string}[];
  collections: {title: string; url: string}[];
};

export const PREDICTIVE_SEARCH_DOM = {
  /** The listbox the results fill (<predictive-search> makes it, hidden; it has an id). */
  results: 'data-predictive-results',
  /** The polite live region that says how many results there are. */
  status: 'data-predictive-status',
} as const;
