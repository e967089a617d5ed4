import {data} from 'react-router';
import {ADMIN_COPY} from './copy';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';

/**
 * CSRF defence for admin forms: a state-changing request must come from our own origin.
 * Browsers send `Origin` on every POST (and `Sec-Fetch-Site`); a request with neither is
 * refused too, so a form on another site can never act with the admin's cookie. SameSite=Lax
 * on the session cookie is the second layer.
 */
export function assertSameOrigin(request: Request): void {
  const expected = new URL(request.url).origin;
  const origin = request.headers.get('Origin');
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  const sameOrigin =
    origin !== null && origin !== 'null'
      ? origin === expected
      : fetchSite === 'same-origin';
  if (!sameOrigin) {
    throw data(
      {formError: ADMIN_COPY.forbiddenOrigin},
      {status: 403, headers: PRIVATE_PAGE_CACHE},
    );
  }
}
