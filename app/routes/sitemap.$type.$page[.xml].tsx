import type {Route} from './+types/sitemap.$type.$page[.xml]';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {
  SHOPIFY_SITEMAPS,
  shopifySitemapEntries,
  SITE_SITEMAPS,
  urlset,
  XML_HEADERS,
  type ShopifySitemap,
  type SiteSitemap,
} from '~/features/seo/sitemap.server';
import {routePolicy} from '~/features/http/route-policy';
import {marketFromParam} from '~/features/markets/markets';

export const handle = routePolicy({audience: 'public', query: []});

/**
 * `/sitemap/<type>/<page>.xml`: one child sitemap; an unknown type or page is a 404. Under
 * a market's prefix (`/de-de/sitemap/…`, decision 0260) its URLs are that market's.
 */
export async function loader({params, context}: Route.LoaderArgs) {
  const origin = context.storeOrigin;
  // A resource route: the root loader's 404 for an unknown prefix does not run for it.
  const market = marketFromParam(params.locale);
  const page = /^[1-9]\d{0,4}$/.test(params.page) ? Number(params.page) : null;
  const notFound = () =>
    new Response('Sitemap not found', {
      status: 404,
      headers: PRIVATE_PAGE_CACHE,
    });
  if (page === null || !market) return notFound();
  if (Object.hasOwn(SITE_SITEMAPS, params.type)) {
    if (page !== 1) return notFound();
    const paths = SITE_SITEMAPS[params.type as SiteSitemap];
    return new Response(
      urlset(
        origin,
        paths.map((path) => ({path})),
        market,
      ),
      {headers: XML_HEADERS},
    );
  }
  if (!Object.hasOwn(SHOPIFY_SITEMAPS, params.type)) return notFound();
  const entries = await shopifySitemapEntries(
    context.storefront,
    params.type as ShopifySitemap,
    page,
  );
  if (!entries) return notFound();
  return new Response(urlset(origin, entries, market), {
    headers: XML_HEADERS,
  });
}
