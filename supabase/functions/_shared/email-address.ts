/**
 * The storefront's email rule (app/features/waitlist/validation.ts), restated here because the deployed
 * functions are bundled from supabase/functions alone and cannot import app code.
 * The database's `email_address` domain enforces the same rule a third time.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;

/** The trimmed, lower-cased address, or null when it is not a storable email. */
export function normaliseEmailAddress(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email)
    ? email
    : null;
}
