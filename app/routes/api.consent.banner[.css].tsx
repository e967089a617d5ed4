import type {Route} from './+types/api.consent.banner[.css]';
import {routePolicy} from '~/features/http/route-policy';
import {bannerStylesheetFor} from '~/features/consent/consent.server';

/**
 * Personal and never cached: the one answer of a page load that depends on the visitor's
 * region and consent, so the page itself stays the same for everyone (decision 0240).
 */
export const handle = routePolicy({audience: 'personal'});

export function loader({request}: Route.LoaderArgs) {
  const {css, setCookie} = bannerStylesheetFor(request);
  const headers = new Headers({'Content-Type': 'text/css; charset=utf-8'});
  if (setCookie) headers.set('Set-Cookie', setCookie);
  return new Response(css, {status: 200, headers});
}
