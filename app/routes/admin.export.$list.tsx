import type {Route} from './+types/admin.export.$list';
import {requireAdmin} from '~/features/admin/admin-auth.server';
import {csvExportStream, isExportName} from '~/features/admin/admin-csv.server';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({audience: 'personal'});

/**
 * GET /admin/export/subscribers and /admin/export/newsletter: the list as a CSV download,
 * streamed as it is read (as the signed-in admin, through RLS).
 */
export async function loader({request, params, context}: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context.env);
  if (!isExportName(params.list)) {
    throw new Response('No such export', {status: 404, headers: admin.headers});
  }
  const date = new Date().toISOString().slice(0, 10);
  const headers = new Headers(admin.headers);
  headers.set('Content-Type', 'text/csv; charset=utf-8; header=present');
  headers.set(
    'Content-Disposition',
    `attachment; filename="emberforge-${params.list}-${date}.csv"`,
  );
  return new Response(csvExportStream(admin.db, params.list), {headers});
}
