/** The spec's UI timings and limits (SPEC 4 and 9), shared by the enhancement elements and tests. */

/** Navigation menu hover intent. */
export const MENU_DELAYS = {hoverOpen: 200, skip: 300, close: 150} as const;

/** Toasts: at most 3 visible, auto-close after 4000 ms, 200 ms removal animation. */
export const TOAST_LIMITS = {
  maxVisible: 3,
  autoCloseMs: 4000,
  removalMs: 200,
} as const;

/** Exit-intent popup: 30 s minimum, 10 px top edge, 24-hour suppression kept in localStorage. */
export const EXIT_INTENT_RULES = {
  minDelayMs: 30_000,
  topEdgePx: 10,
  suppressForMs: 24 * 60 * 60 * 1000,
  storageKey: 'exitIntentShownAt',
} as const;
