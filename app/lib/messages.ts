/**
 * Every text the spec (SPEC.md sections 4, 5 and 8) fixes, in one place.
 * UI, server actions and tests import from here so the copy cannot drift.
 */
import {LANDING_COPY} from '~/features/landing/copy';

export const MESSAGES = {
  // Validation (SPEC 5)
  fillAllFields: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email',

  // Waitlist outcomes (SPEC 8)
  signupFailed: 'Something went wrong. Please try again.',
  footerFailed: 'Something went wrong. Try again.',
  signupJoined:
    "🔥 You're in! Check your email for your exclusive discount code.",
  signupResent:
    '🔥 Welcome email resent! Check your inbox (and spam/promotions folder).',
  exitIntentDecline: "No thanks, I'll pay full price",
  exitIntentSuccess: "🔥 Here's your exclusive discount!",
  footerSubscribed:
    "🔥 You're in the loop! Check your email for an exclusive discount.",
  footerAlreadySubscribed: "🔥 You're already subscribed! 🔥",
  signupSubmitting: 'Joining the list...',

  // Cart and checkout (SPEC 2, 8)
  cartEmpty: 'Your cart is empty',
  checkoutButton: 'Checkout with Shopify',
  checkoutFailed: 'Failed to create checkout. Please try again.',
  paymentRequired: 'Payment required: ... requires an active billing plan',
  noCheckoutUrl: 'No checkout URL returned from Shopify',
  httpError: (status: number) => `HTTP error! status: ${status}`,
  shopifyApiError: (messages: string[]) =>
    `Shopify API Error: ${messages.join(', ')}`,
  cartCreationFailed: (messages: string[]) =>
    `Cart creation failed: ${messages.join(', ')}`,

  // Our own texts for input the spec does not cover (bad cart posts, over-long names)
  nameTooLong: (maxLength: number) =>
    `Please keep your name to ${maxLength} characters or fewer`,
  cartIntentUnsupported: 'That cart action is not supported.',
  chooseProductOption: 'Please choose a product option.',
  chooseQuantity: (min: number, max: number) =>
    `Please choose a quantity from ${min} to ${max}.`,
  cartLineMissing: 'That cart line does not exist.',
  /** Shopify refused the whole request (not one line): the shopper can simply try again. */
  cartUpdateFailed: 'We could not update your cart. Please try again.',

  // Route states (SPEC 2)
  loading: 'Loading...',
  unexpectedError: 'Unexpected Application Error!',

  // Hardening (issue 12): texts the spec leaves open
  storeUnavailable:
    'The store is unavailable right now. Please try again in a minute.',
  crossSiteRequest:
    'This form was sent from another site, so it was refused. Please use the form on this site.',
  notSoldHere: 'This product is not sold in your country.',
  cartLineNotFound:
    'That item is no longer in your cart. Your cart has not changed.',
  cartLineLimit: (max: number) =>
    `You can have at most ${max} of one item in your cart.`,
  // Issue 24: what a post that is no HTML form, or an address that is no URL, is told
  formBodyUnsupported:
    'This address takes an HTML form (application/x-www-form-urlencoded or multipart/form-data).',
  formBodyMalformed: 'The form could not be read. Please send it again.',
  formBodyTooLarge: 'The form is too large.',
  malformedUrl: 'The address is not valid (a broken % sequence).',
} as const;

/** The waitlist's discount code and how the exit-intent popup labels it (SPEC 9). */
export const WELCOME_DISCOUNT = {code: 'WELCOME10', label: '10% off'} as const;

/**
 * Page copy of issue 11 that the spec does not fix: the error page's ways out, the
 * no-JS cart confirmation, the truthful resend texts and the two launch states.
 */
export const VISITOR_COPY = {
  /** Under the failure screen: the id that finds the request in the logs. */
  errorReference: (requestId: string) => `Reference: ${requestId}`,
  errorGoHome: 'Go to the home page',
  errorRetry: 'Try again',

  // The confirmation after adding to the cart without JavaScript
  cartAdded: (what: string) => `Added ${what} to your cart.`,
  cartCount: (count: number) =>
    `Your cart has ${count} ${count === 1 ? 'item' : 'items'}.`,
  viewCart: 'View cart',

  // A second signup: the spec's "resent" only when an email really went out (SPEC 8)
  signupAlreadySent:
    "🔥 You're already on the list! We sent your code a few minutes ago. Check your inbox (and spam/promotions folder).",
  signupOnListNotResent:
    "🔥 You're already on the list! We couldn't resend your welcome email just now. Please try again in a few minutes.",
} as const;

type LaunchMoment = {date: string; time: string; zone: string};

/**
 * The landing page's two states. Before the launch it is the spec's page; after it, the
 * same route says the grills are here: the sizes revealed with links, the early-bird offer
 * over, and the signup form asking for launch news and the welcome code (same backend).
 */
export const LAUNCH_COPY = {
  before: {
    label: ({date, time, zone}: LaunchMoment) =>
      `Launching ${date} · ${time} ${zone}`,
    headline: LANDING_COPY.headline,
    intro:
      'A ceramic kamado that holds a fire like nothing else. Be first in line for the early-bird offer.',
    cta: LANDING_COPY.secureYourSpot,
    waiting: 'people waiting',
    sizesTitle: 'Three sizes. Revealed at launch.',
    earlyBirdTitle: 'Early-bird spots',
    earlyBirdCta: 'Claim an early-bird spot',
    statsTitle: "Who's waiting",
    pathsTitle: 'While you wait',
    dialogEyebrow: 'Early-bird list',
    dialogTitle: 'Secure your spot',
    dialogPerks: [
      '20% launch discount for the first 500',
      '$400+ in total savings',
      'A $150 accessories bundle, free',
      'Lifetime recipe updates',
    ],
    dialogSubmit: 'Join the waitlist',
  },
  after: {
    label: ({date}: LaunchMoment) => `Now open · launched ${date}`,
    headline: 'The wait is over.',
    intro:
      'The Emberforge ceramic kamado is here, in three sizes. Pick yours and light the first fire this weekend.',
    cta: 'Shop the grills',
    secondaryCta: 'Get launch news and your welcome code',
    waiting: 'people joined the waitlist',
    sizesTitle: 'Three sizes. Now in the store.',
    earlyBirdTitle: 'The early-bird offer is over',
    earlyBirdText:
      'The early-bird spots closed at launch. Thank you to everyone who joined. New here? Your welcome code still takes 10% off your first order.',
    earlyBirdCta: 'Get your welcome code',
    statsTitle: 'Who joined the waitlist',
    pathsTitle: 'Start here',
    dialogEyebrow: 'Launch news',
    dialogTitle: 'Get launch news and your welcome code',
    dialogPerks: [
      '10% off your first order with the welcome code',
      'Kamado tips and new recipes',
      'First word on new accessories',
    ],
    dialogSubmit: 'Send me my code',
  },
} as const;
