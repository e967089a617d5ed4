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
 * gives focus back to the chosen option's link. The document stays, so the scroll position
 * simply stays too; there is no reload that paints at the top before a script could
 * scroll back (the alternative: `location.replace` plus a scroll position kept in
 * sessionStorage). A newer choice cancels the one still loading. If the answer is not a
 * product page or the fetch fails, it falls back to `location.replace`: the variant's page
 * still loads, without a new history entry. A link to another product (Shopify's combined
 * listings) is left to the browser: that is a new page.
 *
 * What it writes (README.md): its own children, replaced as a whole, and `aria-busy` on
 * itself while a choice loads.
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
    this.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(to, {
        headers: {Accept: 'text/html'},
        signal: loading.signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const page = new DOMParser().parseFromString(
        await response.text(),
        'text/html',
      );
      const picker = page.querySelector('variant-picker');
      if (!picker) throw new Error('no product in the answer');
      this.replaceChildren(...Array.from(picker.childNodes));
      history.replaceState(history.state, '', to);
      if (option)
        this.querySelector<HTMLElement>(
          attrSelector(VARIANT_PICKER_DOM.option, option),
        )?.focus({preventScroll: true});
    } catch {
      if (!loading.signal.aborted) location.replace(to);
    } finally {
      if (this.#loading === loading) {
        this.#loading = null;
        this.removeAttribute('aria-busy');
      }
    }
  }
}
