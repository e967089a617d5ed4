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
