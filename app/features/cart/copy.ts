/**
 * The cart's own texts (the spec's cart texts are in app/lib/messages.ts): the cart link,
 * the drawer, the lines, the buttons and the codes. Components, the cart elements and
 * tests import them from here.
 */
import type {CartWarningCode} from '@shopify/hydrogen/storefront-api-types';

/**
 * The header cart link's accessible name, with the count once there is one. Its own
 * export so the count's element carries this text alone to the browser.
 */
export const cartLinkLabel = (count: number) =>
  count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';

export const CART_COPY = {
  linkLabel: cartLinkLabel,
  /** The cart page's heading and the drawer's title. */
  title: 'Your cart',
  closeDrawer: 'Close cart',
  browseShop: 'Browse the shop',
  lines: 'Cart items',
  clear: 'Clear cart',
  decrease: (name: string) => `Decrease quantity of ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  remove: 'Remove',
  /** A line the cart's country does not sell (after a change of market, issue 30). */
  notSoldHere: 'Not sold in your country: remove it to check out.',
  removeLine: (name: string) => `Remove ${name}`,
  quantity: 'Quantity',
  addToCart: 'Add to cart',
  adding: 'Adding…',
  soldOut: 'Sold out',
  creatingCheckout: 'Creating your checkout…',
  /** Shopify cut a line to what is in stock (MERCHANDISE_NOT_ENOUGH_STOCK). */
  stockCut: (quantity: number, name: string) =>
    `Only ${quantity} left of ${name}: we changed your cart to ${quantity}.`,
  /** Shopify could not add an item, or it sold out while in the cart (MERCHANDISE_OUT_OF_STOCK). */
  soldOutNotice:
    'Sorry, an item you asked for is sold out, so it is not in your cart.',
  /** Shopify refused the merchandise itself (MERCHANDISE_NOT_APPLICABLE). */
  notApplicable:
    "That item can't be bought right now, so it is not in your cart.",
} as const;

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
  /** After a code Shopify stopped applying was taken out of the cart. */
  removedFromCart: 'We took it out of your cart.',
  /** /discount/CODE on a cart with nothing a code can apply to yet. */
  savedForLater: (code: string) =>
    `${code} is saved in your cart: it applies to the items you add.`,
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
