import {redirect} from 'react-router';
import type {Route} from './+types/api.market';
import {routePolicy} from '~/features/http/route-policy';
import {readFormBody} from '~/features/http/form-body.server';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {
  MARKET_FIELDS,
  marketOfLocale,
} from '~/features/markets/market-contract';
import {
  pathInMarket,
  rememberedMarketCookie,
} from '~/features/markets/market-choice.server';
import {marketsCopy} from '~/features/markets/market-copy';
import {marketFromPath} from '~/features/markets/markets';
import {moveCartToMarket} from '~/features/markets/cart-market.server';

/** Personal: it sets the remembered market. Posted by the selector on our own pages. */
export const handle = routePolicy({audience: 'personal', writes: 'same-site'});

/** Nothing to show: a GET goes home. */
export function loader() {
  return redirect('/', {headers: PRIVATE_PAGE_CACHE});
}

/**
 * The selector's choice (decision 0260): remembers it in a cookie, moves the cart (if
 * any) to the market's country so Shopify re-prices it, and sends the visitor to the page
 * they were on in the new market (303: a reload does not post again).
 */
export async function action({request, context}: Route.ActionArgs) {
  const form = await readFormBody(request);
  const market = marketOfLocale(form.get(MARKET_FIELDS.market));
  const returnTo = form.get(MARKET_FIELDS.returnTo);
  if (!market) {
    const from = marketFromPath(
      typeof returnTo === 'string' && returnTo.startsWith('/') ? returnTo : '/',
    );
    return new Response(marketsCopy(from).invalidChoice, {
      status: 400,
      headers: {...PRIVATE_PAGE_CACHE, 'Content-Type': 'text/plain'},
    });
  }
  await moveCartToMarket(context, market);
  return new Response(null, {
    status: 303,
    headers: {
      ...PRIVATE_PAGE_CACHE,
      Location: pathInMarket(market, returnTo, request.url),
      'Set-Cookie': rememberedMarketCookie(market, request),
    },
  });
}
