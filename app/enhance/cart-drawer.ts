import {CART_DATA_PATH, CART_FIELDS, CART_PATH} from '~/lib/cart-form';

/**
 * <cart-drawer> wraps the empty drawer of a page that does not hydrate React (see
 * CartDrawerShell). It shows the cart's count on the header's cart link (`data-opens-cart`)
 * and, when that link is clicked, opens the drawer with the cart page's own markup
 * (`[data-cart-view]` of /cart). The forms in it post to /cart as they do without script;
 * here they go through fetch and the drawer shows the cart page the post leads to.
 * Checkout is left to the browser: it opens Shopify's checkout in a new tab.
 */
export class CartDrawer extends HTMLElement {
  get #dialog() {
    return this.querySelector('dialog');
  }

  connectedCallback() {
    // Capture: runs before React Router's link handler when React rendered this page.
    document.addEventListener('click', this.#onClick, true);
    this.addEventListener('submit', this.#onSubmit);
    void this.#loadCount();
  }

  disconnectedCallback() {
    document.removeEventListener('click', this.#onClick, true);
    this.removeEventListener('submit', this.#onSubmit);
  }

  async #loadCount() {
    try {
      const response = await fetch(CART_DATA_PATH, {
        headers: {Accept: 'application/json'},
      });
      const {cart} = (await response.json()) as {
        cart: {totalQuantity?: number} | null;
      };
      showCount(cart?.totalQuantity ?? 0);
    } catch {
      // The link still leads to the cart page.
    }
  }

  #onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.(
      '[data-opens-cart]',
    );
    const dialog = this.#dialog;
    if (
      !link ||
      !dialog ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    dialog.showModal();
    void this.#show(fetch(CART_PATH, {headers: {Accept: 'text/html'}}));
  };

  #onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== 'post') return;
    const data = new FormData(form, event.submitter);
    if (data.get(CART_FIELDS.intent) === 'checkout') return;
    event.preventDefault();
    data.set(CART_FIELDS.redirectTo, CART_PATH);
    this.querySelector('[data-cart-body]')?.setAttribute('aria-busy', 'true');
    void this.#show(fetch(form.action, {method: 'POST', body: data}));
  };

  /** Puts the cart part of a cart page response into the drawer. */
  async #show(pending: Promise<Response>) {
    const body = this.querySelector('[data-cart-body]');
    if (!body) return;
    try {
      const html = await (await pending).text();
      const page = new DOMParser().parseFromString(html, 'text/html');
      const view = page.querySelector<HTMLElement>('[data-cart-view]');
      if (!view) throw new Error('no cart in the answer');
      body.replaceChildren(...Array.from(view.childNodes));
      showCount(Number(view.dataset.cartCount) || 0);
    } catch {
      // Fall back to the cart page itself.
      location.assign(CART_PATH);
    } finally {
      body.removeAttribute('aria-busy');
    }
  }
}

function showCount(count: number) {
  for (const link of document.querySelectorAll('[data-opens-cart]')) {
    link.setAttribute(
      'aria-label',
      count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart',
    );
    const badge = link.querySelector<HTMLElement>('[data-cart-count]');
    if (!badge) continue;
    badge.textContent = count ? String(count) : '';
    badge.hidden = !count;
  }
}
