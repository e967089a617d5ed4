/**
 * `npm run bench`: our store beside Shopify's Hydrogen skeleton, on the same local
 * Storefront API, measured side by side in one run (a script that prints figures, never a
 * test). For each page pair it prints JavaScript on first load (gzip, as a CDN sends it),
 * requests, HTML bytes, Lighthouse mobile (median of 3; FCP, LCP, TBT, CLS) and uncached
 * SSR throughput in workerd (Miniflare) with p50/p99, alternating the two servers so that
 * machine noise hits both; then the cached throughput of a public page behind the Cache
 * API as the edge would put it, and PASS or FAIL for each budget.
 *
 * The skeleton ships inside @shopify/cli (dist/assets/hydrogen/starter). The script copies
 * it to a scratch folder outside the repo (BENCH_DIR, default $TMPDIR/kamado-bench),
 * installs and builds it there, and changes one thing: its CSP lets it load the
 * stand-in's images, so both pages carry their images (scripts/skeleton.ts). Nothing of
 * it is committed.
 *
 *   npm run bench                  build ours, prepare the skeleton, measure
 *   npm run bench -- --skip-build  reuse dist/ (ours) and the scratch build
 *   npm run bench -- --only=bytes  JS, requests and HTML only (deterministic, fast)
 *   npm run bench -- --only=browser  navigation and interaction figures only
 *   npm run bench -- --only=worker   the worker bundle's size and cold start only
 *   BENCH_RUNS=3 BENCH_SECONDS=5   Lighthouse runs per page, seconds per throughput round
 *   BENCH_COLD_RUNS=7              fresh workerd processes per side for the cold start
 *   BENCH_FLOW_RUNS=5              visits per side for navigation and interactions
 *   BENCH_PORT_BASE=4350           the ports it listens on (base .. base+6)
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {writeFileSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {Miniflare} from 'miniflare';
import {findFreePort, startOxygenGateway} from '../local/oxygen-gateway.ts';
import {startLocalStorefront} from '../local/storefront/server.ts';
import {startLocalSupabase} from '../local/supabase/server.ts';
import {
  benchEnvs,
  bundleSize,
  coldStart,
  CONCURRENCY,
  load,
  PAIRS,
  workerd,
  workerOptions,
} from './bench-workerd.ts';
import {FLOWS, measureBrowserFlows} from './bench-browser.ts';
import {CLI_ENV, prepareSkeleton, run, skeletonDirIn} from './skeleton.ts';

const root = join(import.meta.dirname, '..');
const skipBuild = process.argv.includes('--skip-build');
const bytesOnly = process.argv.includes('--only=bytes');
const browserOnly = process.argv.includes('--only=browser');
/** The worker bundle's size and cold start alone. */
const workerOnly = process.argv.includes('--only=worker');
/** Only some figures: the pages' loads and throughput are skipped. */
const pagesSkipped = browserOnly || workerOnly;
const FLOW_RUNS = Number(process.env.BENCH_FLOW_RUNS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const scratch = process.env.BENCH_DIR ?? join(tmpdir(), 'kamado-bench');
const skeletonDir = skeletonDirIn(scratch);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4350);
const PORTS = {
  ours: PORT_BASE,
  skeleton: PORT_BASE + 1,
  storefront: PORT_BASE + 2,
  supabase: PORT_BASE + 3,
  // Miniflare's own HTTP listeners (workerd), one per instance alive at a time.
  workerdOurs: PORT_BASE + 4,
  workerdSkeleton: PORT_BASE + 5,
  edge: PORT_BASE + 6,
};
/** Oxygen's header for a buyer in Germany, where the banner asks before any analytics. */
const CONSENT_REGION_VISITOR = {'oxygen-buyer-country': 'DE'};
/** The cold start's first request: the cart page, the same path on both, no cart. */
const COLD_PATH = '/cart';
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 7);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

function writeEnvFile(file: string, env: Record<string, string>) {
  writeFileSync(
    file,
    Object.entries(env)
      .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
      .join('\n'),
  );
}

async function waitForServer(origin: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`The server for ${origin} exited early.`);
    const up = await fetch(`${origin}/`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No server at ${origin}.`);
}

/**
 * Serves a build in MiniOxygen (Hydrogen's preview) behind the local Oxygen's front, as
 * `npm start` and the e2e tests do: both stores alike, their hashed `/assets/` files with
 * a CDN's caching (local/oxygen-gateway.ts, decision 0272), which MiniOxygen alone omits.
 */
async function preview(
  cwd: string,
  port: number,
  env: Record<string, string>,
): Promise<{close: () => Promise<void>}> {
  const envFile = join(scratch, `env-${port}`);
  writeEnvFile(envFile, env);
  const cli = join(cwd, 'node_modules/@shopify/cli/bin/run.js');
  const behind = await findFreePort();
  const child = spawn(
    process.execPath,
    [
      cli,
      'hydrogen',
      'preview',
      '--port',
      String(behind),
      '--env-file',
      envFile,
    ],
    {cwd, env: CLI_ENV, stdio: 'ignore'},
  );
  await waitForServer(`http://localhost:${behind}`, child);
  const gateway = await startOxygenGateway({
    port,
    target: `http://localhost:${behind}`,
  });
  return {
    close: async () => {
      await gateway.close();
      child.kill('SIGTERM');
    },
  };
}

type Load = {
  jsKb: number;
  jsFiles: number;
  requests: number;
  htmlKb: number;
  /** Each script's file name and gzip size, for --only=bytes. */
  scripts: Array<[string, number]>;
};

/**
 * One first visit in Chromium: scripts (gzip), every request, the document (gzip).
 * `headers`: what Oxygen would add, such as the buyer's country.
 */
async function firstLoad(
  url: string,
  headers: Record<string, string> = {},
): Promise<Load> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage({extraHTTPHeaders: headers});
    const scripts: Promise<[string, number]>[] = [];
    let requests = 0;
    let html = 0;
    page.on('request', () => (requests += 1));
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script')
        scripts.push(
          response
            .body()
            .then((body) => [
              new URL(response.url()).pathname.split('/').pop()!,
              gzip(body),
            ]),
        );
      if (type === 'document' && response.url() === url)
        void response.body().then((body) => (html = gzip(body)));
    });
    await page.goto(url, {waitUntil: 'networkidle'});
    const sized = await Promise.all(scripts);
    return {
      jsKb: sized.reduce((sum, [, size]) => sum + size, 0) / 1024,
      jsFiles: sized.length,
      scripts: sized,
      requests,
      htmlKb: html / 1024,
    };
  } finally {
    await browser.close();
  }
}

const gzip = (body: Buffer) => gzipSync(body, {level: 9}).length;

type Vitals = {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
};

async function lighthouseMobile(url: string): Promise<Vitals> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance'],
    });
    const {audits, categories} = result!.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function medianVitals(runs: Vitals[]): Vitals {
  return {
    performance: median(runs.map((r) => r.performance)),
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
  };
}

/**
 * The edge in front of our worker: answers from the Cache API when it holds the page,
 * else asks the worker and stores what its Cache-Control lets a shared cache keep.
 *
 * `/__bench?path=&mode=cached|uncached&seconds=&concurrency=` runs the load inside
 * workerd, at the edge: `cached` serves the page the way a visitor's request is served
 * (from the cache once it holds it), `uncached` asks the worker every time. So the ratio
 * compares a cache hit with a render, not the Node client's cost per request, which would
 * be the same for both and hide the difference.
 */
const EDGE_CACHE = `
async function serve(request, env, ctx) {
  const cache = caches.default;
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await env.APP.fetch(request);
  const control = response.headers.get('cache-control') ?? '';
  if (response.status === 200 && /\\bpublic\\b/.test(control) && !response.headers.has('set-cookie'))
    ctx.waitUntil(cache.put(request, response.clone()));
  return response;
}

async function bench(url, env, ctx) {
  const page = new URL(url.searchParams.get('path'), url.origin).href;
  const cached = url.searchParams.get('mode') === 'cached';
  const seconds = Number(url.searchParams.get('seconds'));
  const concurrency = Number(url.searchParams.get('concurrency'));
  const latencies = [];
  let errors = 0;
  const started = Date.now();
  const end = started + seconds * 1000;
  await Promise.all(Array.from({length: concurrency}, async () => {
    while (Date.now() < end) {
      const begun = Date.now();
      const request = new Request(page);
      const response = cached ? await serve(request, env, ctx) : await env.APP.fetch(request);
      await response.arrayBuffer();
      if (response.status !== 200) errors += 1;
      latencies.push(Date.now() - begun);
    }
  }));
  return Response.json({latencies, errors, elapsed: (Date.now() - started) / 1000});
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === '/__bench') return bench(url, env, ctx);
    return serve(request, env, ctx);
  },
};`;

async function edgeCached(
  serverBuild: string,
  env: Record<string, string>,
  port: number,
) {
  const miniflare = new Miniflare({
    port,
    workers: [
      {
        name: 'edge',
        modules: true,
        script: EDGE_CACHE,
        compatibilityDate: '2025-06-01',
        serviceBindings: {APP: 'app'},
      },
      {name: 'app', ...workerOptions(serverBuild, env)},
    ],
  });
  await miniflare.ready;
  return miniflare;
}

type Throughput = {rps: number; p50: number; p99: number};

function summarize(
  rounds: Awaited<ReturnType<typeof load>>[],
  seconds: number,
): Throughput {
  const latencies = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[
      Math.min(latencies.length - 1, Math.floor(q * latencies.length))
    ]!;
  return {
    rps: latencies.length / (seconds * rounds.length),
    p50: at(0.5),
    p99: at(0.99),
  };
}

const kb = (value: number) => `${value.toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (ours: number, theirs: number) =>
  theirs ? `${(ours / theirs).toFixed(2)}x` : 'n/a';

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, i) =>
    Math.max(...rows.map((row) => row[i]!.length)),
  );
  for (const row of rows)
    console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

// --- main -------------------------------------------------------------------------

mkdirSync(scratch, {recursive: true});
if (!skipBuild) run('npm', ['run', '--silent', 'build'], root);

const storefront = await startLocalStorefront({port: PORTS.storefront});
const supabase = await startLocalSupabase({port: PORTS.supabase});
const {shopEnv, ourEnv} = benchEnvs(storefront, supabase);

const servers: Array<{close: () => Promise<void>}> = [];
const failures: string[] = [];
try {
  prepareSkeleton({
    scratch,
    storefrontOrigin: storefront.url,
    reuseBuild: skipBuild,
  });
  servers.push(await preview(root, PORTS.ours, ourEnv));
  servers.push(await preview(skeletonDir, PORTS.skeleton, shopEnv));
  const origin = {
    ours: `http://localhost:${PORTS.ours}`,
    skeleton: `http://localhost:${PORTS.skeleton}`,
  };
  const cpus = (await import('node:os')).cpus();
  console.log(
    `\nBenchmark ${new Date().toISOString().slice(0, 10)} on ${cpus.length} cores, ${cpus[0]?.model ?? 'unknown CPU'}; ` +
      (bytesOnly
        ? 'bytes only\n'
        : `Lighthouse runs: ${RUNS}; throughput: ${SECONDS} s x 3 rounds, ${CONCURRENCY} in flight\n`),
  );

  const results = [];
  for (const pair of pagesSkipped ? [] : PAIRS) {
    console.log(
      `measuring ${pair.name} in Chromium${bytesOnly ? '' : ' and Lighthouse'}...`,
    );
    for (const side of ['ours', 'skeleton'] as const) {
      const status = await fetch(`${origin[side]}${pair[side]}`).then(
        (r) => r.status,
      );
      if (status !== 200)
        failures.push(`${side} ${pair[side]} answered ${status}`);
    }
    const loads = {
      ours: await firstLoad(`${origin.ours}${pair.ours}`),
      skeleton: await firstLoad(`${origin.skeleton}${pair.skeleton}`),
      // A visitor who must choose first (decision 0240): no analytics before the choice.
      oursBeforeChoice: await firstLoad(
        `${origin.ours}${pair.ours}`,
        CONSENT_REGION_VISITOR,
      ),
    };
    if (bytesOnly) {
      for (const side of ['ours', 'skeleton', 'oursBeforeChoice'] as const)
        console.log(
          `  ${side}: ${loads[side].scripts.map(([name, size]) => `${name} ${kb(size / 1024)}`).join(', ')}`,
        );
    }
    const vitals: Record<'ours' | 'skeleton', Vitals[]> = {
      ours: [],
      skeleton: [],
    };
    for (let i = 0; i < (bytesOnly ? 0 : RUNS); i += 1) {
      // Alternate, so that noise on the machine falls on both.
      vitals.ours.push(await lighthouseMobile(`${origin.ours}${pair.ours}`));
      vitals.skeleton.push(
        await lighthouseMobile(`${origin.skeleton}${pair.skeleton}`),
      );
    }
    results.push({
      pair,
      loads,
      vitals: bytesOnly
        ? null
        : {
            ours: medianVitals(vitals.ours),
            skeleton: medianVitals(vitals.skeleton),
          },
    });
  }

  const ssr =
    bytesOnly || pagesSkipped
      ? null
      : await measureSsr(results.map((r) => r.pair));
  const worker = browserOnly ? null : await measureWorker();
  const cache = bytesOnly || pagesSkipped ? null : await measureEdgeCache();
  const flows = bytesOnly || workerOnly ? null : await measureFlows(origin);

  // --- figures ---
  const rows = [
    ['page (ours vs skeleton)', 'figure', 'ours', 'skeleton', 'ours/skeleton'],
  ];
  for (const {pair, loads, vitals} of results) {
    const add = (
      figure: string,
      a: number,
      b: number,
      unit: (n: number) => string,
    ) => rows.push([pair.name, figure, unit(a), unit(b), ratio(a, b)]);
    const count = (n: number) => String(Math.round(n));
    add('JS first load (gz)', loads.ours.jsKb, loads.skeleton.jsKb, kb);
    add(
      'JS before a consent choice (gz)',
      loads.oursBeforeChoice.jsKb,
      loads.skeleton.jsKb,
      kb,
    );
    add('JS files', loads.ours.jsFiles, loads.skeleton.jsFiles, count);
    add('requests', loads.ours.requests, loads.skeleton.requests, count);
    add('HTML (gz)', loads.ours.htmlKb, loads.skeleton.htmlKb, kb);
    if (vitals) {
      add(
        'LH mobile perf',
        vitals.ours.performance,
        vitals.skeleton.performance,
        count,
      );
      add('FCP', vitals.ours.fcp, vitals.skeleton.fcp, ms);
      add('LCP', vitals.ours.lcp, vitals.skeleton.lcp, ms);
      add('TBT', vitals.ours.tbt, vitals.skeleton.tbt, ms);
      add('CLS', vitals.ours.cls, vitals.skeleton.cls, (n) => n.toFixed(3));
    }
    const s = ssr?.get(pair.name);
    if (s) {
      add('SSR req/s', s.ours.rps, s.skeleton.rps, (n) => n.toFixed(1));
      add('SSR p50', s.ours.p50, s.skeleton.p50, ms);
      add('SSR p99', s.ours.p99, s.skeleton.p99, ms);
    }
  }
  if (worker)
    rows.push(
      [
        'worker',
        'bundle (raw)',
        kb(worker.size.ours.rawKb),
        kb(worker.size.skeleton.rawKb),
        ratio(worker.size.ours.rawKb, worker.size.skeleton.rawKb),
      ],
      [
        'worker',
        'bundle (gz)',
        kb(worker.size.ours.gzipKb),
        kb(worker.size.skeleton.gzipKb),
        ratio(worker.size.ours.gzipKb, worker.size.skeleton.gzipKb),
      ],
    );
  if (worker?.cold)
    rows.push(
      [
        'worker',
        `cold start ${COLD_PATH}`,
        ms(worker.cold.ours.totalMs),
        ms(worker.cold.skeleton.totalMs),
        ratio(worker.cold.ours.totalMs, worker.cold.skeleton.totalMs),
      ],
      [
        'worker',
        'cold: first request',
        ms(worker.cold.ours.firstMs),
        ms(worker.cold.skeleton.firstMs),
        ratio(worker.cold.ours.firstMs, worker.cold.skeleton.firstMs),
      ],
    );
  if (flows)
    for (const flow of FLOWS)
      rows.push([
        flow === 'shop -> product' || flow === 'product -> cart'
          ? 'navigation'
          : 'interaction',
        `${flow} (CPU 4x)`,
        ms(flows.figures.ours[flow].ms),
        ms(flows.figures.skeleton[flow].ms),
        ratio(flows.figures.ours[flow].ms, flows.figures.skeleton[flow].ms),
      ]);
  table(rows);
  if (flows) {
    console.log(
      `\nshop -> product, our ${FLOW_RUNS} visits: ${flows.speculated.prerendered} prerendered, ${flows.speculated.prefetched} prefetched, ${flows.speculated.none} neither (Speculation Rules).`,
    );
    for (const error of flows.errors) console.log(`  flow failed: ${error}`);
  }
  if (cache)
    console.log(
      `\nEdge cache, ${cache.path}: ${cache.cached.rps.toFixed(1)} req/s cached (p50 ${ms(cache.cached.p50)}) vs ${cache.uncached.rps.toFixed(1)} uncached (p50 ${ms(cache.uncached.p50)}): ${ratio(cache.cached.rps, cache.uncached.rps)}`,
    );

  // --- budgets ---
  console.log('\nBudgets');
  const budget = (name: string, ok: boolean, detail: string) => {
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
    if (!ok) failures.push(name);
  };
  for (const {pair, loads, vitals} of results) {
    // JS and HTML on every page, the landing page against the skeleton's home (issue 31).
    budget(
      `${pair.ours} JS <= skeleton`,
      loads.ours.jsKb <= loads.skeleton.jsKb,
      `${kb(loads.ours.jsKb)} vs ${kb(loads.skeleton.jsKb)}`,
    );
    // Issue 18 held HTML to 1.2x the skeleton's; issue 31 asks for at least as good.
    budget(
      `${pair.ours} HTML <= skeleton`,
      loads.ours.htmlKb <= loads.skeleton.htmlKb,
      ratio(loads.ours.htmlKb, loads.skeleton.htmlKb),
    );
    if (!pair.store) continue;
    const s = ssr?.get(pair.name);
    if (s)
      budget(
        `${pair.ours} SSR req/s >= 1.2x skeleton`,
        s.ours.rps >= 1.2 * s.skeleton.rps,
        ratio(s.ours.rps, s.skeleton.rps),
      );
    // The shop and product pages, in every market (issue 30: `/en-ca/store/shop`).
    const page = pair.ours.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/)/, '');
    const lighthouseBudget =
      page === '/store/shop' || page.startsWith('/store/product');
    if (vitals && lighthouseBudget) {
      budget(
        `${pair.ours} Lighthouse mobile >= 98`,
        vitals.ours.performance >= 98,
        String(vitals.ours.performance),
      );
      budget(
        `${pair.ours} FCP < 1.8 s`,
        vitals.ours.fcp < 1800,
        ms(vitals.ours.fcp),
      );
      budget(
        `${pair.ours} LCP < 2.5 s`,
        vitals.ours.lcp < 2500,
        ms(vitals.ours.lcp),
      );
    }
  }
  for (const {pair, vitals} of results) {
    if (vitals)
      budget(
        `${pair.ours} LCP <= skeleton's`,
        vitals.ours.lcp <= vitals.skeleton.lcp,
        `${ms(vitals.ours.lcp)} vs ${ms(vitals.skeleton.lcp)}`,
      );
    const s = ssr?.get(pair.name);
    // The landing page against the skeleton's home (issue 31).
    if (s && !pair.store)
      budget(
        `${pair.ours} SSR req/s >= 1.2x skeleton's home`,
        s.ours.rps >= 1.2 * s.skeleton.rps,
        ratio(s.ours.rps, s.skeleton.rps),
      );
  }
  // Issue 31: at most twice the skeleton's bundle (820 KB raw when it was set).
  if (worker)
    budget(
      'worker bundle <= 2x skeleton (raw)',
      worker.size.ours.rawKb <= 2 * worker.size.skeleton.rawKb,
      `${kb(worker.size.ours.rawKb)} vs ${kb(worker.size.skeleton.rawKb)}: ${ratio(worker.size.ours.rawKb, worker.size.skeleton.rawKb)}`,
    );
  if (worker?.cold)
    budget(
      'worker cold start <= skeleton',
      worker.cold.ours.totalMs <= worker.cold.skeleton.totalMs,
      `${ms(worker.cold.ours.totalMs)} vs ${ms(worker.cold.skeleton.totalMs)}`,
    );
  if (flows)
    for (const flow of FLOWS) {
      const {ours, skeleton} = {
        ours: flows.figures.ours[flow],
        skeleton: flows.figures.skeleton[flow],
      };
      budget(
        `${flow} <= skeleton's`,
        ours.runs > 0 && skeleton.runs > 0 && ours.ms <= skeleton.ms,
        `${ms(ours.ms)} vs ${ms(skeleton.ms)} (${ours.runs} and ${skeleton.runs} runs)`,
      );
    }
  if (cache)
    budget(
      `cached ${cache.path} >= 10x uncached`,
      cache.cached.rps >= 10 * cache.uncached.rps,
      ratio(cache.cached.rps, cache.uncached.rps),
    );
} finally {
  await Promise.allSettled(servers.map((server) => server.close()));
  await Promise.allSettled([storefront.close(), supabase.close()]);
}
if (failures.length)
  console.log(`\n${failures.length} budget(s) or page(s) failed.`);
process.exit(failures.length ? 1 : 0);

/** Uncached SSR in workerd, both builds loaded side by side, rounds alternating. */
async function measureSsr(pairs: Array<(typeof PAIRS)[number]>) {
  const ours = await workerd(
    join(root, 'dist/server/index.js'),
    ourEnv,
    PORTS.workerdOurs,
  );
  const skeleton = await workerd(
    join(skeletonDir, 'dist/server/index.js'),
    shopEnv,
    PORTS.workerdSkeleton,
  );
  const ssr = new Map<string, {ours: Throughput; skeleton: Throughput}>();
  try {
    for (const pair of pairs) {
      console.log(`measuring ${pair.name} SSR throughput in workerd...`);
      await load(ours, pair.ours, 1); // warm both
      await load(skeleton, pair.skeleton, 1);
      const rounds = {
        ours: [] as Awaited<ReturnType<typeof load>>[],
        skeleton: [] as Awaited<ReturnType<typeof load>>[],
      };
      for (let i = 0; i < 3; i += 1) {
        rounds.ours.push(await load(ours, pair.ours, SECONDS));
        rounds.skeleton.push(await load(skeleton, pair.skeleton, SECONDS));
      }
      ssr.set(pair.name, {
        ours: summarize(rounds.ours, SECONDS),
        skeleton: summarize(rounds.skeleton, SECONDS),
      });
    }
  } finally {
    await Promise.all([ours.dispose(), skeleton.dispose()]);
  }
  return ssr;
}

/**
 * The worker builds' sizes, and their cold start (a fresh workerd loading the build and
 * answering its first request), alternating, COLD_RUNS each.
 */
async function measureWorker() {
  const builds = {
    ours: join(root, 'dist/server/index.js'),
    skeleton: join(skeletonDir, 'dist/server/index.js'),
  };
  const size = {
    ours: bundleSize(builds.ours),
    skeleton: bundleSize(builds.skeleton),
  };
  if (bytesOnly) return {size, cold: null};
  console.log(`measuring cold starts (${COLD_RUNS} each)...`);
  const cold = await coldStart(
    [
      {name: 'ours', serverBuild: builds.ours, env: ourEnv, path: COLD_PATH},
      {
        name: 'skeleton',
        serverBuild: builds.skeleton,
        env: shopEnv,
        path: COLD_PATH,
      },
    ],
    PORTS.workerdOurs,
    COLD_RUNS,
  );
  return {
    size,
    cold: {ours: cold.get('ours')!, skeleton: cold.get('skeleton')!},
  };
}

/** A public page from the edge cache against uncached renders of the same page. */
async function measureEdgeCache() {
  const path = '/store/shop';
  const edge = await edgeCached(
    join(root, 'dist/server/index.js'),
    ourEnv,
    PORTS.edge,
  );
  const atTheEdge = async (mode: 'cached' | 'uncached', seconds: number) => {
    const query = new URLSearchParams({
      path,
      mode,
      seconds: String(seconds),
      concurrency: String(CONCURRENCY),
    });
    const response = await edge.dispatchFetch(
      `http://localhost:8787/__bench?${query}`,
    );
    const result = (await response.json()) as {
      latencies: number[];
      errors: number;
      elapsed: number;
    };
    if (result.errors)
      failures.push(`${path} ${mode}: ${result.errors} errors`);
    return summarize(
      [{count: result.latencies.length, ...result}],
      result.elapsed,
    );
  };
  try {
    console.log(`measuring ${path} from the edge cache and uncached...`);
    await atTheEdge('cached', 1); // fills the cache
    const cached = await atTheEdge('cached', SECONDS);
    const uncached = await atTheEdge('uncached', SECONDS);
    return {path, cached, uncached};
  } finally {
    await edge.dispose();
  }
}

/** Navigation and interaction figures in Chromium (scripts/bench-browser.ts). */
async function measureFlows(origin: {ours: string; skeleton: string}) {
  console.log(
    `measuring navigation and interactions (${FLOW_RUNS} visits each, CPU 4x)...`,
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
      '--window-size=1280,800',
    ],
  });
  try {
    return await measureBrowserFlows(browser, origin, FLOW_RUNS);
  } finally {
    await browser.close();
  }
}
