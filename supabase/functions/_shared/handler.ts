/**
 * The contract every function module follows, so the Deno entry points and the local
 * stand-in run the same code: the request, the function's environment, and injected
 * dependencies (network, clock, database) that tests replace.
 */
import {fetchWithDeadline} from './deadline.ts';
import {
  createPostgrestSignupStore,
  type OutboxStore,
  type SignupStore,
} from './signup-store.ts';

export type FunctionEnv = Readonly<Record<string, string | undefined>>;

export type FunctionDeps = {
  fetch: typeof fetch;
  now: () => Date;
  store: SignupStore & OutboxStore;
};

export type FunctionHandler = (
  request: Request,
  env: FunctionEnv,
  deps: FunctionDeps,
) => Promise<Response>;

/** The real dependencies: global fetch with the deadline, the wall clock, the database through the service role. */
export function runtimeDeps(env: FunctionEnv): FunctionDeps {
  const fetchOut = fetchWithDeadline((input, init) => fetch(input, init));
  return {
    fetch: fetchOut,
    now: () => new Date(),
    store: createPostgrestSignupStore({
      supabaseUrl: env.SUPABASE_URL ?? '',
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY ?? '',
      fetch: fetchOut,
    }),
  };
}
