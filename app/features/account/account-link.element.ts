import {attrSelector} from '~/elements/dom';
import {
  ACCOUNT_DOM,
  ACCOUNT_NAME_ENDPOINT,
  hasAccountHint,
} from './account-contract';

/**
 * The header's account link: the cached page says "Account" for everyone; a visitor with
 * the sign-in hint cookie gets their first name from the private endpoint (decision
 * 0250). No hint, no request; a failed request leaves "Account".
 */
export class AccountLink extends HTMLElement {
  #abort: AbortController | null = null;

  connectedCallback() {
    if (!hasAccountHint(document.cookie)) return;
    this.#abort = new AbortController();
    void this.#fill(this.#abort.signal);
  }

  disconnectedCallback() {
    this.#abort?.abort();
    this.#abort = null;
  }

  async #fill(signal: AbortSignal) {
    try {
      const response = await fetch(ACCOUNT_NAME_ENDPOINT, {
        signal,
        headers: {Accept: 'application/json'},
      });
      if (response.status !== 200) return;
      const {firstName} = (await response.json()) as {firstName?: unknown};
      const label = this.querySelector(attrSelector(ACCOUNT_DOM.label));
      if (typeof firstName === 'string' && firstName.trim() && label)
        label.textContent = firstName.trim();
    } catch {
      // Offline or aborted: "Account" stays, and the link works.
    }
  }
}
