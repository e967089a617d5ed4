/**
 * The search's texts (the results page and the header's suggestions), beside the spec's
 * catalogue in app/lib/messages.ts. Components, the predictive-search element and tests
 * import them from here.
 */
import {formatCount} from '~/lib/counts';

export const SEARCH_MESSAGES = {
  label: 'Search the store',
  /**
   * The search landmarks' names: the header's and the results page's forms are both search
   * landmarks, so each has its own name (not the field's label, which tests look up).
   */
  headerLandmark: 'Store search',
  pageLandmark: 'Search again',
  placeholder: 'Search grills, fuel, accessories…',
  /** The header's field is narrower: a placeholder that fits it whole (issue 25 item 21). */
  headerPlaceholder: 'Grills, fuel, more…',
  button: 'Search',
  title: 'Search',
  resultsFor: (query: string) => `Results for “${query}”`,
  count: (count: number) =>
    count === 1 ? '1 result' : `${formatCount(count)} results`,
  prompt: 'What are you looking for?',
  /** A query with no letter or digit (search-limits.ts, hasSearchableWords). */
  noWords: (query: string) =>
    `“${query}” has no letters or numbers to search for. Try a word, like grill.`,
  noResults: (query: string) => `No results for “${query}”.`,
  suggestionsTitle: 'Try one of these instead',
  pagesTitle: 'Pages',
  predictiveProducts: 'Products',
  predictiveQueries: 'Suggestions',
  predictiveCollections: 'Collections',
  predictiveViewAll: (query: string) => `See all results for “${query}”`,
  /** The live region's words when the suggestions arrive: every option is counted. */
  predictiveCount: (count: number) =>
    `${count === 1 ? '1 option' : `${count} options`}. Use the arrow keys to choose.`,
  tooLong: 'Please use a shorter search (at most 100 characters).',
} as const;
