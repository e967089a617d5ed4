import type {Route} from './+types/store.ai-recipes';
import {ComingSoon} from '~/components/ComingSoon';
import {SITE} from '~/lib/site';

export const meta: Route.MetaFunction = () => [
  {title: `AI Recipes | ${SITE.shopName}`},
];

export default function AiRecipesPage() {
  return (
    <ComingSoon
      title="AI Recipes"
      whatWillBeHere="Recipes for your kamado, generated for what you have and how you like to cook."
    />
  );
}
