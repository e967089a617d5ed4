import {CacheNone, CacheShort, type Storefront} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {
  PUBLIC_PAGE_CACHE,
  PUBLIC_PAGE_MAX_AGE_S,
  PUBLIC_PAGE_STALE_S,
} from '~/features/http/http-cache';
import {
  CHANGE_BYPASS_S,
  LISTING_QUERY_MAX_AGE_S,
  listingCache,
  markCatalogChanged,
} from './listing-freshness.server';

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

  it('works without a cache (the short strategy, nothing to bypass)', async () => {
    await markCatalogChanged(undefined);
    expect(await listingCache(storefrontWith(undefined))).toEqual(CacheShort());
  });
});
