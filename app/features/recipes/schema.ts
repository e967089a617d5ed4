/**
 * The shapes of a cook request and of a plan, as zod schemas: the one definition that
 * validates the form's query, the engine's output and an LLM's rewrite of it (see
 * docs/decisions/0170-zod-for-cook-plans.md).
 */
import {z} from 'zod';
import {COOK_IDS, FUEL_IDS, STYLE_IDS, WOOD_IDS} from './cooks';
import {GRILL_IDS} from './grills';

export const TEMPERATURE_UNITS = ['f', 'c'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

export const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = z
  .string()
  .regex(CLOCK_PATTERN, 'Use a 24-hour time such as 18:00.');

export const WEIGHT_LIMITS_KG = {min: 0.1, max: 30} as const;
export const SERVINGS_LIMITS = {min: 1, max: 40} as const;

/** A request the planner accepts: everything resolved (free text already merged in). */
export const CookRequestSchema = z.object({
  cook: z.enum(COOK_IDS),
  /** Absent: the cook's own default style. */
  style: z.enum(STYLE_IDS).optional(),
  /** Either a weight (kg) or a number of servings; the weight wins when both are given. */
  weightKg: z
    .number()
    .min(WEIGHT_LIMITS_KG.min, `Weigh at least ${WEIGHT_LIMITS_KG.min} kg.`)
    .max(WEIGHT_LIMITS_KG.max, `We plan up to ${WEIGHT_LIMITS_KG.max} kg.`)
    .optional(),
  servings: z
    .number()
    .int('Servings must be a whole number.')
    .min(SERVINGS_LIMITS.min, 'Plan for at least one person.')
    .max(
      SERVINGS_LIMITS.max,
      `We plan for up to ${SERVINGS_LIMITS.max} people.`,
    )
    .optional(),
  /** Serve-by time of day (24 h); absent: a timeline without clock times. */
  ready: clock.optional(),
  grill: z.enum(GRILL_IDS),
  fuel: z.enum(FUEL_IDS),
  wood: z.enum(WOOD_IDS),
  units: z.enum(TEMPERATURE_UNITS),
});
export type CookRequest = z.infer<typeof CookRequestSchema>;

const temperature = z.object({
  f: z.number().int(),
  c: z.number().int(),
});

const text = z.string().trim().min(1).max(600);

export const TimelineEntrySchema = z.object({
  /** Minutes from lighting the charcoal. */
  atMinute: z.number().int().min(0),
  /** Clock time when a serve-by time was given. */
  clock: clock.optional(),
  /** Days before the serve-by day (0: the same day), when a serve-by time was given. */
  daysBefore: z.number().int().min(0),
  label: text,
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const NeedSchema = z.object({
  /** Our id for the need (grill, charcoal, wood, stone, ...). */
  id: z.string().min(1),
  label: text,
  why: text,
  /** Storefront product type to look up, and optional words its title must contain. */
  productType: z.string().min(1),
  titleIncludes: z.string().optional(),
  /** A variant option to prefer (e.g. Wood: Hickory), when the product has one. */
  option: z.object({name: z.string(), value: z.string()}).optional(),
});
export type Need = z.infer<typeof NeedSchema>;

export const CookPlanSchema = z.object({
  request: CookRequestSchema.extend({
    style: z.enum(STYLE_IDS),
    weightKg: z.number().positive().optional(),
    servings: z.number().int().positive(),
    items: z.number().int().positive().optional(),
  }),
  title: text,
  summary: text,
  setup: z.object({
    method: z.enum(['direct', 'indirect', 'indirect-then-direct']),
    deflector: z.boolean(),
    stone: z.boolean(),
    grate: text,
    description: text,
  }),
  dome: temperature.extend({
    bottomVent: text,
    topVent: text,
    sear: temperature.optional(),
  }),
  fuel: z.object({
    fuel: z.enum(FUEL_IDS),
    charcoalKg: z.number().positive(),
    /** More than one firebox load: when to add charcoal. */
    topUps: z.number().int().min(0),
    wood: z.enum(WOOD_IDS),
    woodChunks: z.number().int().min(0),
  }),
  minutes: z.object({
    heatUp: z.number().int().min(0),
    cook: z.number().int().positive(),
    rest: z.number().int().min(0),
    total: z.number().int().positive(),
  }),
  batches: z.number().int().positive(),
  timeline: z.array(TimelineEntrySchema).min(3),
  temperatures: z.array(
    z.object({
      label: text,
      target: temperature,
      /** The USDA floor this target respects, when one applies. */
      safeMinimum: temperature.optional(),
    }),
  ),
  ingredients: z
    .array(
      z.object({
        item: text,
        amount: z.number().positive(),
        unit: z.enum(['g', 'ml', 'tsp', 'piece']),
      }),
    )
    .min(1),
  steps: z.array(text).min(3).max(20),
  needs: z.array(NeedSchema).min(1),
  fit: z.object({
    fits: z.boolean(),
    /** The most this cook can take on this grill (kg or items per batch). */
    capacity: z.number().positive(),
    /** The smallest grill it fits on, when it does not fit this one. */
    suggestedGrill: z.enum(GRILL_IDS).optional(),
  }),
  notes: z.array(text),
});
export type CookPlan = z.infer<typeof CookPlanSchema>;
