import type {Route} from './+types/[sitemap.xml]';
import {sitemapIndex, XML_HEADERS} from '~/features/seo/sitemap.server';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({audience: 'public', query: []});

/** The sitemap index: one child per Shopify sitemap page, the store's pages, the recipes. */
export async function loader({context}: Route.LoaderArgs) {
  const body = await sitemapIndex(context.storefront, context.storeOrigin);
  return new Response(body, {headers: XML_HEADERS});
}
