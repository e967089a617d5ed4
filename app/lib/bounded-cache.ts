/**
 * A per-isolate memo with a size bound: what a request computes the same way every time
 * (a route match for a path, an image's srcset, a currency's formatter) is kept, and the
 * oldest entry goes once `limit` is reached, so a flood of distinct keys (paths a crawler
 * invents) cannot grow the isolate's memory. Values must not depend on the request.
 */
export function boundedCache<V>(limit: number) {
  const entries = new Map<string, V>();
  return {
    /** The value for `key`, computed by `make` the first time (and after an eviction). */
    get(key: string, make: () => V): V {
      if (entries.has(key)) return entries.get(key)!;
      const value = make();
      if (entries.size >= limit) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
