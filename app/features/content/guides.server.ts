/**
 * The How-to Guides are the Shopify blog `guides` (issue 27): the AI recipes page lists
 * them from there, newest first. A page that only plans a cook does not fail for them: when
 * the Storefront API cannot answer, the list is empty and the page says nothing of it.
 */
import type {Storefront} from '@shopify/hydrogen';
import type {Logger} from '~/lib/logger.server';
import type {ArticleCardData} from './ArticleCard';
import {BLOG_QUERY} from './content-queries';
import {GUIDES_BLOG} from './storefront-paths';

export async function loadGuides(
  storefront: Storefront,
  log: Pick<Logger, 'warn'>,
): Promise<ArticleCardData[]> {
  try {
    const {blog} = await storefront.query(BLOG_QUERY, {
      cache: storefront.CacheShort(),
      variables: {handle: GUIDES_BLOG, first: 12},
    });
    return blog?.articles.nodes ?? [];
  } catch {
    // The Storefront client's guard has logged why (storefront.unavailable).
    log.warn('content.guides_unavailable', {});
    return [];
  }
}
