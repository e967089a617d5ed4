import {
  BACKEND_DEADLINE_MS,
  fetchWithDeadline,
} from '~/features/http/backend-deadline';

/**
 * Shopify's Admin GraphQL API, called from the worker only: the token
 * (SHOPIFY_ADMIN_API_TOKEN) never reaches the browser. The version is the one the Supabase
 * customer sync pins (supabase/functions/_shared/shopify-admin.ts); the endpoint is the
 * store's domain (PUBLIC_STORE_DOMAIN), a bare myshopify host or, locally, the stand-in's URL.
 */
export const ADMIN_API_VERSION = '2026-04';

export type AdminApiEnv = {
  PUBLIC_STORE_DOMAIN: string;
  SHOPIFY_ADMIN_API_TOKEN?: string;
};

/** The Admin API could not answer: down, too slow, refused the token, or sent errors. */
export class AdminApiUnavailable extends Error {
  override name = 'AdminApiUnavailable';
}

export function adminApiEndpoint(storeDomain: string): string {
  const origin = /^https?:\/\//.test(storeDomain)
    ? storeDomain
    : `https://${storeDomain}`;
  return `${origin.replace(/\/+$/, '')}/admin/api/${ADMIN_API_VERSION}/graphql.json`;
}

/**
 * A product's page in Shopify's admin: the store's own domain sends a signed-in merchant
 * there (`/admin/products/<id>`); the local stand-in serves a page of its own at the path.
 */
export function adminProductUrl(
  storeDomain: string,
  numericId: string,
): string {
  const origin = /^https?:\/\//.test(storeDomain)
    ? storeDomain
    : `https://${storeDomain}`;
  return `${origin.replace(/\/+$/, '')}/admin/products/${numericId}`;
}

export function hasAdminApi(env: AdminApiEnv): boolean {
  return Boolean(env.SHOPIFY_ADMIN_API_TOKEN);
}

/** One GraphQL request with the backend deadline; `data` or AdminApiUnavailable. */
export async function adminGraphql<T>(
  env: AdminApiEnv,
  query: string,
  variables: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  if (!env.SHOPIFY_ADMIN_API_TOKEN)
    throw new AdminApiUnavailable('SHOPIFY_ADMIN_API_TOKEN is not set');
  let response: Response;
  try {
    response = await fetchWithDeadline(fetchImpl, BACKEND_DEADLINE_MS)(
      adminApiEndpoint(env.PUBLIC_STORE_DOMAIN),
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-Shopify-Access-Token': env.SHOPIFY_ADMIN_API_TOKEN,
        },
        body: JSON.stringify({query, variables}),
      },
    );
  } catch (error) {
    throw new AdminApiUnavailable(
      `Admin API request failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const text = await response.text().catch(() => '');
  if (!response.ok)
    throw new AdminApiUnavailable(
      `Admin API answered ${response.status}: ${text.slice(0, 200)}`,
    );
  let body: {data?: T; errors?: unknown};
  try {
    body = JSON.parse(text) as {data?: T; errors?: unknown};
  } catch {
    throw new AdminApiUnavailable('Admin API answered with invalid JSON');
  }
  if (body.errors || !body.data)
    throw new AdminApiUnavailable(
      `Admin API errors: ${JSON.stringify(body.errors).slice(0, 300)}`,
    );
  return body.data;
}
