/** The bot traps' field names and timing (checked in bot-trap.server.ts), shared with the forms. */
export const HONEYPOT_FIELD = 'website';
export const FORM_STARTED_FIELD = 'form_started';
/** The default; WAITLIST_MIN_FILL_MS overrides it (the e2e robots fill forms in milliseconds). */
export const MIN_FILL_MS = 2_000;
/**
 * The second step of a post that came too soon ("one more click to confirm"): its start is
 * signed as a confirmation, and a person needs only this long to press the button again.
 */
export const CONFIRM_MIN_FILL_MS = 800;
/**
 * A signed start older than this no longer counts (issue 24: one 40 minutes old was taken
 * as long as it lived). Public pages are re-rendered well within it (edge cache: a minute,
 * ten stale), so only a tab left open for hours meets it, and gets the second step.
 */
export const FORM_START_MAX_AGE_MS = 6 * 60 * 60 * 1000;
