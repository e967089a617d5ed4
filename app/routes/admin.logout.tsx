import {redirect} from 'react-router';
import type {Route} from './+types/admin.logout';
import {getAdminAuth, sessionClient} from '~/features/admin/admin-auth.server';
import {ADMIN_COPY} from '~/features/admin/copy';
import {
  commitAdminSession,
  destroyAdminSession,
} from '~/features/admin/admin-session.server';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {ROUTES} from '~/lib/navigation';
import {routePolicy} from '~/features/http/route-policy';
import {readFormBody} from '~/features/http/form-body.server';

export const handle = routePolicy({
  audience: 'personal',
  writes: 'same-origin',
});

const SCOPES = ['local', 'others', 'global'] as const;

// Signing out changes state, so only a POST does it; a GET goes back to the dashboard.
export function loader() {
  return redirect(ROUTES.adminDashboard, {headers: PRIVATE_PAGE_CACHE});
}

/**
 * Sign-out with Supabase's scopes: `local` ends this session, `global` every session of
 * the admin, `others` every session but this one (the admin stays signed in here).
 * supabase-js ignores a 401, 403 or 404 from the endpoint (SPEC 8): the session is gone.
 */
export async function action({request, context}: Route.ActionArgs) {
  const form = await readFormBody(request);
  const scope =
    SCOPES.find((known) => known === form.get('scope')) ?? SCOPES[0];
  const auth = await getAdminAuth(request, context.env);
  if (auth.status === 'anonymous')
    throw redirect(ROUTES.adminLogin, {headers: auth.headers});

  const {error} = await sessionClient(context.env, auth.tokens).auth.signOut({
    scope,
  });
  if (error) context.log.error('admin.sign_out_failed', {error});

  if (scope === 'others' && !error) {
    auth.cookie.flash('notice', ADMIN_COPY.signedOutOthers);
    throw redirect(ROUTES.adminDashboard, {
      headers: {
        ...PRIVATE_PAGE_CACHE,
        'Set-Cookie': await commitAdminSession(
          request,
          context.env.SESSION_SECRET,
          auth.cookie,
        ),
      },
    });
  }
  // This device is signed out even when Supabase could not be reached.
  throw redirect(ROUTES.adminLogin, {
    headers: {
      ...PRIVATE_PAGE_CACHE,
      'Set-Cookie': await destroyAdminSession(
        request,
        context.env.SESSION_SECRET,
        auth.cookie,
      ),
    },
  });
}
