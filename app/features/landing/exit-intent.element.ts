import {EXIT_INTENT_RULES} from '~/lib/ui-timings';
import {anotherLayerIsOpen} from '~/elements/dialogs.element';
import {inPageMarket} from '~/features/markets/markets';
import {EXIT_INTENT_PATH} from '~/features/landing/landing-contract';

/** How long the popup's markup may take to arrive before the popup gives up for this page. */
const FETCH_DEADLINE_MS = 4000;

/**
 * <exit-intent> holds the popup's <dialog>. It opens when the pointer leaves the page
 * through the top edge (y < 10 px), more than 30 s after the page loaded, when it is not
 * open already and was not shown in the past 24 hours (timestamp in localStorage).
 * SPEC 4 and 9. It never opens over another dialog or popover (the signup modal, the
 * mobile menu): leaving through the top then is not leaving the page. Scripts only by
 * nature: without JavaScript it never shows, so the page carries no markup for it; the
 * element fetches the dialog (EXIT_INTENT_PATH, in the page's market) when the 30 s are up,
 * or at the first exit after them if that fetch has not finished. If it cannot be had, the
 * popup does not show on this page; nothing else changes.
 */
export class ExitIntent extends HTMLElement {
  #loadedAt = Date.now();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #loading: Promise<HTMLDialogElement | null> | null = null;

  connectedCallback() {
    this.#loadedAt = Date.now();
    document.addEventListener('mouseout', this.#onMouseOut);
    // Fetched once it may show, so that it opens with the first exit; not before, as most
    // visits never need it.
    if (!this.#dialog && !this.#suppressed(Date.now()))
      this.#timer = setTimeout(
        () => void this.#load(),
        EXIT_INTENT_RULES.minDelayMs,
      );
  }

  disconnectedCallback() {
    document.removeEventListener('mouseout', this.#onMouseOut);
    clearTimeout(this.#timer);
  }

  get #dialog() {
    return this.querySelector('dialog');
  }

  #suppressed(now: number) {
    return now - lastShownAt() < EXIT_INTENT_RULES.suppressForMs;
  }

  /** The dialog, fetched once (a failed fetch is not retried on this page). */
  #load(): Promise<HTMLDialogElement | null> {
    const present = this.#dialog;
    if (present) return Promise.resolve(present);
    this.#loading ??= fetch(inPageMarket(EXIT_INTENT_PATH, location.pathname), {
      signal: AbortSignal.timeout(FETCH_DEADLINE_MS),
    })
      .then((response) => (response.ok ? response.text() : null))
      .then((html) => {
        if (!html) return null;
        // Our own origin's markup: a dialog and its form, no scripts.
        const template = document.createElement('template');
        template.innerHTML = html;
        this.replaceChildren(template.content);
        return this.#dialog;
      })
      .catch(() => null);
    return this.#loading;
  }

  #onMouseOut = (event: MouseEvent) => {
    const leftThroughTop =
      !event.relatedTarget && event.clientY < EXIT_INTENT_RULES.topEdgePx;
    if (!leftThroughTop) return;
    const now = Date.now();
    if (now - this.#loadedAt <= EXIT_INTENT_RULES.minDelayMs) return;
    if (this.#suppressed(now)) return;
    void this.#load().then((dialog) => {
      if (!dialog || dialog.open || anotherLayerIsOpen(dialog)) return;
      // Another exit while the markup was on its way showed it already.
      if (this.#suppressed(Date.now())) return;
      rememberShown(Date.now());
      dialog.showModal();
    });
  };
}

function lastShownAt(): number {
  try {
    return Number(localStorage.getItem(EXIT_INTENT_RULES.storageKey)) || 0;
  } catch {
    return 0;
  }
}

function rememberShown(now: number) {
  try {
    localStorage.setItem(EXIT_INTENT_RULES.storageKey, String(now));
  } catch {
    // Without storage the popup may show again next visit; nothing else breaks.
  }
}
