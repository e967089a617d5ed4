import {CART_DATA_PATH, CART_FIELDS} from '~/features/cart/cart-contract';
import {MESSAGES} from '~/lib/messages';
import {
  CART_CHANGED,
  CART_PENDING,
  type CartChangedDetail,
  type CartPendingDetail,
  cartPosts,
} from './cart-events';
import {showToast} from '~/elements/toasts.element';

/** What /api/cart (CART_DATA_PATH) answers to a cart form's post (CartActionResult, app/features/cart/cart-actions.server.ts). */
type CartAnswer = {
  intent: string | null;
  errors: string[];
  checkoutUrl?: string;
  cartCount?: number;
};

/**
 * <cart-form> wraps one server-rendered cart <form> (app/features/cart/CartActionForm),
 * which posts to /cart and works so without JavaScript. With JavaScript it posts the same
 * fields to /api/cart, which answers with data, and the page stays put:
 *   add            the drawer opens on the updated cart (CART_CHANGED with open)
 *   checkout       Shopify's checkout opens in a new tab, as the plain form does
 *   anything else  the cart views refresh themselves (CART_CHANGED)
 * Shopify's refusals and failures show in the form's own message slot, or as a toast.
 *
 * What it writes (README.md): the wrapped form (aria-busy) and its controls (disabled,
 * aria-invalid), the label of its button marked `data-busy-label`, and the slot marked
 * `data-form-message` (given `role="alert"` while it has a message when the slot is
 * `data-form-message="alert"`). A submit while one is in flight is ignored.
 *
 * Posts go one after another, in the order the shopper made them: "+" then "−" on a line
 * must reach Shopify in that order, whichever answer would come back first.
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
    this.#setBusy(form, true);
    this.#showMessage('');
    cartPosts.waiting += 1;
    const answer = await (queue = queue.then(() => post(data)));
    cartPosts.waiting -= 1;
    this.#setBusy(form, false);

    if (answer.errors.length) {
      this.#showMessage(answer.errors.join(' '));
      // A line shown with its pending quantity goes back to what the cart really holds.
      if (typeof lineId === 'string') announceChange({open: false});
      return;
    }
    if (answer.checkoutUrl) {
      openCheckout(answer.checkoutUrl);
      return;
    }
    // An applied code leaves its field empty, as after a page load.
    if (form.querySelector('input:not([type="hidden"])')) form.reset();
    announceChange({count: answer.cartCount, open: intent === 'add'});
  };

  #setBusy(form: HTMLFormElement, busy: boolean) {
    this.#busy = busy;
    form.setAttribute('aria-busy', String(busy));
    for (const button of form.querySelectorAll<HTMLButtonElement>(
      'button[type="submit"]',
    )) {
      // A button the server rendered disabled (sold out, the quantity limit) stays so.
      if (busy) {
        button.dataset.wasDisabled = String(button.disabled);
        button.disabled = true;
      } else {
        button.disabled = button.dataset.wasDisabled === 'true';
      }
      const busyLabel = button.dataset.busyLabel;
      if (busyLabel) {
        button.dataset.idleLabel ??= button.textContent ?? '';
        button.textContent = busy ? busyLabel : button.dataset.idleLabel;
      }
    }
  }

  #showMessage(message: string) {
    const slot = this.querySelector<HTMLElement>('[data-form-message]');
    if (slot) {
      slot.textContent = message;
      // An empty alert would still be "an alert" to assistive tech and to tests.
      if (slot.dataset.formMessage === 'alert') {
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

let queue: Promise<CartAnswer> = Promise.resolve({intent: null, errors: []});

/** Never rejects: a failure is an answer with the spec's message. */
async function post(data: FormData): Promise<CartAnswer> {
  try {
    const response = await fetch(CART_DATA_PATH, {
      method: 'POST',
      body: data,
      headers: {Accept: 'application/json'},
    });
    const answer = (await response.json()) as Partial<CartAnswer>;
    return {
      intent: answer.intent ?? null,
      errors: Array.isArray(answer.errors) ? answer.errors : [],
      checkoutUrl: answer.checkoutUrl,
      cartCount: answer.cartCount,
    };
  } catch {
    // Offline, or an answer that is not ours (a proxy's error page).
    return {intent: null, errors: [MESSAGES.cartUpdateFailed]};
  }
}

function announceChange(detail: Omit<CartChangedDetail, 'settled'>) {
  document.dispatchEvent(
    new CustomEvent<CartChangedDetail>(CART_CHANGED, {
      detail: {...detail, settled: cartPosts.waiting === 0},
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
