/**
 * What `npm run bench` (scripts/bench.ts) and its SSR part alone (scripts/bench-ssr.ts)
 * share: the page pairs, the workers' env on the local stand-ins, a worker build loaded
 * in Miniflare, and the closed-loop load that measures it.
 */
import {readFileSync} from 'node:fs';
import {dirname} from 'node:path';
import {gzipSync} from 'node:zlib';
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
  // Issue 30: market pages hold the same budgets as the US ones. The skeleton has no
  // market prefixes (its i18n is fixed), so its US page is the one beside ours.
  {
    name: 'collection / shop in Canada',
    skeleton: '/collections/all',
    ours: '/en-ca/store/shop',
    store: true,
  },
  {
    name: 'product / product in Germany',
    skeleton: '/products/classic-18-kamado-grill',
    ours: '/de-de/store/product/classic-18-kamado-grill',
    store: true,
  },
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

/** The worker builds' sizes: raw (what Oxygen's size limit counts) and gzip. */
export function bundleSize(serverBuild: string): {
  rawKb: number;
  gzipKb: number;
} {
  const code = readFileSync(serverBuild);
  return {
    rawKb: code.byteLength / 1024,
    gzipKb: gzipSync(code).byteLength / 1024,
  };
}

/**
 * Cold start: a fresh workerd process loads the build (parse and evaluate the module) and
 * answers its first request for `path`. Timed from the start of the process to the first
 * response's last byte; `firstMs` is the first request alone, after the isolate is ready.
 * Ours and the skeleton alternate, `runs` times each; medians.
 */
export async function coldStart(
  sides: Array<{
    name: string;
    serverBuild: string;
    env: Record<string, string>;
    path: string;
  }>,
  port: number,
  runs: number,
): Promise<Map<string, {totalMs: number; firstMs: number}>> {
  const samples = new Map(
    sides.map((side) => [
      side.name,
      {total: [] as number[], first: [] as number[]},
    ]),
  );
  for (let run = 0; run < runs; run += 1) {
    for (const side of sides) {
      const started = performance.now();
      const miniflare = new Miniflare({
        port,
        ...workerOptions(side.serverBuild, side.env),
      });
      try {
        await miniflare.ready;
        const ready = performance.now();
        const response = await miniflare.dispatchFetch(
          new URL(side.path, 'http://localhost:8787'),
        );
        await response.arrayBuffer();
        const done = performance.now();
        samples.get(side.name)!.total.push(done - started);
        samples.get(side.name)!.first.push(done - ready);
      } finally {
        await miniflare.dispose();
      }
    }
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  return new Map(
    [...samples].map(([name, {total, first}]) => [
      name,
      {totalMs: median(total), firstMs: median(first)},
    ]),
  );
}
