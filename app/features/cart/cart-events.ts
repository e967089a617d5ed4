/**
 * Sent on `document` after a cart post (accepted, or refused after a line was shown
 * changed); <cart-view> and <cart-drawer> listen. `settled`: no other cart post is
 * waiting (cartPosts), so the cart as the server has it is worth showing.
 */
export const CART_CHANGED = 'cart-changed';
export type CartChangedDetail = {
  count?: number;
  open: boolean;
  settled: boolean;
};

/** Sent from a cart form as it posts, bubbling: the <cart-view> around it shows the change at once. */
export const CART_PENDING = 'cart-pending';
export type CartPendingDetail = {lineId: string; quantity: number};

/** Cart posts sent or queued and not yet answered (app/features/cart/cart-form.element.ts counts them). */
export const cartPosts = {waiting: 0};
