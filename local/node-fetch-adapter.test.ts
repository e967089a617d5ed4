import {request as httpRequest} from 'node:http';
import {afterEach, describe, expect, it} from 'vitest';
import {
  BodyTooLargeError,
  readBodyText,
  startFetchServer,
  type FetchHandler,
  type FetchServer,
} from './node-fetch-adapter.ts';

let server: FetchServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const start = async (handler: FetchHandler) => {
  server = await startFetchServer(
    {
      port: 0,
      host: '127.0.0.1',
      onError: (error) => Response.json({failed: String(error)}, {status: 500}),
    },
    () => handler,
  );
  return server.url;
};

/** A raw HTTP request, so the test sees exactly what Node put on the wire. */
function raw(
  url: string,
  options: {method?: string; path: string; body?: string},
): Promise<{status: number; headers: Record<string, unknown>; body: string}> {
  return new Promise((resolve, reject) => {
    const {hostname, port} = new URL(url);
    const request = httpRequest(
      {hostname, port, path: options.path, method: options.method ?? 'GET'},
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('startFetchServer', () => {
  it('hands the handler a Fetch Request and writes its Response back', async () => {
    const url = await start(async (request) =>
      Response.json(
        {
          method: request.method,
          url: request.url,
          type: request.headers.get('content-type'),
          body: await request.text(),
        },
        {status: 201, headers: {'X-Seen': 'yes'}},
      ),
    );
    const response = await fetch(`${url}/rest/v1/items?select=*`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: '{"name":"Ana 🔥"}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-seen')).toBe('yes');
    expect(await response.json()).toEqual({
      method: 'POST',
      url: `${url}/rest/v1/items?select=*`,
      type: 'application/json',
      body: '{"name":"Ana 🔥"}',
    });
  });

  it('builds the handler with its own URL once it listens', async () => {
    server = await startFetchServer(
      {
        port: 0,
        host: '0.0.0.0',
        onError: () => new Response(null, {status: 500}),
      },
      (ownUrl) => () => new Response(ownUrl),
    );
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(server.url)).text()).toBe(server.url);
  });

  it('keeps every Set-Cookie header and sends no body to HEAD', async () => {
    const url = await start(() => {
      const headers = new Headers();
      headers.append('Set-Cookie', 'a=1; Path=/');
      headers.append('Set-Cookie', 'b=2; Path=/');
      return new Response('hello', {headers});
    });
    const get = await raw(url, {path: '/'});
    expect(get.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(get.body).toBe('hello');
    const head = await raw(url, {method: 'HEAD', path: '/'});
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers a throwing handler with the stand-in\u2019s error response', async () => {
    const url = await start(() => {
      throw new Error('boom');
    });
    const response = await fetch(url);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({failed: 'Error: boom'});
  });

  it('answers a request Fetch cannot represent with 400, not 500', async () => {
    let called = false;
    const url = await start(() => {
      called = true;
      return new Response('ok');
    });
    expect((await raw(url, {method: 'OPTIONS', path: '*'})).status).toBe(400);
    expect(called).toBe(false);
  });
});

describe('readBodyText', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    new Request('http://x/', {method: 'POST', body, headers});

  it('reads a body within the limit', async () => {
    expect(await readBodyText(post('é'.repeat(5)), 10)).toBe('ééééé');
    expect(await readBodyText(new Request('http://x/'), 10)).toBe('');
  });

  it('refuses a body over the limit, declared or streamed', async () => {
    await expect(readBodyText(post('x'.repeat(11)), 10)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    await expect(
      readBodyText(post('x', {'Content-Length': '11'}), 10),
    ).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});
