import {attrSelector} from '~/elements/dom';
import {
  type CartAddingDetail,
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
 * While a line's change is in flight (CART_PENDING) it shows the quantity asked for; while
 * an add is (`showPending`, from <cart-drawer>), the line it will make.
 *
 * What it writes (README.md): its own children, which it replaces with the cart's markup
 * from /api/cart, and its own CART_DOM.count; a pending add's line, appended to the list
 * marked CART_DOM.lines (or in a list it makes, when it shows no cart yet); before that, on a line marked
 * CART_DOM.line, `aria-busy`, `hidden`, the text of its CART_DOM.lineQuantity node and the
 * values of its forms' hidden quantity fields.
 */
export class CartView extends HTMLElement {
  #loading: AbortController | null = null;
  /** What `withdrawPending` undoes: the nodes a pending add put here, or what it hid. */
  #pending: {undo: () => void} | null = null;

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

  /**
   * Shows an add in flight: its line (a copy of the add form's template) at the end of the
   * cart's lines, or the line of the same variant with the quantity it will have. The
   * cart the answer carries replaces it (`show`); `withdrawPending` takes it back.
   */
  showPending({line, merchandiseId, quantity}: CartAddingDetail) {
    this.withdrawPending();
    if (!line) return;
    // A cart loading now predates this add: showing it would drop the line shown here.
    this.#loading?.abort();
    const same = this.querySelector<HTMLElement>(
      attrSelector(CART_DOM.lineMerchandise, merchandiseId),
    );
    const shown = same?.querySelector(attrSelector(CART_DOM.lineQuantity));
    if (same && shown) {
      const before = Number(shown.textContent);
      same.setAttribute('aria-busy', 'true');
      showQuantity(same, before + quantity);
      this.#pending = {
        undo: () => {
          showQuantity(same, before);
          same.removeAttribute('aria-busy');
        },
      };
      return;
    }
    const added = [...line.childNodes];
    const list = this.querySelector(attrSelector(CART_DOM.lines));
    if (list) {
      list.append(line);
      this.#pending = {undo: () => added.forEach((node) => node.remove())};
      return;
    }
    // No cart shown yet (the drawer's first opening), or an empty one: a list of its own.
    const before = [...this.childNodes];
    const created = document.createElement('ul');
    created.setAttribute(CART_DOM.lines, '');
    created.append(line);
    this.replaceChildren(created);
    this.#pending = {undo: () => this.replaceChildren(...before)};
  }

  /** Takes back what `showPending` showed (the add failed). */
  withdrawPending() {
    this.#pending?.undo();
    this.#pending = null;
  }

  /** Shows the cart's markup as the server rendered it (same origin, no scripts in it). */
  show(html: string, count: number) {
    this.#pending = null;
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
    showQuantity(line, quantity);
  };
}

/**
 * Shows `quantity` on a line. Its "+" and "−" forms ask for the shown quantity plus or
 * minus one: they move with it, so a second click before the cart comes back asks for
 * the right number.
 */
function showQuantity(line: HTMLElement, quantity: number) {
  const shown = line.querySelector(attrSelector(CART_DOM.lineQuantity));
  if (!shown) return;
  const step = quantity - Number(shown.textContent);
  for (const field of line.querySelectorAll<HTMLInputElement>(
    `input[type="hidden"][name="${CART_FIELDS.quantity}"]`,
  ))
    field.value = String(Number(field.value) + step);
  shown.textContent = String(quantity);
}
