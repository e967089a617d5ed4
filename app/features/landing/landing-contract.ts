/**
 * The landing page's element contract (app/elements/contract.ts): what the countdown's
 * and the waitlist figures' markup carries for <launch-countdown> and <count-up>.
 */

/** The countdown's units, in the order shown. */
export const COUNTDOWN_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];

export const LAUNCH_COUNTDOWN_DOM = {
  /** On <launch-countdown>: the launch moment (ISO 8601). */
  launchAt: 'data-launch-at',
  /** The node showing one unit's value: the CountdownUnit. */
  unit: 'data-unit',
  /** Set on <launch-countdown> once it reached zero. */
  done: 'data-done',
} as const;

/** On <count-up>: the number it counts up to (the server renders it as the text too). */
export const COUNT_UP_DOM = {value: 'data-value'} as const;

/**
 * Where <exit-intent> fetches the popup's dialog (app/routes/api.exit-intent.tsx), under
 * the page's market prefix: the popup shows by script only, so no page carries its markup.
 */
export const EXIT_INTENT_PATH = '/api/exit-intent';
