import {MESSAGES} from '~/lib/messages';
import {
  validateExitIntentEmail,
  validateSignup,
  type FieldErrors,
} from '~/lib/validation';
import {showToast} from './toasts';

/**
 * <waitlist-form data-kind="join|exit-intent|newsletter" data-endpoint="/api/waitlist">
 * wraps a server-rendered <form> that already posts to the landing page's action (and
 * works so without JavaScript). With JavaScript it checks the fields with the same rules
 * as the server, posts with fetch, and shows the outcome where the visitor is:
 *   join         closes its dialog and shows a toast (SPEC 4, 8)
 *   exit-intent  swaps to the success panel named by data-success-target
 *   newsletter   shows the message under the field
 * A submit while one is in flight is ignored.
 */
type Kind = 'join' | 'exit-intent' | 'newsletter';
export type WaitlistResponse =
  | {status: 'success' | 'info'; message: string; code?: string}
  | {status: 'error'; message: string; fieldErrors?: FieldErrors};

export class WaitlistForm extends HTMLElement {
  #busy = false;

  get #kind(): Kind {
    return (this.dataset.kind as Kind) ?? 'join';
  }

  get #form() {
    return this.querySelector('form');
  }

  connectedCallback() {
    this.addEventListener('submit', this.#onSubmit);
  }

  disconnectedCallback() {
    this.removeEventListener('submit', this.#onSubmit);
  }

  #onSubmit = async (event: Event) => {
    const form = this.#form;
    if (!form || event.target !== form) return;
    event.preventDefault();
    if (this.#busy) return;
    // A new attempt starts clean: the previous attempt's errors no longer apply.
    this.#clearMessages();

    const data = new FormData(form);
    const invalid = this.#validate(data);
    if (invalid) {
      this.#show(invalid);
      return;
    }

    this.#setBusy(true);
    let result: WaitlistResponse;
    try {
      const response = await fetch(this.dataset.endpoint ?? form.action, {
        method: 'POST',
        body: data,
        headers: {Accept: 'application/json'},
      });
      result = (await response.json()) as WaitlistResponse;
    } catch {
      result = {
        status: 'error',
        message:
          this.#kind === 'newsletter'
            ? MESSAGES.footerFailed
            : MESSAGES.signupFailed,
      };
    } finally {
      this.#setBusy(false);
    }
    this.#show(result);
  };

  #validate(data: FormData): WaitlistResponse | null {
    if (this.#kind === 'join') {
      const result = validateSignup({
        name: data.get('name'),
        email: data.get('email'),
      });
      return result.ok
        ? null
        : {
            status: 'error',
            message: result.message,
            fieldErrors: result.fieldErrors,
          };
    }
    if (this.#kind === 'exit-intent') {
      const result = validateExitIntentEmail(data.get('email'));
      return result.ok
        ? null
        : {
            status: 'error',
            message: result.message,
            fieldErrors: {email: result.message},
          };
    }
    return null; // The footer leaves "required" to the browser (SPEC 5).
  }

  #setBusy(busy: boolean) {
    this.#busy = busy;
    const button = this.querySelector<HTMLButtonElement>(
      'button[type="submit"]',
    );
    if (!button) return;
    button.disabled = busy;
    this.#form?.setAttribute('aria-busy', String(busy));
    const busyLabel = button.dataset.busyLabel;
    if (busyLabel) {
      button.dataset.idleLabel ??= button.textContent ?? '';
      button.textContent = busy ? busyLabel : button.dataset.idleLabel;
    }
  }

  #show(result: WaitlistResponse) {
    this.#clearMessages();
    if (result.status === 'error') {
      const fieldErrors = result.fieldErrors ?? {};
      for (const [field, message] of Object.entries(fieldErrors)) {
        const input = this.querySelector<HTMLInputElement>(`[name="${field}"]`);
        input?.setAttribute('aria-invalid', 'true');
        const slot = this.querySelector(`[data-error-for="${field}"]`);
        if (slot) slot.textContent = message;
      }
      if (!Object.keys(fieldErrors).length)
        this.#formMessage(result.message, 'error');
      this.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }

    this.#form?.reset();
    if (this.#kind === 'join') {
      this.closest('dialog')?.close();
      showToast(result.message, result.status);
    } else if (this.#kind === 'exit-intent') {
      const panel = this.dataset.successTarget
        ? document.getElementById(this.dataset.successTarget)
        : null;
      if (panel) {
        this.hidden = true;
        panel.hidden = false;
        panel.focus();
      }
    } else {
      this.#formMessage(result.message, result.status);
    }
  }

  #formMessage(message: string, tone: 'success' | 'info' | 'error') {
    const slot = this.querySelector<HTMLElement>('[data-form-message]');
    if (!slot) return showToast(message, tone);
    slot.dataset.tone = tone;
    slot.textContent = message;
  }

  #clearMessages() {
    for (const slot of this.querySelectorAll(
      '[data-error-for], [data-form-message]',
    ))
      slot.textContent = '';
    for (const input of this.querySelectorAll('[aria-invalid]'))
      input.removeAttribute('aria-invalid');
  }
}
