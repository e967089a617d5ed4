import {attrSelector} from '~/elements/dom';
import {
  CART_CHANGED,
  CART_DOM,
  CART_FIELDS,
  CART_PATH,
  CART_PENDING,
  type CartChangedDetail,
  type CartPendingDetail,
} from '~/features/cart/cart-contract';
import {showCartCount} from './cart-count.element';
import {cartPostsWaiting} from './cart-post-queue';

/**
 * <cart-view data-cart-count> (CART_DOM.count) holds the cart's lines, total and forms (CartView). On /cart
 * it wraps what the server rendered; in the drawer it starts empty and <cart-drawer> asks
 * it to load. Either way its content is the cart page's own markup, fetched again after
 * every change (CART_CHANGED), so there is one rendering of the cart, the server's.
 * While a line's change is in flight (CART_PENDING) it shows the quantity asked for.
 *
 * What it writes (README.md): its own children, which it replaces with the cart page's
 * `<cart-view>` children and its own CART_DOM.count; before that, on a line marked
 * CART_DOM.line, `aria-busy`, `hidden`, the text of its CART_DOM.lineQuantity node and the
 * values of its forms' hidden quantity fields.
 */
export class CartView extends HTMLElement {
  #loading: AbortController | null = null;

  connectedCallback() {
    document.addEventListener(CART_CHANGED, this.#onChanged);
    this.addEventListener(CART_PENDING, this.#onPending);
  }

  disconnectedCallback() {
    document.removeEventListener(CART_CHANGED, this.#onChanged);
    this.removeEventListener(CART_PENDING, this.#onPending);
    this.#loading?.abort();
  }

  /**
   * Loads the cart page and shows its cart; if that fails, the cart page itself. `query`
   * names what Shopify changed by itself (cart-notices.ts), which the page then says.
   */
  async refresh(query?: string) {
    this.#loading?.abort();
    const loading = new AbortController();
    this.#loading = loading;
    this.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(
        query ? `${CART_PATH}?${query}` : CART_PATH,
        {
          headers: {Accept: 'text/html'},
          signal: loading.signal,
        },
      );
      const page = new DOMParser().parseFromString(
        await response.text(),
        'text/html',
      );
      const view = page.querySelector<HTMLElement>('cart-view');
      if (!view) throw new Error('no cart in the answer');
      // A change sent meanwhile makes this cart stale; that change's refresh will come.
      if (cartPostsWaiting() > 0) return;
      this.replaceChildren(...Array.from(view.childNodes));
      const count = Number(view.getAttribute(CART_DOM.count)) || 0;
      this.setAttribute(CART_DOM.count, String(count));
      showCartCount(count);
    } catch {
      if (!loading.signal.aborted) location.assign(CART_PATH);
    } finally {
      if (this.#loading === loading) {
        this.#loading = null;
        this.removeAttribute('aria-busy');
      }
    }
  }

  // A view that has shown nothing yet (the closed drawer's) loads when it is opened; while
  // more posts wait, the cart as it is now would undo the quantities they will set.
  #onChanged = (event: Event) => {
    const {settled, noticeQuery} = (event as CustomEvent<CartChangedDetail>)
      .detail;
    if (settled && this.hasChildNodes()) void this.refresh(noticeQuery);
  };

  #onPending = (event: Event) => {
    const {lineId, quantity} = (event as CustomEvent<CartPendingDetail>).detail;
    // A cart loading now predates this change: showing it would undo what is shown here.
    this.#loading?.abort();
    const line = this.querySelector<HTMLElement>(
      attrSelector(CART_DOM.line, lineId),
    );
    if (!line) return;
    line.setAttribute('aria-busy', 'true');
    if (quantity <= 0) {
      line.hidden = true;
      return;
    }
    const shown = line.querySelector(attrSelector(CART_DOM.lineQuantity));
    if (!shown) return;
    // The line's "+" and "−" forms ask for the shown quantity plus or minus one: move them
    // with it, so a second click before the cart comes back asks for the right number.
    const step = quantity - Number(shown.textContent);
    for (const field of line.querySelectorAll<HTMLInputElement>(
      `input[type="hidden"][name="${CART_FIELDS.quantity}"]`,
    ))
      field.value = String(Number(field.value) + step);
    shown.textContent = String(quantity);
  };
}
