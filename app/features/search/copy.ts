/**
 * Copy of the discovery and offer features (codes in the cart, search, the offer pages),
 * beside the spec's catalogue in messages.ts. Components and tests import it from here.
 */
import type {CartWarningCode} from '@shopify/hydrogen/storefront-api-types';

export const CODE_MESSAGES = {
  discountLabel: 'Discount code',
  discountApply: 'Apply',
  discountRemove: (code: string) => `Remove discount code ${code}`,
  discountMissing: 'Please enter a discount code.',
  discountNotApplied: 'Not applied',
  giftCardLabel: 'Gift card code',
  giftCardApply: 'Apply gift card',
  giftCardRemove: (lastCharacters: string) =>
    `Remove gift card ending ${lastCharacters}`,
  giftCardMissing: 'Please enter a gift card code.',
  giftCardUnknown: (code: string) =>
    `We don't recognise the gift card code ${code}.`,
  giftCardEnding: (lastCharacters: string) =>
    `Gift card ending ${lastCharacters}`,
  dueAtCheckout: 'Left to pay at checkout',
  subtotal: 'Subtotal',
  total: 'Total',
  /** Why Shopify did not apply a code (the cart mutation's warnings). */
  warning: (code: string, warning: CartWarningCode | string): string => {
    switch (warning) {
      case 'DISCOUNT_NOT_FOUND':
        return `We don't recognise the discount code ${code}.`;
      case 'DISCOUNT_CURRENTLY_INACTIVE':
        return `The discount code ${code} is not active.`;
      case 'DISCOUNT_PURCHASE_NOT_IN_RANGE':
        return `Your cart does not reach the minimum purchase for ${code} yet.`;
      case 'DISCOUNT_NO_ENTITLED_LINE_ITEMS':
        return `${code} does not apply to anything in your cart (gift cards are never discounted).`;
      case 'DISCOUNT_CODE_NOT_HONOURED':
        return `${code} can't be combined with the discount already applied.`;
      default:
        return `The discount code ${code} does not apply to this cart.`;
    }
  },
} as const;

export const SEARCH_MESSAGES = {
  label: 'Search the store',
  placeholder: 'Search grills, fuel, accessories…',
  button: 'Search',
  title: 'Search',
  resultsFor: (query: string) => `Results for “${query}”`,
  count: (count: number) =>
    count === 1 ? '1 result' : `${count.toLocaleString('en-US')} results`,
  prompt: 'What are you looking for?',
  noResults: (query: string) => `No results for “${query}”.`,
  suggestionsTitle: 'Try one of these instead',
  pagesTitle: 'Pages',
  predictiveProducts: 'Products',
  predictiveQueries: 'Suggestions',
  predictiveCollections: 'Collections',
  predictiveViewAll: (query: string) => `See all results for “${query}”`,
  /** The live region's words when the suggestions arrive. */
  predictiveCount: (count: number) =>
    `${count === 1 ? '1 suggestion' : `${count} suggestions`}. Use the arrow keys to choose.`,
  tooLong: 'Please use a shorter search (at most 100 characters).',
} as const;

export const FACET_MESSAGES = {
  title: 'Filters',
  apply: 'Apply filters',
  priceFrom: 'From $',
  priceTo: 'To $',
  active: 'Active filters',
  remove: (label: string) => `Remove filter: ${label}`,
  clearAll: 'Clear all filters',
  priceRange: (min: string | null, max: string | null) =>
    min && max ? `$${min} to $${max}` : min ? `From $${min}` : `Up to $${max}`,
} as const;
