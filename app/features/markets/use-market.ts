import {createContext, useContext} from 'react';
import {formatMoney, type Money} from '~/lib/money';
import {DEFAULT_MARKET, localizedHref, type Market} from './markets';

/**
 * The market of the page being rendered. The root Layout provides it from the root
 * loader's data (which took it from the URL's prefix); without the root's data (its loader
 * failed, or the prefix is unknown and the page is the 404) it is the default market, so a
 * page always has one to speak in. A context rather than the router's loader data, so the
 * chrome that StaticMarkup renders outside the page's router still knows it.
 */
export const MarketContext = createContext<Market>(DEFAULT_MARKET);

export function useMarket(): Market {
  return useContext(MarketContext);
}

/** Links in the page's market: `href={localize(ROUTES.shop)}` (localizedHref). */
export function useLocalize(): (href: string) => string {
  const market = useMarket();
  return (href) => localizedHref(market, href);
}

/** Prices as the page's market writes them (`formatMoney` in its locale: CA$, 1.299,00 €). */
export function useFormatMoney(): (money: Money) => string {
  const {locale} = useMarket();
  return (money) => formatMoney(money, locale);
}
