import {useCopy} from '~/features/markets/use-copy';
import {useNonce} from '@shopify/hydrogen';
import {data} from 'react-router';
import type {Route} from './+types/store.ai-recipes';
import {PageHeading} from '~/components/PageHeading';
import {CookPlanView} from '~/features/recipes/CookPlanView';
import {HowToGuides} from '~/features/recipes/HowToGuides';
import {loadGuides} from '~/features/content/guides.server';
import {RecipeForm} from '~/features/recipes/RecipeForm';
import {
  PRIVATE_PAGE_CACHE,
  PUBLIC_PAGE_CACHE,
} from '~/features/http/http-cache';
import {canonicalUrl, pageMeta, shortDescription} from '~/features/seo/meta';
import {serializeJsonLd} from '~/features/seo/json-ld';
import {RECIPES_COPY} from '~/features/recipes/copy';
import {
  FIELDS as PLAN_FIELDS,
  readPlanQuery,
} from '~/features/recipes/form-query';
import {describeParsed} from '~/features/recipes/have-parser';
import {findNeededProducts} from '~/features/recipes/needed-products.server';
import {PlanRequestError, planCook} from '~/features/recipes/planner';
import {recipeJsonLd} from '~/features/recipes/recipe-json-ld';
import {writePlan} from '~/features/recipes/plan-writer.server';
import printStylesUrl from '~/styles/recipe-print.css?url';
import {routePolicy} from '~/features/http/route-policy';
import {ROUTES} from '~/lib/navigation';

export const handle = routePolicy({
  audience: 'public',
  // The plan is its query (decision 0142).
  query: Object.values(PLAN_FIELDS),
});

export const meta: Route.MetaFunction = (args) => {
  const plan = args.data?.plan;
  // A plan from the visitor's own words ("what I have") repeats their text: not for search
  // engines (issue 25 item 18). A plan from the form's choices is its query, and indexable.
  if (plan && new URLSearchParams(args.location.search).get(PLAN_FIELDS.have))
    return [
      ...pageMeta({
        title: `${plan.plan.title} | ${RECIPES_COPY.title}`,
        description: shortDescription(plan.plan.summary),
        canonical: canonicalUrl(args),
      }),
      {name: 'robots', content: 'noindex, follow'},
    ];
  return pageMeta(
    plan
      ? {
          title: `${plan.plan.title} | ${RECIPES_COPY.title}`,
          description: shortDescription(plan.plan.summary),
          // A plan is its query: the same URL as its Recipe JSON-LD.
          canonical: canonicalUrl(args, 'whole-query'),
        }
      : {
          title: RECIPES_COPY.title,
          description: RECIPES_COPY.description,
          canonical: canonicalUrl(args),
        },
  );
};

export const links: Route.LinksFunction = () => [
  {rel: 'stylesheet', href: printStylesUrl, media: 'print'},
];

/**
 * The answer depends only on the URL's query, so it is public and cacheable at the edge;
 * a query we cannot plan answers 400 with the reasons, never stored.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = readPlanQuery(url.searchParams);
  // The How-to Guides, from the Shopify blog (issue 27), asked for alongside the plan.
  const guidesLoading = loadGuides(context.storefront, context.log);
  const refuse = async (errors: string[]) =>
    data(
      {
        values: query.values,
        errors,
        plan: null,
        understood: null,
        guides: await guidesLoading,
      },
      {status: 400, headers: PRIVATE_PAGE_CACHE},
    );
  if (query.kind === 'empty')
    return data(
      {
        values: query.values,
        errors: [],
        plan: null,
        understood: null,
        guides: await guidesLoading,
      },
      {headers: PUBLIC_PAGE_CACHE},
    );
  if (query.kind === 'invalid') return refuse(query.errors);

  let enginePlan;
  try {
    enginePlan = planCook(query.request);
  } catch (error) {
    if (error instanceof PlanRequestError) return refuse([error.message]);
    throw error;
  }
  const [written, neededProducts, guides] = await Promise.all([
    writePlan(enginePlan, {
      env: context.env,
      withCache: context.withCache,
      log: context.log,
    }),
    findNeededProducts(context.storefront, enginePlan.needs, context.log),
    guidesLoading,
  ]);
  return data(
    {
      values: query.values,
      errors: [],
      guides,
      understood: query.understood ? describeParsed(query.understood) : null,
      plan: {
        ...written,
        neededProducts,
        jsonLd: serializeJsonLd(
          recipeJsonLd(
            written.plan,
            `${context.storeOrigin}${url.pathname}${url.search}`,
          ),
        ),
      },
    },
    {headers: PUBLIC_PAGE_CACHE},
  );
}

export default function AiRecipesPage({loaderData}: Route.ComponentProps) {
  const {RECIPES_COPY} = useCopy('recipes');
  const {values, errors, plan, understood, guides} = loaderData;
  return (
    <div className="pb-8">
      <PageHeading eyebrow={RECIPES_COPY.eyebrow} title={RECIPES_COPY.heading}>
        <p>{RECIPES_COPY.intro}</p>
      </PageHeading>
      <div className="px-4 sm:px-6">
        <RecipeForm action={ROUTES.recipes} values={values} />
        {errors.length ? (
          <div
            role="alert"
            className="mx-auto mt-6 max-w-3xl rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <h2 className="font-semibold">{RECIPES_COPY.errorHeading}</h2>
            <ul className="mt-2 list-disc pl-5">
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {understood?.length ? (
          <p className="mx-auto mt-4 max-w-3xl text-sm text-stone-600 dark:text-stone-400">
            {RECIPES_COPY.understoodPrefix} {understood.join(' · ')}
          </p>
        ) : null}
        {plan ? (
          <>
            <CookPlanView
              plan={plan.plan}
              source={plan.source}
              neededProducts={plan.neededProducts}
            />
            <RecipeJsonLd json={plan.jsonLd} />
          </>
        ) : null}
      </div>
      <HowToGuides guides={guides} />
    </div>
  );
}

/** Recipe data for search engines; nonced like every script in the document. */
function RecipeJsonLd({json}: {json: string}) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{__html: json}}
    />
  );
}
