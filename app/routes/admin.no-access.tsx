import {data, redirect} from 'react-router';
import type {Route} from './+types/admin.no-access';
import {AdminCard} from '~/features/admin/AdminCard';
import {SignOutButton} from '~/features/admin/AdminShell';
import {getAdminAuth, nextStepUrl} from '~/features/admin/admin-auth.server';
import {ADMIN_COPY} from '~/features/admin/copy';
import {SITE} from '~/lib/site';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({audience: 'personal'});

export const meta: Route.MetaFunction = () => [
  {title: `${ADMIN_COPY.notAnAdminTitle} | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  const auth = await getAdminAuth(request, context.env);
  if (auth.status !== 'not-admin')
    throw redirect(nextStepUrl(auth.status, request), {headers: auth.headers});
  return data(
    {email: auth.user.email ?? ''},
    {status: 403, headers: auth.headers},
  );
}

export default function AdminNoAccessPage({loaderData}: Route.ComponentProps) {
  return (
    <AdminCard
      title={ADMIN_COPY.notAnAdminTitle}
      intro={<p>{ADMIN_COPY.notAnAdmin}</p>}
    >
      <p className="text-sm">{loaderData.email}</p>
      <SignOutButton scope="local" label={ADMIN_COPY.signOut} />
    </AdminCard>
  );
}
