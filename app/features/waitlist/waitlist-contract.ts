/**
 * The waitlist's element contract (app/elements/contract.ts): what the waitlist forms'
 * and the status page's markup carries for <waitlist-form> and <share-link>.
 */

/** What the enhanced forms post to: the same handling as the pages' actions, answered as data. */
export const WAITLIST_DATA_PATH = '/api/waitlist';

/** The campaign values of an address that a signup records (decision 0156). */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** An address's values the visit keeps from its first touch (decision 0212). */
export const FIRST_TOUCH_FIELDS = ['ref', ...UTM_FIELDS] as const;

/**
 * GET: keeps the visit's first touch in a session cookie, from its own query (<visit-source>)
 * or, without one, from its Referer (the layout's <noscript> image). Answers 204.
 */
export const VISIT_PATH = '/api/visit';

/** Which form a <waitlist-form> wraps: it decides the checks and where the outcome shows. */
export type WaitlistFormKind = 'join' | 'exit-intent' | 'newsletter';

/** <waitlist-form>'s own attributes. */
export const WAITLIST_DOM = {
  /** A WaitlistFormKind. */
  kind: 'data-kind',
  /** The id of the <dialog> a successful join closes. */
  closesOnSuccess: 'data-closes-on-success',
  /** The id of the panel shown in the form's place after a successful exit-intent signup. */
  successTarget: 'data-success-target',
} as const;

/** <share-link> (the status page's referral link) and its marked button. */
export const SHARE_LINK_DOM = {
  /** On <share-link>: the link to share. */
  url: 'data-url',
  /** On <share-link>: the text shared with it. */
  text: 'data-text',
  /** The button, rendered hidden, that shares or copies the link. */
  button: 'data-share-button',
  /** On the button: its label once the link is copied. */
  copiedLabel: 'data-copied-label',
} as const;
