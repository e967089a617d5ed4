/**
 * The TOTP attempt limits and the single use of a code (issue 24, item 2; decision 0191),
 * kept in Postgres (migration 20251125170000) and asked with the signed-in session's own
 * token: Supabase Auth limits factor verification per IP only, and sees only the worker.
 */
import type {DatabaseClient} from '~/lib/supabase.server';
import type {Logger} from '~/lib/logger.server';

export type TotpAttempt =
  | {go: true}
  | {go: false; why: 'locked'; retryAfterSeconds: number}
  | {go: false; why: 'session-spent' | 'code-used' | 'unavailable'};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Claims the code for this attempt, unless the factor or the session is out of tries. */
export async function startTotpAttempt(
  database: DatabaseClient,
  factorId: string,
  code: string,
  log: Logger,
): Promise<TotpAttempt> {
  const {data, error} = await database.rpc('admin_totp_attempt', {
    factor: factorId,
    code,
  });
  // Fails closed: without the counts, a code is not checked (the admin pages need the
  // database anyway).
  if (error || !isRecord(data)) {
    log.error('admin.totp_attempt_failed', {error});
    return {go: false, why: 'unavailable'};
  }
  if (typeof data.retry_after === 'number')
    return {go: false, why: 'locked', retryAfterSeconds: data.retry_after};
  if (data.session_spent === true) return {go: false, why: 'session-spent'};
  if (data.claimed !== true) return {go: false, why: 'code-used'};
  return {go: true};
}

/** After Auth refused the code: counted, and what it led to. */
export async function recordWrongTotpCode(
  database: DatabaseClient,
  factorId: string,
  code: string,
  log: Logger,
): Promise<{locked: boolean; sessionSpent: boolean}> {
  const {data, error} = await database.rpc('admin_totp_failed', {
    factor: factorId,
    code,
  });
  if (error || !isRecord(data)) {
    log.error('admin.totp_failure_unrecorded', {error});
    return {locked: false, sessionSpent: false};
  }
  return {
    locked: data.locked === true,
    sessionSpent: data.session_spent === true,
  };
}
