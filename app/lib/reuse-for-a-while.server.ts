/**
 * Settings the shop changes rarely (its currency and language for analytics, the
 * countries and languages it sells in), reused by the isolate for a short while instead
 * of asking the sub-request cache on every page: each cached Storefront read costs a cache
 * lookup, a body read and a JSON parse, about a tenth of a store page's server time for
 * three of them (decision 0181). The menus do the same (menus.server.ts).
 *
 * Only values are kept, never a pending promise (workerd does not let one request wait on
 * another's I/O); a failed read keeps nothing, so the next request asks again. The time is
 * short next to the reads' own cache lifetime (CacheLong: an hour), so it adds little to
 * how late a merchant's change shows.
 */
export const REUSE_FOR_MS = 60_000;

export function reuseForAWhile<T>(reuseForMs = REUSE_FOR_MS, limit = 32) {
  const kept = new Map<string, {value: T; until: number}>();
  return async function reuse(key: string, read: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = kept.get(key);
    if (entry && now < entry.until) return entry.value;
    const value = await read();
    if (!kept.has(key) && kept.size >= limit)
      kept.delete(kept.keys().next().value!);
    kept.set(key, {value, until: now + reuseForMs});
    return value;
  };
}
