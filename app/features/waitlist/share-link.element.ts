import {attrSelector} from '~/elements/dom';
import {SHARE_LINK_DOM} from '~/features/waitlist/waitlist-contract';

/**
 * <share-link data-url data-text> (SHARE_LINK_DOM): the status page's referral link.
 * Without JavaScript the page shows the link to copy by hand. With it, the marked button
 * (SHARE_LINK_DOM.button, rendered `hidden`) is shown: it opens the system share sheet
 * (Web Share) where there is one, and copies the link elsewhere; its label
 * (SHARE_LINK_DOM.copiedLabel) says when it copied.
 */
export class ShareLink extends HTMLElement {
  #button: HTMLButtonElement | null = null;

  connectedCallback() {
    this.#button = this.querySelector<HTMLButtonElement>(
      `button${attrSelector(SHARE_LINK_DOM.button)}`,
    );
    if (!this.#button) return;
    const canShare = typeof navigator.share === 'function';
    const canCopy = typeof navigator.clipboard?.writeText === 'function';
    if (!canShare && !canCopy) return;
    this.#button.hidden = false;
    this.#button.addEventListener('click', this.#onClick);
  }

  disconnectedCallback() {
    this.#button?.removeEventListener('click', this.#onClick);
  }

  #onClick = () => {
    const url = this.getAttribute(SHARE_LINK_DOM.url);
    if (!url) return;
    if (typeof navigator.share === 'function') {
      // A dismissed share sheet rejects: nothing to do.
      navigator
        .share({url, text: this.getAttribute(SHARE_LINK_DOM.text) ?? undefined})
        .catch(() => {});
      return;
    }
    void navigator.clipboard.writeText(url).then(() => {
      const copied = this.#button?.getAttribute(SHARE_LINK_DOM.copiedLabel);
      if (this.#button && copied) this.#button.textContent = copied;
    });
  };
}
