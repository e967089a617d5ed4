import {rememberViewed} from '~/features/catalog/recently-viewed';

/**
 * <remember-viewed data-handle data-title data-image-url>, empty, on a product page: keeps
 * the product in this browser's list for /browse-discount (app/features/catalog/recently-viewed.ts).
 * Storage may be blocked, and then there is simply nothing to show there. Writes nothing
 * in the page.
 */
export class RememberViewed extends HTMLElement {
  connectedCallback() {
    const {handle, title, imageUrl} = this.dataset;
    if (!handle || !title) return;
    try {
      rememberViewed(window.localStorage, {
        handle,
        title,
        imageUrl: imageUrl || null,
      });
    } catch {
      /* storage unavailable */
    }
  }
}
