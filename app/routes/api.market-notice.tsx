import {data} from 'react-router';
import type {Route} from './+types/api.market-notice';
import {routePolicy} from '~/features/http/route-policy';
import {buyerCountryOf} from '~/features/consent/consent.server';
import {
  MARKET_NOTICE_PARAM,
  marketOfLocale,
  type MarketNoticeAnswer,
} from '~/features/markets/market-contract';
import {
  offeredMarket,
  rememberedMarket,
} from '~/features/markets/market-choice.server';
import {MarketNoticeContent} from '~/features/markets/MarketNotice';
import {renderStaticMarkup} from '~/lib/static-markup.server';

/**
 * Personal (private, no-store): it reads Oxygen's `oxygen-buyer-country` and the
 * remembered choice, which no public page does (decision 0260).
 */
export const handle = routePolicy({audience: 'personal'});

/**
 * `?page=<locale of the page's market>`: the market <market-notice> should offer and the
 * notice's markup (its sentence in that market's language, its name and close button in
 * the page's), or 204 when none (the visitor is in the page's market, chose it, or is
 * somewhere we do not sell). An unknown page market is a 400.
 */
export async function loader({request}: Route.LoaderArgs) {
  const page = marketOfLocale(
    new URL(request.url).searchParams.get(MARKET_NOTICE_PARAM),
  );
  if (!page)
    return new Response('Unknown market', {
      status: 400,
      headers: {'Content-Type': 'text/plain'},
    });
  const offered = offeredMarket({
    page,
    chosen: rememberedMarket(request),
    buyerCountry: buyerCountryOf(request),
  });
  if (!offered) return new Response(null, {status: 204});
  const answer: MarketNoticeAnswer = {
    prefix: offered.prefix,
    html: await renderStaticMarkup(
      <MarketNoticeContent page={page} offered={offered} />,
    ),
  };
  return data(answer);
}
