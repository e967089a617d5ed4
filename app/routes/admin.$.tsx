import type {Route} from './+types/admin.$';
import {requireAdmin} from '~/features/admin/admin-auth.server';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({audience: 'personal'});

// An unknown admin URL: the login page for anyone not signed in; for an admin, the root
// error boundary's not-found page with HTTP 404.
export async function loader({request, context}: Route.LoaderArgs) {
  await requireAdmin(request, context.env);
  throw new Response(`${new URL(request.url).pathname} not found`, {
    status: 404,
  });
}

export default function AdminCatchAllPage() {
  return null;
}
