import {useLocation} from 'react-router';
import {pathWithoutNotice} from '~/lib/notices';
import {MARKET_FIELDS, MARKET_PATH, type MarketOption} from './market-contract';
import {marketsCopy} from './market-copy';
import type {Market} from './markets';

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
    <form method="post" action={MARKET_PATH} className="market-form">
      <input
        type="hidden"
        name={MARKET_FIELDS.returnTo}
        value={pathWithoutNotice(location.pathname, location.search)}
      />
      <label htmlFor={selectId}>{copy.selectorLabel}</label>
      <select
        id={selectId}
        name={MARKET_FIELDS.market}
        defaultValue={market.locale}
        className="market-select"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button-secondary">
        {copy.selectorSubmit}
      </button>
    </form>
  );
  if (variant === 'footer') return <div>{form}</div>;
  // The summary's name says what it opens and the market now; it shows the short form.
  const current = options.find((option) => option.value === market.locale);
  return (
    <details className="market-menu">
      <summary
        className="nav-item"
        aria-label={`${copy.selectorLabel}: ${current?.label ?? market.locale}`}
      >
        {`${market.country} · ${market.currency}`}
      </summary>
      <div className="market-panel">{form}</div>
    </details>
  );
}
