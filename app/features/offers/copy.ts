/**
 * The offer pages' facts and copy (/welcome-discount, /cart-recovery, /browse-discount).
 * The percentage and minimum mirror the store's discount definitions (Shopify's admin;
 * locally local/storefront/catalog.json, checked by copy.test.ts), because the Storefront
 * API does not expose a code's rules before it is applied. When a code ends is read from
 * the discount itself (code-end.server.ts), so it is said one way everywhere.
 */
import type {CopyOf} from '~/lib/copy';
import {WELCOME_DISCOUNT} from '~/lib/messages';
import {formatPriceBound} from '~/lib/money';

export type OfferFacts = {
  code: string;
  percentage: number;
  /** Smallest cart subtotal (USD, before the discount) the code needs, or null. */
  minimumSubtotal: string | null;
};

/**
 * When a code stops working, as Shopify's discount says (ISO 8601), null when it has no
 * end date, undefined when that is not known: then nothing is said about an end.
 */
export type CodeEnd = string | null | undefined;

export const WELCOME_OFFER: OfferFacts = {
  code: WELCOME_DISCOUNT.code,
  percentage: 10,
  minimumSubtotal: null,
};

export const RECOVERY_OFFER: OfferFacts = {
  code: 'CARTBACK15',
  percentage: 15,
  minimumSubtotal: '100.00',
};

export const BROWSE_OFFER: OfferFacts = {
  code: 'BROWSE5',
  percentage: 5,
  minimumSubtotal: null,
};

/** The terms' sentences; the French and German are in copy.fr.ts and copy.de.ts. */
export const OFFER_TERMS = {
  noEnd: 'No end date.',
  validUntil: (date: string) => `Valid until ${date}.`,
  endedOn: (date: string) => `This code ended on ${date}.`,
  percentOff: (percentage: number) =>
    `${percentage}% off everything in your cart except gift cards (gift cards are never discounted).`,
  minimum: (amount: string) => `For carts of ${amount} or more.`,
  noMinimum: 'No minimum spend.',
  oneCode:
    'One discount code per order: it does not combine with other codes, and the larger discount applies.',
} as const;

/** How the terms are said: in the page's language and its market's locale (issue 30). */
export type TermsIn = {
  terms: CopyOf<typeof OFFER_TERMS>;
  /** Dates and the minimum as the market writes them (the minimum is in US dollars). */
  locale: string;
};
const IN_ENGLISH: TermsIn = {terms: OFFER_TERMS, locale: 'en-US'};

const longDate = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });

/** The sentence about a code's end, or none when it is not known. */
export function codeEndTerm(
  endsAt: CodeEnd,
  now: number,
  {terms, locale}: TermsIn = IN_ENGLISH,
): string | null {
  if (endsAt === undefined) return null;
  if (endsAt === null) return terms.noEnd;
  return Date.parse(endsAt) > now
    ? terms.validUntil(longDate(endsAt, locale))
    : terms.endedOn(longDate(endsAt, locale));
}

/** The rules a shopper should know, in words, from the facts and the code's end. */
export function offerTerms(
  offer: OfferFacts,
  endsAt: CodeEnd,
  now: number,
  language: TermsIn = IN_ENGLISH,
): string[] {
  const {terms, locale} = language;
  const end = codeEndTerm(endsAt, now, language);
  return [
    terms.percentOff(offer.percentage),
    offer.minimumSubtotal
      ? terms.minimum(formatPriceBound(offer.minimumSubtotal, 'USD', locale))
      : terms.noMinimum,
    ...(end ? [end] : []),
    terms.oneCode,
  ];
}

export const WELCOME_PAGE = {
  eyebrow: 'Welcome discount',
  title: `${WELCOME_OFFER.percentage}% off your order`,
  intro: `Our welcome code takes ${WELCOME_OFFER.percentage}% off the grills, fuel, accessories and parts in your cart.`,
  codeLabel: 'Your code',
  termsTitle: 'How it works',
  apply: `Apply ${WELCOME_OFFER.code} and shop`,
  applyHint:
    'We put the code in your cart; you will see the discount in the cart and at checkout.',
  noCodeTitle: 'Not on the list yet?',
  noCodeText:
    'Join the waitlist: we email you the welcome code and tell you first when new grills land.',
  joinSubmit: 'Join and email me the code',
  description: `${WELCOME_OFFER.code}: ${WELCOME_OFFER.percentage}% off grills, fuel, accessories and parts at Emberforge. Apply it to your cart in one click.`,
} as const;

export const RECOVERY_PAGE = {
  title: 'Pick Up Where You Left Off',
  eyebrow: 'Your cart',
  intro: `Here is what you left in your cart. Restore it and ${RECOVERY_OFFER.code} takes ${RECOVERY_OFFER.percentage}% off.`,
  itemsTitle: 'In your cart',
  quantity: (count: number) => `Quantity ${count}`,
  unavailable: 'No longer available',
  restore: 'Restore my cart',
  restoreHint:
    'Anything already in your cart stays there; we add what is missing.',
  termsTitle: 'Your recovery code',
  invalidTitle: 'This cart link does not work',
  invalidText:
    'The link is incomplete or was changed. Please use the whole link from the email, or start again in the shop.',
  expiredTitle: 'This cart link has expired',
  expiredText: 'Cart links work for 14 days. Your items are still in the shop.',
  unavailableTitle: 'We cannot open cart links right now',
  unavailableText:
    'Please try the link again later, or find your items in the shop.',
  toShop: 'Go to the shop',
  noLinkText:
    'This page opens the cart you started, from the link in our email. Without a link there is nothing to restore: the shop has everything.',
  restoreFailed:
    'We could not restore your cart. Some items may no longer be available.',
  description:
    'Restore the cart you started at Emberforge, with a code to finish your order.',
} as const;

export const BROWSE_PAGE = {
  title: 'A Little Something for Browsing',
  eyebrow: 'Still thinking it over?',
  intro: `Here is what you were looking at. Open any of them and ${BROWSE_OFFER.code} goes into your cart: ${BROWSE_OFFER.percentage}% off.`,
  termsTitle: 'Your browse code',
  apply: `Apply ${BROWSE_OFFER.code} and shop`,
  emptyTitle: 'Nothing to show here yet',
  emptyText:
    'This page shows the products from the link in your email, with your browse code. Open that link to see them, or browse the shop.',
  invalidText:
    'This link is incomplete or was changed, so we cannot show your products. The shop has everything.',
  toShop: 'Go to the shop',
  /** Shown with JavaScript when this browser kept the products it looked at. */
  recentTitle: 'What you looked at',
  recentIntro: 'Pick up where you left off.',
  description: `${BROWSE_OFFER.percentage}% off the Emberforge products you were looking at.`,
} as const;
