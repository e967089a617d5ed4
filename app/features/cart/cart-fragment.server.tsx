import {renderToString} from 'react-dom/server';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {CartView} from './CartView';

/**
 * The cart's markup as the cart page renders inside its <cart-view>: what /api/cart sends
 * with every answer, so the page's cart views show the server's rendering of the cart
 * without fetching /cart (Dawn's section rendering; docs/decisions/0220).
 */
export function renderCartFragment(
  cart: CartApiQueryFragment | null | undefined,
  notices: string[] = [],
): string {
  return renderToString(<CartView cart={cart} notices={notices} />);
}
