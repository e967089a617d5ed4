import {attrSelector, isPlainLeftClick} from '~/elements/dom';
import {
  CART_CHANGED,
  CART_DATA_PATH,
  CART_DOM,
  type CartChangedDetail,
} from '~/features/cart/cart-contract';
import {showCartCount} from './cart-count.element';
import {CartView} from './cart-view.element';

/**
 * <cart-drawer> wraps the drawer every page renders empty (CartDrawerShell), so pages
 * stay public and cacheable. It shows the cart's count on the header's cart links
 * (CART_DOM.opensCart), opens the drawer when one is clicked (without JavaScript the link
 * leads to /cart), and opens it after an add (CART_CHANGED with `open`). The drawer's
 * <cart-view> loads the cart page's markup each time it opens.
 */
export class CartDrawer extends HTMLElement {
  connectedCallback() {
    document.addEventListener('click', this.#onClick);
    document.addEventListener(CART_CHANGED, this.#onChanged);
    void this.#loadCount();
  }

  disconnectedCallback() {
    document.removeEventListener('click', this.#onClick);
    document.removeEventListener(CART_CHANGED, this.#onChanged);
  }

  /** Opens the drawer on the cart as it is; `noticeQuery` as CartView.refresh takes it. */
  open(noticeQuery?: string) {
    const dialog = this.querySelector('dialog');
    const view = this.querySelector('cart-view');
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    if (view instanceof CartView) void view.refresh(noticeQuery);
  }

  async #loadCount() {
    try {
      const response = await fetch(CART_DATA_PATH, {
        headers: {Accept: 'application/json'},
      });
      const {cart} = (await response.json()) as {
        cart: {totalQuantity?: number} | null;
      };
      showCartCount(cart?.totalQuantity ?? 0);
    } catch {
      // The link still leads to the cart page.
    }
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
    const {count, open, noticeQuery} = (event as CustomEvent<CartChangedDetail>)
      .detail;
    if (count != null) showCartCount(count);
    if (open) this.open(noticeQuery);
  };
}
