import {useCopy} from '~/features/markets/use-copy';
import type {ReactNode} from 'react';
import {useLocation} from 'react-router';
import {AddToCartForm} from '~/features/cart/AddToCartForm';
import {CartAddedNotice, variantName} from '~/features/cart/CartAddedNotice';
import {confirmationIn} from '~/features/cart/cart-confirmation';
import {ProductImage} from '~/features/catalog/ProductImage';
import {ProductPrice} from '~/features/catalog/ProductPrice';

import {ROUTES} from '~/lib/navigation';
import {FUEL_NAMES, WOOD_NAMES} from '~/features/recipes/cooks';
import {GRILLS} from '~/features/recipes/grills';
import type {NeededProduct} from '~/features/recipes/needed-products.server';
import type {CookPlan} from '~/features/recipes/schema';
import {
  formatDuration,
  formatTemperature,
  formatWeight,
} from '~/features/recipes/units';
import {useLocalize} from '~/features/markets/use-market';

export type PlanSource = 'engine' | 'llm' | 'fallback';

/** A complete cook plan, server-rendered; prints cleanly (recipe-print.css). */
export function CookPlanView({
  plan,
  source,
  neededProducts,
}: {
  plan: CookPlan;
  source: PlanSource;
  neededProducts: NeededProduct[] | null;
}) {
  const {RECIPES_COPY} = useCopy('recipes');
  const localize = useLocalize();
  const copy = RECIPES_COPY;
  const unit = plan.request.units;
  // After an add without JavaScript the cart sends the shopper back here with
  // `?added=&cart=`: the confirmation shows beside the product that was added.
  const confirmation = confirmationIn(useLocation().search);
  const serve = plan.timeline.at(-1);
  return (
    <article
      id="plan"
      aria-labelledby="plan-title"
      className="cook-plan mx-auto mt-10 max-w-3xl space-y-10 px-4 sm:px-0"
    >
      <header className="space-y-3">
        <h2 id="plan-title" className="text-3xl font-bold tracking-tight">
          {plan.title}
        </h2>
        <p className="text-lg text-stone-700 dark:text-stone-300">
          {plan.summary}
        </p>
        <p
          className="text-sm text-stone-600 dark:text-stone-400"
          data-plan-source={source}
          role={source === 'fallback' ? 'status' : undefined}
        >
          {copy.planSource[source]}
        </p>
        <p className="print-hint text-sm text-stone-600 dark:text-stone-400">
          {copy.printHint}
        </p>
      </header>

      {plan.notes.length ? (
        <ul
          className="space-y-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-stone-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          aria-label={copy.notes}
        >
          {plan.notes.map((note) => (
            <li
              key={note}
              data-fit={note.includes('does not fit') ? 'no' : undefined}
            >
              {note}
            </li>
          ))}
        </ul>
      ) : null}

      <PlanSection id="glance" heading={copy.atAGlance}>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Fact term={copy.setupLabel}>{plan.setup.description}</Fact>
          <Fact term={copy.domeLabel}>
            {formatTemperature(plan.dome, unit)}
            {plan.dome.sear
              ? `, then ${formatTemperature(plan.dome.sear, unit)} to sear`
              : ''}
          </Fact>
          <Fact term={copy.ventsLabel}>
            Bottom {plan.dome.bottomVent}; top {plan.dome.topVent}
          </Fact>
          <Fact term={copy.fuelAmountLabel}>
            {formatWeight(plan.fuel.charcoalKg, unit)} of{' '}
            {FUEL_NAMES[plan.fuel.fuel].toLowerCase()} on the{' '}
            {GRILLS[plan.request.grill].name}
            {plan.fuel.topUps
              ? ` (${plan.fuel.topUps} top-up${plan.fuel.topUps === 1 ? '' : 's'})`
              : ''}
          </Fact>
          <Fact term={copy.woodAmountLabel}>
            {plan.fuel.woodChunks
              ? `${plan.fuel.woodChunks} ${WOOD_NAMES[plan.fuel.wood].toLowerCase()} chunk${plan.fuel.woodChunks === 1 ? '' : 's'}`
              : 'None'}
          </Fact>
          <Fact term={copy.totalLabel}>
            {formatDuration(plan.minutes.total)}
          </Fact>
          {serve?.clock ? (
            <Fact term={copy.serveLabel}>{serve.clock}</Fact>
          ) : null}
        </dl>
      </PlanSection>

      <PlanSection id="timeline" heading={copy.timelineHeading}>
        <ol className="timeline mt-4 space-y-3 border-l-2 border-orange-700 pl-5">
          {plan.timeline.map((entry) => (
            <li key={`${entry.atMinute}-${entry.label}`}>
              <span className="font-mono font-semibold tabular-nums">
                {entry.clock ?? `+${formatDuration(entry.atMinute)}`}
              </span>
              {entry.daysBefore ? (
                <span className="text-sm text-stone-600 dark:text-stone-400">
                  {' '}
                  ({copy.dayBefore(entry.daysBefore)})
                </span>
              ) : null}{' '}
              {entry.label}
            </li>
          ))}
        </ol>
      </PlanSection>

      {plan.temperatures.length ? (
        <PlanSection id="temperatures" heading={copy.temperaturesHeading}>
          <ul className="mt-4 space-y-2">
            {plan.temperatures.map((temperature) => (
              <li key={temperature.label}>
                <strong>{formatTemperature(temperature.target, unit)}</strong>:{' '}
                {temperature.label}
                {temperature.safeMinimum
                  ? ` (${copy.usdaMinimum} ${formatTemperature(temperature.safeMinimum, unit)})`
                  : ''}
              </li>
            ))}
          </ul>
        </PlanSection>
      ) : null}

      <PlanSection id="ingredients" heading={copy.ingredientsHeading}>
        <ul className="mt-4 list-disc space-y-1 pl-5">
          {plan.ingredients.map((ingredient) => (
            <li key={ingredient.item}>
              {ingredient.amount}
              {ingredient.unit === 'piece' ? ' ×' : ` ${ingredient.unit}`}{' '}
              {ingredient.item}
            </li>
          ))}
        </ul>
      </PlanSection>

      <PlanSection id="steps" heading={copy.stepsHeading}>
        <ol className="mt-4 list-decimal space-y-3 pl-5">
          {plan.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </PlanSection>

      <section aria-labelledby="needs-heading" className="needs">
        <h3 id="needs-heading" className="text-xl font-bold">
          {copy.needsHeading}
        </h3>
        {neededProducts === null ? (
          <p className="mt-2 text-stone-600 dark:text-stone-400">
            {copy.needsUnavailable}
          </p>
        ) : null}
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {(
            neededProducts ?? plan.needs.map((need) => ({need, product: null}))
          ).map(({need, product}) => (
            <li
              key={need.id}
              data-need={need.id}
              className="flex gap-4 rounded-2xl border border-stone-200 p-4 dark:border-stone-700"
            >
              {product ? (
                <div className="w-20 shrink-0">
                  <ProductImage
                    image={product.image ?? null}
                    sizes="80px"
                    widths={[80, 160]}
                  />
                </div>
              ) : null}
              <div className="min-w-0 flex-1 space-y-2">
                <p className="font-semibold">
                  {product ? (
                    <a
                      href={localize(ROUTES.product(product.handle))}
                      className="underline-offset-2 hover:underline"
                    >
                      {product.title}
                    </a>
                  ) : (
                    need.label
                  )}
                </p>
                <p className="text-sm text-stone-600 dark:text-stone-400">
                  {product && product.variant.title !== 'Default Title'
                    ? `${product.variant.title}. `
                    : ''}
                  {need.why}
                  {product?.soldOutChoice
                    ? ` ${copy.soldOutChoice(product.soldOutChoice, product.variant.title)}`
                    : ''}
                </p>
                {product ? (
                  <>
                    <ProductPrice price={product.variant.price} />
                    <AddToCartForm
                      merchandiseId={product.variant.id}
                      disabled={!product.variant.availableForSale}
                    />
                    {confirmation?.variantId === product.variant.id ? (
                      <CartAddedNotice
                        confirmation={confirmation}
                        name={variantName(product.title, product.variant.title)}
                      />
                    ) : null}
                  </>
                ) : neededProducts ? (
                  <p className="text-sm">{copy.notSold}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

function Fact({term, children}: {term: string; children: ReactNode}) {
  return (
    <div>
      <dt className="text-sm font-medium text-stone-600 dark:text-stone-400">
        {term}
      </dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

/** One part of the plan: a section named by its own heading. */
function PlanSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-xl font-bold">
        {heading}
      </h3>
      {children}
    </section>
  );
}
