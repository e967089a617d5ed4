/**
 * The shapes of a cook request and of a plan, as zod schemas: the one definition that
 * validates the form's query, the engine's output and an LLM's rewrite of it (see
 * docs/decisions/0170-zod-for-cook-plans.md). `zod/mini`, the same checks as functions,
 * so the worker carries only the ones used (record 0223).
 */
import * as z from 'zod/mini';
import {lazy} from '~/lib/lazy';
import {ensureZodMessages} from '~/lib/zod-messages';
import {COOK_IDS, FUEL_IDS, STYLE_IDS, WOOD_IDS} from './cooks';
import {GRILL_IDS} from './grills';

export const TEMPERATURE_UNITS = ['f', 'c'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

export const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const WEIGHT_LIMITS_KG = {min: 0.1, max: 30} as const;
export const SERVINGS_LIMITS = {min: 1, max: 40} as const;

/**
 * The schemas, built on first use (app/lib/lazy.ts): zod builds each check as an object
 * graph, which at the module's top level cost every cold start of the worker, recipes
 * page or not, about 12 ms of evaluation.
 */
export const cookSchemas = lazy(() => {
  ensureZodMessages();

  const clock = z
    .string()
    .check(z.regex(CLOCK_PATTERN, 'Use a 24-hour time such as 18:00.'));

  /** A request the planner accepts: everything resolved (free text already merged in). */
  const CookRequestSchema = z.object({
    cook: z.enum(COOK_IDS),
    /** Absent: the cook's own default style. */
    style: z.optional(z.enum(STYLE_IDS)),
    /** Either a weight (kg) or a number of servings; the weight wins when both are given. */
    weightKg: z.optional(
      z
        .number()
        .check(
          z.minimum(
            WEIGHT_LIMITS_KG.min,
            `Weigh at least ${WEIGHT_LIMITS_KG.min} kg.`,
          ),
          z.maximum(
            WEIGHT_LIMITS_KG.max,
            `We plan up to ${WEIGHT_LIMITS_KG.max} kg.`,
          ),
        ),
    ),
    servings: z.optional(
      z
        .int('Servings must be a whole number.')
        .check(
          z.minimum(SERVINGS_LIMITS.min, 'Plan for at least one person.'),
          z.maximum(
            SERVINGS_LIMITS.max,
            `We plan for up to ${SERVINGS_LIMITS.max} people.`,
          ),
        ),
    ),
    /** Serve-by time of day (24 h); absent: a timeline without clock times. */
    ready: z.optional(clock),
    grill: z.enum(GRILL_IDS),
    fuel: z.enum(FUEL_IDS),
    wood: z.enum(WOOD_IDS),
    units: z.enum(TEMPERATURE_UNITS),
  });

  const temperature = z.object({
    f: z.int(),
    c: z.int(),
  });

  const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(600));
  const count = z.int().check(z.minimum(0));
  const positiveInt = z.int().check(z.positive());
  const positive = z.number().check(z.positive());

  const TimelineEntrySchema = z.object({
    /** Minutes from lighting the charcoal. */
    atMinute: count,
    /** Clock time when a serve-by time was given. */
    clock: z.optional(clock),
    /** Days before the serve-by day (0: the same day), when a serve-by time was given. */
    daysBefore: count,
    label: text,
  });

  const NeedSchema = z.object({
    /** Our id for the need (grill, charcoal, wood, stone, ...). */
    id: z.string().check(z.minLength(1)),
    label: text,
    why: text,
    /** Storefront product type to look up, and optional words its title must contain. */
    productType: z.string().check(z.minLength(1)),
    titleIncludes: z.optional(z.string()),
    /** A variant option to prefer (e.g. Wood: Hickory), when the product has one. */
    option: z.optional(z.object({name: z.string(), value: z.string()})),
  });

  const CookPlanSchema = z.object({
    request: z.extend(CookRequestSchema, {
      style: z.enum(STYLE_IDS),
      weightKg: z.optional(positive),
      servings: positiveInt,
      items: z.optional(positiveInt),
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
    dome: z.extend(temperature, {
      bottomVent: text,
      topVent: text,
      sear: z.optional(temperature),
    }),
    fuel: z.object({
      fuel: z.enum(FUEL_IDS),
      charcoalKg: positive,
      /** More than one firebox load: when to add charcoal. */
      topUps: count,
      wood: z.enum(WOOD_IDS),
      woodChunks: count,
    }),
    minutes: z.object({
      heatUp: count,
      cook: positiveInt,
      rest: count,
      total: positiveInt,
    }),
    batches: positiveInt,
    timeline: z.array(TimelineEntrySchema).check(z.minLength(3)),
    temperatures: z.array(
      z.object({
        label: text,
        target: temperature,
        /** The USDA floor this target respects, when one applies. */
        safeMinimum: z.optional(temperature),
      }),
    ),
    ingredients: z
      .array(
        z.object({
          item: text,
          amount: positive,
          unit: z.enum(['g', 'ml', 'tsp', 'piece']),
        }),
      )
      .check(z.minLength(1)),
    steps: z.array(text).check(z.minLength(3), z.maxLength(20)),
    needs: z.array(NeedSchema).check(z.minLength(1)),
    fit: z.object({
      fits: z.boolean(),
      /** The most this cook can take on this grill (kg or items per batch). */
      capacity: positive,
      /** The smallest grill it fits on, when it does not fit this one. */
      suggestedGrill: z.optional(z.enum(GRILL_IDS)),
    }),
    notes: z.array(text),
  });
  return {
    CookRequest: CookRequestSchema,
    TimelineEntry: TimelineEntrySchema,
    Need: NeedSchema,
    CookPlan: CookPlanSchema,
  };
});
type CookSchemas = ReturnType<typeof cookSchemas>;
export type CookRequest = z.infer<CookSchemas['CookRequest']>;
export type TimelineEntry = z.infer<CookSchemas['TimelineEntry']>;
export type Need = z.infer<CookSchemas['Need']>;
export type CookPlan = z.infer<CookSchemas['CookPlan']>;
