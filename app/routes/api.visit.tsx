import type {Route} from './+types/api.visit';
import {firstTouchCookieFor} from '~/features/waitlist/first-touch.server';
import {routePolicy} from '~/features/http/route-policy';

/** Personal: it may set the visit's cookie, so it is never cached. */
export const handle = routePolicy({audience: 'personal'});

/**
 * Keeps the visit's first `ref` and `utm_*` values (docs/decisions/0212) in a session
 * cookie: asked by <visit-source> (the values in the query) or by the layout's <noscript>
 * image (the values in its Referer). Always 204; a cookie only the first time.
 */
export function loader({request}: Route.LoaderArgs) {
  const cookie = firstTouchCookieFor(request);
  return new Response(null, {
    status: 204,
    headers: cookie ? {'Set-Cookie': cookie} : {},
  });
}
