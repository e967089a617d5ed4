import {DEFAULT_MARKET, localizedPath, MARKETS, type Market} from './markets';

export type Alternate = {hrefLang: string; href: string};

/**
 * The `<link rel="alternate" hreflang>` set of one page (the same for each of its market
 * versions, as Google asks: every version lists all, itself included): one per market and
 * `x-default` for the unprefixed US page. `path` is the page's unprefixed path with the
 * query that makes it a distinct page, if any.
 */
export function hreflangAlternates(
  origin: string,
  path: string,
  markets: readonly Market[] = MARKETS,
): Alternate[] {
  const href = (market: Market) => `${origin}${localizedPath(market, path)}`;
  return [
    ...markets.map((market) => ({hrefLang: market.locale, href: href(market)})),
    {hrefLang: 'x-default', href: href(DEFAULT_MARKET)},
  ];
}

/** A page's canonical URL in its market: its own prefix, never the US page's. */
export function marketCanonical(
  origin: string,
  market: Market,
  path: string,
): string {
  return `${origin}${localizedPath(market, path)}`;
}
