import {data} from 'react-router';
import type {Route} from './+types/admin.create-products';
import {AdminShell} from '~/components/admin/AdminShell';
import {requireAdmin} from '~/lib/admin-auth.server';
import {routeHeaders} from '~/lib/http-cache';
import {SITE} from '~/lib/site';

export const meta: Route.MetaFunction = () => [
  {title: `Admin · Create Products | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex'},
];

export const handle = {hydrate: false};

export async function loader({request, context}: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context.env);
  return data({email: admin.user.email ?? ''}, {headers: admin.headers});
}

export const headers = routeHeaders;

export default function AdminCreateProductsPage({
  loaderData,
}: Route.ComponentProps) {
  return (
    <AdminShell title="Create products" email={loaderData.email}>
      <p>A form to create products in the store comes here.</p>
    </AdminShell>
  );
}
