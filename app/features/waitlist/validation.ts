/**
 * Validation rules shared by the browser (enhancement scripts, `pattern` attributes)
 * and the route actions, so both give the same answer (SPEC 5).
 */
import {MESSAGES} from '~/lib/messages';

/** The spec's "simple email pattern": something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Database limits, mirrored here so a visitor hears about them before the database does. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export type FieldErrors = Partial<Record<'name' | 'email', string>>;

export function normaliseEmail(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().toLowerCase() : '';
}

export function normaliseName(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim() : '';
}

/**
 * Characters never in an address (Unicode's Cc and Cf: controls, zero-width space and
 * joiners, soft hyphen, the bidi controls such as the right-to-left override, the byte
 * order mark). The database refuses the same list (email_forbidden_class(), migration
 * 20251125120000); validation.test.ts checks it against the engine's Unicode tables.
 */
export const INVISIBLE_CHARACTERS =
  // Control characters are the point of this class.
  // eslint-disable-next-line no-control-regex
  /[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\u{110bd}\u{110cd}\u{13430}-\u{1343f}\u{1bca0}-\u{1bca3}\u{1d173}-\u{1d17a}\u{e0001}\u{e0020}-\u{e007f}]/u;

/** RFC 5322's specials: comments `(…)`, address literals `[…]`, quoted local parts. */
const SPECIALS = /[()<>[\]\\,;:"]/;
/** A dot-atom local part: no dot first, last, or twice in a row. */
const LOCAL_PART_DOTS = /^\.|\.$|\.\./;
/** Host-name labels, and a top-level domain of letters (or punycode): no trailing dot, no IP. */
const DOMAIN =
  /^(?:[a-z0-9\u0080-\u{10ffff}](?:[a-z0-9\u0080-\u{10ffff}-]*[a-z0-9\u0080-\u{10ffff}])?\.)+(?:[a-z\u0080-\u{10ffff}]{2,63}|xn--[a-z0-9-]{1,59})$/iu;

/**
 * The spec's simple pattern (something@something.something), and what makes an address
 * one mail can reach (issue 24): no invisible characters, no comments or address literals,
 * a host name for a domain. The database checks the same (is_strict_email()).
 */
export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email))
    return false;
  if (INVISIBLE_CHARACTERS.test(email) || SPECIALS.test(email)) return false;
  const at = email.indexOf('@');
  if (at !== email.lastIndexOf('@')) return false;
  return (
    !LOCAL_PART_DOTS.test(email.slice(0, at)) &&
    DOMAIN.test(email.slice(at + 1))
  );
}

/** The checks' messages: the spec's by default; an element passes its page's language. */
export type ValidationMessages = {
  fillAllFields: string;
  invalidEmail: string;
  nameTooLong: (maxLength: number) => string;
};

/** Signup modal: both fields required after trimming, then the email pattern. */
export function validateSignup(
  input: {
    name: unknown;
    email: unknown;
  },
  messages: ValidationMessages = MESSAGES,
):
  | {ok: true; value: {name: string; email: string}}
  | {ok: false; message: string; fieldErrors: FieldErrors} {
  const name = normaliseName(input.name);
  const email = normaliseEmail(input.email);
  if (!name || !email) {
    return {
      ok: false,
      message: messages.fillAllFields,
      fieldErrors: {
        ...(name ? {} : {name: messages.fillAllFields}),
        ...(email ? {} : {email: messages.fillAllFields}),
      },
    };
  }
  if (!isValidEmail(email)) {
    return {
      ok: false,
      message: messages.invalidEmail,
      fieldErrors: {email: messages.invalidEmail},
    };
  }
  if (name.length > NAME_MAX_LENGTH) {
    const message = messages.nameTooLong(NAME_MAX_LENGTH);
    return {ok: false, message, fieldErrors: {name: message}};
  }
  return {ok: true, value: {name, email}};
}

/** Exit-intent popup: email required and pattern-checked. */
export function validateExitIntentEmail(
  raw: unknown,
  messages: Pick<ValidationMessages, 'invalidEmail'> = MESSAGES,
): {ok: true; email: string} | {ok: false; message: string} {
  const email = normaliseEmail(raw);
  return isValidEmail(email)
    ? {ok: true, email}
    : {ok: false, message: messages.invalidEmail};
}
