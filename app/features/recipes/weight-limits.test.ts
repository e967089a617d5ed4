import {describe, expect, it} from 'vitest';
import {FIELDS, readPlanQuery} from './form-query';
import {KG_PER_LB} from './units';
import {WEIGHT_LIMITS, weightLimitError} from './weight-limits';

describe('the weight limits', () => {
  it('are the same weights in both units, rounded inwards', () => {
    expect(WEIGHT_LIMITS.lb.max * KG_PER_LB).toBeLessThanOrEqual(
      WEIGHT_LIMITS.kg.max,
    );
    expect(WEIGHT_LIMITS.lb.min * KG_PER_LB).toBeGreaterThanOrEqual(
      WEIGHT_LIMITS.kg.min,
    );
  });

  it('are said in the unit the visitor typed (issue 25: 50 kg, not "30 kg" for pounds)', () => {
    expect(weightLimitError(50, 'kg')).toBe('We plan up to 30 kg.');
    expect(weightLimitError(50, 'lb')).toBeNull();
    expect(weightLimitError(70, 'lb')).toBe('We plan up to 66.1 lb.');
    const query = (weight: string, unit: string) =>
      readPlanQuery(
        new URLSearchParams({
          [FIELDS.cook]: 'brisket',
          [FIELDS.weight]: weight,
          [FIELDS.weightUnit]: unit,
        }),
      );
    expect(query('50', 'kg')).toMatchObject({
      kind: 'invalid',
      errors: ['We plan up to 30 kg.'],
    });
    expect(query('50', 'lb').kind).toBe('request');
    expect(query('70', 'lb')).toMatchObject({
      kind: 'invalid',
      errors: ['We plan up to 66.1 lb.'],
    });
  });
});
