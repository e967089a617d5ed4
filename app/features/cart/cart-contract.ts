/**
 * The cart's form contract: every cart button is a real <form method="post" action="/cart">
 * with these fields, so it works without JavaScript (the action redirects back to
 * `redirectTo`) and with it (<cart-form> posts the same fields to CART_DATA_PATH).
 */
export const CART_PATH = '/cart';
/**
 * The cart as data: GET answers the cart (the header's count), POST runs a cart form's
 * action and answers its outcome (app/features/cart/cart-form.element.ts). See app/routes/api.cart.tsx.
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
