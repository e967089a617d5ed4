/**
 * The cart's own texts (the spec's cart texts are in app/lib/messages.ts): the cart link,
 * the drawer, the lines and the buttons. Components, the cart elements and tests import
 * them from here.
 */
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
  removeLine: (name: string) => `Remove ${name}`,
  quantity: 'Quantity',
  addToCart: 'Add to cart',
  adding: 'Adding…',
  soldOut: 'Sold out',
  creatingCheckout: 'Creating your checkout…',
} as const;
