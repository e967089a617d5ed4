/**
 * Every text the spec (SPEC.md sections 4, 5 and 8) fixes, in one place.
 * UI, server actions and tests import from here so the copy cannot drift.
 */
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

  // Route states (SPEC 2)
  loading: 'Loading...',
  unexpectedError: 'Unexpected Application Error!',

  // Hardening (issue 12): texts the spec leaves open
  storeUnavailable:
    'The store is unavailable right now. Please try again in a minute.',
  crossSiteRequest:
    'This form was sent from another site, so it was refused. Please use the form on this site.',
  cartLineNotFound:
    'That item is no longer in your cart. Your cart has not changed.',
  cartLineLimit: (max: number) =>
    `You can have at most ${max} of one item in your cart.`,
} as const;

/** The waitlist's discount code and how the exit-intent popup labels it (SPEC 9). */
export const WELCOME_DISCOUNT = {code: 'WELCOME10', label: '10% off'} as const;
