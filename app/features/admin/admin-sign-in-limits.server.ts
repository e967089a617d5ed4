/**
 * Failed admin sign-ins, counted in Postgres (issue 24, item 1; decision 0190) where every
 * isolate sees them, keyed on the account and the client (the visitor's address the worker
 * forwards with the proxy key). A client over its limit is refused (429 with Retry-After);
 * failures from other clients only slow a sign-in down, so a stranger's guesses never
 * lock the admin out. The rules: supabase/migrations/20251125160000_admin_sign_in_limits.sql.
 */
import type {DatabaseClient} from '~/lib/supabase.server';
import type {Logger} from '~/lib/logger.server';

export type SignInGate =
  | {refused: true; retryAfterSeconds: number}
  | {refused: false; delayMs: number};

/** The longest wait the database asks for (its rule says 5 s; a bound against nonsense). */
const MAX_DELAY_MS = 5_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Asks before Auth is asked. When the database cannot answer, the sign-in goes on (Auth's
 * own per-address limits still apply) and the failure is logged.
 */
export async function signInGate(
  supabase: DatabaseClient,
  email: string,
  log: Logger,
): Promise<SignInGate> {
  const {data, error} = await supabase.rpc('admin_sign_in_gate', {
    account: email,
  });
  if (error || !isRecord(data)) {
    log.error('admin.sign_in_gate_failed', {error});
    return {refused: false, delayMs: 0};
  }
  if (typeof data.retry_after === 'number' && data.retry_after > 0)
    return {refused: true, retryAfterSeconds: Math.ceil(data.retry_after)};
  const delayMs = typeof data.delay_ms === 'number' ? data.delay_ms : 0;
  return {
    refused: false,
    delayMs: Math.min(Math.max(delayMs, 0), MAX_DELAY_MS),
  };
}

/** Waits as the gate asked (failures for the account from elsewhere). */
export function slowDown(gate: SignInGate): Promise<void> {
  if (gate.refused || gate.delayMs <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, gate.delayMs));
}

export async function recordSignInFailure(
  supabase: DatabaseClient,
  email: string,
  log: Logger,
): Promise<void> {
  const {error} = await supabase.rpc('admin_sign_in_failed', {account: email});
  if (error) log.error('admin.sign_in_failure_unrecorded', {error});
}

/**
 * Clears the signed-in account's failures from this client. Called with the new session's
 * access token: the database takes the account from it, so nobody else can clear them.
 */
export async function recordSignInSuccess(
  supabase: DatabaseClient,
  accessToken: string,
  log: Logger,
): Promise<void> {
  const {error} = await supabase
    .rpc('admin_sign_in_succeeded')
    .setHeader('Authorization', `Bearer ${accessToken}`);
  if (error) log.error('admin.sign_in_success_unrecorded', {error});
}

export function retryAfterHeader(gate: SignInGate): Record<string, string> {
  return gate.refused ? {'Retry-After': String(gate.retryAfterSeconds)} : {};
}
