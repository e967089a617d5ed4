// @vitest-environment happy-dom
import {createElement} from 'react';
import {describe, expect, it} from 'vitest';
import {define, mount, serverHtml} from '~/elements/test-support';
import {DEFAULT_VALUES, FIELDS} from './form-query';
import {RecipeForm} from './RecipeForm';
import {WeightField} from './weight-field.element';

define('weight-field', WeightField);

const weightInput = () =>
  document.querySelector<HTMLInputElement>(`input[name="${FIELDS.weight}"]`)!;
const unitSelect = () =>
  document.querySelector<HTMLSelectElement>(
    `select[name="${FIELDS.weightUnit}"]`,
  )!;

describe('<weight-field>', () => {
  it('server markup has no range of its own (the unit may change without scripts)', () => {
    const html = serverHtml(
      createElement(RecipeForm, {
        action: '/store/ai-recipes',
        values: DEFAULT_VALUES,
      }),
    );
    const input = /<input[^>]*name="weight"[^>]*>/.exec(html)?.[0];
    expect(input).toBeDefined();
    expect(input).not.toMatch(/\smax=/);
  });

  it('gives the input the range of the unit shown, and follows a change of unit', () => {
    mount(
      serverHtml(
        createElement(RecipeForm, {
          action: '/store/ai-recipes',
          values: DEFAULT_VALUES,
        }),
      ),
    );
    expect(unitSelect().value).toBe('kg');
    expect([weightInput().min, weightInput().max]).toEqual(['0.1', '30']);
    unitSelect().value = 'lb';
    unitSelect().dispatchEvent(new Event('change'));
    expect([weightInput().min, weightInput().max]).toEqual(['0.3', '66.1']);
  });
});
