/**
 * Cloudflare Turnstile on the waitlist forms (optional, decision 0158): what the page and
 * the server share. The widget puts its token in TURNSTILE_RESPONSE_FIELD inside the form;
 * app/features/waitlist/turnstile.server.ts checks it with siteverify.
 */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
/** Cloudflare's client script; it renders every `.cf-turnstile` container on the page. */
export const TURNSTILE_SCRIPT_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js`;
export const TURNSTILE_VERIFY_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/siteverify`;
/** The hidden field the widget fills (Cloudflare's default name). */
export const TURNSTILE_RESPONSE_FIELD = 'cf-turnstile-response';
/** The class Cloudflare's script looks for. */
export const TURNSTILE_CONTAINER_CLASS = 'cf-turnstile';
