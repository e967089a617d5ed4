import {describe, expect, it} from 'vitest';
import {isRefusedWrite, withoutOrigin} from './cross-site.server';

const post = (headers: Record<string, string>, method = 'POST') =>
  new Request('https://shop.test/form', {method, headers});

describe('isRefusedWrite', () => {
  it('lets reads through under every rule', () => {
    const read = post({Origin: 'https://evil.test'}, 'GET');
    for (const rule of ['same-site', 'same-origin', 'token'] as const)
      expect(isRefusedWrite(read, rule)).toBe(false);
  });

  it('same-site: refuses what a browser says came from elsewhere, lets clients without those headers through', () => {
    expect(
      isRefusedWrite(post({Origin: 'https://evil.test'}), 'same-site'),
    ).toBe(true);
    expect(isRefusedWrite(post({Origin: 'null'}), 'same-site')).toBe(true);
    expect(
      isRefusedWrite(post({'Sec-Fetch-Site': 'cross-site'}), 'same-site'),
    ).toBe(true);
    expect(
      isRefusedWrite(post({'Sec-Fetch-Site': 'same-site'}), 'same-site'),
    ).toBe(true);
    expect(
      isRefusedWrite(post({Origin: 'https://shop.test'}), 'same-site'),
    ).toBe(false);
    expect(
      isRefusedWrite(post({'Sec-Fetch-Site': 'same-origin'}), 'same-site'),
    ).toBe(false);
    expect(isRefusedWrite(post({}), 'same-site')).toBe(false);
  });

  it('same-origin: the browser must vouch for this origin', () => {
    expect(isRefusedWrite(post({}), 'same-origin')).toBe(true);
    expect(isRefusedWrite(post({Origin: 'null'}), 'same-origin')).toBe(true);
    expect(
      isRefusedWrite(post({Origin: 'https://evil.test'}), 'same-origin'),
    ).toBe(true);
    expect(
      isRefusedWrite(post({'Sec-Fetch-Site': 'none'}), 'same-origin'),
    ).toBe(true);
    expect(
      isRefusedWrite(post({Origin: 'https://shop.test'}), 'same-origin'),
    ).toBe(false);
    expect(
      isRefusedWrite(post({'Sec-Fetch-Site': 'same-origin'}), 'same-origin'),
    ).toBe(false);
  });

  it('token: any origin, the token is the authority', () => {
    expect(isRefusedWrite(post({Origin: 'https://mail.test'}), 'token')).toBe(
      false,
    );
  });
});

describe('withoutOrigin', () => {
  it('drops the Origin and keeps everything else', async () => {
    const stripped = withoutOrigin(
      new Request('https://shop.test/unsubscribe?token=x', {
        method: 'POST',
        headers: {Origin: 'https://mail.test', 'Content-Type': 'text/plain'},
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(stripped.headers.has('Origin')).toBe(false);
    expect(stripped.headers.get('Content-Type')).toBe('text/plain');
    expect(await stripped.text()).toBe('List-Unsubscribe=One-Click');
  });
});
