/** The stand-ins for a test run: free ports, Supabase in memory, nothing left behind. */
import {startStandIns, type StandInOptions} from '../../local/stand-ins.ts';
import {pickWorkerEnv} from '../../app/lib/env.server.ts';

/**
 * What a test needs of running stand-ins: where they listen and their keys. Plain data, so
 * the stand-ins the worker tests share (tests/support/shared-stand-ins.ts) reach every test
 * file through Vitest's provide/inject.
 */
export type StandInsInfo = {
  /** The environment `npm start` would have: the stand-ins' URLs and keys filled in. */
  env: Record<string, string>;
  /** The part of `env` the worker reads (its bindings). */
  workerEnv: Record<string, string>;
  storefront?: {
    url: string;
    publicToken: string;
    privateToken: string;
    adminToken: string;
  };
  supabase?: {
    url: string;
    anonKey: string;
    serviceRoleKey: string;
    mailboxUrl: string;
  };
};

/**
 * `env` adds to the base environment, as a `.env` would for `npm start`; `supabaseAuth`
 * changes local Auth's settings (e.g. the refresh token reuse interval).
 */
export async function startTestStandIns(
  env: Record<string, string> = {},
  {supabaseAuth}: Pick<StandInOptions, 'supabaseAuth'> = {},
): Promise<StandInsInfo & {close(): Promise<void>}> {
  const standIns = await startStandIns(
    {
      LAUNCH_AT: '2025-12-01T10:00:00-05:00',
      // Where the worker tests' Miniflare serves the store (tests/support/worker.ts).
      PUBLIC_STORE_ORIGIN: 'http://localhost:8787',
      // Robots post in milliseconds, often without a page: the fill-time trap is off
      // unless a test turns it on (tests/worker/waitlist-abuse.test.ts).
      WAITLIST_MIN_FILL_MS: '0',
      ...env,
    },
    {storefrontPort: 0, supabasePort: 0, log: () => {}, supabaseAuth},
  );
  const {storefront, supabase} = standIns;
  return {
    env: standIns.env,
    workerEnv: pickWorkerEnv(standIns.env),
    storefront: storefront && {
      url: storefront.url,
      publicToken: storefront.publicToken,
      privateToken: storefront.privateToken,
      adminToken: storefront.adminToken,
    },
    supabase: supabase && {
      url: supabase.url,
      anonKey: supabase.anonKey,
      serviceRoleKey: supabase.serviceRoleKey,
      mailboxUrl: supabase.mailboxUrl,
    },
    close: () => standIns.close(),
  };
}
