/**
 * Copy of the waitlist's own pages (issue 15): the confirmation page, the status page with
 * the place in line and the referral link. The spec fixes none of it; pages and tests
 * import it from here.
 */
import {formatCount} from '~/lib/counts';
export const CONFIRM_COPY = {
  title: 'Confirm your place',
  intro:
    'One click to confirm this address is yours. Then your place counts, and friends who join through your link move you up.',
  button: 'Confirm my place',
  /** The link did its job already (Back from the status page, a second click). */
  used: "🔥 You're confirmed: this link already did its job and your place is locked in. The link to your status page is in the welcome email.",
  expired:
    'This confirmation link has expired (links work for 7 days). Join again with the same address and we will send you a fresh one.',
  invalid:
    'This confirmation link is not valid. Check that the whole link from the email was opened, or join again with the same address.',
  unavailable:
    'We could not confirm your place right now. Please try again in a minute.',
} as const;

export const STATUS_COPY = {
  title: 'Your place in line',
  confirmed: "🔥 You're confirmed! Your place is locked in.",
  unconfirmed:
    'Your address is not confirmed yet: click the link in the welcome email so your place and your referrals count.',
  place: (place: number, total: number) =>
    `#${formatCount(place)} of ${formatCount(total)}`,
  referrals: (count: number) =>
    count === 1 ? '1 friend confirmed' : `${count} friends confirmed`,
  /** THE rule (its number comes from the database, places_per_referral()). */
  rule: (places: number) =>
    `Every friend who joins through your link and confirms moves you ${places} places up the line.`,
  shareHeading: 'Your referral link',
  shareButton: 'Share your link',
  linkCopied: 'Link copied',
  shareText:
    'Join me on the Emberforge waitlist: a ceramic kamado unlike any other.',
  codeHeading: 'Your welcome code',
  notFound:
    'We could not find this status page. Use the link from your latest email.',
} as const;

/** Too many signups from one address or network (a 429 with Retry-After). */
export const RATE_LIMIT_COPY = {
  message:
    "🔥 Whoa, that's a lot of signups from your network! Give the coals a few minutes and try again.",
} as const;

/** A throwaway address (refused by the database: SQLSTATE EFD01, record 0221). */
export const DISPOSABLE_EMAIL_COPY = {
  message:
    'Please use an address you will keep: throwaway inboxes cannot get your code.',
} as const;

/** The one-click unsubscribe page (app/routes/unsubscribe.tsx), linked from every email. */
export const UNSUBSCRIBE_COPY = {
  title: 'Unsubscribe',
  intro:
    'One click and we stop emailing this address: no launch news, no recipes, nothing more.',
  button: 'Unsubscribe me',
  done: "You're unsubscribed. We won't email this address again.",
  /** The link opened again after it was used. */
  alreadyUnsubscribed:
    "You're already unsubscribed: we don't email this address any more.",
  /** The link of an address "Delete me" erased. */
  alreadyRemoved:
    'This address was already removed from our lists, so there is nothing to unsubscribe: we no longer email it.',
  invalid:
    'This unsubscribe link is not valid. Check that the whole link from the email was opened.',
  unavailable:
    'We could not unsubscribe you right now. Please try again in a minute.',
} as const;

/** "Delete me" on the status page (GDPR erasure). */
export const ERASE_COPY = {
  heading: 'Delete my data',
  intro:
    'Removes your name and email from the waitlist for good. Your place and your code go with them, and this page stops working.',
  button: 'Delete me',
  /** The step before: nothing is erased until this is answered. */
  confirmTitle: 'Delete your data for good?',
  confirmText:
    'Your name and email leave the waitlist, your place and your code go with them, and this page stops working. This cannot be undone.',
  confirmButton: 'Yes, delete my data',
  keep: 'No, keep my place',
  doneTitle: 'Your data is deleted',
  done: 'We removed your name and email from the waitlist and will not email you again.',
} as const;

/** Cloudflare Turnstile refused the form's token (decision 0158); what was typed stays. */
export const TURNSTILE_COPY = {
  refused:
    "We couldn't confirm you're a person, not a bot. Please wait a moment and send the form again.",
} as const;

/** The waitlist forms' labels (the join form, the footer newsletter, the honeypot). */
export const WAITLIST_FORM_COPY = {
  name: 'Name',
  email: 'Email',
  /** The honeypot's label: only bots see it (BotTrap). */
  honeypot: 'Leave this empty',
  newsletterTitle: 'Get kamado tips and launch news',
  newsletterEmail: 'Email address',
  emailPlaceholder: 'you@example.com',
  subscribe: 'Subscribe',
  /**
   * The second step of a post that came too soon for a person, or from a page open for
   * hours (bot-trap.server.ts): what was typed is kept, one more press sends it.
   */
  confirmStep: 'One more click to confirm: press the button again.',
} as const;
