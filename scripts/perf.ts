/**
 * `npm run perf`: the performance budgets, measured and printed (never a test).
 * Serves the production build (run `npm run build` first) on the stand-ins, then for each
 * page prints the JavaScript a first visit downloads (gzip bytes, measured side by side
 * in one run) and Lighthouse's mobile scores, against the budgets of issues 5, 6 and 17.
 * Exits 1 when a figure is over its budget.
 */
import {spawn} from 'node:child_process';
import {gzipSync} from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromium} from '@playwright/test';

// PERF_PORT moves the store (and the stand-ins on the next two ports), like E2E_PORT_BASE.
const PORT = Number(process.env.PERF_PORT ?? 4310);
const ORIGIN = `http://localhost:${PORT}`;
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

type Budget = {
  path: string;
  name: string;
  /** A fixed budget, or "no more than the page at this path", measured in the same run. */
  maxJsKb: number | {sameAs: string};
  scores: {
    performance: number;
    accessibility: number;
    'best-practices': number;
    seo: number;
  };
};
const FULL_MARKS = {accessibility: 100, 'best-practices': 100, seo: 100};
const BUDGETS: Budget[] = [
  {
    path: '/',
    name: 'landing page',
    maxJsKb: 60,
    scores: {performance: 98, ...FULL_MARKS},
  },
  // Issue 6: no more JavaScript than the Hydrogen skeleton's product page (about 125 KB).
  {
    path: '/store/shop',
    name: 'shop page',
    maxJsKb: 125,
    scores: {performance: 95, ...FULL_MARKS},
  },
  {
    path: '/store/product/classic-18-kamado-grill',
    name: 'product page',
    maxJsKb: 125,
    scores: {performance: 95, ...FULL_MARKS},
  },
  // Issue 17: a recipe answer ships no more JavaScript than the product page.
  {
    path: '/store/ai-recipes?cook=brisket&servings=8&ready=18%3A00&grill=classic-18&fuel=lump&wood=oak&units=f',
    name: 'AI recipe answer',
    maxJsKb: {sameAs: '/store/product/classic-18-kamado-grill'},
    scores: {performance: 98, ...FULL_MARKS},
  },
];

async function startStore() {
  const child = spawn(
    process.execPath,
    ['scripts/store.ts', 'start', '--skip-build'],
    {
      env: {
        ...process.env,
        PORT: String(PORT),
        LOCAL_STOREFRONT_PORT: String(PORT + 1),
        LOCAL_SUPABASE_PORT: String(PORT + 2),
        LOCAL_SUPABASE_DATA: 'memory',
        PUBLIC_STORE_DOMAIN: '',
        SUPABASE_URL: '',
      },
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (
      await fetch(`${ORIGIN}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('The store did not start; is there a build (npm run build)?');
}

/** Gzip bytes of every script a first visit loads, as a CDN would send them. */
async function javascriptKb(
  path: string,
): Promise<{kb: number; files: number}> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const page = await browser.newPage();
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.body().then((body) => gzipSync(body, {level: 9}).length),
      );
  });
  await page.goto(`${ORIGIN}${path}`, {waitUntil: 'networkidle'});
  const sizes = await Promise.all(scripts);
  await browser.close();
  return {kb: sizes.reduce((a, b) => a + b, 0) / 1024, files: sizes.length};
}

async function lighthouseScores(path: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(`${ORIGIN}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
    });
    const categories = result!.lhr.categories;
    const score = (id: string) =>
      Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(result!.lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

const store = await startStore();
let overBudget = false;
const measuredJsKb = new Map<string, number>();
try {
  for (const budget of BUDGETS) {
    const js = await javascriptKb(budget.path);
    measuredJsKb.set(budget.path, js.kb);
    const scores = await lighthouseScores(budget.path);
    const maxJsKb =
      typeof budget.maxJsKb === 'number'
        ? budget.maxJsKb
        : (measuredJsKb.get(budget.maxJsKb.sameAs) ?? 0);
    const jsOk = js.kb <= maxJsKb;
    console.log(`\n${budget.name} (${budget.path})`);
    console.log(
      `  JavaScript, first load: ${js.kb.toFixed(1)} KB gzip in ${js.files} file(s)  budget ${maxJsKb.toFixed(1)} KB${typeof budget.maxJsKb === 'number' ? '' : ' (the product page)'}  ${jsOk ? 'ok' : 'OVER'}`,
    );
    for (const [category, minimum] of Object.entries(budget.scores)) {
      const value = scores[category as keyof typeof budget.scores];
      const ok = value >= minimum;
      overBudget ||= !ok;
      console.log(
        `  Lighthouse ${category.padEnd(15)} ${String(value).padStart(3)}  budget >= ${minimum}  ${ok ? 'ok' : 'UNDER'}`,
      );
    }
    if (scores.failing.length)
      console.log(`  failing audits: ${scores.failing.join(', ')}`);
    overBudget ||= !jsOk;
  }
} finally {
  store.kill();
}
process.exit(overBudget ? 1 : 0);
