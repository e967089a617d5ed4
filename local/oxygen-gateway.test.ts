/**
 * Issue 24, item 8: the local Oxygen's front decides the visitor's address, not the client.
 * The first cases build the headers; the last ones run the proxy over real sockets in
 * front of a server that answers with the headers it got (standing in for MiniOxygen).
 */
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  findFreePort,
  platformHeaders,
  BUILD_ASSET_CACHE,
  startOxygenGateway,
  TEST_VISITOR_HEADERS,
  type OxygenGateway,
} from './oxygen-gateway.ts';

const KEY = 'the-harness-key';

describe('platformHeaders', () => {
  it('drops every client-sent oxygen-buyer-* and cf-connecting-ip, and sets the socket’s address', () => {
    const headers = platformHeaders(
      {
        host: 'localhost:3000',
        'oxygen-buyer-ip': '203.0.113.9',
        'oxygen-buyer-country': 'FR',
        'cf-connecting-ip': '203.0.113.10',
        cookie: 'a=b',
      },
      '::ffff:127.0.0.1',
      KEY,
    );
    expect(headers).toEqual({
      host: 'localhost:3000',
      cookie: 'a=b',
      'oxygen-buyer-ip': '127.0.0.1',
    });
  });

  it('lets the test harness, with the key, pose as another address', () => {
    const headers = platformHeaders(
      {
        [TEST_VISITOR_HEADERS.ip]: '198.51.100.31',
        [TEST_VISITOR_HEADERS.key]: KEY,
      },
      '127.0.0.1',
      KEY,
    );
    expect(headers).toEqual({'oxygen-buyer-ip': '198.51.100.31'});
  });

  it('lets the test harness, with the key, pose as a visitor from another country', () => {
    expect(
      platformHeaders(
        {
          [TEST_VISITOR_HEADERS.country]: 'DE',
          [TEST_VISITOR_HEADERS.key]: KEY,
        },
        '127.0.0.1',
        KEY,
      ),
    ).toEqual({'oxygen-buyer-ip': '127.0.0.1', 'oxygen-buyer-country': 'DE'});
    // A country from a client without the key, or not a two-letter code, names nothing.
    expect(
      platformHeaders(
        {[TEST_VISITOR_HEADERS.country]: 'DE', 'oxygen-buyer-country': 'DE'},
        '127.0.0.1',
        KEY,
      ),
    ).toEqual({'oxygen-buyer-ip': '127.0.0.1'});
    expect(
      platformHeaders(
        {
          [TEST_VISITOR_HEADERS.country]: 'Germany',
          [TEST_VISITOR_HEADERS.key]: KEY,
        },
        '127.0.0.1',
        KEY,
      ),
    ).toEqual({'oxygen-buyer-ip': '127.0.0.1'});
  });

  it('ignores the test headers with a wrong key, with no key configured, or with no address', () => {
    const posing = {
      [TEST_VISITOR_HEADERS.ip]: '198.51.100.31',
      [TEST_VISITOR_HEADERS.key]: 'guessed',
    };
    expect(platformHeaders(posing, '127.0.0.1', KEY)).toEqual({
      'oxygen-buyer-ip': '127.0.0.1',
    });
    expect(
      platformHeaders(
        {...posing, [TEST_VISITOR_HEADERS.key]: KEY},
        '127.0.0.1',
        undefined,
      ),
    ).toEqual({'oxygen-buyer-ip': '127.0.0.1'});
    expect(
      platformHeaders(
        {
          ...posing,
          [TEST_VISITOR_HEADERS.ip]: 'not-an-ip',
          [TEST_VISITOR_HEADERS.key]: KEY,
        },
        '127.0.0.1',
        KEY,
      ),
    ).toEqual({'oxygen-buyer-ip': '127.0.0.1'});
  });
});

describe('the proxy', () => {
  let upstream: Server;
  let gateway: OxygenGateway;
  let origin: string;

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        response.setHeader('set-cookie', ['a=1', 'b=2']);
        response.writeHead(request.url === '/moved' ? 303 : 200, {
          'content-type': 'application/json',
          ...(request.url === '/moved' ? {location: '/elsewhere'} : {}),
        });
        response.end(
          JSON.stringify({
            url: request.url,
            headers: request.headers,
            body,
            socket: request.socket.remotePort,
          }),
        );
      });
    });
    await new Promise<void>((resolve) =>
      upstream.listen(0, '127.0.0.1', resolve),
    );
    const port = await findFreePort();
    gateway = await startOxygenGateway({
      port,
      target: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      testKey: KEY,
    });
    origin = `http://localhost:${port}`;
  });
  afterAll(async () => {
    await gateway?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it('passes the request on with the socket’s address, whatever the client claimed', async () => {
    const answer = await fetch(`${origin}/search?q=%25`, {
      method: 'POST',
      headers: {'oxygen-buyer-ip': '203.0.113.9', 'content-type': 'text/plain'},
      body: 'hello',
    });
    const seen = (await answer.json()) as {
      url: string;
      headers: Record<string, string>;
      body: string;
    };
    expect(seen.url).toBe('/search?q=%25');
    expect(seen.body).toBe('hello');
    expect(seen.headers['oxygen-buyer-ip']).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(seen.headers.host).toBe(new URL(origin).host);
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('serves the build’s hashed files as a CDN does, and nothing else', async () => {
    const asset = await fetch(`${origin}/assets/app-Abc123.css`);
    expect(asset.headers.get('cache-control')).toBe(BUILD_ASSET_CACHE);
    const page = await fetch(`${origin}/store/shop`);
    expect(page.headers.get('cache-control')).toBeNull();
    const posted = await fetch(`${origin}/assets/app-Abc123.css`, {
      method: 'POST',
    });
    expect(posted.headers.get('cache-control')).toBeNull();
  });

  it('sends each request on a connection of its own, never one MiniOxygen may be closing as idle', async () => {
    const post = async () =>
      (await (
        await fetch(`${origin}/cart`, {method: 'POST', body: 'x'})
      ).json()) as {socket: number; headers: Record<string, string>};
    const first = await post();
    const second = await post();
    expect(second.socket).not.toBe(first.socket);
    expect(second.headers.connection).toBe('close');
  });

  it('passes redirects back as they are', async () => {
    const answer = await fetch(`${origin}/moved`, {redirect: 'manual'});
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/elsewhere');
  });

  it('answers 502, private, while nothing listens behind it', async () => {
    const port = await findFreePort();
    const lonely = await startOxygenGateway({
      port,
      target: `http://127.0.0.1:${await findFreePort()}`,
    });
    try {
      const answer = await fetch(`http://localhost:${port}/`);
      expect(answer.status).toBe(502);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    } finally {
      await lonely.close();
    }
  });
});

describe('a connection to MiniOxygen reset before it answers', () => {
  let upstream: Server;
  let gateway: OxygenGateway;
  let port: number;
  const seen: string[] = [];

  beforeAll(async () => {
    // Resets the first connection of each path, answers the next.
    upstream = createServer((request, response) => {
      const key = `${request.method} ${request.url}`;
      const first = !seen.includes(key);
      seen.push(key);
      if (first) {
        request.socket.destroy();
        return;
      }
      response.end('ok');
    });
    await new Promise<void>((resolve) =>
      upstream.listen(0, '127.0.0.1', resolve),
    );
    port = await findFreePort();
    gateway = await startOxygenGateway({
      port,
      target: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    });
  });
  afterAll(async () => {
    await gateway?.close();
    upstream?.close();
  });

  it('sends a GET once more; a POST, which may have been acted on, is a 502', async () => {
    const get = await fetch(`http://localhost:${port}/assets/app.css`);
    expect(get.status).toBe(200);
    expect(await get.text()).toBe('ok');
    expect(seen.filter((key) => key === 'GET /assets/app.css')).toHaveLength(2);

    const post = await fetch(`http://localhost:${port}/cart`, {
      method: 'POST',
      body: 'a=1',
    });
    expect(post.status).toBe(502);
    expect(seen.filter((key) => key === 'POST /cart')).toHaveLength(1);
  });
});
