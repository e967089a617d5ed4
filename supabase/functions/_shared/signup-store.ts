/**
 * What the functions read and write in the database, through PostgREST with the
 * service-role key (plain fetch, so the module runs unchanged in Deno and Node).
 */
import {errorMessage} from './http.ts';

export type SignupStore = {
  /** The name a waitlist signup gave, or null when `email` is not on the waitlist. */
  findWaitlistName(email: string): Promise<string | null>;
  isNewsletterSubscriber(email: string): Promise<boolean>;
  /** True when nothing was sent to `email` within `minIntervalSeconds` before `at`; records `at`. */
  claimWelcomeEmailSlot(
    email: string,
    at: Date,
    minIntervalSeconds: number,
  ): Promise<boolean>;
  /** Undoes a claim made at `at` (the send failed), so the visitor can ask again. */
  releaseWelcomeEmailSlot(email: string, at: Date): Promise<void>;
};

export class SignupStoreError extends Error {
  override name = 'SignupStoreError';
}

export function createPostgrestSignupStore(options: {
  supabaseUrl: string;
  serviceRoleKey: string;
  fetch: typeof fetch;
}): SignupStore {
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
    async findWaitlistName(email) {
      const [row] = await selectByEmail('subscribers', 'name', email);
      return typeof row?.name === 'string' ? row.name : null;
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
