import {useCopy} from '~/features/markets/use-copy';
import type {ReactNode} from 'react';
import {
  COOKS,
  FUEL_NAMES,
  STYLE_IDS,
  STYLE_NAMES,
  WOOD_NAMES,
} from '~/features/recipes/cooks';

import {
  FIELDS,
  WEIGHT_UNITS,
  type FormValues,
} from '~/features/recipes/form-query';
import {GRILLS_BY_SIZE} from '~/features/recipes/grills';
import {SERVINGS_LIMITS} from '~/features/recipes/schema';
import {WEIGHT_FIELD_DOM} from '~/features/recipes/weight-limits';
import {attr} from '~/elements/contract';
import {useLocalize} from '~/features/markets/use-market';

const INPUT =
  'w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100';

/**
 * The planner's form: a GET to this page, so it works without JavaScript and the answer's
 * URL can be bookmarked, shared and cached.
 */
export function RecipeForm({
  action,
  values,
}: {
  action: string;
  values: FormValues;
}) {
  const {RECIPES_COPY} = useCopy('recipes');
  const localize = useLocalize();
  const copy = RECIPES_COPY;
  return (
    <form
      method="get"
      action={localize(action)}
      className="recipe-form mx-auto max-w-3xl space-y-5 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8 dark:border-stone-700 dark:bg-stone-900"
      aria-labelledby="recipe-form-heading"
    >
      <h2 id="recipe-form-heading" className="text-xl font-bold">
        {copy.formHeading}
      </h2>
      <Field id="have" label={copy.haveLabel} hint={copy.haveHint}>
        <input
          id="have"
          name={FIELDS.have}
          type="text"
          defaultValue={values.have}
          placeholder={copy.havePlaceholder}
          maxLength={200}
          aria-describedby="have-hint"
          className={INPUT}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="cook"
          label={copy.cookLabel}
          name={FIELDS.cook}
          defaultValue={values.cook}
          options={[
            ['', copy.cookPlaceholder],
            ...COOKS.map((cook) => [cook.id, cook.name] as const),
          ]}
        />
        <SelectField
          id="style"
          label={copy.styleLabel}
          name={FIELDS.style}
          defaultValue={values.style}
          options={[
            ['', copy.styleDefault],
            ...STYLE_IDS.map((style) => [style, STYLE_NAMES[style]] as const),
          ]}
        />
        <Field id="servings" label={copy.servingsLabel}>
          <input
            id="servings"
            name={FIELDS.servings}
            type="number"
            inputMode="numeric"
            min={SERVINGS_LIMITS.min}
            max={SERVINGS_LIMITS.max}
            step={1}
            defaultValue={values.servings}
            placeholder="4"
            className={INPUT}
          />
        </Field>
        <Field id="weight" label={copy.weightLabel}>
          {/* No range without scripts: the unit can change without the input knowing, so
              the server checks it, in the visitor's unit; <weight-field> sets min and max
              for the unit shown. */}
          <weight-field className="flex gap-2">
            <input
              id="weight"
              name={FIELDS.weight}
              type="number"
              inputMode="decimal"
              step={0.1}
              defaultValue={values.weight}
              className={INPUT}
              {...attr(WEIGHT_FIELD_DOM.input)}
            />
            <select
              name={FIELDS.weightUnit}
              defaultValue={values.weightUnit}
              aria-label={copy.weightUnitLabel}
              className={`${INPUT} w-24`}
              {...attr(WEIGHT_FIELD_DOM.unit)}
            >
              {WEIGHT_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          </weight-field>
        </Field>
        <Field id="ready" label={copy.readyLabel} hint={copy.readyHint}>
          <input
            id="ready"
            name={FIELDS.ready}
            type="time"
            defaultValue={values.ready}
            aria-describedby="ready-hint"
            className={INPUT}
          />
        </Field>
        <SelectField
          id="grill"
          label={copy.grillLabel}
          name={FIELDS.grill}
          defaultValue={values.grill}
          options={GRILLS_BY_SIZE.map((grill) => [grill.id, grill.name])}
        />
        <SelectField
          id="fuel"
          label={copy.fuelLabel}
          name={FIELDS.fuel}
          defaultValue={values.fuel}
          options={Object.entries(FUEL_NAMES)}
        />
        <SelectField
          id="wood"
          label={copy.woodLabel}
          name={FIELDS.wood}
          defaultValue={values.wood}
          options={Object.entries(WOOD_NAMES)}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium">{copy.unitsLabel}</legend>
        <div className="mt-2 flex gap-6">
          {(
            [
              ['f', '°F'],
              ['c', '°C'],
            ] as const
          ).map(([unit, label]) => (
            <label key={unit} className="flex items-center gap-2 text-base">
              <input
                type="radio"
                name={FIELDS.units}
                value={unit}
                defaultChecked={values.units === unit}
                className="size-5 accent-orange-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button-primary w-full sm:w-auto">
        {copy.submit}
      </button>
    </form>
  );
}

/** A labelled select; `options` are [value, text] pairs in the order shown. */
function SelectField({
  id,
  label,
  name,
  defaultValue,
  options,
}: {
  id: string;
  label: string;
  name: string;
  defaultValue: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} name={name} defaultValue={defaultValue} className={INPUT}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p
          id={`${id}-hint`}
          className="text-sm text-stone-600 dark:text-stone-400"
        >
          {hint}
        </p>
      ) : null}
    </div>
  );
}
