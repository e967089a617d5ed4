/**
 * The catalog's element contract (app/elements/contract.ts): what product pages, the
 * browse offer page and the admin's product form carry for their elements.
 */

/** <remember-viewed>, empty, on a product page: the product to keep in this browser. */
export const REMEMBER_VIEWED_DOM = {
  handle: 'data-handle',
  title: 'data-title',
  imageUrl: 'data-image-url',
} as const;

/** Inside <category-hint>: the product type input it reads and the node it writes the category to. */
export const CATEGORY_HINT_DOM = {
  input: 'data-category-input',
  output: 'data-category-output',
} as const;

/** Inside <variant-picker>: each option value's link (its value: `Option=Value`, to find it again). */
export const VARIANT_PICKER_DOM = {option: 'data-variant-option'} as const;
