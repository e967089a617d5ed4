import {useCopy} from '~/features/markets/use-copy';
import {CloseIcon} from '~/components/icons';

export const CART_DRAWER_TITLE_ID = 'cart-drawer-title';

/**
 * The cart drawer of every page: an empty <dialog> that <cart-drawer>
 * (app/features/cart/cart-drawer.element.ts) opens from the header's cart link or after an add, and
 * whose <cart-view> fills with the cart page's own markup, so the page stays public and
 * cacheable and ships no React. Without JavaScript the cart link simply leads to /cart.
 */
export function CartDrawerShell() {
  const {CART_COPY} = useCopy('cart');
  return (
    <cart-drawer>
      <dialog
        aria-labelledby={CART_DRAWER_TITLE_ID}
        className="cart-drawer"
        {...{closedby: 'any'}}
      >
        <div>
          <div className="menu-bar">
            <h2 id={CART_DRAWER_TITLE_ID}>{CART_COPY.title}</h2>
            <form method="dialog">
              <button
                type="submit"
                className="icon-button"
                aria-label={CART_COPY.closeDrawer}
              >
                <CloseIcon />
              </button>
            </form>
          </div>
          <cart-view />
        </div>
      </dialog>
    </cart-drawer>
  );
}
