import {FORM_DOM} from '~/elements/contract';
import {attrSelector, setFormBusy} from '~/elements/dom';
import {fillText, pageTexts} from '~/elements/page-texts';
import {
  validateExitIntentEmail,
  validateSignup,
} from '~/features/waitlist/validation';
import {
  readWaitlistResponse,
  type WaitlistResponse,
} from '~/features/waitlist/waitlist-response';
import {showToast} from '~/elements/toasts.element';
import {FORM_STARTED_FIELD} from '~/features/waitlist/bot-trap';
import {TURNSTILE_CONTAINER_CLASS} from '~/features/waitlist/turnstile';
import {
  WAITLIST_DATA_PATH,
  WAITLIST_DOM,
  type WaitlistFormKind,
  UTM_FIELDS,
} from '~/features/waitlist/waitlist-contract';

/**
 * <waitlist-form data-kind="join|exit-intent|newsletter"> (WAITLIST_DOM) wraps a
 * server-rendered <form> that already posts to a page's action (and works so without
 * JavaScript). With JavaScript it checks the fields with the same rules as the server,
 * posts them to WAITLIST_DATA_PATH, and shows the outcome where the visitor is:
 *   join         closes the dialog named by WAITLIST_DOM.closesOnSuccess, shows a toast (SPEC 4, 8)
 *   exit-intent  swaps to the success panel named by WAITLIST_DOM.successTarget
 *   newsletter   shows the message under the field
 * A submit while one is in flight is ignored.
 *
 * What it writes (README.md, "What an element may change"): the wrapped form's controls
 * (aria-invalid, disabled, aria-busy, reset), the slots marked FORM_DOM.errorFor and
 * FORM_DOM.message (and the message's FORM_DOM.tone), the label of a button marked
 * FORM_DOM.busyLabel, and the elements its WAITLIST_DOM attributes name. With Cloudflare Turnstile
 * on (decision 0158) it also asks Cloudflare's script to render the form's `.cf-turnstile`
 * container when the form arrived after that script ran, and to reset it after each post
 * (a token is good for one check only). Nothing else.
 */
/** The UTM parameters a signup records (app/features/waitlist/signup-source.server.ts, decision 0156). */

/**
 * The page address's UTM values, added to a form that carries none. The server would also
 * find them in the Referer; this keeps them when a browser or extension strips the Referer.
 */
function withLandingUtm(data: FormData): FormData {
  if (UTM_FIELDS.some((field) => data.get(field))) return data;
  const query = new URLSearchParams(location.search);
  for (const field of UTM_FIELDS) {
    const value = query.get(field);
    if (value) data.set(field, value);
  }
  return data;
}

/** The part of Cloudflare's `window.turnstile` used here (a widget named by its container). */
type TurnstileApi = {
  render(container: HTMLElement): unknown;
  reset(container: HTMLElement): void;
};

function turnstileApi(): TurnstileApi | undefined {
  return (window as {turnstile?: TurnstileApi}).turnstile;
}

export class WaitlistForm extends HTMLElement {
  #busy = false;

  get #kind(): WaitlistFormKind {
    return (this.getAttribute(WAITLIST_DOM.kind) as WaitlistFormKind) ?? 'join';
  }

  get #form() {
    return this.querySelector('form');
  }

  get #turnstileWidget() {
    return this.#form?.querySelector<HTMLElement>(
      `.${TURNSTILE_CONTAINER_CLASS}`,
    );
  }

  connectedCallback() {
    this.addEventListener('submit', this.#onSubmit);
    // Cloudflare's script renders the containers there when it loads; a form added later
    // (a client navigation) is rendered here. An empty container was not rendered yet.
    const widget = this.#turnstileWidget;
    if (widget && widget.childElementCount === 0) {
      try {
        turnstileApi()?.render(widget);
      } catch {
        // The post still works: without a token the server applies its other checks.
      }
    }
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

    const data = withLandingUtm(new FormData(form));
    const invalid = this.#validate(data);
    if (invalid) {
      this.#show(invalid);
      return;
    }

    this.#busy = true;
    setFormBusy(form, true);
    let result: WaitlistResponse | null = null;
    try {
      const response = await fetch(WAITLIST_DATA_PATH, {
        method: 'POST',
        body: data,
        headers: {Accept: 'application/json'},
      });
      result = readWaitlistResponse(await response.json());
    } catch {
      // Offline, or not JSON: the same failure as an unreadable answer, below.
    } finally {
      this.#busy = false;
      setFormBusy(form, false);
      this.#resetTurnstile();
    }
    const texts = pageTexts()?.waitlist;
    this.#show(
      result ?? {
        status: 'error',
        message:
          (this.#kind === 'newsletter'
            ? texts?.footerFailed
            : texts?.signupFailed) ?? '',
      },
    );
  };

  #validate(data: FormData): WaitlistResponse | null {
    // The checks' messages in the page's language (app/elements/page-texts.ts).
    const texts = pageTexts()?.waitlist;
    const messages = texts && {
      fillAllFields: texts.fillAllFields,
      invalidEmail: texts.invalidEmail,
      nameTooLong: (max: number) => fillText(texts.nameTooLong, {max}),
    };
    if (this.#kind === 'join') {
      const result = validateSignup(
        {name: data.get('name'), email: data.get('email')},
        messages,
      );
      return result.ok
        ? null
        : {
            status: 'error',
            message: result.message,
            fieldErrors: result.fieldErrors,
          };
    }
    if (this.#kind === 'exit-intent') {
      const result = validateExitIntentEmail(data.get('email'), messages);
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

  /** A Turnstile token is checked once; the next post needs a fresh one. */
  #resetTurnstile() {
    const widget = this.#turnstileWidget;
    if (!widget) return;
    try {
      turnstileApi()?.reset(widget);
    } catch {
      // Not rendered (the script did not load): nothing to reset.
    }
  }

  #show(result: WaitlistResponse) {
    this.#clearMessages();
    if (result.status === 'error') {
      const fieldErrors = result.fieldErrors ?? {};
      for (const [field, message] of Object.entries(fieldErrors)) {
        const input = this.#form?.elements.namedItem(field);
        if (input instanceof Element)
          input.setAttribute('aria-invalid', 'true');
        const slot = this.querySelector(attrSelector(FORM_DOM.errorFor, field));
        if (slot) slot.textContent = message;
      }
      if (!Object.keys(fieldErrors).length)
        this.#formMessage(result.message, 'error');
      this.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (result.status === 'confirm') {
      // The second step (issue 24): what was typed stays, the next press carries the
      // fresh signed start, and the button is where the visitor's attention should go.
      const form = this.#form;
      let started = form?.elements.namedItem(FORM_STARTED_FIELD);
      if (form && !(started instanceof HTMLInputElement)) {
        // A form rendered without a start (none is signed without the root loader).
        started = Object.assign(document.createElement('input'), {
          type: 'hidden',
          name: FORM_STARTED_FIELD,
        });
        form.append(started);
      }
      if (started instanceof HTMLInputElement)
        started.value = result.formStarted;
      this.#formMessage(result.message, 'info');
      this.#form?.querySelector<HTMLElement>('[type="submit"]')?.focus();
      return;
    }

    this.#form?.reset();
    if (this.#kind === 'join') {
      this.#named(
        this.getAttribute(WAITLIST_DOM.closesOnSuccess),
        HTMLDialogElement,
      )?.close();
      showToast(result.message, result.status);
    } else if (this.#kind === 'exit-intent') {
      const panel = this.#named(
        this.getAttribute(WAITLIST_DOM.successTarget),
        HTMLElement,
      );
      if (panel) {
        this.hidden = true;
        panel.hidden = false;
        panel.focus();
      }
    } else {
      this.#formMessage(result.message, result.status);
    }
  }

  /** An element this one's markup names by id, if it is there and of the expected kind. */
  #named<T extends HTMLElement>(
    id: string | null,
    kind: new () => T,
  ): T | null {
    const element = id ? document.getElementById(id) : null;
    return element instanceof kind ? element : null;
  }

  #formMessage(message: string, tone: 'success' | 'info' | 'error') {
    const slot = this.querySelector(attrSelector(FORM_DOM.message));
    if (!slot) return showToast(message, tone);
    slot.setAttribute(FORM_DOM.tone, tone);
    slot.textContent = message;
  }

  #clearMessages() {
    for (const slot of this.querySelectorAll(
      `${attrSelector(FORM_DOM.errorFor)}, ${attrSelector(FORM_DOM.message)}`,
    ))
      slot.textContent = '';
    for (const input of this.querySelectorAll('[aria-invalid]'))
      input.removeAttribute('aria-invalid');
  }
}
