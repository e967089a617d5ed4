/**
 * The one guard for every redirect target a visitor can choose (a form's `redirectTo`,
 * `/discount/CODE?redirect=`, the admin's `next`): never an open redirect.
 */

/** C0 controls, DEL and the C1 range (Unicode's Cc): never in a Location we write. */
const CONTROL_CHARACTERS = /\p{Cc}/u;

/**
 * Only a path on this site: never an open redirect. The value is resolved with `URL`
 * against the request's own origin, the way a browser will resolve the Location, and kept
 * only when it stays on that origin (`origin` may be any URL of the site: only its origin
 * counts); what comes back is the parsed path, so it is already
 * percent-encoded. Control characters are refused outright (a browser strips tabs and new
 * lines, so `/\t/evil.example` would become `//evil.example`).
 */
export function safeRedirectPath<Fallback extends string | null>(
  value: unknown,
  origin: string,
  fallback: Fallback,
): string | Fallback {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    CONTROL_CHARACTERS.test(value)
  )
    return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `//host` or `/\host` in the result would leave the site when used as a Location.
  if (url.origin !== new URL(origin).origin || /^\/[/\\]/.test(path))
    return fallback;
  return path;
}
