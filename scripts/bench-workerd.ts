/**
 * What `npm run bench` (scripts/bench.ts) and its SSR part alone (scripts/bench-ssr.ts)
 * share: the page pairs, the workers' env on the local stand-ins, a worker build loaded
 * in Miniflare, and the closed-loop load that measures it.
 */
import {dirname} from 'node:path';
import {Miniflare} from 'miniflare';

/** Page pairs: what the skeleton calls the page, and ours. */
export const PAIRS = [
  {name: 'home / landing', skeleton: '/', ours: '/', store: false},
  {
    name: 'collection / shop',
    skeleton: '/collections/all',
    ours: '/store/shop',
    store: true,
  },
  {
    name: 'collection / category',
    skeleton: '/collections/grills',
    ours: '/grills',
    store: true,
  },
  {
    name: 'product / product',
    skeleton: '/products/classic-18-kamado-grill',
    ours: '/store/product/classic-18-kamado-grill',
    store: true,
  },
  {
    name: 'product / gift cards',
    skeleton: '/products/emberforge-gift-card',
    ours: '/gift-cards',
    store: true,
  },
  {name: 'cart / cart', skeleton: '/cart', ours: '/cart', store: true},
] as const;

/** Requests in flight during a load. */
export const CONCURRENCY = 8;

/** The skeleton's env (`shopEnv`) and ours (`ourEnv`: the same plus Supabase and the launch). */
export function benchEnvs(
  storefront: {url: string; publicToken: string; privateToken: string},
  supabase: {url: string; anonKey: string},
) {
  const shopEnv = {
    PUBLIC_STORE_DOMAIN: storefront.url,
    PUBLIC_CHECKOUT_DOMAIN: storefront.url,
    PUBLIC_STOREFRONT_API_TOKEN: storefront.publicToken,
    PRIVATE_STOREFRONT_API_TOKEN: storefront.privateToken,
    PUBLIC_STOREFRONT_ID: '1',
    SESSION_SECRET: 'benchmark-session-secret',
  };
  const ourEnv = {
    ...shopEnv,
    PUBLIC_STORE_ORIGIN: 'http://localhost:8787',
    SUPABASE_URL: supabase.url,
    SUPABASE_ANON_KEY: supabase.anonKey,
    LAUNCH_AT: process.env.LAUNCH_AT ?? '2025-12-01T10:00:00-05:00',
  };
  return {shopEnv, ourEnv};
}

/** Miniflare's options for a worker build (ours or the skeleton's) with its env. */
export function workerOptions(
  serverBuild: string,
  env: Record<string, string>,
) {
  return {
    modules: [{type: 'ESModule' as const, path: serverBuild}],
    modulesRoot: dirname(serverBuild),
    compatibilityDate: '2025-06-01',
    bindings: env,
  };
}

/** A worker build loaded in Miniflare (workerd), no proxy in front. */
export async function workerd(
  serverBuild: string,
  env: Record<string, string>,
  port: number,
) {
  const miniflare = new Miniflare({port, ...workerOptions(serverBuild, env)});
  await miniflare.ready;
  return miniflare;
}

/** Closed-loop load for `seconds`: CONCURRENCY requests in flight, every body read. */
export async function load(
  miniflare: Miniflare,
  path: string,
  seconds: number,
): Promise<{count: number; latencies: number[]; errors: number}> {
  const url = new URL(path, 'http://localhost:8787');
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({length: CONCURRENCY}, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const response = await miniflare.dispatchFetch(url);
        await response.arrayBuffer();
        if (response.status !== 200) errors += 1;
        latencies.push(performance.now() - started);
      }
    }),
  );
  return {count: latencies.length, latencies, errors};
}
