/** The bot traps' field names and timing (checked in bot-trap.server.ts), shared with the forms. */
export const HONEYPOT_FIELD = 'website';
export const FORM_STARTED_FIELD = 'form_started';
/** The default; WAITLIST_MIN_FILL_MS overrides it (the e2e robots fill forms in milliseconds). */
export const MIN_FILL_MS = 2_000;
