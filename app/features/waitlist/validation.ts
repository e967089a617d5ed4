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

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Signup modal: both fields required after trimming, then the email pattern. */
export function validateSignup(input: {
  name: unknown;
  email: unknown;
}):
  | {ok: true; value: {name: string; email: string}}
  | {ok: false; message: string; fieldErrors: FieldErrors} {
  const name = normaliseName(input.name);
  const email = normaliseEmail(input.email);
  if (!name || !email) {
    return {
      ok: false,
      message: MESSAGES.fillAllFields,
      fieldErrors: {
        ...(name ? {} : {name: MESSAGES.fillAllFields}),
        ...(email ? {} : {email: MESSAGES.fillAllFields}),
      },
    };
  }
  if (!isValidEmail(email)) {
    return {
      ok: false,
      message: MESSAGES.invalidEmail,
      fieldErrors: {email: MESSAGES.invalidEmail},
    };
  }
  if (name.length > NAME_MAX_LENGTH) {
    const message = MESSAGES.nameTooLong(NAME_MAX_LENGTH);
    return {ok: false, message, fieldErrors: {name: message}};
  }
  return {ok: true, value: {name, email}};
}

/** Exit-intent popup: email required and pattern-checked. */
export function validateExitIntentEmail(
  raw: unknown,
): {ok: true; email: string} | {ok: false; message: string} {
  const email = normaliseEmail(raw);
  return isValidEmail(email)
    ? {ok: true, email}
    : {ok: false, message: MESSAGES.invalidEmail};
}
