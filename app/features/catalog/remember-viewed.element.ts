import {REMEMBER_VIEWED_DOM} from '~/features/catalog/catalog-contract';
import {rememberViewed} from '~/features/catalog/recently-viewed';
import {whenShown} from '~/elements/dom';

/**
 * <remember-viewed data-handle data-title data-image-url> (REMEMBER_VIEWED_DOM), empty,
 * on a product page: keeps the product in this browser's list for /browse-discount
 * (app/features/catalog/recently-viewed.ts). Storage may be blocked, and then there is
 * simply nothing to show there. Writes nothing in the page. A prerendered product page
 * (a hover over its link) is remembered only once the visitor opens it.
 */
export class RememberViewed extends HTMLElement {
  connectedCallback() {
    const handle = this.getAttribute(REMEMBER_VIEWED_DOM.handle);
    const title = this.getAttribute(REMEMBER_VIEWED_DOM.title);
    const imageUrl = this.getAttribute(REMEMBER_VIEWED_DOM.imageUrl);
    if (!handle || !title) return;
    whenShown(() => {
      try {
        rememberViewed(window.localStorage, {
          handle,
          title,
          imageUrl: imageUrl || null,
        });
      } catch {
        /* storage unavailable */
      }
    });
  }
}
