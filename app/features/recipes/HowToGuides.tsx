import {GUIDES, RECIPES_COPY} from '~/features/recipes/copy';

/** The how-to guides the menu promises, below the planner. */
export function HowToGuides() {
  return (
    <section
      id="guides"
      aria-labelledby="guides-heading"
      className="recipe-guides mx-auto max-w-5xl px-4 py-12 sm:px-6"
    >
      <h2 id="guides-heading" className="text-2xl font-bold tracking-tight">
        {RECIPES_COPY.guidesHeading}
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {GUIDES.map((guide) => (
          <article
            key={guide.id}
            id={`guide-${guide.id}`}
            className="rounded-2xl border border-stone-200 p-5 dark:border-stone-700"
          >
            <h3 className="text-lg font-semibold">{guide.title}</h3>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-stone-700 dark:text-stone-300">
              {guide.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}
