/**
 * The front of the local Oxygen (`npm start` and the e2e stores): a proxy on the store's
 * port in front of `shopify hydrogen preview` (MiniOxygen), doing what Oxygen's edge does
 * for the visitor's address (decision 0193). MiniOxygen fills the `oxygen-buyer-*` headers
 * only when the client sent none, so a client could pick its own `oxygen-buyer-ip` and
 * rotate it past every limit. Here every client-sent `oxygen-buyer-*` (and
 * `cf-connecting-ip`) is dropped, MiniOxygen fills in its defaults for the geo headers, and
 * `oxygen-buyer-ip` is the address the connection came from. The build's hashed files under
 * `/assets/` leave with the long-lived caching a CDN gives them (BUILD_ASSET_CACHE).
 *
 * Tests that need "another visitor" get one trusted way, which no client of a running
 * store has: the harness starts the store with LOCAL_OXYGEN_TEST_VISITOR_KEY (a random
 * value per run) and sends it with the address and/or the country to pose as
 * (TEST_VISITOR_HEADERS): the consent banner depends on the country Oxygen reports.
 */
import {createHash, timingSafeEqual} from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import {isIP, type AddressInfo} from 'node:net';
import {createProxyServer} from 'httpxy';
import {plainAddress} from './supabase/gateway.ts';

/** The environment variable holding the test harness's key; unset, no one can pose. */
export const TEST_VISITOR_KEY_ENV = 'LOCAL_OXYGEN_TEST_VISITOR_KEY';

/** The headers a test sends to pose as another visitor: the key and what to pose as. */
export const TEST_VISITOR_HEADERS = {
  ip: 'x-local-test-visitor-ip',
  country: 'x-local-test-visitor-country',
  key: 'x-local-test-visitor-key',
} as const;
const TEST_HEADER_NAMES = new Set<string>(Object.values(TEST_VISITOR_HEADERS));

const PLATFORM_HEADER = /^oxygen-buyer-|^cf-connecting-ip$/;

/**
 * The headers MiniOxygen gets: the client's, minus anything naming the visitor, plus
 * `oxygen-buyer-ip` from the socket (or from a test holding the key, which may also name
 * `oxygen-buyer-country`; MiniOxygen's default fills it otherwise).
 */
export function platformHeaders(
  received: IncomingHttpHeaders,
  remoteAddress: string | undefined,
  testKey: string | undefined,
): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(received)) {
    if (PLATFORM_HEADER.test(name)) continue;
    if (TEST_HEADER_NAMES.has(name)) continue;
    headers[name] = value;
  }
  const posing = testVisitor(received, testKey);
  headers['oxygen-buyer-ip'] =
    posing.ip ?? (remoteAddress ? plainAddress(remoteAddress) : '127.0.0.1');
  if (posing.country) headers['oxygen-buyer-country'] = posing.country;
  return headers;
}

/** What a test poses as, when it holds the key; nothing for everyone else. */
function testVisitor(
  received: IncomingHttpHeaders,
  testKey: string | undefined,
): {ip?: string; country?: string} {
  const key = received[TEST_VISITOR_HEADERS.key];
  if (!testKey || typeof key !== 'string') return {};
  const digest = (value: string) => createHash('sha256').update(value).digest();
  if (!timingSafeEqual(digest(key), digest(testKey))) return {};
  const ip = received[TEST_VISITOR_HEADERS.ip];
  const country = received[TEST_VISITOR_HEADERS.country];
  return {
    ip: typeof ip === 'string' && isIP(ip.trim()) ? ip.trim() : undefined,
    // An ISO 3166-1 alpha-2 code, as Oxygen sends it.
    country:
      typeof country === 'string' && /^[A-Z]{2}$/.test(country.trim())
        ? country.trim()
        : undefined,
  };
}

export type OxygenGateway = {
  close(): Promise<void>;
};

/** How long a failed GET waits before it is sent to MiniOxygen once more. */
const RETRY_AFTER_MS = 50;

/** Listens on `port` and passes every request, with the platform's headers, to `target`. */
export async function startOxygenGateway(options: {
  port: number;
  /** Where MiniOxygen listens, e.g. `http://localhost:3100`. */
  target: string;
  testKey?: string;
}): Promise<OxygenGateway> {
  // A new connection to MiniOxygen for every request (`agent: false`), not httpxy's default
  // keep-alive pool: a pooled connection that MiniOxygen closes as idle at the moment it
  // is reused resets the request sent on it, and a POST cannot be sent again (an e2e
  // signup got the 502 below). On loopback a connection costs a fraction of a millisecond.
  const proxy = createProxyServer({target: options.target, agent: false});
  // A GET or HEAD whose connection to MiniOxygen failed before any answer is sent once
  // more, as an edge proxy retries an idempotent request (a second line behind the fresh
  // connections above); a second failure, or MiniOxygen not up yet, is the 502.
  const retried = new WeakSet<IncomingMessage>();
  proxy.on('proxyRes', (upstream, request) => {
    if (isBuildAsset(request, upstream))
      upstream.headers['cache-control'] = BUILD_ASSET_CACHE;
  });
  proxy.on('error', (_error, request, response) => {
    if (!(request && response && 'writeHead' in response)) return;
    if (isReadOnly(request) && !response.headersSent && !retried.has(request)) {
      retried.add(request);
      setTimeout(() => void proxy.web(request, response), RETRY_AFTER_MS);
      return;
    }
    notAnswering(request, response);
  });
  const server = createServer((request, response) => {
    request.headers = platformHeaders(
      request.headers,
      request.socket.remoteAddress,
      options.testKey,
    );
    void proxy.web(request, response);
  });
  // As MiniOxygen itself listens: `localhost`, every address it resolves to.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, 'localhost', () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * How Oxygen's CDN serves the build's files: `/assets/` holds only content-hashed names
 * (a change is a new name), so a browser may keep one for a year and never ask again
 * (docs/decisions/0272). MiniOxygen's asset server sends no Cache-Control at all, which
 * made every page of ours fetch the 70 KB stylesheet again before its first paint.
 */
export const BUILD_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** GET or HEAD: a request an edge may send again and a CDN may cache. */
const isReadOnly = (request: IncomingMessage) =>
  request.method === 'GET' || request.method === 'HEAD';

function isBuildAsset(
  request: IncomingMessage,
  upstream: IncomingMessage,
): boolean {
  return (
    isReadOnly(request) &&
    (request.url?.startsWith('/assets/') ?? false) &&
    upstream.statusCode === 200 &&
    upstream.headers['cache-control'] === undefined
  );
}

/** MiniOxygen not up yet (or gone): a 502 the e2e runner's start-up poll keeps waiting on. */
function notAnswering(request: IncomingMessage, response: ServerResponse) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  request.resume();
  response.writeHead(502, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'private, no-store',
  });
  response.end('The local Oxygen (MiniOxygen) is not answering yet.\n');
}

/** A port nothing listens on now, for the MiniOxygen behind the front. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const {port} = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
