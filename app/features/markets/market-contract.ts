/**
 * What the country/language selector, the buyer-country notice and their endpoints agree
 * on (decision 0260): the selector posts to MARKET_PATH (unprefixed, like every api route),
 * which remembers the choice in MARKET_COOKIE; <market-notice> asks MARKET_NOTICE_PATH,
 * the only place besides that post which reads the cookie or Oxygen's buyer country.
 */
import {MARKETS, type Market} from './markets';

export const MARKET_PATH = '/api/market';
export const MARKET_NOTICE_PATH = '/api/market-notice';

/** The remembered choice: a market's locale (`en-CA`); only the two endpoints read it. */
export const MARKET_COOKIE = 'ef_market';

export const MARKET_FIELDS = {
  /** The chosen market's locale (`en-CA`): one value per market, the US one included. */
  market: 'market',
  /** The page the form was on, to come back to in the new market. */
  returnTo: 'return_to',
} as const;

/** Where a dismissed notice is remembered (localStorage): not offered again. */
export const MARKET_NOTICE_DISMISSED_KEY = 'ef_market_notice_dismissed';
/** The endpoint's answer per page market for the session (sessionStorage, prefix + locale). */
export const MARKET_NOTICE_ANSWER_KEY = 'ef_market_notice:';

/** The notice endpoint's query parameter: the market of the page asking (its locale, `<html lang>`). */
export const MARKET_NOTICE_PARAM = 'page';

export const MARKET_DOM = {
  /** The notice's link to the same page in the visitor's market. */
  noticeLink: 'data-market-notice-link',
  /** The notice's close button. */
  noticeDismiss: 'data-market-notice-dismiss',
} as const;

/** One entry of the selector. */
export type MarketOption = {
  /** The form's value: the market's locale (`en-CA`). */
  value: string;
  label: string;
  /** The option's language, for its `lang` (a French option read in French). */
  lang: string;
};

/** What the notice endpoint answers when it has a market to offer (else 204). */
export type MarketNoticeAnswer = {
  /** The offered market's prefix (null: the unprefixed US store). */
  prefix: string | null;
  /** The notice's markup (MarketNoticeContent): the page carries none (decision 0267). */
  html: string;
};

/** The market of a locale as the form and the cookie carry it (`en-CA`), if we sell there. */
export function marketOfLocale(value: unknown): Market | undefined {
  return typeof value === 'string'
    ? MARKETS.find((market) => market.locale === value)
    : undefined;
}
