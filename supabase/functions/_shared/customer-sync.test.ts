import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {
  startAdminApiCapture,
  startTestSupabase,
  successfulAdminApiReply,
  type TestSupabase,
} from '../../../local/supabase/testing.ts';
import {handleCustomerSyncRequest} from './customer-sync.ts';
import type {FunctionDeps, FunctionEnv} from './handler.ts';
import {
  CUSTOMER_TAGS_AND_CONSENT_MUTATION,
  CUSTOMER_UPSERT_MUTATION,
} from './shopify-admin.ts';
import {createPostgrestSignupStore} from './signup-store.ts';

let supabase: TestSupabase;
let adminApi: Awaited<ReturnType<typeof startAdminApiCapture>>;
let adminReply = successfulAdminApiReply;
const NOW = new Date('2025-11-20T12:34:56.000Z');

beforeAll(async () => {
  supabase = await startTestSupabase();
  adminApi = await startAdminApiCapture((body) => adminReply(body));
  await supabase.anon
    .from('subscribers')
    .insert({name: 'Ana Ruiz', email: 'ana@example.com'});
  await supabase.anon
    .from('newsletter_subscribers')
    .insert({email: 'ben@example.com', source: 'footer'});
});
afterEach(() => {
  adminApi.requests.length = 0;
  adminReply = successfulAdminApiReply;
});
afterAll(async () => {
  await adminApi.close();
  await supabase.local.close();
});

function sync(body: Record<string, unknown>): Promise<Response> {
  const env: FunctionEnv = {
    SUPABASE_URL: supabase.local.url,
    SUPABASE_SERVICE_ROLE_KEY: supabase.local.serviceRoleKey,
    SHOPIFY_STORE_DOMAIN: adminApi.url,
    SHOPIFY_ADMIN_API_TOKEN: 'shpat_test',
  };
  const deps: FunctionDeps = {
    fetch,
    now: () => NOW,
    store: createPostgrestSignupStore({
      supabaseUrl: supabase.local.url,
      serviceRoleKey: supabase.local.serviceRoleKey,
      fetch,
    }),
  };
  const request = new Request('http://functions.local/sync-shopify-customer', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return handleCustomerSyncRequest(request, env, deps);
}

describe('sync-shopify-customer', () => {
  it('upserts the customer by email, then adds the tags and records email-marketing consent', async () => {
    const response = await sync({
      email: 'Ana@Example.com',
      name: 'Not Ana',
      source: 'signup-modal',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      synced: true,
      customerId: 'gid://shopify/Customer/1001',
    });

    expect(adminApi.requests).toHaveLength(2);
    for (const request of adminApi.requests) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/admin/api/2026-04/graphql.json');
      expect(request.headers['x-shopify-access-token']).toBe('shpat_test');
      expect(request.headers['content-type']).toBe('application/json');
    }
    expect(adminApi.requests[0]!.body).toEqual({
      query: CUSTOMER_UPSERT_MUTATION,
      variables: {
        identifier: {email: 'ana@example.com'},
        input: {email: 'ana@example.com', firstName: 'Ana Ruiz'},
      },
    });
    expect(adminApi.requests[1]!.body).toEqual({
      query: CUSTOMER_TAGS_AND_CONSENT_MUTATION,
      variables: {
        id: 'gid://shopify/Customer/1001',
        tags: ['waitlist', 'signup-modal'],
        consent: {
          customerId: 'gid://shopify/Customer/1001',
          emailMarketingConsent: {
            marketingState: 'SUBSCRIBED',
            marketingOptInLevel: 'SINGLE_OPT_IN',
            consentUpdatedAt: '2025-11-20T12:34:56.000Z',
          },
        },
      },
    });
  });

  it('syncs a newsletter subscriber without a name, tagged with the source', async () => {
    expect(
      (await sync({email: 'ben@example.com', source: 'exit-intent'})).status,
    ).toBe(200);
    expect(adminApi.requests[0]!.body).toMatchObject({
      variables: {input: {email: 'ben@example.com'}},
    });
    expect(
      (adminApi.requests[0]!.body as {variables: {input: object}}).variables
        .input,
    ).not.toHaveProperty('firstName');
    expect(adminApi.requests[1]!.body).toMatchObject({
      variables: {tags: ['waitlist', 'exit-intent']},
    });
  });

  it('refuses addresses that did not sign up, without calling Shopify', async () => {
    expect(
      (await sync({email: 'stranger@example.com', source: 'footer'})).status,
    ).toBe(404);
    expect(
      (await sync({email: 'ben@example.com', source: 'signup-modal'})).status,
    ).toBe(404);
    expect(
      (await sync({email: 'ana@example.com', source: 'somewhere'})).status,
    ).toBe(400);
    expect(adminApi.requests).toEqual([]);
  });

  it('reports Shopify user errors as a failed sync', async () => {
    adminReply = () => ({
      json: {
        data: {
          customerSet: {
            customer: null,
            userErrors: [
              {field: ['email'], message: 'Email is invalid', code: 'INVALID'},
            ],
          },
        },
      },
    });
    const response = await sync({
      email: 'ana@example.com',
      source: 'signup-modal',
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      error: 'shopify_failed',
      reason: expect.stringContaining('Email is invalid'),
    });
    expect(adminApi.requests).toHaveLength(1);
  });
});
