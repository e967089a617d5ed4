/**
 * Who writes the plan the page shows: the engine, or (when AI_RECIPES_* are set) an LLM
 * rewording the engine's summary and steps. The LLM's answer is cached per plan with
 * Hydrogen's withCache, so the provider is asked once per distinct query; a failure is
 * not cached, and the page falls back to the engine's words and says so.
 */
import {CacheLong, type WithCache} from '@shopify/hydrogen';
import type {PlanSource} from '~/features/recipes/CookPlanView';
import {llmConfigFrom, rewritePlanText, type LlmResult} from './llm.server';
import {cookSchemas, type CookPlan} from './schema';
import {UNATTRIBUTED, type Logger} from '~/lib/logger.server';

export type WrittenPlan = {plan: CookPlan; source: PlanSource};

/** Bump when the prompt or the schema changes, so old answers are not reused. */
const CACHE_VERSION = 1;

export async function writePlan(
  plan: CookPlan,
  deps: {
    env: Parameters<typeof llmConfigFrom>[0];
    withCache: WithCache;
    fetch?: typeof fetch;
    timeoutMs?: number;
    /** The request's logger (default: lines without a request id, for tests and scripts). */
    log?: Pick<Logger, 'warn'>;
  },
): Promise<WrittenPlan> {
  const configured = llmConfigFrom(deps.env);
  if (!configured) return {plan, source: 'engine'};
  const config = {
    ...configured,
    timeoutMs: deps.timeoutMs ?? configured.timeoutMs,
  };

  let result: LlmResult;
  try {
    result = await deps.withCache.run(
      {
        // The plan is a pure function of the query, so it keys the answer. No secret in it.
        cacheKey: [
          'ai-recipes',
          CACHE_VERSION,
          config.url,
          config.model,
          JSON.stringify(plan),
        ],
        cacheStrategy: CacheLong(),
        shouldCacheResult: (value) => value.ok,
      },
      () => rewritePlanText(plan, config, deps.fetch),
    );
  } catch (error) {
    result = {ok: false, reason: 'provider-error'};
    (deps.log ?? UNATTRIBUTED).warn('recipes.llm_failed', {error});
  }
  if (!result.ok) {
    (deps.log ?? UNATTRIBUTED).warn('recipes.llm_fallback', {
      reason: result.reason,
    });
    return {plan, source: 'fallback'};
  }
  return {
    plan: cookSchemas().CookPlan.parse({...plan, ...result.text}),
    source: 'llm',
  };
}
