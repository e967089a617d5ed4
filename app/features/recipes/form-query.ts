/**
 * The planner form's query string (a GET form: the URL is the whole request, so a plan
 * can be shared and cached) to a planner request. The free-text "what I have" line wins
 * over the selects for whatever it mentions; the form says so beside the field.
 */
import {COOK_IDS, FUEL_IDS, STYLE_IDS, WOOD_IDS, cookById} from './cooks';
import {GRILL_IDS} from './grills';
import {parseHave, type ParsedHave} from './have-parser';
import {cookSchemas, TEMPERATURE_UNITS, type CookRequest} from './schema';
import {KG_PER_LB} from './units';
import {weightLimitError} from './weight-limits';

/** The form's fields, by name in the URL. */
export const FIELDS = {
  cook: 'cook',
  have: 'have',
  servings: 'servings',
  weight: 'weight',
  weightUnit: 'wunit',
  style: 'style',
  ready: 'ready',
  grill: 'grill',
  fuel: 'fuel',
  wood: 'wood',
  units: 'units',
} as const;

export const WEIGHT_UNITS = ['kg', 'lb'] as const;

/** What the form shows: the query's values, or the defaults. */
export type FormValues = {
  cook: string;
  have: string;
  servings: string;
  weight: string;
  weightUnit: (typeof WEIGHT_UNITS)[number];
  style: string;
  ready: string;
  grill: (typeof GRILL_IDS)[number];
  fuel: (typeof FUEL_IDS)[number];
  wood: (typeof WOOD_IDS)[number];
  units: (typeof TEMPERATURE_UNITS)[number];
};

export const DEFAULT_VALUES: FormValues = {
  cook: '',
  have: '',
  servings: '',
  weight: '',
  weightUnit: 'kg',
  style: '',
  ready: '',
  grill: 'classic-18',
  fuel: 'lump',
  wood: 'oak',
  units: 'f',
};

export type PlanQuery =
  | {kind: 'empty'; values: FormValues}
  | {kind: 'invalid'; values: FormValues; errors: string[]}
  | {
      kind: 'request';
      values: FormValues;
      request: CookRequest;
      understood: ParsedHave | null;
    };

const MAX_HAVE_LENGTH = 200;

function oneOf<T extends string>(
  value: string | null,
  allowed: readonly T[],
  fallback: T,
): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Form values from the URL: unknown select values fall back to the defaults. */
function readValues(params: URLSearchParams): FormValues {
  const text = (name: string, max = 20) =>
    (params.get(name) ?? '').trim().slice(0, max);
  return {
    cook: text(FIELDS.cook, 40),
    have: text(FIELDS.have, MAX_HAVE_LENGTH),
    servings: text(FIELDS.servings),
    weight: text(FIELDS.weight),
    weightUnit: oneOf(params.get(FIELDS.weightUnit), WEIGHT_UNITS, 'kg'),
    style: text(FIELDS.style, 40),
    ready: text(FIELDS.ready),
    grill: oneOf(params.get(FIELDS.grill), GRILL_IDS, DEFAULT_VALUES.grill),
    fuel: oneOf(params.get(FIELDS.fuel), FUEL_IDS, DEFAULT_VALUES.fuel),
    wood: oneOf(params.get(FIELDS.wood), WOOD_IDS, DEFAULT_VALUES.wood),
    units: oneOf(params.get(FIELDS.units), TEMPERATURE_UNITS, 'f'),
  };
}

function optionalNumber(value: string): number | undefined | 'invalid' {
  if (value === '') return undefined;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : 'invalid';
}

export function readPlanQuery(params: URLSearchParams): PlanQuery {
  const values = readValues(params);
  if (!values.cook && !values.have) return {kind: 'empty', values};

  const errors: string[] = [];
  const understood = values.have ? parseHave(values.have) : null;
  const cook = understood?.cook ?? values.cook;
  if (!cook)
    errors.push(
      `We could not tell what you want to cook from "${values.have}". Pick it from the list or name it (brisket, pork shoulder, ribs, chicken, pizza...).`,
    );
  else if (!(COOK_IDS as readonly string[]).includes(cook))
    errors.push('Pick what to cook from the list.');

  const style = understood?.style ?? values.style;
  if (style && !(STYLE_IDS as readonly string[]).includes(style))
    errors.push('Pick a style from the list.');

  const weight = optionalNumber(values.weight);
  const servings = optionalNumber(values.servings);
  if (weight === 'invalid') errors.push('Weight must be a number, like 2.5.');
  // The limit in the unit the visitor typed (the schema's, in kg, stays as a backstop);
  // an amount in the free text replaces the form's weight, so it is not checked then.
  else if (
    typeof weight === 'number' &&
    understood?.weightKg === undefined &&
    understood?.servings === undefined
  ) {
    const outside = weightLimitError(weight, values.weightUnit);
    if (outside) errors.push(outside);
  }
  if (servings === 'invalid')
    errors.push('Servings must be a whole number, like 8.');
  if (errors.length) return {kind: 'invalid', values, errors};

  const formWeightKg =
    typeof weight === 'number'
      ? values.weightUnit === 'lb'
        ? Math.round(weight * KG_PER_LB * 100) / 100
        : weight
      : undefined;
  // A style the cook does not suit from the free text ("smoked pizza") is not an error:
  // the cook's own style is used instead. From the select it is (the planner says why).
  const cookId = cook as CookRequest['cook'];
  const textStyle =
    understood?.style && understood.style in cookById(cookId).styles
      ? understood.style
      : undefined;
  const candidate = {
    cook: cookId,
    style: (textStyle ??
      (understood?.style ? undefined : values.style || undefined)) as
      CookRequest['style'] | undefined,
    // An amount in the text replaces the form's weight and servings.
    ...(understood?.weightKg !== undefined || understood?.servings !== undefined
      ? {weightKg: understood.weightKg, servings: understood.servings}
      : {
          weightKg: formWeightKg,
          servings: typeof servings === 'number' ? servings : undefined,
        }),
    ready: understood?.ready ?? (values.ready || undefined),
    grill: understood?.grill ?? values.grill,
    fuel: understood?.fuel ?? values.fuel,
    wood: understood?.wood ?? values.wood,
    units: understood?.units ?? values.units,
  };
  const parsed = cookSchemas().CookRequest.safeParse(candidate);
  if (!parsed.success)
    return {
      kind: 'invalid',
      values,
      errors: parsed.error.issues.map((issue) => issue.message),
    };
  return {kind: 'request', values, request: parsed.data, understood};
}
