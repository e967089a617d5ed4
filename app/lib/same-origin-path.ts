/**
 * Where a form may send the visitor back to: a path on this site, never another origin.
 * Resolving against the request's own URL (rather than checking the first characters)
 * also catches the spellings browsers read as another host, such as `//evil.example`,
 * `/\evil.example` or a path with tabs and newlines in it.
 */
export function sameOriginPath(
  value: unknown,
  requestUrl: string,
): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  const base = new URL(requestUrl);
  let target: URL;
  try {
    target = new URL(value, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin) return null;
  return target.pathname + target.search;
}
