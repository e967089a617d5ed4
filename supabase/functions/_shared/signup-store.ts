/**
 * What the functions read and write in the database, through PostgREST with the
 * service-role key (plain fetch, so the module runs unchanged in Deno and Node).
 */
import {errorMessage} from './http.ts';

export type SignupStore = {
  /** The name a waitlist signup gave, or null when `email` is not on the waitlist. */
  findWaitlistName(email: string): Promise<string | null>;
  isNewsletterSubscriber(email: string): Promise<boolean>;
  /** The address's one-click unsubscribe token (issued on first use). */
  unsubscribeToken(email: string): Promise<string>;
  /** True once the address used its unsubscribe link: nothing more may be mailed to it. */
  isUnsubscribed(email: string): Promise<boolean>;
  /** What a waitlist email shows about the signup, or null when `email` is not on the waitlist. */
  findWaitlistSignup(email: string): Promise<WaitlistSignup | null>;
  /** True when nothing was sent to `email` within `minIntervalSeconds` before `at`; records `at`. */
  claimWelcomeEmailSlot(
    email: string,
    at: Date,
    minIntervalSeconds: number,
  ): Promise<boolean>;
  /** Undoes a claim made at `at` (the send failed), so the visitor can ask again. */
  releaseWelcomeEmailSlot(email: string, at: Date): Promise<void>;
  /** Queues a welcome email if `email` is on the waitlist and none was queued lately. */
  requestWelcomeEmailResend(email: string): Promise<void>;
  /** Queues a customer sync if `email` is on the list `source` names and none was queued lately. */
  requestCustomerSync(email: string, source: string): Promise<void>;
};

export type WaitlistSignup = {
  name: string;
  /** The secret of the signup's status page. */
  statusToken: string;
  confirmed: boolean;
  /**
   * A welcome email must carry its confirmation link: unconfirmed, or unsubscribed and
   * joining again (double opt-in again).
   */
  awaitingConfirmation: boolean;
  /** When the address owner confirmed, consenting to email marketing (ISO), or null (also once unsubscribed). */
  marketingConsentAt: string | null;
};

/** One message of the outbox (supabase/migrations/*_outbox.sql), as the deliverer claims it. */
export type OutboxMessage = {
  id: number;
  kind:
    | 'welcome-email'
    | 'newsletter-welcome-email'
    | 'customer-sync'
    | 'customer-consent'
    | 'customer-unsubscribe'
    | 'customer-erase'
    | 'admin-notice';
  email: string;
  source: 'signup-modal' | 'exit-intent' | 'footer' | null;
  idempotency_key: string;
  /** A welcome email's confirmation link token (plain; cleared once delivered). */
  confirmation_token: string | null;
  request_id: string | null;
  /** This attempt's number, from 1. */
  attempts: number;
  /** When it was queued (ISO): for an unsubscribe or erase, when the visitor asked. */
  created_at: string;
};

/** The deliverer's side of the outbox. */
export type OutboxStore = {
  /** Up to `max` due messages, each held for `leaseSeconds` (claimed again after a crash). */
  claimOutboxMessages(
    max: number,
    leaseSeconds: number,
  ): Promise<OutboxMessage[]>;
  completeOutboxMessage(id: number): Promise<void>;
  failOutboxMessage(
    id: number,
    error: string,
    retryAfterSeconds: number,
    giveUp: boolean,
  ): Promise<void>;
};

export class SignupStoreError extends Error {
  override name = 'SignupStoreError';
}

export function createPostgrestSignupStore(options: {
  supabaseUrl: string;
  serviceRoleKey: string;
  fetch: typeof fetch;
}): SignupStore & OutboxStore {
  const restUrl = `${options.supabaseUrl.replace(/\/+$/, '')}/rest/v1`;
  const headers = {
    apikey: options.serviceRoleKey,
    Authorization: `Bearer ${options.serviceRoleKey}`,
    'Content-Type': 'application/json',
  };

  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await options.fetch(`${restUrl}${path}`, {...init, headers});
    } catch (error) {
      throw new SignupStoreError(
        `database unreachable: ${errorMessage(error)}`,
      );
    }
    const text = await response.text();
    if (!response.ok)
      throw new SignupStoreError(
        `database answered ${response.status}: ${text}`,
      );
    return text === '' ? null : JSON.parse(text);
  }

  const rpc = (name: string, args: Record<string, unknown>) =>
    call(`/rpc/${name}`, {method: 'POST', body: JSON.stringify(args)});

  async function selectByEmail(
    table: string,
    columns: string,
    email: string,
  ): Promise<Record<string, unknown>[]> {
    const rows = await call(
      `/${table}?select=${columns}&email=eq.${encodeURIComponent(email)}&limit=1`,
    );
    return Array.isArray(rows) ? rows : [];
  }

  return {
    async claimOutboxMessages(max, leaseSeconds) {
      const rows = await rpc('claim_outbox_messages', {
        max_messages: max,
        lease_seconds: leaseSeconds,
      });
      return Array.isArray(rows) ? (rows as OutboxMessage[]) : [];
    },
    async completeOutboxMessage(id) {
      await rpc('complete_outbox_message', {message_id: id});
    },
    async failOutboxMessage(id, error, retryAfterSeconds, giveUp) {
      await rpc('fail_outbox_message', {
        message_id: id,
        error,
        retry_after_seconds: retryAfterSeconds,
        give_up: giveUp,
      });
    },
    async requestWelcomeEmailResend(email) {
      await rpc('request_welcome_email_resend', {recipient: email});
    },
    async requestCustomerSync(email, source) {
      await rpc('request_customer_sync', {
        recipient: email,
        signup_source: source,
      });
    },
    async findWaitlistName(email) {
      const [row] = await selectByEmail('subscribers', 'name', email);
      return typeof row?.name === 'string' ? row.name : null;
    },
    async findWaitlistSignup(email) {
      const rows = await rpc('welcome_email_details', {recipient: email});
      const row = (Array.isArray(rows) ? rows[0] : null) as {
        name: string;
        status_token: string | null;
        confirmed: boolean;
        marketing_consent_at: string | null;
        awaiting_confirmation: boolean;
      } | null;
      if (!row?.status_token) return null;
      return {
        name: row.name,
        statusToken: row.status_token,
        confirmed: row.confirmed,
        awaitingConfirmation: row.awaiting_confirmation,
        marketingConsentAt: row.marketing_consent_at,
      };
    },
    async unsubscribeToken(email) {
      const token = await rpc('unsubscribe_token', {recipient: email});
      if (typeof token !== 'string')
        throw new SignupStoreError('no unsubscribe token');
      return token;
    },
    async isUnsubscribed(email) {
      return (await rpc('email_unsubscribed', {address: email})) === true;
    },
    async isNewsletterSubscriber(email) {
      return (
        (await selectByEmail('newsletter_subscribers', 'email', email)).length >
        0
      );
    },
    async claimWelcomeEmailSlot(email, at, minIntervalSeconds) {
      const claimed = await rpc('claim_welcome_email_slot', {
        recipient: email,
        sent_at: at.toISOString(),
        min_interval: `${minIntervalSeconds} seconds`,
      });
      return claimed === true;
    },
    async releaseWelcomeEmailSlot(email, at) {
      await rpc('release_welcome_email_slot', {
        recipient: email,
        sent_at: at.toISOString(),
      });
    },
  };
}
