import type {ReactNode} from 'react';
import {
  COOKS,
  FUEL_NAMES,
  STYLE_IDS,
  STYLE_NAMES,
  WOOD_NAMES,
} from '~/lib/recipes/cooks';
import {RECIPES_COPY} from '~/lib/recipes/copy';
import {FIELDS, WEIGHT_UNITS, type FormValues} from '~/lib/recipes/form-query';
import {GRILLS_BY_SIZE} from '~/lib/recipes/grills';
import {SERVINGS_LIMITS, WEIGHT_LIMITS_KG} from '~/lib/recipes/schema';

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
  const copy = RECIPES_COPY;
  return (
    <form
      method="get"
      action={action}
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
        <Field id="cook" label={copy.cookLabel}>
          <select
            id="cook"
            name={FIELDS.cook}
            defaultValue={values.cook}
            className={INPUT}
          >
            <option value="">{copy.cookPlaceholder}</option>
            {COOKS.map((cook) => (
              <option key={cook.id} value={cook.id}>
                {cook.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="style" label={copy.styleLabel}>
          <select
            id="style"
            name={FIELDS.style}
            defaultValue={values.style}
            className={INPUT}
          >
            <option value="">{copy.styleDefault}</option>
            {STYLE_IDS.map((style) => (
              <option key={style} value={style}>
                {STYLE_NAMES[style]}
              </option>
            ))}
          </select>
        </Field>
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
          <div className="flex gap-2">
            <input
              id="weight"
              name={FIELDS.weight}
              type="number"
              inputMode="decimal"
              min={0.1}
              max={WEIGHT_LIMITS_KG.max / 0.45}
              step={0.1}
              defaultValue={values.weight}
              className={INPUT}
            />
            <select
              name={FIELDS.weightUnit}
              defaultValue={values.weightUnit}
              aria-label={copy.weightUnitLabel}
              className={`${INPUT} w-24`}
            >
              {WEIGHT_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          </div>
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
        <Field id="grill" label={copy.grillLabel}>
          <select
            id="grill"
            name={FIELDS.grill}
            defaultValue={values.grill}
            className={INPUT}
          >
            {GRILLS_BY_SIZE.map((grill) => (
              <option key={grill.id} value={grill.id}>
                {grill.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="fuel" label={copy.fuelLabel}>
          <select
            id="fuel"
            name={FIELDS.fuel}
            defaultValue={values.fuel}
            className={INPUT}
          >
            {Object.entries(FUEL_NAMES).map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="wood" label={copy.woodLabel}>
          <select
            id="wood"
            name={FIELDS.wood}
            defaultValue={values.wood}
            className={INPUT}
          >
            {Object.entries(WOOD_NAMES).map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </Field>
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
