import type {Route} from './+types/api.predictive-search';
import {SEARCH_MESSAGES} from '~/features/search/copy';
import {
  PRIVATE_PAGE_CACHE,
  PUBLIC_PAGE_CACHE,
} from '~/features/http/http-cache';
import {predictiveSearch, searchTermOf} from '~/features/search/search.server';
import {SEARCH_QUERY_FIELD} from '~/features/search/search-contract';
import {routePolicy} from '~/features/http/route-policy';
import {assertKnownMarket} from '~/features/markets/markets';

export const handle = routePolicy({
  audience: 'public',
  query: [SEARCH_QUERY_FIELD],
});

/**
 * GET /api/predictive-search?q=: the header's as-you-type results as JSON (query
 * suggestions, products, collections), the same for everyone and cached like a page.
 */
export async function loader({request, context, params}: Route.LoaderArgs) {
  assertKnownMarket(params.locale);
  const {term, tooLong} = searchTermOf(
    new URL(request.url).searchParams.get(SEARCH_QUERY_FIELD),
  );
  if (tooLong)
    return Response.json(
      {error: SEARCH_MESSAGES.tooLong},
      {status: 400, headers: PRIVATE_PAGE_CACHE},
    );
  const results = term
    ? await predictiveSearch(context.storefront, term, context.market)
    : {queries: [], products: [], collections: []};
  return Response.json(results, {headers: PUBLIC_PAGE_CACHE});
}
