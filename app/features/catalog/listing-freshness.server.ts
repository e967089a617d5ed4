/**
 * How far behind the store a listing may be (docs/decisions/0211): what a merchant changes
 * (a product, its type, a collection), here or in Shopify's admin, reaches every listing
 * within a minute, and the admin's own change reaches it at once.
 *
 * - Every listing query (product lists, the product types a category is built from, the
 *   `all` collection with its facets, search, a product page) uses Hydrogen's short cache:
 *   fresh for 1 s, served stale for 9 more while it is fetched again, so never more than
 *   10 s old (LISTING_QUERY_MAX_AGE_S).
 * - A public page may be cached (the browser, the edge) for at most PUBLIC_PAGE_MAX_AGE_S
 *   (app/features/http/http-cache.ts), so a page is at most the sum behind: a minute.
 * - The admin's own create marks the catalog changed in this data centre's cache for a
 *   minute; while the mark is there, listing queries skip the sub-request cache (at once
 *   in the admin's isolate, within NO_MARK_REUSE_MS in the others), and the admin's answer
 *   clears that browser's HTTP cache (`Clear-Site-Data: "cache"`).
 */
import {
  CacheNone,
  CacheShort,
  type CachingStrategy,
  type Storefront,
} from '@shopify/hydrogen';

/** Hydrogen's CacheShort: max-age 1 + stale-while-revalidate 9. */
export const LISTING_QUERY_MAX_AGE_S = 10;

/** How long after the admin's change listings bypass the sub-request cache. */
export const CHANGE_BYPASS_S = 60;

/** A key of our own in the worker's cache (never fetched; `.invalid` cannot resolve). */
const CHANGED_MARK = 'https://catalog-changed.invalid/';

/**
 * How long this isolate takes the cache's "no mark" for an answer before asking again: a
 * cache lookup on every listing render was about 4% of the shop page's server time, and a
 * change made in another isolate of the data centre is then seen within these seconds,
 * not at once. The isolate's own change is seen at once (markedHereUntil).
 */
export const NO_MARK_REUSE_MS = 2_000;

/** Until when (ms) this isolate bypasses the cache for a change it made itself. */
let markedHereUntil = 0;
/** Until when (ms) this isolate trusts the last lookup that found no mark. */
let noMarkUntil = 0;

/** Called after the admin created or changed a product. */
export async function markCatalogChanged(cache: Cache | undefined) {
  markedHereUntil = Date.now() + CHANGE_BYPASS_S * 1000;
  await cache?.put(
    CHANGED_MARK,
    new Response(String(Date.now()), {
      headers: {'Cache-Control': `public, max-age=${CHANGE_BYPASS_S}`},
    }),
  );
}

const strategies = new WeakMap<Storefront, Promise<CachingStrategy>>();

/**
 * The cache a listing's Storefront query uses: the short cache, or none in the minute
 * after the admin changed the catalog. Decided once per request, with at most one cache
 * match every NO_MARK_REUSE_MS per isolate.
 */
export function listingCache(storefront: Storefront): Promise<CachingStrategy> {
  let strategy = strategies.get(storefront);
  if (!strategy) {
    strategy = (async () => {
      const now = Date.now();
      if (now < markedHereUntil) return CacheNone();
      if (now < noMarkUntil || !storefront.cache) return CacheShort();
      const mark = await storefront.cache.match(CHANGED_MARK).catch(() => null);
      if (mark) return CacheNone();
      noMarkUntil = now + NO_MARK_REUSE_MS;
      return CacheShort();
    })();
    strategies.set(storefront, strategy);
  }
  return strategy;
}
