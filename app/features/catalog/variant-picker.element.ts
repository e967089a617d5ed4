import {attrSelector, isPlainLeftClick} from '~/elements/dom';
import {VARIANT_PICKER_DOM} from '~/features/catalog/catalog-contract';

/**
 * <variant-picker> wraps a product's details (ProductDetails). Each option value is a
 * plain link to its variant's URL (`?Color=Ember+Red`, marked VARIANT_PICKER_DOM.option),
 * so without JavaScript choosing one loads that page. With JavaScript a choice should not
 * feel like a new page: the shopper stays where they were on the page, and Back leaves
 * the product instead of stepping through every option tried.
 *
 * How: a plain left click on an option link of this product fetches the variant's page
 * (the same cacheable HTML the link would load), replaces this element's children with
 * that page's <variant-picker> children (the server's rendering, as <cart-view> does for
 * the cart), puts the new URL in the current history entry (`history.replaceState`), and
 * gives focus back to the chosen option's link. The document stays, so the scroll
 * position simply stays too: there is no reload that paints at the top before a script
 * could scroll back (the alternative: `location.replace` plus a scroll position kept in
 * sessionStorage). While the variant loads the details are `inert` (an "Add to cart"
 * clicked then would add the variant the shopper just left) and dimmed after a beat
 * (app.css). If the answer is not a product page or the fetch fails, it falls back to
 * `location.replace`: the variant's page still loads, without a new history entry. A link
 * to another product (Shopify's combined listings) is left to the browser: a new page.
 *
 * What it writes (README.md): its own children, replaced as a whole, and `aria-busy` and
 * `inert` on itself while a choice loads.
 */
export class VariantPicker extends HTMLElement {
  #loading: AbortController | null = null;

  connectedCallback() {
    this.addEventListener('click', this.#onClick);
  }

  disconnectedCallback() {
    this.removeEventListener('click', this.#onClick);
    this.#loading?.abort();
  }

  #onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
      `a${attrSelector(VARIANT_PICKER_DOM.option)}`,
    );
    if (!link || !isPlainLeftClick(event)) return;
    const to = new URL(link.href, location.href);
    if (to.origin !== location.origin || to.pathname !== location.pathname)
      return;
    event.preventDefault();
    void this.#choose(to, link.getAttribute(VARIANT_PICKER_DOM.option));
  };

  async #choose(to: URL, option: string | null) {
    this.#loading?.abort();
    const loading = new AbortController();
    this.#loading = loading;
    this.#showLoading(true);
    let picker: Element | null = null;
    try {
      const response = await fetch(to, {
        headers: {Accept: 'text/html'},
        signal: loading.signal,
      });
      if (response.ok)
        picker = new DOMParser()
          .parseFromString(await response.text(), 'text/html')
          .querySelector('variant-picker');
    } catch {
      // Offline, or cancelled: by a newer choice (which now owns the loading state), or
      // because this element left the page.
    }
    if (this.#loading !== loading || loading.signal.aborted) return;
    this.#loading = null;
    this.#showLoading(false);
    if (!picker) return location.replace(to);
    this.replaceChildren(...Array.from(picker.childNodes));
    history.replaceState(history.state, '', to);
    if (option)
      this.querySelector<HTMLElement>(
        attrSelector(VARIANT_PICKER_DOM.option, option),
      )?.focus({preventScroll: true});
  }

  #showLoading(loading: boolean) {
    if (loading) this.setAttribute('aria-busy', 'true');
    else this.removeAttribute('aria-busy');
    this.toggleAttribute('inert', loading);
  }
}
