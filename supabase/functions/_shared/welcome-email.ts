/**
 * `send-welcome-email` {name, email, discountCode}: sends the welcome email with the code.
 *
 * Callers without the service role (the anon key is public) get one generic answer, and
 * the email is only queued in the outbox (request_welcome_email_resend). With the service
 * role it sends at once and answers in detail. Either way it must not become a way to
 * mail arbitrary people:
 * - it only writes to addresses on the waitlist (`subscribers`);
 * - at most once per address every RESEND_WINDOW_SECONDS, claimed atomically in the database;
 * - the greeting uses the name stored with the signup and the code must be a known welcome
 *   code, so a caller chooses none of the text we send.
 */
import {DEFAULT_EMAIL_API_URL, sendEmail} from './email-api.ts';
import {normaliseEmailAddress} from './email-address.ts';
import {
  BodyTooLargeError,
  callerRole,
  errorMessage,
  genericAnswer,
  jsonResponse,
  readJsonObject,
  requestIdOf,
} from './http.ts';
import type {FunctionHandler} from './handler.ts';
import {SignupStoreError} from './signup-store.ts';
import {siteUrlOf, unsubscribeUrl} from './waitlist-links.ts';
import {emailMomentOf} from './email-moment.ts';
import {
  isWelcomeDiscountCode,
  renderWelcomeEmail,
} from './welcome-email-template.ts';

export const RESEND_WINDOW_SECONDS = 10 * 60;

export const handleWelcomeEmailRequest: FunctionHandler = async (
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
  const discountCode = body?.discountCode;
  if (!isWelcomeDiscountCode(discountCode))
    return jsonResponse(400, {error: 'unknown_discount_code'});

  // Anyone with the anon key: the email is queued (the outbox sends it, at most once every
  // 10 minutes, only to the waitlist) and the answer is the same whatever happened.
  if (callerRole(request) !== 'service_role') {
    const outcome = await deps.store.requestWelcomeEmailResend(email).then(
      () => ({status: 202, reason: 'queued when on the waitlist'}),
      (error: unknown) => ({status: 503, reason: errorMessage(error)}),
    );
    return genericAnswer('send-welcome-email', outcome, requestIdOf(request));
  }
  const {RESEND_API_KEY: apiKey, EMAIL_FROM: from} = env;
  if (!apiKey || !from)
    return jsonResponse(500, {
      error: 'not_configured',
      needs: ['RESEND_API_KEY', 'EMAIL_FROM'],
    });

  try {
    const name = await deps.store.findWaitlistName(email);
    if (name === null) return jsonResponse(404, {error: 'not_on_waitlist'});
    if (await deps.store.isUnsubscribed(email))
      return jsonResponse(409, {error: 'unsubscribed'});

    const at = deps.now();
    if (
      !(await deps.store.claimWelcomeEmailSlot(
        email,
        at,
        RESEND_WINDOW_SECONDS,
      ))
    ) {
      return jsonResponse(
        429,
        {error: 'rate_limited'},
        {'Retry-After': String(RESEND_WINDOW_SECONDS)},
      );
    }

    const sent = await sendEmail(
      {
        apiUrl: env.RESEND_API_URL || DEFAULT_EMAIL_API_URL,
        apiKey,
        fetch: deps.fetch,
      },
      {
        from,
        to: [email],
        ...renderWelcomeEmail({
          name,
          discountCode,
          moment: await emailMomentOf(env, deps, discountCode),
          // The one-click unsubscribe, when the functions know the store's address.
          unsubscribeUrl: env.SITE_URL
            ? unsubscribeUrl(
                siteUrlOf(env),
                await deps.store.unsubscribeToken(email),
              )
            : undefined,
        }),
      },
    );
    if (!sent.ok) {
      await deps.store.releaseWelcomeEmailSlot(email, at);
      return jsonResponse(502, {error: 'email_not_sent', reason: sent.reason});
    }
    return jsonResponse(200, {sent: true, id: sent.id});
  } catch (error) {
    if (error instanceof SignupStoreError) {
      return jsonResponse(503, {
        error: 'database_unavailable',
        reason: errorMessage(error),
      });
    }
    throw error;
  }
};
