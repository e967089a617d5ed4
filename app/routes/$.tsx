import type {Route} from './+types/$';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({
  audience: 'public',
  // Hydrogen's storefront redirects read `redirect` and `return_to` on a 404.
  query: 'any',
});

// Any path no other route claims: the root error boundary renders the not-found page
// with HTTP 404.
export function loader({request}: Route.LoaderArgs) {
  throw new Response(`${new URL(request.url).pathname} not found`, {
    status: 404,
  });
}

export default function CatchAllPage() {
  return null;
}
