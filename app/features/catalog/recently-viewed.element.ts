import {ROUTES} from '~/lib/navigation';
import {readViewed} from '~/features/catalog/recently-viewed';
import {PRODUCT_PLACEHOLDER_PATH} from '~/features/catalog/product-placeholder';
import {inPageMarket} from '~/features/markets/markets';

/**
 * <recently-viewed>: on /browse-discount opened without a signed list, the products this
 * browser looked at (app/features/catalog/recently-viewed.ts), each linking to its page (no
 * code: the browse code applies only from a signed list, issue 24). Rendered `hidden`
 * with an empty list by the server (the page is the same for everyone and cacheable);
 * shown only when there is something to list. Built with DOM calls, never HTML strings:
 * the stored titles are data.
 */
export class RecentlyViewed extends HTMLElement {
  connectedCallback() {
    const list = this.querySelector('ul');
    if (!list) return;
    let products;
    try {
      products = readViewed(window.localStorage);
    } catch {
      return; // Storage blocked (privacy settings): the page keeps its plain text.
    }
    if (!products.length) return;
    list.replaceChildren(
      ...products.map((product) => {
        const link = document.createElement('a');
        link.href = inPageMarket(
          ROUTES.product(product.handle),
          location.pathname,
        );
        link.className = 'recently-viewed-link';
        // A product without media keeps its place with the placeholder.
        const image = document.createElement('img');
        image.src = product.imageUrl ?? PRODUCT_PLACEHOLDER_PATH;
        image.alt = '';
        image.width = 96;
        image.height = 96;
        image.loading = 'lazy';
        link.append(image);
        const title = document.createElement('span');
        title.textContent = product.title;
        link.append(title);
        const item = document.createElement('li');
        item.append(link);
        return item;
      }),
    );
    this.hidden = false;
  }
}
