/**
 * Every admin address, asked by an anonymous visitor: a redirect to the login page and no
 * data, never stored, never framed. (Signing in, in a browser: tests/e2e/admin-auth.spec.ts.)
 */
import {describe, expect, it} from 'vitest';
import {ADMIN_COPY} from '../../app/features/admin/copy';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

const ADMIN_URLS = [
  '/admin',
  '/admin/dashboard',
  '/admin/create-products',
  '/admin/enroll',
  '/admin/verify',
  '/admin/reset-password',
  '/admin/no-access',
  '/admin/somewhere-else',
];

const expectPrivateAndUnframed = (response: Response) => {
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('content-security-policy')).toContain(
    "frame-ancestors 'none'",
  );
};

describe('an anonymous visitor', () => {
  it.each(ADMIN_URLS)(
    '%s leads to the login page and no data',
    async (path) => {
      // Followed as a browser would, within a few hops.
      let at = path;
      let response = await worker.fetch(at);
      for (let hop = 0; hop < 3 && response.headers.has('location'); hop += 1) {
        expect(response.status, at).toBeGreaterThanOrEqual(300);
        expect(response.status, at).toBeLessThan(400);
        expectPrivateAndUnframed(response);
        at = response.headers.get('location')!;
        response = await worker.fetch(at);
      }
      expect(new URL(at, 'http://x').pathname).toBe('/admin/login');
      expect(response.status).toBe(200);
      expectPrivateAndUnframed(response);
      const html = await response.text();
      expect(html).toMatch(
        new RegExp(`<h1[^>]*>${ADMIN_COPY.loginTitle}</h1>`),
      );
      expect(html).toContain('name="password"');
      // None of the dashboard's figures or lists.
      expect(html).not.toContain('waitlist-total');
      expect(html).not.toContain('<table');
    },
  );
});
