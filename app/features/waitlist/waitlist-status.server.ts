/**
 * The double opt-in and the status page, through the anon key: both go through SECURITY
 * DEFINER functions keyed by a secret token (confirm_waitlist_signup, waitlist_status), so
 * the anon key still reads no row and no email.
 */
import type {DatabaseClient} from '~/lib/supabase.server';

/** The tokens the database issues are 64 hex characters; anything else is not looked up. */
export const SECRET_TOKEN = /^[0-9a-f]{64}$/;
/** A referral code (`/?ref=`), as the database issues them. */
export const REFERRAL_CODE = /^[a-z0-9]{10}$/;

export function referralCodeOf(value: unknown): string | null {
  return typeof value === 'string' && REFERRAL_CODE.test(value.trim())
    ? value.trim()
    : null;
}

export type ConfirmOutcome =
  | {outcome: 'confirmed'; statusToken: string}
  | {outcome: 'used' | 'expired' | 'invalid' | 'unavailable'};

export async function confirmSignup(
  supabase: DatabaseClient,
  token: unknown,
  log: (line: Record<string, unknown>) => void = (line) =>
    console.error(JSON.stringify(line)),
): Promise<ConfirmOutcome> {
  if (typeof token !== 'string' || !SECRET_TOKEN.test(token))
    return {outcome: 'invalid'};
  try {
    const {data, error} = await supabase.rpc('confirm_waitlist_signup', {
      token,
    });
    const row = (Array.isArray(data) ? data[0] : null) as {
      outcome: string;
      status_token: string | null;
    } | null;
    if (error || !row) {
      log({event: 'waitlist.confirm_failed', code: error?.code});
      return {outcome: 'unavailable'};
    }
    if (row.outcome === 'confirmed' && row.status_token)
      return {outcome: 'confirmed', statusToken: row.status_token};
    if (
      row.outcome === 'used' ||
      row.outcome === 'expired' ||
      row.outcome === 'invalid'
    )
      return {outcome: row.outcome};
    return {outcome: 'unavailable'};
  } catch (error) {
    log({
      event: 'waitlist.confirm_failed',
      message: error instanceof Error ? error.message : String(error),
    });
    return {outcome: 'unavailable'};
  }
}

export type WaitlistStatus = {
  place: number;
  total: number;
  referralCode: string;
  referrals: number;
  placesPerReferral: number;
  confirmed: boolean;
};

/** A visitor's status by their status token; null when the token is unknown. Throws when the database is unreachable. */
export async function readWaitlistStatus(
  supabase: DatabaseClient,
  token: string,
): Promise<WaitlistStatus | null> {
  if (!SECRET_TOKEN.test(token)) return null;
  const {data, error} = await supabase.rpc('waitlist_status', {token});
  if (error) throw new Error(`waitlist_status failed: ${error.code}`);
  return toWaitlistStatus(data);
}

/**
 * A signed-in customer's status by their account's email (issue 29): the client must
 * carry the worker's proxy key (createSupabaseClient's `workerKey`), else the database
 * refuses. Null when the address is not on the list. Throws when the database fails.
 */
export async function readAccountWaitlistStatus(
  supabase: DatabaseClient,
  email: string,
): Promise<WaitlistStatus | null> {
  const {data, error} = await supabase.rpc('account_waitlist_status', {
    address: email,
  });
  if (error) throw new Error(`account_waitlist_status failed: ${error.code}`);
  return toWaitlistStatus(data);
}

function toWaitlistStatus(data: unknown): WaitlistStatus | null {
  const row = (Array.isArray(data) ? data[0] : null) as {
    place: number;
    total: number;
    referral_code: string;
    referrals: number;
    places_per_referral: number;
    confirmed: boolean;
  } | null;
  if (!row) return null;
  return {
    place: Number(row.place),
    total: Number(row.total),
    referralCode: row.referral_code,
    referrals: Number(row.referrals),
    placesPerReferral: row.places_per_referral,
    confirmed: row.confirmed,
  };
}

/** The link a visitor shares: the landing page with their code. */
export const referralLink = (origin: string, code: string) =>
  `${origin}/?${new URLSearchParams({ref: code})}`;

/** One of the link-state functions (waitlist_confirmation_state, unsubscribe_state): its text, or null. */
async function linkState(
  supabase: DatabaseClient,
  fn: string,
  token: string,
  log: (line: Record<string, unknown>) => void,
): Promise<string | null> {
  try {
    const {data, error} = await supabase.rpc(fn, {token});
    if (error) {
      log({event: 'waitlist.link_state_failed', fn, code: error.code});
      return null;
    }
    return typeof data === 'string' ? data : null;
  } catch (error) {
    log({
      event: 'waitlist.link_state_failed',
      fn,
      message: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

export type ConfirmationState =
  'pending' | 'used' | 'expired' | 'invalid' | 'unavailable';

/**
 * A confirmation link's state without using it: what its page shows when opened (again,
 * after Back from the status page: 'used', the place is confirmed).
 */
export async function confirmationState(
  supabase: DatabaseClient,
  token: string,
  log: (line: Record<string, unknown>) => void = (line) =>
    console.error(JSON.stringify(line)),
): Promise<ConfirmationState> {
  if (!SECRET_TOKEN.test(token)) return 'invalid';
  const state = await linkState(
    supabase,
    'waitlist_confirmation_state',
    token,
    log,
  );
  return state === 'pending' ||
    state === 'used' ||
    state === 'expired' ||
    state === 'invalid'
    ? state
    : 'unavailable';
}

export type UnsubscribeState =
  'subscribed' | 'unsubscribed' | 'erased' | 'invalid' | 'unavailable';

/** An unsubscribe link's state without using it. */
export async function unsubscribeState(
  supabase: DatabaseClient,
  token: string,
  log: (line: Record<string, unknown>) => void = (line) =>
    console.error(JSON.stringify(line)),
): Promise<UnsubscribeState> {
  if (!SECRET_TOKEN.test(token)) return 'invalid';
  const state = await linkState(supabase, 'unsubscribe_state', token, log);
  return state === 'subscribed' ||
    state === 'unsubscribed' ||
    state === 'erased' ||
    state === 'invalid'
    ? state
    : 'unavailable';
}

/** True when a status page's token belonged to a signup "delete me" erased. */
export async function statusTokenErased(
  supabase: DatabaseClient,
  token: string,
): Promise<boolean> {
  if (!SECRET_TOKEN.test(token)) return false;
  const {data, error} = await supabase.rpc('waitlist_token_erased', {token});
  if (error) throw new Error(`waitlist_token_erased failed: ${error.code}`);
  return data === true;
}

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid' | 'unavailable';

/** The one-click unsubscribe (RFC 8058), by the address's token from the email. */
export async function unsubscribe(
  supabase: DatabaseClient,
  token: unknown,
  log: (line: Record<string, unknown>) => void = (line) =>
    console.error(JSON.stringify(line)),
): Promise<UnsubscribeOutcome> {
  if (typeof token !== 'string' || !SECRET_TOKEN.test(token)) return 'invalid';
  try {
    const {data, error} = await supabase.rpc('unsubscribe', {token});
    if (error) {
      log({event: 'waitlist.unsubscribe_failed', code: error.code});
      return 'unavailable';
    }
    return data === true ? 'unsubscribed' : 'invalid';
  } catch (error) {
    log({
      event: 'waitlist.unsubscribe_failed',
      message: error instanceof Error ? error.message : String(error),
    });
    return 'unavailable';
  }
}

/** "Delete me": erases the signup whose status page this is (the token is the authority). */
export async function eraseSignup(
  supabase: DatabaseClient,
  token: string,
  log: (line: Record<string, unknown>) => void = (line) =>
    console.error(JSON.stringify(line)),
): Promise<'erased' | 'invalid' | 'unavailable'> {
  if (!SECRET_TOKEN.test(token)) return 'invalid';
  try {
    const {data, error} = await supabase.rpc('erase_waitlist_signup', {token});
    if (error) {
      log({event: 'waitlist.erase_failed', code: error.code});
      return 'unavailable';
    }
    return data === true ? 'erased' : 'invalid';
  } catch (error) {
    log({
      event: 'waitlist.erase_failed',
      message: error instanceof Error ? error.message : String(error),
    });
    return 'unavailable';
  }
}
