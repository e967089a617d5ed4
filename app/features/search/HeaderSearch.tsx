import {useCopy} from '~/features/markets/use-copy';

import {SEARCH_QUERY_FIELD} from '~/features/search/search-contract';
import {ROUTES} from '~/lib/navigation';
import {MAX_SEARCH_LENGTH} from '~/features/search/search-limits';
import {StaticMarkup} from '~/components/StaticMarkup';
import {useLocalize} from '~/features/markets/use-market';

/**
 * The header's search box: a plain GET form to /search (works without JavaScript);
 * <predictive-search> (app/features/search) adds results as you type, in a listbox it
 * makes when it loads (a page carries none: only it ever shows one). `idPrefix` names its ids
 * (the header has one copy for every width, record 0266). The same on every page, so the
 * server renders the form once per prefix (StaticMarkup).
 */
export function HeaderSearch({
  idPrefix,
  className,
}: {
  idPrefix: string;
  className?: string;
}) {
  const {SEARCH_MESSAGES} = useCopy('search');
  const inputId = `${idPrefix}-search-q`;
  const localize = useLocalize();
  return (
    <StaticMarkup
      as="predictive-search"
      cacheKey={`header-search:${idPrefix}`}
      className={className}
    >
      <form
        method="get"
        action={localize(ROUTES.search)}
        role="search"
        aria-label={SEARCH_MESSAGES.headerLandmark}
      >
        <label htmlFor={inputId} className="sr-only">
          {SEARCH_MESSAGES.label}
        </label>
        <input
          id={inputId}
          type="search"
          name={SEARCH_QUERY_FIELD}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={SEARCH_MESSAGES.headerPlaceholder}
          className="search-input"
        />
        <button type="submit" className="search-submit">
          {SEARCH_MESSAGES.button}
        </button>
        {/* <predictive-search> adds its listbox and live region here (record 0271). */}
      </form>
    </StaticMarkup>
  );
}
