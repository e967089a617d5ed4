/**
 * Test helpers shared by the local Supabase, edge function and waitlist tests: a fresh
 * in-memory stand-in with real supabase-js clients, the mailbox as JSON, an Admin API
 * capture server, and the URL of a Supabase that is down.
 */
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import {createClient, type SupabaseClient} from '@supabase/supabase-js';
import {fetchWithDeadline} from '../../app/features/http/backend-deadline.ts';
import type {MailboxEmail} from './mailbox.ts';
import {
  startLocalSupabase,
  type LocalSupabase,
  type LocalSupabaseOptions,
} from './server.ts';

export type TestSupabase = {
  local: LocalSupabase;
  anon: SupabaseClient;
  service: SupabaseClient;
  mailbox(to: string): Promise<MailboxEmail[]>;
};

export async function startTestSupabase(
  options: LocalSupabaseOptions = {},
): Promise<TestSupabase> {
  const local = await startLocalSupabase({port: 0, ...options});
  return {
    local,
    anon: clientFor(local.url, local.anonKey),
    service: clientFor(local.url, local.serviceRoleKey),
    async mailbox(to) {
      const response = await fetch(
        `${local.url}/mailbox/api/emails?to=${encodeURIComponent(to)}`,
      );
      return ((await response.json()) as {data: MailboxEmail[]}).data;
    },
  };
}

/**
 * A supabase-js client (what a browser or a script would use; the worker makes only the
 * PostgREST and GoTrue parts, app/lib/supabase.server.ts), with a long deadline: a
 * 300-request burst against PGlite on a busy test machine queues for longer than the
 * worker's few seconds.
 */
export function clientFor(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    global: {
      fetch: fetchWithDeadline((input, init) => fetch(input, init), 60_000),
    },
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
}

/** A URL where nothing listens: a port that was just free and closed again. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export type CapturedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
};

/** A stand-in for the Shopify Admin API that records each GraphQL request and answers with `respond`. */
export async function startAdminApiCapture(
  respond: (body: {query: string; variables: Record<string, unknown>}) => {
    status?: number;
    json: unknown;
  },
): Promise<{url: string; requests: CapturedRequest[]; close(): Promise<void>}> {
  const requests: CapturedRequest[] = [];
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = JSON.parse(text) as {
      query: string;
      variables: Record<string, unknown>;
    };
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body,
    });
    const reply = respond(body);
    res.writeHead(reply.status ?? 200, {'Content-Type': 'application/json'});
    res.end(JSON.stringify(reply.json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** What the real Admin API answers to the sync's two mutations when all goes well. */
export function successfulAdminApiReply(body: {query: string}): {
  json: unknown;
} {
  const customer = {id: 'gid://shopify/Customer/1001'};
  return body.query.includes('customerSet(')
    ? {json: {data: {customerSet: {customer, userErrors: []}}}}
    : {
        json: {
          data: {
            tagsAdd: {userErrors: []},
            customerEmailMarketingConsentUpdate: {customer, userErrors: []},
          },
        },
      };
}
