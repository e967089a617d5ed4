/**
 * One handler for the three waitlist forms, used by the page actions (no-JS posts that
 * re-render the page with the message) and by /api/waitlist (the enhanced forms' fetch).
 */
import type {Logger} from '~/lib/logger.server';
import type {DatabaseClient} from '~/lib/supabase.server';
import {assessFormTrap, signFormStart} from './bot-trap.server';
import {MESSAGES, WELCOME_DISCOUNT} from '~/lib/messages';
import {
  joinWaitlist,
  subscribeFromExitIntent,
  subscribeFromFooter,
  type WaitlistFailure,
  type WaitlistOutcome,
} from './waitlist.server';
import type {WaitlistResponse} from './waitlist-response';
import {TURNSTILE_RESPONSE_FIELD} from './turnstile';
import {
  turnstileConfigOf,
  verifyTurnstileToken,
  type TurnstileConfig,
} from './turnstile.server';
import {visitorIpOf} from '~/features/http/visitor-ip.server';
import {TURNSTILE_COPY, WAITLIST_FORM_COPY} from './copy';
import {referralCodeOf} from './waitlist-status.server';
import {readFirstTouch} from './first-touch.server';
import {
  joinFormOf,
  sameOriginReferrerQuery,
  utmOfSubmission,
  type UtmValues,
} from './signup-source.server';

export const WAITLIST_INTENTS = ['join', 'exit-intent', 'newsletter'] as const;
export type WaitlistIntent = (typeof WAITLIST_INTENTS)[number];

export type WaitlistSubmission = {
  intent: WaitlistIntent | null;
  outcome: WaitlistOutcome;
  /** What the visitor typed, to keep in the fields when the page re-renders with an error. */
  values: {
    name: string;
    email: string;
    ref: string | null;
    utm: UtmValues;
  };
  /** The no-JS footer form's page to return to (root action), kept through a second step. */
  returnTo?: string;
};

const isIntent = (value: unknown): value is WaitlistIntent =>
  typeof value === 'string' &&
  (WAITLIST_INTENTS as readonly string[]).includes(value);

/** The slice of the route context the forms need (see app/lib/context.server.ts). */
type WaitlistContext = {
  supabase: () => DatabaseClient;
  log: Pick<Logger, 'warn' | 'event'>;
  env: {
    SESSION_SECRET: string;
    WAITLIST_MIN_FILL_MS?: string;
    TURNSTILE_SITE_KEY?: string;
    TURNSTILE_SECRET_KEY?: string;
    TURNSTILE_VERIFY_URL?: string;
  };
};

/** What a bot is told: the success text of its form; nothing was stored. */
const BOT_ANSWERS: Record<WaitlistIntent, WaitlistOutcome> = {
  join: {status: 'success', message: MESSAGES.signupJoined},
  'exit-intent': {
    status: 'success',
    message: MESSAGES.exitIntentSuccess,
    code: WELCOME_DISCOUNT.code,
  },
  newsletter: {status: 'success', message: MESSAGES.footerSubscribed},
};

export async function submitWaitlistForm(
  request: Request,
  context: WaitlistContext,
  allowed: readonly WaitlistIntent[] = WAITLIST_INTENTS,
): Promise<WaitlistSubmission> {
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value.slice(0, 512) : '';
  };
  const intent = form?.get('intent');
  // The visit's first touch wins (decision 0212): the friend or campaign that brought the
  // visitor, even when the join happens pages later. Else the form's own fields, else the
  // address of the page it was posted from.
  const firstTouch = readFirstTouch(request);
  const values = {
    name: field('name').trim(),
    email: field('email').trim(),
    ref:
      firstTouch.ref ??
      referralCodeOf(field('ref')) ??
      referralCodeOf(sameOriginReferrerQuery(request)?.get('ref')),
    utm: Object.keys(firstTouch.utm).length
      ? firstTouch.utm
      : utmOfSubmission(request, form),
  };
  if (!isIntent(intent) || !allowed.includes(intent)) {
    return {
      intent: null,
      values,
      outcome: {
        status: 'error',
        message: MESSAGES.signupFailed,
        reason: 'invalid-input',
      },
    };
  }

  const minFillMs = context.env.WAITLIST_MIN_FILL_MS
    ? Number(context.env.WAITLIST_MIN_FILL_MS)
    : undefined;
  const now = Date.now();
  const verdict = await assessFormTrap(
    form,
    context.env.SESSION_SECRET,
    now,
    minFillMs,
  );
  if (verdict === 'bot') return {intent, outcome: BOT_ANSWERS[intent], values};
  if (verdict === 'confirm') {
    // Too soon, no start, or a start hours old: a person gets one more click (issue 24),
    // with what they typed kept and a fresh start signed as a confirmation.
    return {
      intent,
      values,
      outcome: {
        status: 'confirm',
        message: WAITLIST_FORM_COPY.confirmStep,
        formStarted: await signFormStart(context.env.SESSION_SECRET, now, {
          confirm: true,
        }),
      },
    };
  }

  const turnstile = turnstileConfigOf(context.env);
  // No token (scripts off) or siteverify out of reach: taken, as the signed start passed
  // (decision 0158); a refused token is not.
  if (
    turnstile &&
    (await passesTurnstile(request, turnstile, form, context.log)) === 'refused'
  )
    return {
      intent,
      values,
      outcome: {
        status: 'error',
        message: TURNSTILE_COPY.refused,
        reason: 'challenge-failed',
      },
    };

  const deps = {supabase: context.supabase(), log: context.log.event};
  const {utm} = values;
  const outcome =
    intent === 'join'
      ? await joinWaitlist(deps, {
          name: field('name'),
          email: field('email'),
          referrerCode: values.ref,
          // A static hidden field per join form; a missing or unknown one is stored as null.
          form: joinFormOf(field('form')),
          utm,
        })
      : intent === 'exit-intent'
        ? await subscribeFromExitIntent(deps, {email: field('email'), utm})
        : await subscribeFromFooter(deps, {email: field('email'), utm});
  return {intent, outcome, values};
}

/**
 * The form's Turnstile token, checked with siteverify: 'passed', 'refused' (a forged,
 * expired or reused token), or 'unchecked' (no token: scripts off or the widget not done;
 * or siteverify could not say, which is logged).
 */
async function passesTurnstile(
  request: Request,
  config: TurnstileConfig,
  form: FormData | null,
  log: Pick<Logger, 'warn'>,
): Promise<'passed' | 'refused' | 'unchecked'> {
  const token = form?.get(TURNSTILE_RESPONSE_FIELD);
  if (typeof token !== 'string' || token.trim() === '') return 'unchecked';
  const verdict = await verifyTurnstileToken(config, token.trim(), {
    remoteIp: visitorIpOf(request),
  });
  if (verdict.outcome === 'unavailable') {
    log.warn('turnstile.unavailable', {reason: verdict.reason});
    return 'unchecked';
  }
  return verdict.outcome;
}

/** What each failure answers over HTTP: 4xx for the visitor's input, 503 for ours. */
const HTTP_STATUS_OF_FAILURE = {
  'invalid-input': 400,
  unavailable: 503,
  'rate-limited': 429,
  'challenge-failed': 403,
} as const satisfies Record<WaitlistFailure, number>;

/** The HTTP status a submission answers with: 200, or its failure's status. */
export function statusOf({outcome}: WaitlistSubmission): number {
  return outcome.status === 'error'
    ? HTTP_STATUS_OF_FAILURE[outcome.reason]
    : 200;
}

/** `Retry-After` for a rate-limited submission, else nothing. */
export function retryAfterOf({
  outcome,
}: WaitlistSubmission): Record<string, string> {
  return outcome.status === 'error' && outcome.retryAfterSeconds
    ? {'Retry-After': String(outcome.retryAfterSeconds)}
    : {};
}

/** The body `/api/waitlist` answers: the outcome the visitor sees, nothing internal. */
export function waitlistResponseOf({
  outcome,
}: WaitlistSubmission): WaitlistResponse {
  if (outcome.status === 'confirm') {
    const {status, message, formStarted} = outcome;
    return {status, message, formStarted};
  }
  if (outcome.status !== 'error') return outcome;
  const {status, message, fieldErrors} = outcome;
  return fieldErrors ? {status, message, fieldErrors} : {status, message};
}
