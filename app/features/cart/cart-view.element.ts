import {attrSelector} from '~/elements/dom';
import {
  CART_CHANGED,
  CART_DATA_PATH,
  CART_DOM,
  CART_FIELDS,
  CART_PATH,
  CART_PENDING,
  type CartChangedDetail,
  type CartPendingDetail,
} from '~/features/cart/cart-contract';
import {showCartCount} from './cart-count.element';
import {cartPostsWaiting} from './cart-post-queue';
import {inPageMarket} from '~/features/markets/markets';

/**
 * <cart-view data-cart-count> (CART_DOM.count) holds the cart's lines, total and forms (CartView). On /cart
 * it wraps what the server rendered; in the drawer it starts empty and <cart-drawer> asks
 * it to load. Either way its content is the server's rendering of the cart: every cart
 * post's answer carries it (CART_CHANGED's `html`, docs/decisions/0220), so a change is one
 * request; a view opened with nothing to show asks /api/cart for it.
 * While a line's change is in flight (CART_PENDING) it shows the quantity asked for.
 *
 * What it writes (README.md): its own children, which it replaces with the cart's markup
 * from /api/cart, and its own CART_DOM.count; before that, on a line marked
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

  /** Loads the cart's markup from /api/cart and shows it; if that fails, the cart page itself. */
  async refresh() {
    this.#loading?.abort();
    const loading = new AbortController();
    this.#loading = loading;
    this.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(
        inPageMarket(CART_DATA_PATH, location.pathname),
        {
          headers: {Accept: 'application/json'},
          signal: loading.signal,
        },
      );
      const {html, cartCount} = (await response.json()) as {
        html?: unknown;
        cartCount?: unknown;
      };
      if (typeof html !== 'string') throw new Error('no cart in the answer');
      // A change sent meanwhile makes this cart stale; that change's answer will come.
      if (cartPostsWaiting() > 0) return;
      this.show(html, Number(cartCount) || 0);
    } catch {
      if (!loading.signal.aborted) location.assign(CART_PATH);
    } finally {
      if (this.#loading === loading) {
        this.#loading = null;
        this.removeAttribute('aria-busy');
      }
    }
  }

  /** Shows the cart's markup as the server rendered it (same origin, no scripts in it). */
  show(html: string, count: number) {
    this.#loading?.abort();
    const template = document.createElement('template');
    template.innerHTML = html;
    this.replaceChildren(template.content);
    this.setAttribute(CART_DOM.count, String(count));
    showCartCount(count);
  }

  // While more posts wait, the cart as it is now would undo the quantities they will set.
  // An answer without the cart (a failure) leaves a view that shows one to ask again.
  #onChanged = (event: Event) => {
    const {settled, html, count} = (event as CustomEvent<CartChangedDetail>)
      .detail;
    if (!settled) return;
    if (html !== undefined) this.show(html, count ?? 0);
    else if (this.hasChildNodes()) void this.refresh();
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
