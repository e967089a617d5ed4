/**
 * Issue 24, item 8: what the local Supabase's gateway passes on as the client's address.
 * The unit cases build the headers; the last one goes over a real socket, so the address
 * is the one the connection had.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {startFetchServer, type FetchServer} from '../node-fetch-adapter.ts';
import {plainAddress, withGatewayAddress} from './gateway.ts';

const request = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1/rest/v1/rpc/x', {
    method: 'POST',
    headers,
    body: '{}',
  });

describe('withGatewayAddress', () => {
  it('replaces a client-sent cf-connecting-ip with the connecting address', () => {
    const passed = withGatewayAddress(
      request({'cf-connecting-ip': '192.0.2.44'}),
      '198.51.100.9',
    );
    expect(passed.headers.get('cf-connecting-ip')).toBe('198.51.100.9');
    expect(passed.headers.get('x-forwarded-for')).toBe('198.51.100.9');
  });

  it('appends the connecting address to a client-sent x-forwarded-for, last', () => {
    const passed = withGatewayAddress(
      request({'x-forwarded-for': '192.0.2.1, 192.0.2.2'}),
      '198.51.100.9',
    );
    expect(passed.headers.get('x-forwarded-for')).toBe(
      '192.0.2.1, 192.0.2.2, 198.51.100.9',
    );
  });

  it('keeps the body and every other header (the worker’s proxy key among them)', async () => {
    const passed = withGatewayAddress(
      request({
        'x-waitlist-client-ip': '203.0.113.5',
        'x-waitlist-proxy-key': 'k',
      }),
      '127.0.0.1',
    );
    expect(passed.headers.get('x-waitlist-client-ip')).toBe('203.0.113.5');
    expect(passed.headers.get('x-waitlist-proxy-key')).toBe('k');
    expect(passed.method).toBe('POST');
    expect(await passed.text()).toBe('{}');
  });

  it('believes nothing when there is no socket address', () => {
    const passed = withGatewayAddress(
      request({'cf-connecting-ip': '192.0.2.44'}),
      undefined,
    );
    expect(passed.headers.get('cf-connecting-ip')).toBeNull();
  });

  it('writes an IPv4 client on a dual-stack socket as IPv4', () => {
    expect(plainAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(plainAddress('::1')).toBe('::1');
    expect(plainAddress('203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('over a socket', () => {
  let server: FetchServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('hands the handler the address the connection came from', async () => {
    server = await startFetchServer(
      {
        port: 0,
        host: '127.0.0.1',
        onError: () => new Response(null, {status: 500}),
      },
      () =>
        (received, {remoteAddress}) => {
          const passed = withGatewayAddress(received, remoteAddress);
          return Response.json({
            cf: passed.headers.get('cf-connecting-ip'),
            xff: passed.headers.get('x-forwarded-for'),
          });
        },
    );
    const answer = await fetch(server.url, {
      headers: {
        'cf-connecting-ip': '192.0.2.44',
        'x-forwarded-for': '192.0.2.45',
      },
    });
    expect(await answer.json()).toEqual({
      cf: '127.0.0.1',
      xff: '192.0.2.45, 127.0.0.1',
    });
  });
});
