import {MemoryRouter} from 'react-router';
import type {Route} from './+types/api.exit-intent';
import {routePolicy} from '~/features/http/route-policy';
import {PUBLIC_PAGE_CACHE} from '~/features/http/http-cache';
import {ExitIntentDialog} from '~/features/landing/ExitIntentPopup';
import {assertKnownMarket, localizedHref} from '~/features/markets/markets';
import {MarketContext} from '~/features/markets/use-market';
import {signFormStart} from '~/features/waitlist/bot-trap.server';
import {renderStaticMarkup} from '~/lib/static-markup.server';
import {ROUTES} from '~/lib/navigation';

/** The same markup for every visitor of a market: cached like the page it belongs to. */
export const handle = routePolicy({
  audience: 'public',
  query: [],
  indexable: false,
});

/**
 * GET /api/exit-intent (and /en-ca/api/exit-intent…): the exit-intent popup's `<dialog>`,
 * which <exit-intent> puts in the page when the popup may show. Only scripts ever show it,
 * so the landing page's HTML does not carry it (issue 31). Its form posts to the market's
 * home as the page's forms do, with a start time signed now (a cached answer carries an
 * older one, as a cached page does).
 */
export async function loader({context, params}: Route.LoaderArgs) {
  assertKnownMarket(params.locale);
  const html = await renderStaticMarkup(
    <MarketContext.Provider value={context.market}>
      <MemoryRouter
        initialEntries={[localizedHref(context.market, ROUTES.home)]}
      >
        <ExitIntentDialog
          botTrap={{
            formStarted: await signFormStart(
              context.env.SESSION_SECRET,
              Date.now(),
            ),
            turnstileSiteKey: context.config.turnstileSiteKey,
          }}
        />
      </MemoryRouter>
    </MarketContext.Provider>,
  );
  return new Response(html, {
    headers: {...PUBLIC_PAGE_CACHE, 'Content-Type': 'text/html; charset=utf-8'},
  });
}
