import {attrSelector, isPlainLeftClick} from '~/elements/dom';
import {
  CART_CHANGED,
  CART_DOM,
  type CartChangedDetail,
} from '~/features/cart/cart-contract';
import {showCartCount} from './cart-count.element';
import {cartCountInCookies} from './cart-count-cookie';
import {CartView} from './cart-view.element';

/**
 * <cart-drawer> wraps the drawer every page renders empty (CartDrawerShell), so pages
 * stay public and cacheable. It shows the cart's count on the header's cart links
 * (CART_DOM.opensCart), opens the drawer when one is clicked (without JavaScript the link
 * leads to /cart), and opens it after an add (CART_CHANGED with `open`). The count comes
 * from the cookie the cart answers set, so a page view makes no cart request; the drawer's
 * <cart-view> asks /api/cart for the cart when opened from the link.
 */
export class CartDrawer extends HTMLElement {
  connectedCallback() {
    document.addEventListener('click', this.#onClick);
    document.addEventListener(CART_CHANGED, this.#onChanged);
    this.#showCount();
  }

  disconnectedCallback() {
    document.removeEventListener('click', this.#onClick);
    document.removeEventListener(CART_CHANGED, this.#onChanged);
  }

  /** Opens the drawer; `load`: its <cart-view> asks for the cart (not when a change brings it). */
  open(load = true) {
    const dialog = this.querySelector('dialog');
    const view = this.querySelector('cart-view');
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    if (load && view instanceof CartView) void view.refresh();
  }

  // The cart answers keep the count in a cookie (cart-count-cookie.ts): no request per page.
  // Without the cookie the server's count stays (an add's confirmation URL carries one).
  #showCount() {
    const count = cartCountInCookies(document.cookie);
    if (count != null) showCartCount(count);
  }

  #onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.(
      attrSelector(CART_DOM.opensCart),
    );
    if (!link || !isPlainLeftClick(event)) return;
    event.preventDefault();
    this.open();
  };

  #onChanged = (event: Event) => {
    const {count, open, html} = (event as CustomEvent<CartChangedDetail>)
      .detail;
    if (count != null) showCartCount(count);
    // The drawer's <cart-view> shows the markup the change carries (its own listener).
    if (open) this.open(html === undefined);
  };
}
