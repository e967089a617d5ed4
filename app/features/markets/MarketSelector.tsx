import {useLocation} from 'react-router';
import {pathWithoutNotice} from '~/lib/notices';
import {GlobeIcon} from '~/components/icons';
import {MARKET_FIELDS, MARKET_PATH, type MarketOption} from './market-contract';
import {marketsCopy} from './market-copy';
import type {Market} from './markets';

const SELECT =
  'rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100';

/**
 * The country/language selector (issue 30): a plain form, so it works without
 * JavaScript. It posts the chosen market and the page to MARKET_PATH, which remembers
 * the choice, moves the cart and answers 303 to the same page in that market. The
 * header's is a <details> disclosure (a keyboard opens it, a screen reader hears its
 * summary); the footer's is the form itself.
 */
export function MarketSelector({
  market,
  options,
  idPrefix,
  variant,
}: {
  market: Market;
  options: readonly MarketOption[];
  idPrefix: string;
  variant: 'header' | 'footer';
}) {
  const location = useLocation();
  const copy = marketsCopy(market);
  const selectId = `${idPrefix}-market`;
  const form = (
    <form
      method="post"
      action={MARKET_PATH}
      className="flex flex-wrap items-end gap-2"
    >
      <input
        type="hidden"
        name={MARKET_FIELDS.returnTo}
        value={pathWithoutNotice(location.pathname, location.search)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          {copy.selectorLabel}
        </label>
        <select
          id={selectId}
          name={MARKET_FIELDS.market}
          defaultValue={market.locale}
          className={SELECT}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button-secondary px-4 py-2">
        {copy.selectorSubmit}
      </button>
    </form>
  );
  if (variant === 'footer') return <div className="mt-6">{form}</div>;
  const current = options.find((option) => option.value === market.locale);
  return (
    <details className="group relative">
      <summary
        className="nav-item flex cursor-pointer list-none items-center gap-1"
        title={current?.label}
      >
        <GlobeIcon className="size-4" />
        <span aria-hidden="true">
          {market.country} · {market.currency}
        </span>
        <span className="sr-only">
          {copy.selectorLabel}: {current?.label ?? market.locale}
        </span>
      </summary>
      <div className="absolute right-0 top-full z-50 mt-2 w-80 rounded-2xl border border-stone-200 bg-white p-4 shadow-xl dark:border-stone-800 dark:bg-stone-900">
        {form}
      </div>
    </details>
  );
}
