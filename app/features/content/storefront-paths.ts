/**
 * Where a Shopify resource lives on this site: collections are categories or the shop's
 * filters, pages are the store's own pages. Shared by predictive search and the sitemaps.
 */
import {CATEGORIES} from '~/features/catalog/categories';
import {ROUTES} from '~/lib/navigation';

/** Collections that are a shop filter rather than a category page. */
const COLLECTION_FILTERS: Record<string, string> = {
  all: ROUTES.shop,
  'new-arrivals': `${ROUTES.shop}?filter=new`,
  'best-sellers': `${ROUTES.shop}?filter=bestsellers`,
  sale: `${ROUTES.shop}?filter=sale`,
};

export function collectionPath(handle: string): string | null {
  if ((CATEGORIES as readonly string[]).includes(handle)) return `/${handle}`;
  return COLLECTION_FILTERS[handle] ?? null;
}

/**
 * Shopify pages with a page of their own here (the warranty policy page; care is part of
 * it); every other page is at Shopify's own path, /pages/<handle>.
 */
const PAGE_PATHS: Record<string, string> = {
  warranty: ROUTES.policy('warranty'),
  'care-and-maintenance': ROUTES.policy('warranty'),
};

export function pagePath(handle: string): string {
  return PAGE_PATHS[handle] ?? ROUTES.page(handle);
}

/** The Shopify blog that holds the How-to Guides (the AI recipes page lists it). */
export const GUIDES_BLOG = 'guides';
