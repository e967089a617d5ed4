import {describe, expect, it, vi} from 'vitest';
import {createLogger, redact, requestIdOf, type LogLine} from './logger.server';

function capture() {
  const lines: LogLine[] = [];
  const reported: unknown[] = [];
  return {
    lines,
    reported,
    sink: {
      write: (line: LogLine) => lines.push(line),
      reportError: (error: unknown) => reported.push(error),
    },
  };
}

describe('the logger', () => {
  it('writes one JSON-ready line per event, each with the request id', () => {
    const {lines, sink} = capture();
    const log = createLogger('req-1', sink);
    log.info('a', {n: 1});
    log.warn('b');
    log.event({event: 'c', code: 'PGRST'});
    expect(lines).toEqual([
      {level: 'info', event: 'a', requestId: 'req-1', n: 1},
      {level: 'warn', event: 'b', requestId: 'req-1'},
      {level: 'error', event: 'c', requestId: 'req-1', code: 'PGRST'},
    ]);
  });

  it('describes a thrown error and reports errors only at error level', () => {
    const {lines, reported, sink} = capture();
    const log = createLogger('req-2', sink);
    log.warn('backend.slow', {error: new Error('timeout')});
    log.error('route.failed', {error: new TypeError('boom')});
    expect(lines[1]).toMatchObject({
      event: 'route.failed',
      error: {name: 'TypeError', message: 'boom'},
    });
    expect(String((lines[1]!.error as {stack: string}).stack)).toContain(
      'TypeError: boom',
    );
    expect(reported).toHaveLength(1);
  });

  it("describes supabase-js's plain error objects by their message and code", () => {
    const {lines, sink} = capture();
    createLogger('req-4', sink).error('rpc.failed', {
      error: {message: 'permission denied', code: '42501', details: null},
    });
    expect(lines[0]!.error).toEqual({
      message: 'permission denied',
      code: '42501',
    });
  });

  it('never writes a credential: secret fields are dropped and URLs lose their tokens', () => {
    const {lines, sink} = capture();
    createLogger('req-3', sink).error('x', {
      accessToken: 'eyJhbGciOi.payload.sig',
      password: 'hunter2',
      nested: {apiKey: 'sk-live'},
      url: `https://shop.test/waitlist/${'a'.repeat(64)}?confirmed=1`,
      error: new Error(
        'GET /unsubscribe?token=0123abcd failed; Authorization: Bearer sk-abc',
      ),
    });
    const text = JSON.stringify(lines);
    for (const secret of [
      'eyJhbGciOi',
      'hunter2',
      'sk-live',
      'a'.repeat(64),
      '0123abcd',
      'sk-abc',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('/waitlist/[redacted]?confirmed=1');
  });
});

describe('redact', () => {
  it.each([
    ['/waitlist/confirm?token=abc123', '/waitlist/confirm?token=[redacted]'],
    [
      '/admin/reset-password?token_hash=pkce_1&type=recovery',
      '/admin/reset-password?token_hash=[redacted]&type=recovery',
    ],
    ['/cart-recovery?cart=v1.xyz.sig', '/cart-recovery?cart=[redacted]'],
    [
      '/browse-discount?products=a,b&sig=deadbeef',
      '/browse-discount?products=a,b&sig=[redacted]',
    ],
    ['/store/shop?filter=sale', '/store/shop?filter=sale'],
  ])('%s', (input, expected) => expect(redact(input)).toBe(expected));
});

describe('requestIdOf', () => {
  it("uses Oxygen's request-id and makes one up for anything else", () => {
    const given = new Request('https://x.test', {
      headers: {'request-id': 'abc-123'},
    });
    expect(requestIdOf(given)).toBe('abc-123');
    const forged = new Request('https://x.test', {
      headers: {'request-id': '<script>alert(1)</script>'},
    });
    expect(requestIdOf(forged)).toMatch(/^[0-9a-f-]{36}$/);
    vi.restoreAllMocks();
  });
});
