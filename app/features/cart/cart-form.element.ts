import {FORM_DOM} from '~/elements/contract';
import {attrSelector, setFormBusy} from '~/elements/dom';
import {showToast} from '~/elements/toasts.element';
import {
  CART_CHANGED,
  CART_FIELDS,
  CART_PENDING,
  type CartChangedDetail,
  type CartPendingDetail,
} from '~/features/cart/cart-contract';
import {cartPostsWaiting, postCartForm} from './cart-post-queue';

/**
 * <cart-form> wraps one server-rendered cart <form> (app/features/cart/CartActionForm),
 * which posts to /cart and works so without JavaScript. With JavaScript it posts the same
 * fields to /api/cart, which answers with data, and the page stays put:
 *   add            the drawer opens on the updated cart (CART_CHANGED with open)
 *   checkout       Shopify's checkout opens in a new tab, as the plain form does
 *   anything else  the cart views show the cart the answer carries (CART_CHANGED)
 * One request per change: the answer carries the cart's markup (docs/decisions/0220).
 * Shopify's refusals and failures show in the form's own message slot, or as a toast.
 * Posts go through the page's one queue (cart-post-queue.ts): in the shopper's order.
 *
 * What it writes (README.md): the wrapped form (aria-busy) and its controls (disabled,
 * aria-invalid), the label of its button marked FORM_DOM.busyLabel, and the slot marked
 * FORM_DOM.message (given `role="alert"` while it has a message when the mark's value
 * is `alert`). A submit while one is in flight is ignored.
 */
export class CartForm extends HTMLElement {
  #busy = false;

  connectedCallback() {
    this.addEventListener('submit', this.#onSubmit);
  }

  disconnectedCallback() {
    this.removeEventListener('submit', this.#onSubmit);
  }

  #onSubmit = async (event: SubmitEvent) => {
    const form = this.querySelector('form');
    if (!form || event.target !== form) return;
    event.preventDefault();
    if (this.#busy) return;
    const data = new FormData(form, event.submitter);
    const intent = data.get(CART_FIELDS.intent);
    const lineId = data.get(CART_FIELDS.lineId);
    if (typeof lineId === 'string' && lineId) {
      const quantity =
        intent === 'remove' ? 0 : Number(data.get(CART_FIELDS.quantity));
      this.dispatchEvent(
        new CustomEvent<CartPendingDetail>(CART_PENDING, {
          bubbles: true,
          detail: {lineId, quantity},
        }),
      );
    }
    this.#busy = true;
    setFormBusy(form, true);
    this.#showMessage('');
    const answer = await postCartForm(data);
    this.#busy = false;
    setFormBusy(form, false);

    // What Shopify changed by itself (a line cut to the stock, a code it dropped) is said
    // at once, and the cart views show it too (in the markup the answer carries).
    for (const notice of answer.notices ?? []) showToast(notice, 'info');
    if (answer.errors.length) {
      this.#showMessage(answer.errors.join(' '));
      // A line shown with its pending quantity goes back to what the cart really holds.
      if (typeof lineId === 'string' || answer.noticeQuery)
        announceChange({open: false, html: answer.html});
      return;
    }
    if (answer.checkoutUrl) {
      openCheckout(answer.checkoutUrl);
      return;
    }
    // An applied code leaves its field empty, as after a page load.
    if (form.querySelector('input:not([type="hidden"])')) form.reset();
    announceChange({
      count: answer.cartCount,
      open: intent === 'add',
      html: answer.html,
      added: answer.added,
    });
  };

  #showMessage(message: string) {
    const slot = this.querySelector(attrSelector(FORM_DOM.message));
    if (slot) {
      slot.textContent = message;
      // An empty alert would still be "an alert" to assistive tech and to tests.
      if (slot.getAttribute(FORM_DOM.message) === 'alert') {
        if (message) slot.setAttribute('role', 'alert');
        else slot.removeAttribute('role');
      }
    }
    // A bare button (a line's Remove) has no slot of its own: say it where everyone hears.
    else if (message) showToast(message, 'error');
    for (const input of this.querySelectorAll('input:not([type="hidden"])')) {
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  }
}

function announceChange(detail: Omit<CartChangedDetail, 'settled'>) {
  document.dispatchEvent(
    new CustomEvent<CartChangedDetail>(CART_CHANGED, {
      detail: {...detail, settled: cartPostsWaiting() === 0},
    }),
  );
}

/**
 * Within the click's activation window, so not a blocked pop-up; falls back to this tab.
 * (The 'noopener' feature would make window.open return null even on success.)
 */
function openCheckout(url: string) {
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else window.location.assign(url);
}
