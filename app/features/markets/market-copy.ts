import {COPY_CATALOGUES} from '~/lib/copy-catalogues';
import type {Language} from '~/lib/copy';
import type {Market} from './markets';

/** The selector's and notice's texts in a market's language (server-rendered only). */
export function marketsCopy(market: Market) {
  return COPY_CATALOGUES.markets[market.language as Language].MARKETS_COPY;
}
