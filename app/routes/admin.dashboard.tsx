import {data} from 'react-router';
import type {Route} from './+types/admin.dashboard';
import {AdminShell} from '~/components/admin/AdminShell';
import {requireAdmin} from '~/lib/admin-auth.server';
import {commitAdminSession} from '~/lib/admin-session.server';
import {routeHeaders} from '~/lib/http-cache';
import {SITE} from '~/lib/site';

export const meta: Route.MetaFunction = () => [
  {title: `Admin · Dashboard | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex'},
];

export const handle = {hydrate: false};

export async function loader({request, context}: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context.env);
  const notice = admin.cookie.get('notice');
  if (notice) {
    admin.headers.append(
      'Set-Cookie',
      await commitAdminSession(
        request,
        context.env.SESSION_SECRET,
        admin.cookie,
      ),
    );
  }
  const {count, error} = await admin.db
    .from('subscribers')
    .select('*', {count: 'exact', head: true});
  if (error) console.error('Dashboard query failed:', error);
  return data(
    {email: admin.user.email ?? '', notice, waitlistTotal: count ?? 0},
    {headers: admin.headers},
  );
}

export const headers = routeHeaders;

export default function AdminDashboardPage({loaderData}: Route.ComponentProps) {
  return (
    <AdminShell
      title="Dashboard"
      email={loaderData.email}
      notice={loaderData.notice}
    >
      <p>
        Waitlist signups:{' '}
        <strong data-testid="waitlist-total">{loaderData.waitlistTotal}</strong>
      </p>
    </AdminShell>
  );
}
