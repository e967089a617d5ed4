import {attrSelector} from '~/elements/dom';
import {CATEGORY_COPY, categoryOf} from '~/features/catalog/categories';
import {CATEGORY_HINT_DOM} from '~/features/catalog/catalog-contract';

/**
 * <category-hint>: wraps the product form's product type input (CATEGORY_HINT_DOM.input);
 * as the admin types, it writes the category the spec's mapping
 * (app/features/catalog/categories.ts) will give into the node marked
 * CATEGORY_HINT_DOM.output. Without JavaScript the server renders the same hint for the
 * value last posted.
 */
export class CategoryHint extends HTMLElement {
  connectedCallback() {
    this.addEventListener('input', this.#update);
  }

  disconnectedCallback() {
    this.removeEventListener('input', this.#update);
  }

  #update = () => {
    const input = this.querySelector<HTMLInputElement>(
      `input${attrSelector(CATEGORY_HINT_DOM.input)}`,
    );
    const output = this.querySelector(attrSelector(CATEGORY_HINT_DOM.output));
    if (!input || !output) return;
    const type = input.value.trim();
    output.textContent = type ? CATEGORY_COPY[categoryOf(type)].title : '';
  };
}
