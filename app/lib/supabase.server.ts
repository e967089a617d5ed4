import {createClient, type SupabaseClient} from '@supabase/supabase-js';
import {
  BACKEND_DEADLINE_MS,
  fetchWithDeadline,
} from '~/features/http/backend-deadline';

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
  }: {
    deadlineMs?: number;
    /** Passed on as `x-request-id`: the outbox keeps it, so a delivery's log names the request. */
    requestId?: string;
    /**
     * The visitor's address, for the rate limits in Postgres, with the key that makes the
     * database believe it (supabase/migrations/*_rate_limits.sql, decision 0153).
     */
    visitor?: {ip: string; proxyKey: string};
  } = {},
): SupabaseClient {
  return createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    // Every REST, RPC and function call gets the backend deadline.
    global: {
      headers: {
        ...(requestId ? {'x-request-id': requestId} : {}),
        ...(visitor
          ? {
              'x-waitlist-client-ip': visitor.ip,
              'x-waitlist-proxy-key': visitor.proxyKey,
            }
          : {}),
      },
      fetch: fetchWithDeadline((input, init) => fetch(input, init), deadlineMs),
    },
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
}
