/**
 * Where GoTrue lets an email link lead (supabase/auth internal/utilities/request.go,
 * GetReferrer and IsRedirectURLValid): `redirect_to` (query or header), else the Referer,
 * when it is the site itself (same scheme, host and port; any port on a loopback host),
 * a loopback address, or matches a pattern of the URI allow list (Supabase's "Redirect
 * URLs"); otherwise SITE_URL. The patterns are globs as gobwas/glob reads them with `.` and
 * `/` as separators: `*` stops at them, `**` does not.
 */
export function redirectTarget(
  request: Request,
  config: {siteUrl: string; uriAllowList: readonly string[]},
): string {
  const url = new URL(request.url);
  for (const candidate of [
    request.headers.get('redirect_to') || url.searchParams.get('redirect_to'),
    request.headers.get('referer'),
  ])
    if (candidate && isAllowedRedirect(candidate, config)) return candidate;
  return config.siteUrl;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

export function isAllowedRedirect(
  candidate: string,
  config: {siteUrl: string; uriAllowList: readonly string[]},
): boolean {
  let site: URL;
  let target: URL;
  try {
    site = new URL(config.siteUrl);
    target = new URL(candidate);
  } catch {
    return false;
  }
  const host = target.hostname.toLowerCase();
  const isLoopback = LOOPBACK.has(host) || host.endsWith('.localhost');
  if (
    site.hostname === target.hostname &&
    site.protocol === target.protocol &&
    (site.port === target.port || isLoopback)
  )
    return true;
  if (/^\d+$/.test(host)) return false;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('['))
    return isLoopback;
  const [withoutFragment] = candidate.split('#');
  return config.uriAllowList.some((pattern) =>
    globPattern(pattern).test(withoutFragment!),
  );
}

function globPattern(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index]!;
    if (char === '*') {
      if (pattern[index + 1] === '*') {
        source += '.*';
        index++;
      } else source += '[^./]*';
    } else if (char === '?') source += '[^./]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
