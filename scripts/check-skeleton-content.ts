/**
 * `npm run check:skeleton`: Shopify's Hydrogen skeleton, pointed at the local Storefront
 * API, renders the blogs, a blog and an article without errors (issue 27), as a new user
 * would try it. The skeleton is built in the bench's scratch folder (scripts/skeleton.ts;
 * BENCH_DIR, default $TMPDIR/kamado-bench; the first run installs its packages), loaded in
 * Miniflare (workerd) with the skeleton's env on the stand-in, and each page fetched: it
 * must answer 200 with the blog's or article's title and none of the skeleton's error
 * screens. Prints one line per page; exits 1 on any failure.
 *
 *   npm run check:skeleton                  prepare (or reuse) the skeleton, then check
 *   npm run check:skeleton -- --rebuild     build the skeleton again first
 */
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startLocalStorefront} from '../local/storefront/server.ts';
import {benchEnvs, workerOptions} from './bench-workerd.ts';
import {prepareSkeleton, skeletonBuildIn} from './skeleton.ts';
import {Miniflare} from 'miniflare';

const scratch = process.env.BENCH_DIR ?? join(tmpdir(), 'kamado-bench');

/** What the skeleton's routes show for each page, from the stand-in's catalog. */
const PAGES = [
  {path: '/blogs', expect: ['How-to Guides', 'The Ember Journal']},
  {path: '/blogs/guides', expect: ['How-to Guides', 'Lighting the kamado']},
  {
    path: '/blogs/journal/caring-for-the-ceramic',
    expect: ['Caring for the ceramic', 'Heat it gently'],
  },
  {
    path: '/blogs/guides/setting-up-for-low-and-slow',
    expect: ['Setting up for low and slow'],
  },
];

/**
 * What the skeleton's error boundary (app/root.tsx: an "Oops" heading) and React Router's
 * default error screens print. (Not "ErrorBoundary": the route manifest names it on every
 * page.)
 */
const ERROR_SIGNS = [
  '<h1>Oops</h1>',
  'Unexpected Server Error',
  'Application Error',
];

const storefront = await startLocalStorefront({port: 0});
let miniflare: Miniflare | undefined;
let failed = 0;
try {
  prepareSkeleton({
    scratch,
    storefrontOrigin: storefront.url,
    reuseBuild: !process.argv.includes('--rebuild'),
  });
  const {shopEnv} = benchEnvs(storefront, {url: '', anonKey: ''});
  miniflare = new Miniflare(workerOptions(skeletonBuildIn(scratch), shopEnv));
  await miniflare.ready;
  for (const page of PAGES) {
    const response = await miniflare.dispatchFetch(
      new URL(page.path, 'http://localhost:8787'),
    );
    const html = await response.text();
    const missing = page.expect.filter((text) => !html.includes(text));
    const errors = ERROR_SIGNS.filter((sign) => html.includes(sign));
    const ok = response.status === 200 && !missing.length && !errors.length;
    if (!ok) failed += 1;
    console.log(
      `${ok ? 'PASS' : 'FAIL'} ${page.path}: ${response.status}` +
        (missing.length ? `, missing ${JSON.stringify(missing)}` : '') +
        (errors.length ? `, error screen ${JSON.stringify(errors)}` : ''),
    );
  }
} finally {
  await miniflare?.dispose();
  await storefront.close();
}
if (failed) {
  console.error(`${failed} of ${PAGES.length} skeleton pages failed.`);
  process.exit(1);
}
console.log(`The skeleton renders all ${PAGES.length} content pages.`);
