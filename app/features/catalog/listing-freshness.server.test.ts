import {CacheNone, CacheShort, type Storefront} from '@shopify/hydrogen';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  PUBLIC_PAGE_CACHE,
  PUBLIC_PAGE_MAX_AGE_S,
  PUBLIC_PAGE_STALE_S,
} from '~/features/http/http-cache';
import {
  CHANGE_BYPASS_S,
  LISTING_QUERY_MAX_AGE_S,
  NO_MARK_REUSE_MS,
} from './listing-freshness.server';
import type * as ListingFreshness from './listing-freshness.server';

// Each test gets a fresh module: the isolate's memory of marks is module state.
let listingCache: typeof ListingFreshness.listingCache;
let markCatalogChanged: typeof ListingFreshness.markCatalogChanged;
beforeEach(async () => {
  vi.resetModules();
  ({listingCache, markCatalogChanged} =
    await import('./listing-freshness.server'));
});
afterEach(() => vi.useRealTimers());

/** The Cache API as workerd has it, enough for match and put (with max-age). */
function memoryCache(): Cache {
  const entries = new Map<string, {response: Response; expires: number}>();
  return {
    async put(request: RequestInfo | URL, response: Response) {
      const maxAge = Number(
        /max-age=(\d+)/.exec(response.headers.get('Cache-Control') ?? '')?.[1],
      );
      entries.set(String(request), {
        response,
        expires: Date.now() + maxAge * 1000,
      });
    },
    async match(request: RequestInfo | URL) {
      const entry = entries.get(String(request));
      return entry && entry.expires > Date.now()
        ? entry.response.clone()
        : undefined;
    },
  } as Cache;
}

const storefrontWith = (cache: Cache | undefined) => ({cache}) as Storefront;

describe('listing freshness', () => {
  it('keeps what a merchant changes at most a minute from every page', () => {
    const short = CacheShort();
    expect((short.maxAge ?? 0) + (short.staleWhileRevalidate ?? 0)).toBe(
      LISTING_QUERY_MAX_AGE_S,
    );
    expect(PUBLIC_PAGE_CACHE['Cache-Control']).toBe(
      `public, max-age=${PUBLIC_PAGE_MAX_AGE_S}, stale-while-revalidate=${PUBLIC_PAGE_STALE_S}`,
    );
    expect(
      PUBLIC_PAGE_MAX_AGE_S + PUBLIC_PAGE_STALE_S + LISTING_QUERY_MAX_AGE_S,
    ).toBeLessThanOrEqual(60);
  });

  it("uses the short cache, and none in the minute after the admin's change", async () => {
    const cache = memoryCache();
    expect(await listingCache(storefrontWith(cache))).toEqual(CacheShort());
    await markCatalogChanged(cache);
    expect(await listingCache(storefrontWith(cache))).toEqual(CacheNone());
    expect(CHANGE_BYPASS_S).toBeGreaterThanOrEqual(LISTING_QUERY_MAX_AGE_S);
  });

  it('works without a cache: the short strategy, and the isolate’s own change bypasses it', async () => {
    expect(await listingCache(storefrontWith(undefined))).toEqual(CacheShort());
    await markCatalogChanged(undefined);
    expect(await listingCache(storefrontWith(undefined))).toEqual(CacheNone());
  });

  it('asks the cache at most every few seconds; another isolate’s mark is seen after them', async () => {
    vi.useFakeTimers({now: 0, toFake: ['Date']});
    const cache = memoryCache();
    const match = vi.spyOn(cache, 'match');
    expect(await listingCache(storefrontWith(cache))).toEqual(CacheShort());
    // Another isolate of the data centre marks a change (its own module state).
    await cache.put(
      'https://catalog-changed.invalid/',
      new Response('1', {headers: {'Cache-Control': 'max-age=60'}}),
    );
    expect(await listingCache(storefrontWith(cache))).toEqual(CacheShort());
    expect(match).toHaveBeenCalledTimes(1);
    vi.setSystemTime(NO_MARK_REUSE_MS);
    expect(await listingCache(storefrontWith(cache))).toEqual(CacheNone());
    expect(match).toHaveBeenCalledTimes(2);
  });
});
