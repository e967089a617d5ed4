/**
 * The optional LLM writer: any OpenAI-compatible chat completions endpoint rewrites a
 * plan's summary and steps in a warmer voice. It sees the engine's plan and answers with
 * JSON in a schema we send (`response_format: json_schema`); we check that answer with the
 * same zod schema as the engine's plan, and refuse any number the engine did not write, so
 * temperatures, times, quantities and products always come from the engine. Every failure
 * (timeout, HTTP error, 429, invalid JSON, schema violation) is a reason to fall back.
 */
import * as z from 'zod/mini';
import PLAN_TEXT_JSON_SCHEMA from './plan-text.schema.json';
import {lazy} from '~/lib/lazy';
import {cookSchemas, type CookPlan} from './schema';

export type LlmConfig = {
  /** The full chat completions URL, e.g. https://api.openai.com/v1/chat/completions. */
  url: string;
  /** Sent as a bearer token; may be empty for a local server that needs none. */
  apiKey: string;
  model: string;
  timeoutMs: number;
};

/** How long a visitor may wait for the writer before the page uses the engine's words. */
export const LLM_TIMEOUT_MS = 8000;

/** Configured when the URL and the model are set (the key is optional for local servers). */
export function llmConfigFrom(
  env: Partial<
    Record<
      'AI_RECIPES_API_URL' | 'AI_RECIPES_API_KEY' | 'AI_RECIPES_MODEL',
      string
    >
  >,
): LlmConfig | null {
  if (!env.AI_RECIPES_API_URL || !env.AI_RECIPES_MODEL) return null;
  return {
    url: env.AI_RECIPES_API_URL,
    apiKey: env.AI_RECIPES_API_KEY ?? '',
    model: env.AI_RECIPES_MODEL,
    timeoutMs: LLM_TIMEOUT_MS,
  };
}

/** The part of a plan the LLM may write: the plan schema's own summary and steps. */
export const planTextSchema = lazy(() =>
  z.strictObject({
    summary: cookSchemas().CookPlan.shape.summary,
    steps: cookSchemas().CookPlan.shape.steps,
  }),
);
export type PlanText = z.infer<ReturnType<typeof planTextSchema>>;

export type LlmFailure =
  | 'timeout'
  | 'rate-limited'
  | 'provider-error'
  | 'invalid-json'
  | 'schema-violation';

export type LlmResult =
  {ok: true; text: PlanText} | {ok: false; reason: LlmFailure};

const SYSTEM_PROMPT = [
  'You rewrite kamado cooking plans in a warm, encouraging voice, like a pitmaster friend.',
  'Rewrite only the summary and each step. Keep the same number of steps, in the same order, each saying the same thing.',
  'Never add, change or drop a number: copy every temperature, time, weight and count exactly as given, and write no other numbers.',
  'Answer with JSON only: {"summary": string, "steps": string[]}.',
].join(' ');

/** Numbers as written in text ("9.9", "250", "18:00" gives 18 and 00). */
function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) =>
    String(Number(n.replace(',', '.'))),
  );
}

/**
 * The LLM's text checked against the engine's plan: valid by the plan schema, as many
 * steps as the engine wrote, and no number the engine's plan does not contain.
 */
export function checkPlanText(
  plan: CookPlan,
  answer: unknown,
): PlanText | null {
  const parsed = planTextSchema().safeParse(answer);
  if (!parsed.success) return null;
  if (parsed.data.steps.length !== plan.steps.length) return null;
  const allowed = new Set(numbersIn(JSON.stringify(plan)));
  const written = numbersIn(
    [parsed.data.summary, ...parsed.data.steps].join(' '),
  );
  if (written.some((number) => !allowed.has(number))) return null;
  // The merged plan must pass the very schema the engine's plan passes.
  if (!cookSchemas().CookPlan.safeParse({...plan, ...parsed.data}).success)
    return null;
  return parsed.data;
}

export async function rewritePlanText(
  plan: CookPlan,
  config: LlmConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<LlmResult> {
  let response: Response;
  try {
    response = await fetchImpl(config.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(config.apiKey ? {Authorization: `Bearer ${config.apiKey}`} : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.7,
        messages: [
          {role: 'system', content: SYSTEM_PROMPT},
          {
            role: 'user',
            content: JSON.stringify({
              title: plan.title,
              summary: plan.summary,
              steps: plan.steps,
            }),
          },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: {
            name: 'cook_plan_text',
            strict: true,
            schema: PLAN_TEXT_JSON_SCHEMA,
          },
        },
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    return {
      ok: false,
      reason:
        error instanceof Error &&
        (error.name === 'TimeoutError' || error.name === 'AbortError')
          ? 'timeout'
          : 'provider-error',
    };
  }
  if (response.status === 429) return {ok: false, reason: 'rate-limited'};
  if (!response.ok) return {ok: false, reason: 'provider-error'};

  let content: unknown;
  try {
    const body = (await response.json()) as {
      choices?: Array<{message?: {content?: unknown}}>;
    };
    content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return {ok: false, reason: 'invalid-json'};
    content = JSON.parse(content);
  } catch (error) {
    return {
      ok: false,
      reason:
        error instanceof Error && error.name === 'TimeoutError'
          ? 'timeout'
          : 'invalid-json',
    };
  }
  const text = checkPlanText(plan, content);
  return text ? {ok: true, text} : {ok: false, reason: 'schema-violation'};
}
