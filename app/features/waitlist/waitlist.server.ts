/**
 * The waitlist's flows (SPEC 4, 5, 8), independent of any UI: the signup modal, the
 * exit-intent popup, the footer newsletter and the waitlist counter. Each flow answers
 * with one of the spec's outcomes and never throws: a failing Supabase degrades to the
 * spec's failure text. The side effects (welcome email, Shopify customer sync) are not
 * run here: the database queues them in the signup's own transaction (the outbox, see
 * supabase/migrations/*_outbox.sql) and the `deliver-outbox` function delivers them with
 * retries, so a signup that was told "Check your email" cannot lose its email.
 */
import {CacheShort, type WithCache} from '@shopify/hydrogen';
import type {DatabaseClient} from '~/lib/supabase.server';
import {MESSAGES, VISITOR_COPY, WELCOME_DISCOUNT} from '~/lib/messages';
import {DISPOSABLE_EMAIL_COPY, RATE_LIMIT_COPY} from './copy';
import {
  normaliseEmail,
  validateExitIntentEmail,
  validateSignup,
} from './validation';
import type {
  WaitlistConfirm,
  WaitlistError,
  WaitlistSuccess,
} from './waitlist-response';
import type {JoinForm, UtmValues} from './signup-source.server';

export type WaitlistDeps = {
  supabase: DatabaseClient;
  /** One structured log line; default `console.error(JSON.stringify(line))`. */
  log?: (line: Record<string, unknown>) => void;
};

/**
 * Why a flow failed, in the domain's terms: the visitor's input was refused, or the
 * backend could not be reached. The form layer (waitlist-form.server.ts) maps it to HTTP.
 */
export type WaitlistFailure =
  | 'invalid-input'
  | 'unavailable'
  | 'rate-limited'
  /** Cloudflare Turnstile refused the form's token (waitlist-form.server.ts). */
  | 'challenge-failed';

/** A flow's answer: the spec's text for the visitor, and on failure why. */
export type WaitlistOutcome =
  | WaitlistSuccess
  | WaitlistConfirm
  | (WaitlistError & {
      reason: WaitlistFailure;
      /** With 'rate-limited': when to try again (the Retry-After). */
      retryAfterSeconds?: number;
    });

/** SPEC 9: the counter shows 2000 plus the signups, or 2347 when no count was ever available. */
export const WAITLIST_COUNT_BASE = 2000;
export const WAITLIST_COUNT_FALLBACK = 2347;

type InsertResult =
  'inserted' | 'duplicate' | 'disposable' | 'rejected' | 'failed' | RateLimited;

/**
 * Postgres refused a disposable-mail address (its domain or a parent is on the list the
 * database keeps: migration 20251125203100, record 0221). PostgREST answers 400 with the code.
 */
const DISPOSABLE_DOMAIN = 'EFD01';

/** Postgres refused: too many signups from this address or network (PT429, see the rate_limits migration). */
type RateLimited = {rateLimited: true; retryAfterSeconds: number};
const RATE_LIMITED = 'PT429';

function rateLimitedBy(error: {code?: string; hint?: string | null}) {
  if (error.code !== RATE_LIMITED) return null;
  const seconds = Number(error.hint);
  return {
    rateLimited: true,
    retryAfterSeconds:
      Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, 3600) : 600,
  } satisfies RateLimited;
}

function disposableOutcome(): WaitlistOutcome {
  return {
    status: 'error',
    message: DISPOSABLE_EMAIL_COPY.message,
    fieldErrors: {email: DISPOSABLE_EMAIL_COPY.message},
    reason: 'invalid-input',
  };
}

function rateLimitedOutcome(limited: RateLimited): WaitlistOutcome {
  return {
    status: 'error',
    message: RATE_LIMIT_COPY.message,
    reason: 'rate-limited',
    retryAfterSeconds: limited.retryAfterSeconds,
  };
}

/**
 * Any unique violation is the duplicate-signup path: the address itself
 * (`subscribers_email_key`) or its Gmail-style normalised twin
 * (`subscribers_email_normalised_key`, and the newsletter's pair; migration
 * 20251124180000), which the database enforces so two spellings joining at once get one row.
 */
const UNIQUE_VIOLATION = '23505';
/**
 * The database refused the values themselves: bad input, not an outage. Class 22 is every
 * data exception (too long 22001, bad text 22P02, NUL in a string 22P05/22021, ...); 23514
 * and 23502 are the check and not-null constraints.
 */
const isInvalidInput = (code: string) =>
  code.startsWith('22') || code === '23514' || code === '23502';

export async function joinWaitlist(
  deps: WaitlistDeps,
  input: {
    name: unknown;
    email: unknown;
    /** The idempotency key of this join (default: a new one; tests choose theirs). */
    submission?: string;
    /** The referral code of the link the visitor came through (`/?ref=`), already checked. */
    referrerCode?: string | null;
    /** Which join form, and the landing URL's UTM values (signup-source.server.ts). */
    form?: JoinForm | null;
    utm?: UtmValues;
  },
): Promise<WaitlistOutcome> {
  const validation = validateSignup(input);
  if (!validation.ok) {
    return {
      status: 'error',
      message: validation.message,
      fieldErrors: validation.fieldErrors,
      reason: 'invalid-input',
    };
  }
  const {name, email} = validation.value;

  const row: Record<string, string> = {
    name,
    email,
    ...input.utm,
    submission_key: input.submission ?? crypto.randomUUID(),
  };
  if (input.referrerCode) row.referrer_code = input.referrerCode;
  if (input.form) row.source = input.form;
  const inserted = await insertSignup(deps, 'subscribers', row);
  if (typeof inserted === 'object') return rateLimitedOutcome(inserted);
  switch (inserted) {
    case 'disposable':
      return disposableOutcome();
    case 'inserted':
      // The welcome email and the customer sync were queued with the row.
      return {status: 'success', message: MESSAGES.signupJoined};
    case 'duplicate': {
      // Already on the list: queue the email again. The database allows one every 10
      // minutes, so the visitor hears "resent" only when one was queued now.
      const resend = await requestWelcomeEmailResend(deps, email);
      if (typeof resend === 'object') return rateLimitedOutcome(resend);
      return {status: 'success', message: RESEND_MESSAGES[resend]};
    }
    case 'rejected':
      return {
        status: 'error',
        message: MESSAGES.signupFailed,
        reason: 'invalid-input',
      };
    case 'failed':
      return {
        status: 'error',
        message: MESSAGES.signupFailed,
        reason: 'unavailable',
      };
  }
}

export async function subscribeFromExitIntent(
  deps: WaitlistDeps,
  input: {email: unknown; utm?: UtmValues},
): Promise<WaitlistOutcome> {
  const validation = validateExitIntentEmail(input.email);
  if (!validation.ok) {
    return {
      status: 'error',
      message: validation.message,
      fieldErrors: {email: validation.message},
      reason: 'invalid-input',
    };
  }
  const {email} = validation;
  const success: WaitlistOutcome = {
    status: 'success',
    message: MESSAGES.exitIntentSuccess,
    code: WELCOME_DISCOUNT.code,
  };

  const inserted = await insertSignup(deps, 'newsletter_subscribers', {
    ...input.utm,
    email,
    source: 'exit-intent',
    submission_key: crypto.randomUUID(),
  });
  if (typeof inserted === 'object') return rateLimitedOutcome(inserted);
  switch (inserted) {
    case 'disposable':
      return disposableOutcome();
    case 'inserted':
      return success;
    case 'duplicate':
      // SPEC 8: a known address still gets the code.
      return success;
    case 'rejected':
      return {
        status: 'error',
        message: MESSAGES.signupFailed,
        reason: 'invalid-input',
      };
    case 'failed':
      return {
        status: 'error',
        message: MESSAGES.signupFailed,
        reason: 'unavailable',
      };
  }
}

export async function subscribeFromFooter(
  deps: WaitlistDeps,
  input: {email: unknown; utm?: UtmValues},
): Promise<WaitlistOutcome> {
  // The footer has no pattern check (SPEC 5); `required` is the browser's, so repeat it here.
  // The database still refuses what is not an email.
  const email = normaliseEmail(input.email);
  if (!email)
    return {
      status: 'error',
      message: MESSAGES.footerFailed,
      reason: 'invalid-input',
    };

  const inserted = await insertSignup(deps, 'newsletter_subscribers', {
    ...input.utm,
    email,
    source: 'footer',
    submission_key: crypto.randomUUID(),
  });
  if (typeof inserted === 'object') return rateLimitedOutcome(inserted);
  switch (inserted) {
    case 'disposable':
      return {
        status: 'error',
        message: DISPOSABLE_EMAIL_COPY.message,
        reason: 'invalid-input',
      };
    case 'inserted':
      return {status: 'success', message: MESSAGES.footerSubscribed};
    case 'duplicate':
      return {status: 'info', message: MESSAGES.footerAlreadySubscribed};
    case 'rejected':
      return {
        status: 'error',
        message: MESSAGES.footerFailed,
        reason: 'invalid-input',
      };
    case 'failed':
      return {
        status: 'error',
        message: MESSAGES.footerFailed,
        reason: 'unavailable',
      };
  }
}

/** Where the last count read successfully is kept, so an outage shows it (stale) instead of jumping. */
export type LastGoodCount = {
  get(): Promise<number | null>;
  set(count: number): Promise<void>;
};

/** The isolate's copy: Oxygen keeps an isolate for many requests. */
const ISOLATE_MEMORY: {count: number | null} = {count: null};

/** Kept in memory (the isolate's by default), and in `cache` (the edge cache) when given, for new isolates. */
export function lastGoodCountStore({
  cache,
  memory = ISOLATE_MEMORY,
}: {cache?: Cache; memory?: {count: number | null}} = {}): LastGoodCount {
  const key = () => new Request('https://waitlist.internal/last-good-count');
  return {
    async get() {
      if (memory.count !== null) return memory.count;
      const cached = await cache?.match(key()).catch(() => undefined);
      const value: unknown = await cached?.json().catch(() => null);
      return typeof value === 'number' ? value : null;
    },
    async set(count) {
      // Unchanged since this isolate last wrote it: no edge-cache write on every page view.
      if (memory.count === count) return;
      memory.count = count;
      await cache
        ?.put(
          key(),
          Response.json(count, {
            headers: {'Cache-Control': 'public, max-age=2592000'},
          }),
        )
        .catch(() => {});
    },
  };
}

/**
 * A count this isolate read a moment ago, with when it stops being fresh. The landing page
 * passes the isolate's own (`ISOLATE_RECENT_COUNT`): within CacheShort's one-second max-age
 * a view takes it from memory, not the Cache API (a lookup per view was most of the
 * landing page's wait in workerd, issue 31).
 */
export type RecentCount = {count: number | null; freshUntil: number};
export const ISOLATE_RECENT_COUNT: RecentCount = {count: null, freshUntil: 0};
/** CacheShort's max-age: what the shared cache would call fresh. */
const RECENT_COUNT_MS = 1_000;

/**
 * The counter. The anon key cannot count the table (that would need SELECT, which would
 * expose every email), so it asks the SECURITY DEFINER function `waitlist_count()`.
 * With `withCache`, a good count is cached briefly so page views do not each hit the database.
 */
export async function getWaitlistCount(deps: {
  supabase: DatabaseClient;
  withCache?: WithCache;
  log?: WaitlistDeps['log'];
  /** Default: the isolate's memory. */
  lastGood?: LastGoodCount;
  /** A count read a moment ago (none: always ask the cache or the database). */
  recent?: RecentCount;
  now?: () => number;
}): Promise<number> {
  const now = deps.now ?? Date.now;
  const recent = deps.recent;
  if (recent && recent.count !== null && now() < recent.freshUntil)
    return recent.count;
  const load = () => countSignups(deps);
  const lastGood = deps.lastGood ?? lastGoodCountStore();
  // During an outage: the last good count, stale; 2347 only when there has never been one.
  const fallback = async () =>
    (await lastGood.get().catch(() => null)) ?? WAITLIST_COUNT_FALLBACK;
  try {
    const count = deps.withCache
      ? await deps.withCache.run(
          {
            cacheKey: ['waitlist', 'count'],
            cacheStrategy: CacheShort(),
            shouldCacheResult: (value) => value !== null,
          },
          load,
        )
      : await load();
    if (count === null) return await fallback();
    await lastGood.set(WAITLIST_COUNT_BASE + count).catch(() => {});
    if (recent) {
      recent.count = WAITLIST_COUNT_BASE + count;
      recent.freshUntil = now() + RECENT_COUNT_MS;
    }
    return WAITLIST_COUNT_BASE + count;
  } catch (error) {
    logLine(deps, {event: 'waitlist.count_failed', message: describe(error)});
    return await fallback();
  }
}

async function countSignups(deps: {
  supabase: DatabaseClient;
  log?: WaitlistDeps['log'];
}): Promise<number | null> {
  const {data, error} = await deps.supabase.rpc('waitlist_count');
  if (!error && typeof data === 'number') return data;
  logLine(deps, {
    event: 'waitlist.count_failed',
    code: error?.code,
    message: error?.message ?? 'not a number',
  });
  return null;
}

/**
 * Inserts one signup. A deadline that fires (or a connection that breaks) before Postgres
 * answers is an unknown outcome, not a failure: the write may still commit (issue 24). The
 * row carries this join's idempotency key, so asking again is safe: the database waits
 * for the first attempt, then skips the row when that attempt stored it (migration
 * 20251125150000, decision 0192), and the answer is true either way. Asked once more here;
 * if that too goes unanswered, the visitor's own retry is a duplicate join, and its answer
 * ("already on the list") is true too.
 */
async function insertSignup(
  deps: WaitlistDeps,
  table: 'subscribers' | 'newsletter_subscribers',
  row: Record<string, string>,
): Promise<InsertResult> {
  const first = await attemptInsert(deps, table, row);
  if (first !== 'unknown') return first;
  logLine(deps, {event: 'waitlist.insert_retried', table});
  const again = await attemptInsert(deps, table, row);
  return again === 'unknown' ? 'failed' : again;
}

async function attemptInsert(
  deps: WaitlistDeps,
  table: 'subscribers' | 'newsletter_subscribers',
  row: Record<string, string>,
): Promise<InsertResult | 'unknown'> {
  try {
    // No `.select()`: the anon role may insert but not read back (PostgREST return=minimal).
    const {error, status} = await deps.supabase.from(table).insert(row);
    if (!error) return 'inserted';
    // No answer from Postgres: the deadline fired or the connection broke (supabase-js
    // answers status 0), or a gateway gave up on it (a 5xx without a SQLSTATE).
    if (status === 0 || (status >= 500 && !/^[0-9A-Z]{5}$/.test(error.code))) {
      logLine(deps, {
        event: 'waitlist.insert_unanswered',
        table,
        message: error.message,
      });
      return 'unknown';
    }
    if (error.code === UNIQUE_VIOLATION) return 'duplicate';
    if (error.code === DISPOSABLE_DOMAIN) return 'disposable';
    const limited = rateLimitedBy(error);
    if (limited) return limited;
    logLine(deps, {
      event: 'waitlist.insert_failed',
      table,
      code: error.code,
      message: error.message,
    });
    if (!isInvalidInput(error.code)) return 'failed';
    // The address's own check (a trailing dot, an invisible character) runs before the
    // disposable-domain trigger; a throwaway address is still told so (issue 24).
    return typeof row.email === 'string' &&
      (await isDisposableEmail(deps, row.email))
      ? 'disposable'
      : 'rejected';
  } catch (error) {
    logLine(deps, {
      event: 'waitlist.insert_unanswered',
      table,
      message: describe(error),
    });
    return 'unknown';
  }
}

/** The database's own check (public.is_disposable_email); false when it cannot say. */
async function isDisposableEmail(
  deps: WaitlistDeps,
  email: string,
): Promise<boolean> {
  const {data, error} = await deps.supabase
    .rpc('is_disposable_email', {address: email})
    .then(
      (answer) => answer,
      () => ({data: null, error: true}),
    );
  return !error && data === true;
}

const RESEND_MESSAGES = {
  queued: MESSAGES.signupResent,
  'too-soon': VISITOR_COPY.signupAlreadySent,
  failed: VISITOR_COPY.signupOnListNotResent,
} as const;

/**
 * Queues another welcome email for an address already on the list and says what
 * happened; never throws. A failure is only logged.
 */
async function requestWelcomeEmailResend(
  deps: WaitlistDeps,
  email: string,
): Promise<keyof typeof RESEND_MESSAGES | RateLimited> {
  try {
    const {data, error} = await deps.supabase.rpc(
      'request_welcome_email_resend',
      {recipient: email},
    );
    if (!error) return data === true ? 'queued' : 'too-soon';
    const limited = rateLimitedBy(error);
    if (limited) return limited;
    logLine(deps, {
      event: 'waitlist.resend_failed',
      code: error.code,
      message: error.message,
    });
  } catch (error) {
    logLine(deps, {event: 'waitlist.resend_failed', message: describe(error)});
  }
  return 'failed';
}

function logLine(
  deps: {log?: WaitlistDeps['log']},
  line: Record<string, unknown>,
): void {
  (deps.log ?? ((entry) => console.error(JSON.stringify(entry))))(line);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
