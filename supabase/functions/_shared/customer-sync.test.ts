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
  CUSTOMER_TAGS_MUTATION,
  CUSTOMER_UPSERT_MUTATION,
} from './shopify-admin.ts';
import {createPostgrestSignupStore} from './signup-store.ts';

let supabase: TestSupabase;
let adminApi: Awaited<ReturnType<typeof startAdminApiCapture>>;
let adminReply = successfulAdminApiReply;
const NOW = new Date('2025-11-20T12:34:56.000Z');

beforeAll(async () => {
  // The outbox timer off: these tests call the functions directly.
  supabase = await startTestSupabase({outboxIntervalMs: 0});
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

function sync(
  body: Record<string, unknown>,
  key: 'service' | 'anon' = 'service',
): Promise<Response> {
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
    headers: {
      Authorization: `Bearer ${key === 'service' ? supabase.local.serviceRoleKey : supabase.local.anonKey}`,
    },
    body: JSON.stringify(body),
  });
  return handleCustomerSyncRequest(request, env, deps);
}

describe('sync-shopify-customer', () => {
  it('upserts the customer by email, then adds the tags, without marketing consent (that waits for double opt-in)', async () => {
    const response = await sync({
      email: 'Ana@Example.com',
      name: 'Not Ana',
      source: 'signup-modal',
    });
    expect(response.status).toBe(200);
    // No Shopify customer id in the answer.
    expect(await response.json()).toEqual({synced: true});

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
      query: CUSTOMER_TAGS_MUTATION,
      variables: {
        id: 'gid://shopify/Customer/1001',
        tags: ['waitlist', 'signup-modal'],
      },
    });
    expect(JSON.stringify(adminApi.requests)).not.toMatch(/consent/i);
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

  it('answers a caller without the service role the same whatever happens, and only queues a throttled sync', async () => {
    const answers = await Promise.all([
      sync({email: 'ana@example.com', source: 'signup-modal'}, 'anon'),
      sync({email: 'ana@example.com', source: 'signup-modal'}, 'anon'),
      sync({email: 'stranger@example.com', source: 'footer'}, 'anon'),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(await answer.json()).toEqual({status: 'accepted'});
    }
    expect(adminApi.requests).toEqual([]);
    const {data} = await supabase.service
      .from('outbox')
      .select('email, kind, source')
      .eq('kind', 'customer-sync')
      .in('email', ['ana@example.com', 'stranger@example.com']);
    // The signup queued one; the anon calls within 10 minutes add none, the stranger none.
    expect(data).toEqual([
      {email: 'ana@example.com', kind: 'customer-sync', source: 'signup-modal'},
    ]);
  });

  it('refuses a body over 16 KB with 413, unread', async () => {
    const response = await sync(
      {email: 'ana@example.com', source: 'footer', pad: 'x'.repeat(17_000)},
      'anon',
    );
    expect(response.status).toBe(413);
  });
});
