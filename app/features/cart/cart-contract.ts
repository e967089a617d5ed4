import type {AnalyticsCartAdd} from '~/features/analytics/analytics-contract';

/**
 * The cart's contract. Its forms: every cart button is a real <form method="post"
 * action="/cart"> with these fields, so it works without JavaScript (the action redirects
 * back to `redirectTo`) and with it (<cart-form> posts the same fields to CART_DATA_PATH).
 * Its DOM side (app/elements/contract.ts): the marks the cart's components render for the
 * cart elements, and the events those elements send each other.
 */
export const CART_PATH = '/cart';
/**
 * The cart as data: GET answers the cart, its count and its markup (the drawer opened from
 * the header), POST runs a cart form's action and answers its outcome with the cart's
 * markup after it (app/features/cart/cart-form.element.ts). See app/routes/api.cart.tsx.
 */
export const CART_DATA_PATH = '/api/cart';

export const CART_INTENTS = [
  'add',
  'set-quantity',
  'remove',
  'clear',
  'checkout',
  'apply-discount',
  'remove-discount',
  'apply-gift-card',
  'remove-gift-card',
] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

export const CART_FIELDS = {
  intent: 'intent',
  merchandiseId: 'merchandiseId',
  lineId: 'lineId',
  quantity: 'quantity',
  redirectTo: 'redirectTo',
  discountCode: 'discountCode',
  giftCardCode: 'giftCardCode',
  giftCardId: 'giftCardId',
} as const;

/** Quantities a shopper can ask for in one line (Shopify's own limit is higher). */
export const MAX_LINE_QUANTITY = 99;

/** The marks the cart's markup carries for <cart-drawer>, <cart-view> and the count. */
export const CART_DOM = {
  /** A link to the cart page (the header's): <cart-drawer> opens the drawer from it instead. */
  opensCart: 'data-opens-cart',
  /** The count badge inside a cart link. */
  badge: 'data-cart-badge',
  /** On <cart-view>: the number of items in the cart it shows. */
  count: 'data-cart-count',
  /** A line of the cart: its line id. */
  line: 'data-cart-line',
  /** The node showing a line's quantity. */
  lineQuantity: 'data-line-quantity',
} as const;

/**
 * Sent on `document` after a cart post (accepted, or refused after a line was shown
 * changed); <cart-view> and <cart-drawer> listen. `settled`: no other cart post is
 * waiting (cart-post-queue.ts), so the cart as the server has it is worth showing.
 */
export const CART_CHANGED = 'cart-changed';
export type CartChangedDetail = {
  count?: number;
  open: boolean;
  settled: boolean;
  /** The cart's markup after the change (what /cart shows in its <cart-view>), notices included. */
  html?: string;
  /** After an accepted add: what <shopify-analytics> reports (decision 0240). */
  added?: AnalyticsCartAdd;
};

/** Sent from a cart form as it posts, bubbling: the <cart-view> around it shows the change at once. */
export const CART_PENDING = 'cart-pending';
export type CartPendingDetail = {lineId: string; quantity: number};
