import {FORM_DOM} from '~/elements/contract';
import {attrSelector, setFormBusy} from '~/elements/dom';
import {showToast} from '~/elements/toasts.element';
import {
  CART_ADDING,
  CART_CHANGED,
  CART_DOM,
  CART_FIELDS,
  CART_PENDING,
  type CartAddingDetail,
  type CartChangedDetail,
  type CartPendingDetail,
} from '~/features/cart/cart-contract';
import {cartPostsWaiting, postCartForm} from './cart-post-queue';

/**
 * <cart-form> wraps one server-rendered cart <form> (app/features/cart/CartActionForm),
 * which posts to /cart and works so without JavaScript. With JavaScript it posts the same
 * fields to /api/cart, which answers with data, and the page stays put:
 *   add            the drawer opens on the updated cart (CART_CHANGED with open); with a
 *                  CART_DOM.pendingLine template, at once on that line (CART_ADDING)
 *   checkout       Shopify's checkout opens in a new tab, as the plain form does
 *   anything else  the cart views show the cart the answer carries (CART_CHANGED)
 * One request per change: the answer carries the cart's markup (docs/decisions/0220).
 * Shopify's refusals and failures show in the form's own message slot, or as a toast.
 * Posts go through the page's one queue (cart-post-queue.ts): in the shopper's order.
 *
 * What it writes (README.md): the copy it makes of its form's CART_DOM.pendingLine
 * template (the quantity in it), the wrapped form (aria-busy) and its controls (disabled,
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
    const adding = intent === 'add' ? pendingAdd(form, data) : null;
    if (adding) announceAdding(adding);
    this.#busy = true;
    setFormBusy(form, true);
    this.#showMessage('');
    const answer = await postCartForm(data);
    this.#busy = false;
    setFormBusy(form, false);
    if (adding && answer.errors.length) announceAdding({...adding, line: null});

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

/** The add's line as the drawer shows it until the answer: the form's template, copied. */
function pendingAdd(
  form: HTMLFormElement,
  data: FormData,
): CartAddingDetail | null {
  const template = form.querySelector<HTMLTemplateElement>(
    `template${attrSelector(CART_DOM.pendingLine)}`,
  );
  const merchandiseId = data.get(CART_FIELDS.merchandiseId);
  const quantity = Number(data.get(CART_FIELDS.quantity));
  if (!template || typeof merchandiseId !== 'string' || !(quantity >= 1))
    return null;
  const line = template.content.cloneNode(true) as DocumentFragment;
  const shown = line.querySelector(attrSelector(CART_DOM.lineQuantity));
  if (shown) shown.textContent = String(quantity);
  return {line, merchandiseId, quantity};
}

function announceAdding(detail: CartAddingDetail) {
  document.dispatchEvent(
    new CustomEvent<CartAddingDetail>(CART_ADDING, {detail}),
  );
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
