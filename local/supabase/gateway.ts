/**
 * What hosted Supabase's edge (Cloudflare, then the API gateway) does to every request
 * before PostgREST, Auth or a function sees it, as far as the client's address goes
 * (decision 0193): `cf-connecting-ip` is set to the address that connected, whatever the
 * client sent, and that address is appended to `x-forwarded-for`. So a caller with the
 * anon key cannot choose the address `public.request_client_ip()` reads; only the worker,
 * with its proxy key, may name its visitor (decision 0153).
 */

/** The request as the gateway passes it on, for a client connected from `remoteAddress`. */
export function withGatewayAddress(
  request: Request,
  remoteAddress: string | undefined,
): Request {
  const headers = new Headers(request.headers);
  const address = remoteAddress ? plainAddress(remoteAddress) : null;
  if (address) {
    headers.set('cf-connecting-ip', address);
    const forwarded = headers.get('x-forwarded-for')?.trim();
    headers.set(
      'x-forwarded-for',
      forwarded ? `${forwarded}, ${address}` : address,
    );
  } else {
    // No socket (never the case over HTTP): nothing a client sent is believed.
    headers.delete('cf-connecting-ip');
  }
  // Built from its parts: the Node adapter's lightweight Request is no undici Request to copy.
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : null,
    signal: request.signal,
    ...(hasBody ? {duplex: 'half'} : {}),
  } as RequestInit);
}

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) as `127.0.0.1`. */
export function plainAddress(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}
