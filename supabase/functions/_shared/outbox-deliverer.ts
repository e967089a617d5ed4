/**
 * Delivers the outbox (supabase/migrations/*_outbox.sql): the welcome emails and Shopify
 * customer syncs that signups queued in their own transaction. Run by `deliver-outbox`,
 * which a schedule calls (pg_cron + pg_net on Supabase, a timer in the local stand-in).
 *
 * - At least once: a message is claimed with a lease; a crash before "delivered" lets the
 *   lease run out and the message is claimed again.
 * - Exactly once where it matters: the email goes out with the message's idempotency key
 *   (Resend's `Idempotency-Key`), and the customer sync is an upsert by email.
 * - Retries with exponential backoff; after MAX_ATTEMPTS the message is `failed`, to be seen
 *   and replayed with scripts/outbox.ts.
 * - Log lines name the run's request id, the outbox id and the request that queued it,
 *   never an email address.
 */
import {renderAdminNoticeEmail} from './admin-notice-email.ts';
import {DEFAULT_EMAIL_API_URL, sendEmail} from './email-api.ts';
import type {FunctionDeps, FunctionEnv} from './handler.ts';
import {errorMessage, withoutEmails} from './http.ts';
import {
  DEFAULT_ADMIN_API_VERSION,
  findCustomerIdByEmail,
  recordEmailMarketingConsent,
  requestCustomerDataErasure,
  upsertWaitlistCustomer,
  withdrawEmailMarketingConsent,
} from './shopify-admin.ts';
import {
  confirmationUrl,
  siteUrlOf,
  statusPageUrl,
  unsubscribeUrl,
} from './waitlist-links.ts';
import type {OutboxMessage} from './signup-store.ts';
import {emailMomentOf} from './email-moment.ts';
import {
  WELCOME_DISCOUNT_CODE,
  renderNewsletterWelcomeEmail,
  renderWelcomeEmail,
  type RenderedEmail,
} from './welcome-email-template.ts';

export const OUTBOX_SETTINGS = {
  batchSize: 25,
  /** Longer than one delivery can take (each call has its deadline). */
  leaseSeconds: 60,
  maxAttempts: 8,
  firstRetrySeconds: 30,
  maxRetrySeconds: 60 * 60,
};

/** 30 s, 1 min, 2 min, ... capped at an hour. */
export function retryDelaySeconds(
  attempt: number,
  settings = OUTBOX_SETTINGS,
): number {
  return Math.min(
    settings.firstRetrySeconds * 2 ** Math.max(0, attempt - 1),
    settings.maxRetrySeconds,
  );
}

/** A failure retrying cannot fix (the signup is gone): give up at once. */
class PermanentFailure extends Error {}

export type DeliveryReport = {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
};

export async function deliverOutbox(
  env: FunctionEnv,
  deps: FunctionDeps,
  options: {
    requestId: string;
    log?: (line: Record<string, unknown>) => void;
    settings?: Partial<typeof OUTBOX_SETTINGS>;
  },
): Promise<DeliveryReport> {
  const settings = {...OUTBOX_SETTINGS, ...options.settings};
  const log = options.log ?? ((line) => console.log(JSON.stringify(line)));
  const messages = await deps.store.claimOutboxMessages(
    settings.batchSize,
    settings.leaseSeconds,
  );
  const report: DeliveryReport = {
    claimed: messages.length,
    delivered: 0,
    retrying: 0,
    failed: 0,
  };
  for (const message of messages) {
    const context = {
      requestId: options.requestId,
      outboxId: message.id,
      causedBy: message.request_id,
      kind: message.kind,
      attempt: message.attempts,
    };
    try {
      await deliver(message, env, deps);
      await deps.store.completeOutboxMessage(message.id);
      report.delivered += 1;
      log({event: 'outbox.delivered', ...context});
    } catch (error) {
      const reason = withoutEmails(errorMessage(error));
      const giveUp =
        error instanceof PermanentFailure ||
        message.attempts >= settings.maxAttempts;
      const retryAfter = retryDelaySeconds(message.attempts, settings);
      // If this write fails too, the lease runs out and the message is claimed again.
      await deps.store
        .failOutboxMessage(message.id, reason, retryAfter, giveUp)
        .catch(() => {});
      if (giveUp) report.failed += 1;
      else report.retrying += 1;
      log({
        event: giveUp ? 'outbox.failed' : 'outbox.retry',
        ...context,
        reason,
        ...(giveUp ? {} : {retryAfterSeconds: retryAfter}),
      });
    }
  }
  return report;
}

async function deliver(
  message: OutboxMessage,
  env: FunctionEnv,
  deps: FunctionDeps,
): Promise<void> {
  if (message.kind === 'welcome-email') {
    const signup = await deps.store.findWaitlistSignup(message.email);
    if (signup === null) throw new PermanentFailure('not on the waitlist');
    const site = siteUrlOf(env);
    await sendOutboxEmail(
      message,
      env,
      deps,
      renderWelcomeEmail({
        name: signup.name,
        discountCode: WELCOME_DISCOUNT_CODE,
        moment: await emailMomentOf(env, deps, WELCOME_DISCOUNT_CODE),
        // An unconfirmed address (or one joining again after an unsubscribe) gets the
        // link the message was queued with.
        confirmUrl:
          signup.awaitingConfirmation && message.confirmation_token
            ? confirmationUrl(site, message.confirmation_token)
            : undefined,
        statusUrl: statusPageUrl(site, signup.statusToken),
        unsubscribeUrl: unsubscribeUrl(
          site,
          await deps.store.unsubscribeToken(message.email),
        ),
      }),
    );
    return;
  }
  if (message.kind === 'customer-consent') {
    const signup = await deps.store.findWaitlistSignup(message.email);
    if (!signup?.marketingConsentAt)
      throw new PermanentFailure('no confirmed consent');
    const config = adminApiConfigOf(env, deps);
    const customerId = await upsertWaitlistCustomer(config, {
      email: message.email,
      firstName: signup.name,
      tags: ['waitlist', 'signup-modal', 'confirmed'],
    });
    await recordEmailMarketingConsent(
      config,
      customerId,
      signup.marketingConsentAt,
    );
    return;
  }
  if (message.kind === 'customer-unsubscribe') {
    // Confirmed again since (a later consent message carries that): nothing to withdraw.
    if (!(await deps.store.isUnsubscribed(message.email))) return;
    const config = adminApiConfigOf(env, deps);
    const customerId = await findCustomerIdByEmail(config, message.email);
    // Never synced: Shopify holds no consent for the address.
    if (customerId === null) return;
    await withdrawEmailMarketingConsent(config, customerId, message.created_at);
    return;
  }
  if (message.kind === 'customer-erase') {
    // The address was erased here; the message holds it only until this is delivered.
    const config = adminApiConfigOf(env, deps);
    const customerId = await findCustomerIdByEmail(config, message.email);
    if (customerId === null) return;
    // At once, since the erasure itself runs on Shopify's schedule.
    await withdrawEmailMarketingConsent(config, customerId, message.created_at);
    await requestCustomerDataErasure(config, customerId);
    return;
  }
  if (message.kind === 'admin-notice') {
    // The TOTP factor of this admin was locked (decision 0191).
    await sendOutboxEmail(message, env, deps, renderAdminNoticeEmail());
    return;
  }
  if (message.kind === 'newsletter-welcome-email') {
    if (!(await deps.store.isNewsletterSubscriber(message.email)))
      throw new PermanentFailure('not subscribed to the newsletter');
    await sendOutboxEmail(
      message,
      env,
      deps,
      renderNewsletterWelcomeEmail({
        discountCode: WELCOME_DISCOUNT_CODE,
        moment: await emailMomentOf(env, deps, WELCOME_DISCOUNT_CODE),
        unsubscribeUrl: unsubscribeUrl(
          siteUrlOf(env),
          await deps.store.unsubscribeToken(message.email),
        ),
      }),
    );
    return;
  }
  const source = message.source ?? 'footer';
  // The whole name goes in firstName: splitting names into first and last guesses wrong too often.
  const firstName =
    source === 'signup-modal'
      ? await deps.store.findWaitlistName(message.email)
      : null;
  await upsertWaitlistCustomer(adminApiConfigOf(env, deps), {
    email: message.email,
    firstName,
    tags: ['waitlist', source],
  });
}

function adminApiConfigOf(env: FunctionEnv, deps: FunctionDeps) {
  const {
    SHOPIFY_STORE_DOMAIN: storeDomain,
    SHOPIFY_ADMIN_API_TOKEN: accessToken,
  } = env;
  if (!storeDomain || !accessToken)
    throw new Error(
      'not configured: SHOPIFY_STORE_DOMAIN and SHOPIFY_ADMIN_API_TOKEN',
    );
  return {
    storeDomain,
    accessToken,
    apiVersion: env.SHOPIFY_ADMIN_API_VERSION || DEFAULT_ADMIN_API_VERSION,
    fetch: deps.fetch,
  };
}

/** One email of the outbox, with the message's idempotency key (a retry is not sent twice). */
async function sendOutboxEmail(
  message: OutboxMessage,
  env: FunctionEnv,
  deps: FunctionDeps,
  email: RenderedEmail,
): Promise<void> {
  const {RESEND_API_KEY: apiKey, EMAIL_FROM: from} = env;
  if (!apiKey || !from)
    throw new Error('not configured: RESEND_API_KEY and EMAIL_FROM');
  const sent = await sendEmail(
    {
      apiUrl: env.RESEND_API_URL || DEFAULT_EMAIL_API_URL,
      apiKey,
      fetch: deps.fetch,
    },
    {from, to: [message.email], ...email},
    `outbox-${message.idempotency_key}`,
  );
  if (!sent.ok) throw new Error(sent.reason);
}
