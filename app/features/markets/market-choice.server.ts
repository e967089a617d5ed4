/**
 * The worker's side of the country/language selector and the buyer-country notice
 * (decision 0260): the remembered choice's cookie, where the selector's post sends the
 * visitor, and which market (if any) the notice offers. Only the selector's post and the
 * private notice endpoint call this: public pages never read the cookie or the country.
 */
import {safeRedirectPath} from '~/features/http/safe-redirect';
import {pathWithoutNotice} from '~/lib/notices';
import {MARKET_COOKIE, marketOfLocale} from './market-contract';
import {localizedPath, MARKETS, unprefixedPath, type Market} from './markets';

/** A choice is remembered for a year, as the consent is. */
const CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function rememberedMarketCookie(market: Market, request: Request) {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${MARKET_COOKIE}=${market.locale}; Path=/; Max-Age=${CHOICE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure}`;
}

/** The market the visitor chose with the selector, if the cookie names one we sell in. */
export function rememberedMarket(request: Request): Market | undefined {
  const cookies = request.headers.get('Cookie') ?? '';
  const value = new RegExp(`(?:^|;\\s*)${MARKET_COOKIE}=([^;]*)`).exec(
    cookies,
  )?.[1];
  return marketOfLocale(value?.trim());
}

/**
 * Where the selector sends the visitor: the page they were on (`returnTo`, a path of
 * this site only, else home), without its one-time notice, in the chosen market. The
 * path's own prefix is replaced, so `/de-de/store/shop` chosen in Canada is
 * `/en-ca/store/shop`.
 */
export function pathInMarket(
  market: Market,
  returnTo: unknown,
  requestUrl: string,
): string {
  const back = safeRedirectPath(returnTo, requestUrl, '/');
  const url = new URL(back, requestUrl);
  const page = pathWithoutNotice(unprefixedPath(url.pathname), url.search);
  return localizedPath(market, page) + url.hash;
}

/**
 * The market the notice offers a visitor on a page of `page`'s market: the one they
 * chose with the selector, else the first market of the country Oxygen says they are in;
 * none when that is the page's own market (or its country's, for a visitor who has not
 * chosen: a Canadian reading /fr-ca is not offered /en-ca), or when we do not sell there.
 */
export function offeredMarket({
  page,
  chosen,
  buyerCountry,
}: {
  page: Market;
  chosen: Market | undefined;
  buyerCountry: string | null;
}): Market | null {
  if (chosen) return chosen === page ? null : chosen;
  if (!buyerCountry || page.country === buyerCountry) return null;
  return MARKETS.find((market) => market.country === buyerCountry) ?? null;
}
