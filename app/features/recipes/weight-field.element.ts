import {attrSelector} from '~/elements/dom';
import {
  WEIGHT_FIELD_DOM,
  WEIGHT_LIMITS,
  type WeightUnit,
} from '~/features/recipes/weight-limits';

/**
 * <weight-field>: keeps the weight input's `min` and `max` in the unit its select shows,
 * so the browser refuses 50 kg before the form is sent and still takes 50 lb. Without
 * scripts the input has no range of its own (the unit can change without telling it) and
 * the server answers with the limit in the visitor's unit. It writes only the input's
 * `min` and `max` (WEIGHT_FIELD_DOM.input).
 */
export class WeightField extends HTMLElement {
  #unit: HTMLSelectElement | null = null;

  connectedCallback() {
    this.#unit = this.querySelector(attrSelector(WEIGHT_FIELD_DOM.unit));
    this.#unit?.addEventListener('change', this.#apply);
    this.#apply();
  }

  disconnectedCallback() {
    this.#unit?.removeEventListener('change', this.#apply);
  }

  #apply = () => {
    const input = this.querySelector<HTMLInputElement>(
      attrSelector(WEIGHT_FIELD_DOM.input),
    );
    const unit = this.#unit?.value;
    if (!input || !unit || !(unit in WEIGHT_LIMITS)) return;
    const {min, max} = WEIGHT_LIMITS[unit as WeightUnit];
    input.min = String(min);
    input.max = String(max);
  };
}
