import {
  afterNextPaint,
  attrSelector,
  isPlainLeftClick,
  showModalAfterPaint,
} from '~/elements/dom';
import {
  CART_ADDING,
  CART_CHANGED,
  CART_DOM,
  type CartAddingDetail,
  type CartChangedDetail,
} from '~/features/cart/cart-contract';
import {NO_SPECULATION_ATTRIBUTE} from '~/features/http/speculation-opt-out';
import {pageTexts} from '~/elements/page-texts';
import {CLOSE_ICON_PATH} from '~/components/icon-paths';
import {showCartCount} from './cart-count.element';
import {cartCountInCookies} from './cart-count-cookie';
import {CartView} from './cart-view.element';

/**
 * The drawer <cart-drawer> builds as it connects: a modal dialog (its look is
 * `.cart-drawer` in app.css) with the page's "Your cart" and close button, and an empty
 * <cart-view>. Only this script ever opens it, so the page carries the empty element alone
 * (record 0271); the texts are the page's (app/elements/texts), the icon the header's.
 */
const DRAWER_TITLE_ID = 'cart-drawer-title';
const DRAWER_HTML =
  `<dialog aria-labelledby="${DRAWER_TITLE_ID}" class="cart-drawer" closedby="any"><div>` +
  `<div class="menu-bar"><h2 id="${DRAWER_TITLE_ID}"></h2><form method="dialog">` +
  `<button type="submit" class="icon-button"><svg viewBox="0 0 24 24" class="icon" aria-hidden="true"><path d="${CLOSE_ICON_PATH}"></path></svg></button>` +
  `</form></div><cart-view></cart-view></div></dialog>`;

/**
 * <cart-drawer> holds the drawer it builds (above), so pages stay public and cacheable
 * and carry no drawer. It shows the cart's count on the header's cart links
 * (CART_DOM.opensCart), opens the drawer when one is clicked (without JavaScript the link
 * leads to /cart), and opens it after an add (CART_CHANGED with `open`). The count comes
 * from the cookie the cart answers set, so a page view makes no cart request; the drawer's
 * <cart-view> asks /api/cart for the cart when opened from the link. An add with a
 * pending line (CART_ADDING) opens it at once on that line; if the add fails, the line
 * goes and the drawer closes again, unless it was open before.
 */
export class CartDrawer extends HTMLElement {
  /** The drawer was opened by an add still in flight (closed again if it fails). */
  #openedByAdd = false;
  /** An add in flight showed its line in the drawer (the answer need not open it again). */
  #addShown = false;

  connectedCallback() {
    if (!this.querySelector('dialog')) this.#build();
    document.addEventListener('click', this.#onClick);
    document.addEventListener(CART_CHANGED, this.#onChanged);
    document.addEventListener(CART_ADDING, this.#onAdding);
    this.#showCount();
    this.#keepCartLinksFromSpeculation();
  }

  disconnectedCallback() {
    document.removeEventListener('click', this.#onClick);
    document.removeEventListener(CART_CHANGED, this.#onChanged);
    document.removeEventListener(CART_ADDING, this.#onAdding);
  }

  #build() {
    const texts = pageTexts()?.cart;
    this.innerHTML = DRAWER_HTML;
    this.querySelector('h2')!.textContent = texts?.drawerTitle ?? '';
    this.querySelector('button')!.setAttribute(
      'aria-label',
      texts?.closeDrawer ?? '',
    );
  }

  /** Opens the drawer; `load`: its <cart-view> asks for the cart (not when a change brings it). */
  open(load = true) {
    const dialog = this.querySelector('dialog');
    const view = this.querySelector('cart-view');
    if (!dialog) return;
    // The drawer shows in the next frame, with the cart it last showed; it becomes modal
    // in the one after (dom.ts), and asks for the cart then too: the request and its busy
    // state cost the click's task time before the first frame.
    showModalAfterPaint(dialog);
    if (load && view instanceof CartView)
      afterNextPaint(() => void view.refresh());
  }

  // With this element the header's cart links open the drawer, so the /cart page a
  // hover would prerender (the rules list it for visitors without JavaScript) is never
  // shown: it would cost a server render and a renderer on the CPU the drawer needs.
  #keepCartLinksFromSpeculation() {
    for (const link of document.querySelectorAll(
      attrSelector(CART_DOM.opensCart),
    ))
      link.setAttribute(NO_SPECULATION_ATTRIBUTE, '');
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

  #onAdding = (event: Event) => {
    const detail = (event as CustomEvent<CartAddingDetail>).detail;
    const dialog = this.querySelector('dialog');
    const view = this.querySelector('cart-view');
    if (!dialog || !(view instanceof CartView)) return;
    if (detail.line) {
      this.#openedByAdd = !dialog.open;
      this.#addShown = true;
      this.open(false);
      view.showPending(detail);
      return;
    }
    view.withdrawPending();
    if (this.#openedByAdd) dialog.close();
    this.#openedByAdd = false;
    this.#addShown = false;
  };

  #onChanged = (event: Event) => {
    const {count, open, html} = (event as CustomEvent<CartChangedDetail>)
      .detail;
    // A shopper who closed the drawer the add opened before its answer came has seen the
    // line: the answer updates the cart and the count, and leaves the drawer closed.
    const closedByShopper =
      this.#addShown && !this.querySelector('dialog')?.open;
    this.#openedByAdd = false;
    this.#addShown = false;
    if (count != null) showCartCount(count);
    // The drawer's <cart-view> shows the markup the change carries (its own listener).
    if (open && !closedByShopper) this.open(html === undefined);
  };
}
