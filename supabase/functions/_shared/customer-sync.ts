/**
 * `sync-shopify-customer` {email, name?, source}: makes the signup a Shopify customer with
 * the tags `waitlist` and the source, without marketing consent (that needs double opt-in).
 * Callers without the service role get one generic answer and the sync is only queued in
 * the outbox (request_customer_sync, throttled).
 *
 * Callable with the anon key, so it only acts on addresses that really signed up (on the
 * list the source names), and takes the name from the signup rather than from the caller:
 * nobody can subscribe a stranger to marketing email through it.
 */
import {normaliseEmailAddress} from './email-address.ts';
import type {FunctionHandler} from './handler.ts';
import {
  BodyTooLargeError,
  callerRole,
  errorMessage,
  genericAnswer,
  jsonResponse,
  readJsonObject,
  requestIdOf,
} from './http.ts';
import {
  AdminApiError,
  DEFAULT_ADMIN_API_VERSION,
  upsertWaitlistCustomer,
} from './shopify-admin.ts';
import {SignupStoreError} from './signup-store.ts';

/** Where a signup came from: the waitlist modal, or one of the two newsletter forms. */
export const SIGNUP_SOURCES = [
  'signup-modal',
  'exit-intent',
  'footer',
] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];

function isSignupSource(value: unknown): value is SignupSource {
  return SIGNUP_SOURCES.some((source) => source === value);
}

export const handleCustomerSyncRequest: FunctionHandler = async (
  request,
  env,
  deps,
) => {
  if (request.method !== 'POST')
    return jsonResponse(405, {error: 'method_not_allowed'}, {Allow: 'POST'});
  const body = await readJsonObject(request).catch((error: unknown) => {
    if (error instanceof BodyTooLargeError) return 'too large' as const;
    throw error;
  });
  if (body === 'too large')
    return jsonResponse(413, {error: 'payload_too_large'});
  const email = normaliseEmailAddress(body?.email);
  if (!email) return jsonResponse(400, {error: 'invalid_email'});
  const source = body?.source;
  if (!isSignupSource(source))
    return jsonResponse(400, {
      error: 'unknown_source',
      allowed: SIGNUP_SOURCES,
    });

  // Anyone with the anon key: a sync is queued (throttled to one per address every 10
  // minutes, only for addresses on the list) and the answer is the same whatever happened.
  if (callerRole(request) !== 'service_role') {
    const outcome = await deps.store.requestCustomerSync(email, source).then(
      () => ({status: 202, reason: 'queued when on the list'}),
      (error: unknown) => ({status: 503, reason: errorMessage(error)}),
    );
    return genericAnswer(
      'sync-shopify-customer',
      outcome,
      requestIdOf(request),
    );
  }
  const {
    SHOPIFY_STORE_DOMAIN: storeDomain,
    SHOPIFY_ADMIN_API_TOKEN: accessToken,
  } = env;
  if (!storeDomain || !accessToken) {
    return jsonResponse(500, {
      error: 'not_configured',
      needs: ['SHOPIFY_STORE_DOMAIN', 'SHOPIFY_ADMIN_API_TOKEN'],
    });
  }

  try {
    let firstName: string | null = null;
    if (source === 'signup-modal') {
      firstName = await deps.store.findWaitlistName(email);
      if (firstName === null)
        return jsonResponse(404, {error: 'not_signed_up'});
    } else if (!(await deps.store.isNewsletterSubscriber(email))) {
      return jsonResponse(404, {error: 'not_signed_up'});
    }

    await upsertWaitlistCustomer(
      {
        storeDomain,
        accessToken,
        apiVersion: env.SHOPIFY_ADMIN_API_VERSION || DEFAULT_ADMIN_API_VERSION,
        fetch: deps.fetch,
      },
      // The whole name goes in firstName: splitting names into first and last guesses wrong too often.
      {email, firstName, tags: ['waitlist', source]},
    );
    // The Shopify customer id stays inside: callers have no use for it.
    return jsonResponse(200, {synced: true});
  } catch (error) {
    if (error instanceof SignupStoreError) {
      return jsonResponse(503, {
        error: 'database_unavailable',
        reason: errorMessage(error),
      });
    }
    if (error instanceof AdminApiError)
      return jsonResponse(502, {
        error: 'shopify_failed',
        reason: error.message,
      });
    throw error;
  }
};
