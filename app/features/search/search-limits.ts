/** The longest search query accepted (the form's maxlength and the server's check). */
export const MAX_SEARCH_LENGTH = 100;

/**
 * The one rule of what can be searched, for the suggestions and the results page alike: a
 * query needs a letter or a digit ("🔥", "%" or a quote alone search for nothing).
 */
export function hasSearchableWords(term: string): boolean {
  return /[\p{L}\p{N}]/u.test(term);
}
