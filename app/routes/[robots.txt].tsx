import type {Route} from './+types/[robots.txt]';
import {PUBLIC_PAGE_CACHE} from '~/features/http/http-cache';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({audience: 'public', query: []});

/**
 * Crawlers may read the store; not the cart, checkout links, admin, search results, the
 * data endpoints, or the personal offer links (recovery and browse tokens, discount links).
 * Facet combinations are endless: only the unfiltered lists are crawled.
 */
export function loader({context}: Route.LoaderArgs) {
  const origin = context.storeOrigin;
  const body = [
    'User-agent: *',
    'Disallow: /cart',
    'Disallow: /admin',
    'Disallow: /search',
    'Disallow: /api/',
    'Disallow: /discount/',
    'Disallow: /cart-recovery',
    'Disallow: /browse-discount',
    'Disallow: /*?*filter.',
    'Disallow: /*?*cursor=',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      ...PUBLIC_PAGE_CACHE,
    },
  });
}
