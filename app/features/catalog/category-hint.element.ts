import {CATEGORY_COPY, categoryOf} from '~/features/catalog/categories';

/**
 * <category-hint>: wraps the product form's product type input; as the admin types, it
 * writes the category the spec's mapping (app/features/catalog/categories.ts) will give into the node
 * marked `data-category-output`. Without JavaScript the server renders the same hint for
 * the value last posted.
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
      'input[name="productType"]',
    );
    const output = this.querySelector<HTMLElement>('[data-category-output]');
    if (!input || !output) return;
    const type = input.value.trim();
    output.textContent = type ? CATEGORY_COPY[categoryOf(type)].title : '';
  };
}
