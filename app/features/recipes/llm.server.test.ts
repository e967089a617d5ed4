import {createWithCache, InMemoryCache} from '@shopify/hydrogen';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {findEnvProblems} from '~/lib/env.server';
import {llmConfigFrom, rewritePlanText, type LlmConfig} from './llm.server';
import {writePlan} from './plan-writer.server';
import {planCook} from './planner';

const plan = planCook({
  cook: 'brisket',
  servings: 8,
  ready: '18:00',
  grill: 'classic-18',
  fuel: 'lump',
  wood: 'oak',
  units: 'f',
});

const env = {
  AI_RECIPES_API_URL: 'https://llm.example/v1/chat/completions',
  AI_RECIPES_API_KEY: 'sk-secret-key',
  AI_RECIPES_MODEL: 'kamado-writer',
};
const config: LlmConfig = {...llmConfigFrom(env)!, timeoutMs: 50};

/** The engine's words, warmed up, with every number kept. */
const warm = {
  summary: `Low and slow, friend: ${plan.summary}`,
  steps: plan.steps.map((step) => `You've got this. ${step}`),
};

function answer(content: unknown, init: ResponseInit = {}) {
  return new Response(
    JSON.stringify({
      choices: [
        {
          message: {
            content:
              typeof content === 'string' ? content : JSON.stringify(content),
          },
        },
      ],
    }),
    {status: 200, headers: {'Content-Type': 'application/json'}, ...init},
  );
}

function fakeFetch(
  respond: (init: RequestInit) => Response | Promise<Response>,
) {
  return vi.fn(async (_url: string | URL | Request, init?: RequestInit) =>
    respond(init!),
  ) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

/** A provider that never answers until the request is aborted. */
const hanging = fakeFetch(
  (init) =>
    new Promise((_resolve, reject) =>
      init.signal!.addEventListener('abort', () =>
        reject(init.signal!.reason as Error),
      ),
    ),
);

afterEach(() => vi.restoreAllMocks());

describe('rewritePlanText against a fake provider', () => {
  it('sends the plan with a JSON schema response format and the key as a bearer token', async () => {
    const fetch = fakeFetch(() => answer(warm));
    const result = await rewritePlanText(plan, config, fetch);
    expect(result).toEqual({ok: true, text: warm});
    const [url, init] = fetch.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe(env.AI_RECIPES_API_URL);
    expect(new Headers(init.headers).get('Authorization')).toBe(
      'Bearer sk-secret-key',
    );
    const body = JSON.parse(init.body as string);
    expect(body.model).toBe('kamado-writer');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.schema).toMatchObject({
      type: 'object',
      required: ['summary', 'steps'],
      additionalProperties: false,
    });
    expect(body.messages[1].content).toContain(plan.steps[0]);
  });

  it.each([
    ['invalid JSON', () => answer('{"summary": "oops'), 'invalid-json'],
    ['no content', () => new Response('{"choices": []}'), 'invalid-json'],
    [
      'a schema violation (no steps)',
      () => answer({summary: 'Hi'}),
      'schema-violation',
    ],
    ['an extra field', () => answer({...warm, dome: 900}), 'schema-violation'],
    [
      'a step dropped',
      () => answer({...warm, steps: warm.steps.slice(1)}),
      'schema-violation',
    ],
    [
      'a number the engine did not write (a lower temperature)',
      () =>
        answer({
          ...warm,
          steps: warm.steps.map((s, i) => (i === 6 ? 'Pull at 130 °F.' : s)),
        }),
      'schema-violation',
    ],
    [
      'HTTP 429',
      () => new Response('slow down', {status: 429}),
      'rate-limited',
    ],
    ['HTTP 500', () => new Response('boom', {status: 500}), 'provider-error'],
    [
      'a network error',
      () => Promise.reject(new TypeError('fetch failed')),
      'provider-error',
    ],
  ] as const)('%s falls back (%s)', async (_name, respond, reason) => {
    const result = await rewritePlanText(plan, config, fakeFetch(respond));
    expect(result).toEqual({ok: false, reason});
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    expect(await rewritePlanText(plan, config, hanging)).toEqual({
      ok: false,
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('writePlan', () => {
  /** Cache writes go through waitUntil; `settled` waits for them like the platform would. */
  const pending: Promise<unknown>[] = [];
  const settled = () => Promise.all(pending.splice(0));
  const withCache = () =>
    createWithCache({
      cache: new InMemoryCache(),
      waitUntil: (promise) => void pending.push(promise),
      request: new Request('https://shop.example/store/ai-recipes'),
    });

  it('without configuration is the engine, and asks nobody', async () => {
    const fetch = fakeFetch(() => answer(warm));
    expect(
      await writePlan(plan, {env: {}, withCache: withCache(), fetch}),
    ).toEqual({
      plan,
      source: 'engine',
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(
      llmConfigFrom({AI_RECIPES_API_URL: env.AI_RECIPES_API_URL}),
    ).toBeNull();
  });

  it("uses the rewrite for summary and steps only; every number stays the engine's", async () => {
    const fetch = fakeFetch(() => answer(warm));
    const written = await writePlan(plan, {env, withCache: withCache(), fetch});
    expect(written.source).toBe('llm');
    expect(written.plan.summary).toBe(warm.summary);
    expect(written.plan.steps).toEqual(warm.steps);
    const {summary: _a, steps: _b, ...numbers} = written.plan;
    const {summary: _c, steps: _d, ...engineNumbers} = plan;
    expect(numbers).toEqual(engineNumbers);
  });

  it('asks the provider once per distinct plan', async () => {
    const fetch = fakeFetch(() => answer(warm));
    const cache = withCache();
    await writePlan(plan, {env, withCache: cache, fetch});
    await settled();
    expect((await writePlan(plan, {env, withCache: cache, fetch})).source).toBe(
      'llm',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const other = planCook({...plan.request, servings: 9, weightKg: undefined});
    const otherWarm = {summary: `Hey: ${other.summary}`, steps: other.steps};
    const fetchOther = fakeFetch(() => answer(otherWarm));
    expect(
      (await writePlan(other, {env, withCache: cache, fetch: fetchOther}))
        .source,
    ).toBe('llm');
    expect(fetchOther).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a timeout', hanging],
    ['a 429', fakeFetch(() => new Response('', {status: 429}))],
    ['invalid JSON', fakeFetch(() => answer('not json'))],
    ['a schema violation', fakeFetch(() => answer({summary: '', steps: []}))],
  ])(
    'falls back to the engine on %s, says so, and does not cache the failure',
    async (_name, failing) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const cache = withCache();
      const fallback = await writePlan(plan, {
        env,
        withCache: cache,
        fetch: failing,
        timeoutMs: 50,
      });
      expect(fallback).toEqual({plan, source: 'fallback'});
      await settled();
      const fetch = fakeFetch(() => answer(warm));
      expect(
        (await writePlan(plan, {env, withCache: cache, fetch})).source,
      ).toBe('llm');
      expect(fetch).toHaveBeenCalledTimes(1);
    },
    15_000,
  );

  it('the three variables are declared in the env schema; a bad URL is named', () => {
    expect(findEnvProblems({...validBase, ...env})).toEqual([]);
    expect(
      findEnvProblems({...validBase, AI_RECIPES_API_URL: 'llm.example'}),
    ).toEqual([
      'AI_RECIPES_API_URL must be an http(s) URL (AI recipes: chat completions URL)',
    ]);
  });
});

const validBase = {
  PUBLIC_STORE_DOMAIN: 'emberforge.myshopify.com',
  PUBLIC_STOREFRONT_API_TOKEN: 'token',
  SESSION_SECRET: 'a-long-enough-secret',
  SUPABASE_URL: 'https://abc.supabase.co',
  SUPABASE_ANON_KEY: 'anon',
  PUBLIC_STORE_ORIGIN: 'https://emberforge.example',
};
