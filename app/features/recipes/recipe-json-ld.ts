/** schema.org Recipe data for a plan, for search engines. */
import {cookById, STYLE_NAMES} from './cooks';
import type {CookPlan} from './schema';
import {SITE} from '~/lib/site';
import {formatWeight} from './units';

/** Minutes as an ISO 8601 duration (PT11H15M). */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

export function recipeJsonLd(plan: CookPlan, url: string) {
  const cook = cookById(plan.request.cook);
  const main =
    plan.request.items !== undefined
      ? []
      : [
          `${formatWeight(plan.request.weightKg ?? 0, plan.request.units)} ${cook.name.toLowerCase()}`,
        ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: plan.title,
    description: plan.summary,
    url,
    author: {'@type': 'Organization', name: SITE.shopName},
    recipeCategory: cook.name,
    recipeCuisine: 'Barbecue',
    cookingMethod: STYLE_NAMES[plan.request.style],
    keywords: `kamado, ${cook.name.toLowerCase()}, ${STYLE_NAMES[plan.request.style].toLowerCase()}`,
    recipeYield: `${plan.request.servings} servings`,
    prepTime: isoDuration(plan.minutes.heatUp),
    cookTime: isoDuration(plan.minutes.cook),
    totalTime: isoDuration(plan.minutes.total),
    recipeIngredient: [
      ...main,
      ...plan.ingredients.map(
        (ingredient) =>
          `${ingredient.amount}${ingredient.unit === 'piece' ? '' : ` ${ingredient.unit}`} ${ingredient.item.toLowerCase()}`,
      ),
    ],
    recipeInstructions: plan.steps.map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
    })),
    tool: plan.needs.map((need) => need.label),
  };
}
