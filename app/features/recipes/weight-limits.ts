/**
 * The heaviest and lightest cook the planner plans (30 kg, 0.1 kg), in each unit the form
 * offers, rounded inwards to the form's step (0.1) so a value within the limit in one
 * unit is within it in the other. The form, <weight-field> and the server's check all read
 * these: a visitor is told the limit in the unit they typed.
 */
import {KG_PER_LB} from './units';

export const WEIGHT_LIMITS = {
  kg: {min: 0.1, max: 30},
  lb: {
    min: Math.ceil((0.1 / KG_PER_LB) * 10) / 10,
    max: Math.floor((30 / KG_PER_LB) * 10) / 10,
  },
} as const;

export type WeightUnit = keyof typeof WEIGHT_LIMITS;

/** The error for a weight outside the limits of its unit, or null. */
export function weightLimitError(
  value: number,
  unit: WeightUnit,
): string | null {
  const {min, max} = WEIGHT_LIMITS[unit];
  if (value > max) return `We plan up to ${max} ${unit}.`;
  if (value < min) return `Weigh at least ${min} ${unit}.`;
  return null;
}

/** The marks <weight-field> reads: the number input and the unit select it wraps. */
export const WEIGHT_FIELD_DOM = {
  input: 'data-weight-input',
  unit: 'data-weight-unit',
} as const;
