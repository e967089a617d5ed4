import {EXIT_INTENT_RULES} from '~/lib/ui-timings';
import {anotherLayerIsOpen} from '~/elements/dialogs.element';

/**
 * <exit-intent> wraps the popup's <dialog>. It opens when the pointer leaves the page
 * through the top edge (y < 10 px), more than 30 s after the page loaded, when it is not
 * open already and was not shown in the past 24 hours (timestamp in localStorage).
 * SPEC 4 and 9. It never opens over another dialog or popover (the signup modal, the
 * mobile menu): leaving through the top then is not leaving the page. Scripts only by nature: without JavaScript it never shows.
 */
export class ExitIntent extends HTMLElement {
  #loadedAt = Date.now();

  connectedCallback() {
    this.#loadedAt = Date.now();
    document.addEventListener('mouseout', this.#onMouseOut);
  }

  disconnectedCallback() {
    document.removeEventListener('mouseout', this.#onMouseOut);
  }

  get #dialog() {
    return this.querySelector('dialog');
  }

  #onMouseOut = (event: MouseEvent) => {
    const leftThroughTop =
      !event.relatedTarget && event.clientY < EXIT_INTENT_RULES.topEdgePx;
    if (!leftThroughTop) return;
    const now = Date.now();
    const dialog = this.#dialog;
    if (!dialog || dialog.open || anotherLayerIsOpen(dialog)) return;
    if (now - this.#loadedAt <= EXIT_INTENT_RULES.minDelayMs) return;
    if (now - lastShownAt() < EXIT_INTENT_RULES.suppressForMs) return;
    rememberShown(now);
    dialog.showModal();
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
