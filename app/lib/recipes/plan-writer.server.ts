/**
 * Who writes the plan the page shows. Without an LLM configured it is the engine's plan
 * as it is.
 */
import type {WithCache} from '@shopify/hydrogen';
import type {PlanSource} from '~/components/recipes/CookPlanView';
import type {CookPlan} from './schema';

export type WrittenPlan = {plan: CookPlan; source: PlanSource};

export async function writePlan(
  plan: CookPlan,
  _deps: {env: Env; withCache: WithCache},
): Promise<WrittenPlan> {
  return {plan, source: 'engine'};
}
