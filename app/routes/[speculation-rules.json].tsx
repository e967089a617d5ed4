import type {Route} from './+types/[speculation-rules.json]';
import {routePolicy} from '~/features/http/route-policy';
import {VERSIONED_RESOURCE_CACHE} from '~/features/http/http-cache';
import {
  SPECULATION_RULES_TYPE,
  SPECULATION_RULES_VERSION,
  speculationRulesJson,
  speculationRulesVersion,
} from '~/features/http/speculation-rules';
import {marketFromParam} from '~/features/markets/markets';

export const handle = routePolicy({
  audience: 'public',
  query: [SPECULATION_RULES_VERSION],
  indexable: false,
});

/**
 * GET /speculation-rules.json (and /<market>/speculation-rules.json): the market's
 * Speculation Rules, which every document names in its `Speculation-Rules` header
 * (decision 0268). The version the documents name is kept for good; any other (an old
 * page's, none) gets today's rules, cached like a page.
 */
export function loader({params, request}: Route.LoaderArgs) {
  const market = marketFromParam(params.locale);
  if (!market) throw new Response(null, {status: 404});
  const current =
    new URL(request.url).searchParams.get(SPECULATION_RULES_VERSION) ===
    speculationRulesVersion(market);
  return new Response(speculationRulesJson(market), {
    headers: {
      'Content-Type': SPECULATION_RULES_TYPE,
      ...(current ? VERSIONED_RESOURCE_CACHE : {}),
    },
  });
}
