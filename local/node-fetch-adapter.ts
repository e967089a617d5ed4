/**
 * The one bridge between Node's HTTP server and the Fetch API for the offline stand-ins
 * (local/storefront and local/supabase): each stand-in is a plain
 * `(request: Request) => Response` handler, as a worker or an edge function would be,
 * and this module serves it on a port. The conversion itself is @hono/node-server's
 * request listener (streams, HEAD, several Set-Cookie headers, malformed requests -> 400).
 */
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {getRequestListener} from '@hono/node-server';

export type FetchHandler = (
  request: Request,
  connection: Connection,
) => Response | Promise<Response>;

/** What the socket knows and a header cannot fake: who connected. */
export type Connection = {remoteAddress: string | undefined};

export type FetchServerOptions = {
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** The answer when the handler throws: the stand-in's own 500 body, after a log line. */
  onError: (error: unknown) => Response;
};

export type FetchServer = {
  /** `http://host:port`, no trailing slash; 127.0.0.1 when listening on every address. */
  url: string;
  close(): Promise<void>;
};

/**
 * Listens, then builds the handler with the server's final URL (a stand-in writes its own
 * URL into what it answers: checkout links, image URLs, the functions' SUPABASE_URL).
 */
export async function startFetchServer(
  options: FetchServerOptions,
  createHandler: (url: string) => FetchHandler | Promise<FetchHandler>,
): Promise<FetchServer> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const url = `http://${urlHost(options.host)}:${(server.address() as AddressInfo).port}`;

  // Attached in the same tick as `listen` resolved, so no request arrives before it; a
  // request that comes while an async createHandler runs waits for it.
  const handler = Promise.resolve(createHandler(url));
  server.on(
    'request',
    getRequestListener(
      async (request, {incoming}) => {
        try {
          return await (
            await handler
          )(request, {remoteAddress: incoming.socket.remoteAddress});
        } catch (error) {
          return options.onError(error);
        }
      },
      // Keep Node's own Request and Response: the stand-ins share the process with tests.
      {overrideGlobalObjects: false},
    ),
  );
  handler.catch(() => server.close());
  await handler;

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** A body over the limit a stand-in sets (Shopify answers 413). */
export class BodyTooLargeError extends Error {
  readonly limitBytes: number;
  constructor(limitBytes: number) {
    super(`Request body over ${limitBytes} bytes`);
    this.limitBytes = limitBytes;
  }
}

/** The request's body as UTF-8 text, refusing more than `limitBytes` before reading it all. */
export async function readBodyText(
  request: Request,
  limitBytes: number,
): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > limitBytes)
    throw new BodyTooLargeError(limitBytes);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      throw new BodyTooLargeError(limitBytes);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
