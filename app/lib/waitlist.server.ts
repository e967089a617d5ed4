/**
 * The waitlist's flows (SPEC 4, 5, 8), independent of any UI: the signup modal, the
 * exit-intent popup, the footer newsletter and the waitlist counter. Each flow answers
 * with one of the spec's outcomes and never throws: a failing Supabase degrades to the
 * spec's failure text, and the slow side effects (welcome email, Shopify customer sync)
 * run in `waitUntil`, where a failure is only logged.
 */
import {CacheShort, type WithCache} from '@shopify/hydrogen';
import type {SupabaseClient} from '@supabase/supabase-js';
import {MESSAGES, VISITOR_COPY, WELCOME_DISCOUNT} from './messages';
import {
  normaliseEmail,
  validateExitIntentEmail,
  validateSignup,
} from './validation';
import type {WaitlistError, WaitlistSuccess} from './waitlist-response';

export type WaitlistDeps = {
  supabase: SupabaseClient;
  waitUntil: (promise: Promise<unknown>) => void;
  /** One structured log line; default `console.error(JSON.stringify(line))`. */
  log?: (line: Record<string, unknown>) => void;
};

/**
 * Why a flow failed, in the domain's terms: the visitor's input was refused, or the
 * backend could not be reached. The form layer (waitlist-form.server.ts) maps it to HTTP.
 */
export type WaitlistFailure = 'invalid-input' | 'unavailable';

/** A flow's answer: the spec's text for the visitor, and on failure why. */
export type WaitlistOutcome =
  WaitlistSuccess | (WaitlistError & {reason: WaitlistFailure});

/** SPEC 9: the counter shows 2000 plus the signups, or 2347 when the count is unavailable. */
export const WAITLIST_COUNT_BASE = 2000;
export const WAITLIST_COUNT_FALLBACK = 2347;

/** The `source` the customer sync receives (and tags the Shopify customer with). */
type SignupSource = 'signup-modal' | 'exit-intent' | 'footer';

type InsertResult = 'inserted' | 'duplicate' | 'rejected' | 'failed';

const UNIQUE_VIOLATION = '23505';
/** The database refused the values themselves (check, length, type or null constraints): bad input, not an outage. */
const INVALID_INPUT_CODES = new Set(['23514', '22001', '22P02', '23502']);

export async function joinWaitlist(
  deps: WaitlistDeps,
  input: {name: unknown; email: unknown},
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
  const welcomeEmail = {name, email, discountCode: WELCOME_DISCOUNT.code};

  switch (await insertSignup(deps, 'subscribers', {name, email})) {
    case 'inserted':
      inBackground(deps, 'send-welcome-email', welcomeEmail);
      inBackground(deps, 'sync-shopify-customer', {
        email,
        name,
        source: 'signup-modal' satisfies SignupSource,
      });
      return {status: 'success', message: MESSAGES.signupJoined};
    case 'duplicate':
      // Already on the list: send the email again, and wait for the answer, so the
      // visitor hears "resent" only when it was (the function allows one every 10 minutes).
      return {
        status: 'success',
        message: RESEND_MESSAGES[await resendWelcomeEmail(deps, welcomeEmail)],
      };
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
  input: {email: unknown},
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

  switch (
    await insertSignup(deps, 'newsletter_subscribers', {
      email,
      source: 'exit-intent',
    })
  ) {
    case 'inserted':
      inBackground(deps, 'sync-shopify-customer', {
        email,
        source: 'exit-intent' satisfies SignupSource,
      });
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
  input: {email: unknown},
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

  switch (
    await insertSignup(deps, 'newsletter_subscribers', {
      email,
      source: 'footer',
    })
  ) {
    case 'inserted':
      inBackground(deps, 'sync-shopify-customer', {
        email,
        source: 'footer' satisfies SignupSource,
      });
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

/**
 * The counter. The anon key cannot count the table (that would need SELECT, which would
 * expose every email), so it asks the SECURITY DEFINER function `waitlist_count()`.
 * With `withCache`, a good count is cached briefly so page views do not each hit the database.
 */
export async function getWaitlistCount(deps: {
  supabase: SupabaseClient;
  withCache?: WithCache;
  log?: WaitlistDeps['log'];
}): Promise<number> {
  const load = () => countSignups(deps);
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
    return count === null
      ? WAITLIST_COUNT_FALLBACK
      : WAITLIST_COUNT_BASE + count;
  } catch (error) {
    logLine(deps, {event: 'waitlist.count_failed', message: describe(error)});
    return WAITLIST_COUNT_FALLBACK;
  }
}

async function countSignups(deps: {
  supabase: SupabaseClient;
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

async function insertSignup(
  deps: WaitlistDeps,
  table: 'subscribers' | 'newsletter_subscribers',
  row: Record<string, string>,
): Promise<InsertResult> {
  try {
    // No `.select()`: the anon role may insert but not read back (PostgREST return=minimal).
    const {error} = await deps.supabase.from(table).insert(row);
    if (!error) return 'inserted';
    if (error.code === UNIQUE_VIOLATION) return 'duplicate';
    logLine(deps, {
      event: 'waitlist.insert_failed',
      table,
      code: error.code,
      message: error.message,
    });
    return INVALID_INPUT_CODES.has(error.code) ? 'rejected' : 'failed';
  } catch (error) {
    logLine(deps, {
      event: 'waitlist.insert_failed',
      table,
      message: describe(error),
    });
    return 'failed';
  }
}

/** How long a visitor waits for a resend before hearing that it could not be made now. */
const RESEND_DEADLINE_MS = 5000;
const TOO_SOON = 429;

const RESEND_MESSAGES = {
  sent: MESSAGES.signupResent,
  'too-soon': VISITOR_COPY.signupAlreadySent,
  failed: VISITOR_COPY.signupOnListNotResent,
} as const;

/** Calls send-welcome-email and says what happened; never throws. */
async function resendWelcomeEmail(
  deps: WaitlistDeps,
  body: Record<string, string>,
): Promise<keyof typeof RESEND_MESSAGES> {
  try {
    const {error} = await deps.supabase.functions.invoke('send-welcome-email', {
      body,
      signal: AbortSignal.timeout(RESEND_DEADLINE_MS),
    });
    if (!error) return 'sent';
    const failure = await functionFailure(error);
    if (failure.status === TOO_SOON) return 'too-soon';
    logLine(deps, {
      event: 'waitlist.function_failed',
      function: 'send-welcome-email',
      ...failure,
    });
    return 'failed';
  } catch (error) {
    logLine(deps, {
      event: 'waitlist.function_failed',
      function: 'send-welcome-email',
      message: describe(error),
    });
    return 'failed';
  }
}

/** Hands a function call to `waitUntil`; the promise never rejects, failures become log lines. */
function inBackground(
  deps: WaitlistDeps,
  name: string,
  body: Record<string, string>,
): void {
  deps.waitUntil(
    deps.supabase.functions.invoke(name, {body}).then(
      async ({error}) => {
        if (error)
          logLine(deps, {
            event: 'waitlist.function_failed',
            function: name,
            ...(await functionFailure(error)),
          });
      },
      (error: unknown) =>
        logLine(deps, {
          event: 'waitlist.function_failed',
          function: name,
          message: describe(error),
        }),
    ),
  );
}

/** A FunctionsHttpError carries the function's response: keep its status and body for the log. */
async function functionFailure(error: {
  name?: string;
  message?: string;
  context?: unknown;
}): Promise<Record<string, unknown>> {
  const failure: Record<string, unknown> = {
    error: error.name,
    message: error.message,
  };
  if (error.context instanceof Response) {
    failure.status = error.context.status;
    failure.response = await error.context.text().catch(() => undefined);
  }
  return failure;
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
