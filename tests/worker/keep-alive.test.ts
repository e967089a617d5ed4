/**
 * Issue 24, item 14: a refused post with a body over 64 KB is answered without closing the
 * keep-alive connection. workerd closes a connection whose request body was left unread, and
 * the client's next request on it fails with ECONNRESET; the worker reads what it refuses to
 * the end (app/features/http/request-body.server.ts). Over a real socket: Miniflare's own
 * HTTP server, one connection, many requests.
 */
import http from 'node:http';
import {Miniflare} from 'miniflare';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SERVER_BUILD, sharedStandIns} from '../support/worker';

let miniflare: Miniflare;
let origin: URL;

beforeAll(async () => {
  miniflare = new Miniflare({
    modules: [{type: 'ESModule', path: SERVER_BUILD}],
    compatibilityDate: '2025-06-01',
    bindings: sharedStandIns().workerEnv,
    port: 0,
  });
  origin = await miniflare.ready;
});
afterAll(() => miniflare?.dispose());

type Tally = {
  answered: Record<number, number>;
  failed: string[];
  sockets: number;
};

/** `count` posts of `size` bytes, one after the other, on one keep-alive connection. */
async function postInSeries(
  path: string,
  size: number,
  count: number,
  headers: Record<string, string>,
): Promise<Tally> {
  const agent = new http.Agent({keepAlive: true, maxSockets: 1});
  const sockets = new Set<unknown>();
  const tally: Tally = {answered: {}, failed: [], sockets: 0};
  for (let index = 0; index < count; index += 1) {
    await new Promise<void>((resolve) => {
      const request = http.request(
        new URL(path, origin),
        {
          method: 'POST',
          agent,
          headers: {...headers, 'Content-Length': String(size)},
        },
        (response) => {
          sockets.add(response.socket);
          const status = response.statusCode ?? 0;
          tally.answered[status] = (tally.answered[status] ?? 0) + 1;
          response.resume();
          response.on('end', resolve);
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        tally.failed.push(error.code ?? error.message);
        resolve();
      });
      request.end(Buffer.alloc(size, 'a'));
    });
  }
  agent.destroy();
  tally.sockets = sockets.size;
  return tally;
}

describe('refused posts over 64 KB on a keep-alive connection', () => {
  it.each([70_000, 300_000, 2_000_000])(
    'a cross-site post of %i bytes is refused, and the connection serves the next one',
    async (size) => {
      const tally = await postInSeries('/cart', size, 40, {
        Origin: 'https://evil.example',
        'Content-Type': 'application/x-www-form-urlencoded',
      });
      expect(tally.failed).toEqual([]);
      expect(tally.answered).toEqual({403: 40});
      expect(tally.sockets).toBe(1);
    },
    60_000,
  );

  it('an admin post without its Origin is refused the same way', async () => {
    const tally = await postInSeries('/admin/login', 100_000, 20, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(tally.failed).toEqual([]);
    expect(tally.answered).toEqual({403: 20});
    expect(tally.sockets).toBe(1);
  });
});
