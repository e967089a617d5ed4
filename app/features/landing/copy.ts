/**
 * Page copy the spec fixes (SPEC 2 "Landing page", SPEC 4 "Exit-intent popup"): the
 * pages and the tests import it from here, so the words cannot drift apart. Messages
 * (validation, outcomes, errors) live beside it in messages.ts; the header's and
 * footer's link labels and headings in navigation.ts; the landing page's figures in
 * landing.ts.
 */
export const LANDING_COPY = {
  headline: 'Something is coming.',
  /** The button that opens the signup modal. */
  secureYourSpot: 'Secure Your Spot',
  /** The exit-intent popup's button once the code is shown. */
  startShopping: 'Start Shopping',
} as const;

/** SPEC 2 "Waitlist stats": the four groups the count-up shows. */
export const WAITLIST_STAT_LABELS = {
  homeCooks: 'Home cooks',
  proChefs: 'Pro chefs',
  restaurants: 'Restaurants',
  countries: 'Countries',
} as const;

/** The countdown's unit labels and name. */
export const COUNTDOWN_COPY = {
  label: 'Time until launch',
  units: {days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds'},
} as const;

/** The exit-intent popup's texts beside the spec's (messages.ts); `offer` is WELCOME_DISCOUNT.label. */
export const EXIT_INTENT_COPY = {
  title: (offer: string) => `Wait! Take ${offer} with you`,
  intro: (offer: string) =>
    `Leave your email and we'll show you a code for ${offer} your first order.`,
  email: 'Email',
  submit: 'Get my code',
  useCode: (offer: string) => `Use this code at checkout for ${offer}:`,
} as const;

/** The landing page's sections beside LAUNCH_COPY (messages.ts). */
export const LANDING_SECTIONS_COPY = {
  locked: '(locked until launch)',
  specsTitle: 'Engineered for fire',
  earlyBirdTaken: 'taken',
  earlyBirdRemaining: 'remaining',
  earlyBirdProgress: 'Early-bird spots taken',
  paths: {
    grills: {
      title: 'Meet the grills',
      text: 'Three ceramic kamados, one obsession with heat.',
    },
    recipes: {
      title: 'Cook with AI recipes',
      text: 'Recipes tuned to your kamado and your pantry.',
    },
    fuel: {
      title: 'Stock up on fuel',
      text: 'Lump and coconut charcoal for a clean, long burn.',
    },
    giftCards: {
      title: 'Give the fire',
      text: 'Gift cards for the griller in your life.',
    },
  },
} as const;
