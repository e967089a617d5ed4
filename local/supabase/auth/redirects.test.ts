import {describe, expect, it} from 'vitest';
import {isAllowedRedirect, redirectTarget} from './redirects.ts';

const config = {
  siteUrl: 'https://store.example',
  uriAllowList: ['https://*.preview.example/admin/**', 'myapp://callback'],
};

describe("GoTrue's redirect rule", () => {
  it('allows the site itself, loopback addresses on any port, and the allow list', () => {
    for (const allowed of [
      'https://store.example/admin/reset-password',
      'http://127.0.0.1:9/anything',
      'https://pr-12.preview.example/admin/reset-password',
      'myapp://callback',
    ])
      expect(isAllowedRedirect(allowed, config), allowed).toBe(true);
  });

  it('refuses other sites, other ports of the site, and what `*` may not cross', () => {
    for (const refused of [
      'https://evil.example/steal',
      'https://store.example:8443/admin',
      'http://store.example/admin',
      'https://a.b.preview.example/admin/x',
      'https://pr-12.preview.example/other',
      // `localhost` is a name, not a loopback address: only the site's own host may vary its port.
      'http://localhost:4810/admin/reset-password',
    ])
      expect(isAllowedRedirect(refused, config), refused).toBe(false);
  });

  it('falls back to the Referer, then to the site URL', () => {
    const request = (url: string, referer?: string) =>
      new Request(url, referer ? {headers: {referer}} : {});
    expect(
      redirectTarget(
        request(
          'http://x/auth/v1/recover?redirect_to=https://evil.example/',
          'https://store.example/admin/forgot-password',
        ),
        config,
      ),
    ).toBe('https://store.example/admin/forgot-password');
    expect(
      redirectTarget(
        request('http://x/auth/v1/recover?redirect_to=https://evil.example/'),
        config,
      ),
    ).toBe('https://store.example');
  });
});
