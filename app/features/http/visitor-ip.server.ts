/**
 * The visitor's address as the platform reports it: Oxygen sets `oxygen-buyer-ip`,
 * Cloudflare `cf-connecting-ip`. Used for the rate limits in Postgres (decision 0153) and
 * as siteverify's `remoteip` (decision 0158).
 */
export function visitorIpOf(request: Request): string | null {
  const ip =
    request.headers.get('oxygen-buyer-ip') ??
    request.headers.get('cf-connecting-ip');
  return ip ? ip.trim().slice(0, 64) : null;
}
