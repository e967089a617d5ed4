import {GoTrueClient} from '@supabase/auth-js';
import {PostgrestClient} from '@supabase/postgrest-js';
import {
  BACKEND_DEADLINE_MS,
  fetchWithDeadline,
} from '~/features/http/backend-deadline';

/**
 * The worker talks to two Supabase services: PostgREST (tables and RPCs) and GoTrue (the
 * admin's sign-in). It builds their clients directly instead of supabase-js's
 * `createClient`, which also brings Realtime, Storage and their dependencies (about 90 KB
 * of the worker's bundle, none of it used at the edge; record 0222). The requests are the
 * ones `createClient` makes: the same paths, `apikey` and `Authorization` headers.
 */
export type DatabaseClient = Pick<PostgrestClient, 'from' | 'rpc'>;
/** A client for GoTrue only, shaped as supabase-js's (`client.auth.signInWithPassword`). */
export type AuthOnlyClient = {auth: GoTrueClient};

type Fetch = typeof fetch;

/** PostgREST at `<SUPABASE_URL>/rest/v1` with the given key (and headers, which may set a user's `Authorization`). */
export function databaseClient(
  url: string,
  key: string,
  {
    headers = {},
    fetch: fetchImpl,
  }: {headers?: Record<string, string>; fetch?: Fetch} = {},
): DatabaseClient {
  return new PostgrestClient(`${url.replace(/\/+$/, '')}/rest/v1`, {
    headers: {apikey: key, Authorization: `Bearer ${key}`, ...headers},
    fetch: fetchImpl,
  });
}

/** GoTrue at `<SUPABASE_URL>/auth/v1`; the options are auth-js's (session storage and refresh). */
export function authClient(
  url: string,
  key: string,
  options: Omit<
    ConstructorParameters<typeof GoTrueClient>[0],
    'url' | 'headers'
  > = {},
): AuthOnlyClient {
  return {
    auth: new GoTrueClient({
      url: `${url.replace(/\/+$/, '')}/auth/v1`,
      headers: {apikey: key, Authorization: `Bearer ${key}`},
      ...options,
    }),
  };
}

/**
 * A Supabase client for one request, with the anon key. The worker keeps no session
 * (there is no browser storage at the edge, and no visitor signs in here).
 */
export function createSupabaseClient(
  env: {
    SUPABASE_URL: string;
    SUPABASE_ANON_KEY: string;
  },
  {
    deadlineMs = BACKEND_DEADLINE_MS,
    requestId,
    visitor,
    workerKey,
  }: {
    deadlineMs?: number;
    /** Passed on as `x-request-id`: the outbox keeps it, so a delivery's log names the request. */
    requestId?: string;
    /**
     * The visitor's address, for the rate limits in Postgres, with the key that makes the
     * database believe it (supabase/migrations/*_rate_limits.sql, decision 0153).
     */
    visitor?: {ip: string; proxyKey: string};
    /**
     * The worker's proxy key alone, for the functions only the worker may call
     * (account_waitlist_status: the email comes from the customer's account).
     */
    workerKey?: string;
  } = {},
): DatabaseClient {
  return databaseClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    headers: {
      ...(requestId ? {'x-request-id': requestId} : {}),
      ...(workerKey ? {'x-waitlist-proxy-key': workerKey} : {}),
      ...(visitor
        ? {
            'x-waitlist-client-ip': visitor.ip,
            'x-waitlist-proxy-key': visitor.proxyKey,
          }
        : {}),
    },
    // Every REST and RPC call gets the backend deadline.
    fetch: fetchWithDeadline((input, init) => fetch(input, init), deadlineMs),
  });
}
