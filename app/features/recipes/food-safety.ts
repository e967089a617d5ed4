/**
 * Safe minimum internal temperatures, copied from the USDA Food Safety and Inspection
 * Service's "Safe Minimum Internal Temperature Chart":
 * https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/safe-temperature-chart
 *
 * These are floors. The planner's target for a cook may be higher (a brisket is tender at
 * 203 °F, far above 145 °F), never lower, and no other source (an LLM, a user's wish for a
 * rarer steak) may change them: the planner takes the maximum of the cook's target and
 * this table, and a test checks every cook against it.
 */
export const USDA_SOURCE = {
  name: 'USDA FSIS Safe Minimum Internal Temperature Chart',
  url: 'https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/safe-temperature-chart',
} as const;

export type SafetyCategory =
  'beef-pork-lamb-whole' | 'ground-meat' | 'poultry' | 'fish' | 'none';

export type SafeTemperature = {
  /** What the chart calls the food. */
  label: string;
  fahrenheit: number;
  /** The chart's own Celsius figure (not a rounding of ours). */
  celsius: number;
  /** Minutes to rest after cooking, where the chart asks for one. */
  restMinutes: number;
};

export const USDA_SAFE_MINIMUMS: Record<
  Exclude<SafetyCategory, 'none'>,
  SafeTemperature
> = {
  'beef-pork-lamb-whole': {
    label: 'Beef, pork, veal and lamb steaks, chops and roasts',
    fahrenheit: 145,
    celsius: 62.8,
    restMinutes: 3,
  },
  'ground-meat': {
    label: 'Ground meats (beef, pork, veal, lamb)',
    fahrenheit: 160,
    celsius: 71.1,
    restMinutes: 0,
  },
  poultry: {
    label: 'All poultry (whole, parts, ground)',
    fahrenheit: 165,
    celsius: 73.9,
    restMinutes: 0,
  },
  fish: {
    label: 'Fish and shellfish',
    fahrenheit: 145,
    celsius: 62.8,
    restMinutes: 0,
  },
};

export function safeMinimumFor(
  category: SafetyCategory,
): SafeTemperature | null {
  return category === 'none' ? null : USDA_SAFE_MINIMUMS[category];
}
