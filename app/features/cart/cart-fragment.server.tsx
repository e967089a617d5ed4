import {MemoryRouter} from 'react-router';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {renderStaticMarkup} from '~/lib/static-markup.server';
import {CART_PATH} from './cart-contract';
import {CartView} from './CartView';
import {
  DEFAULT_MARKET,
  localizedPath,
  type Market,
} from '~/features/markets/markets';
import {MarketContext} from '~/features/markets/use-market';

/**
 * The cart's markup as the cart page renders inside its <cart-view>: what /api/cart sends
 * with every answer, so the page's cart views show the server's rendering of the cart
 * without fetching /cart (Dawn's section rendering; docs/decisions/0220). Rendered at
 * /cart, as the drawer had it when it cut the markup out of the cart page: its forms send
 * a shopper without scripts back there.
 */
export function renderCartFragment(
  cart: CartApiQueryFragment | null | undefined,
  notices: string[] = [],
  /** The market of the request (/en-ca/api/cart): its cart page, links and copy. */
  market: Market = DEFAULT_MARKET,
): Promise<string> {
  return renderStaticMarkup(
    <MarketContext.Provider value={market}>
      <MemoryRouter initialEntries={[localizedPath(market, CART_PATH)]}>
        <CartView cart={cart} notices={notices} />
      </MemoryRouter>
    </MarketContext.Provider>,
  );
}
