/**
 * The uncached SSR part of `npm run bench` alone, for working on server time: both builds
 * (ours in dist/, the skeleton in the bench's scratch folder, built by `npm run bench`)
 * loaded side by side in Miniflare (workerd), closed-loop load (scripts/bench-workerd.ts),
 * rounds alternating so that machine noise hits both, then req/s and the ratio per page,
 * and the CPU time each workerd process spent per request (steadier than req/s on a busy
 * machine, since other processes' load does not count in it).
 *
 *   node scripts/bench-ssr.ts [page ...]   pages by our path, default every store page
 *   BENCH_SECONDS=3 BENCH_ROUNDS=3         seconds per round, rounds per side
 *   BENCH_DIR, BENCH_PORT_BASE             as for `npm run bench`
 *   BENCH_BASELINE=/path/to/server/index.js  compare with another build of ours (A/B of a
 *                                          change) instead of the skeleton
 *   BENCH_OURS=/path/to/server/index.js      measure that build of ours, not dist/
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Miniflare} from 'miniflare';
import {startLocalStorefront} from '../local/storefront/server.ts';
import {startLocalSupabase} from '../local/supabase/server.ts';
import {benchEnvs, load, PAIRS, workerd} from './bench-workerd.ts';

const root = join(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const scratch = process.env.BENCH_DIR ?? join(tmpdir(), 'kamado-bench');
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4350);

/** Our path -> the skeleton's equivalent: the bench's pages (store pages by default). */
const SKELETON_PATH: Record<string, string> = Object.fromEntries(
  PAIRS.map((pair) => [pair.ours, pair.skeleton]),
);
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : PAIRS.filter((pair) => pair.store).map((pair) => pair.ours);

const baseline = process.env.BENCH_BASELINE;
const skeletonBuild =
  baseline ?? join(scratch, 'skeleton/dist/server/index.js');
if (!existsSync(skeletonBuild))
  throw new Error(`No skeleton build at ${skeletonBuild}: run npm run bench.`);

/** The workerd processes this script started, by pid. */
function workerdPids(): Set<number> {
  const pids = new Set<number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === process.pid && stat.includes('(workerd)'))
        pids.add(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return pids;
}

/** User and system CPU time of a process, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function requestsPerSecond(miniflare: Miniflare, path: string) {
  const {count, errors} = await load(miniflare, path, SECONDS);
  if (errors) console.log(`  ${path}: ${errors} answers were not 200`);
  return {rps: count / SECONDS, count};
}

const storefront = await startLocalStorefront({port: PORT_BASE + 2});
const supabase = await startLocalSupabase({port: PORT_BASE + 3});
const {shopEnv, ourEnv} = benchEnvs(storefront, supabase);
const before = workerdPids();
const ours = await workerd(
  process.env.BENCH_OURS ?? join(root, 'dist/server/index.js'),
  ourEnv,
  PORT_BASE + 4,
);
const oursPid = [...workerdPids()].find((pid) => !before.has(pid));
const skeleton = await workerd(
  skeletonBuild,
  baseline ? ourEnv : shopEnv,
  PORT_BASE + 5,
);
const skeletonPid = [...workerdPids()].find(
  (pid) => pid !== oursPid && !before.has(pid),
);
/** req/s and CPU ms per request of one round. */
async function round(
  miniflare: Miniflare,
  pid: number | undefined,
  path: string,
) {
  const cpuBefore = pid ? cpuMs(pid) : NaN;
  const {rps, count} = await requestsPerSecond(miniflare, path);
  return {rps, cpu: pid ? (cpuMs(pid) - cpuBefore) / count : NaN};
}
try {
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; ${ROUNDS} rounds of ${SECONDS} s per side`,
  );
  for (const page of pages) {
    const theirs = baseline ? page : (SKELETON_PATH[page] ?? page);
    await requestsPerSecond(ours, page); // warm both
    await requestsPerSecond(skeleton, theirs);
    const a = {rps: 0, cpu: 0};
    const b = {rps: 0, cpu: 0};
    for (let i = 0; i < ROUNDS; i += 1) {
      const x = await round(ours, oursPid, page);
      const y = await round(skeleton, skeletonPid, theirs);
      a.rps += x.rps / ROUNDS;
      a.cpu += x.cpu / ROUNDS;
      b.rps += y.rps / ROUNDS;
      b.cpu += y.cpu / ROUNDS;
    }
    console.log(
      `${page.padEnd(40)} req/s ours ${a.rps.toFixed(1).padStart(6)} ${baseline ? 'baseline' : 'skeleton'} ${b.rps.toFixed(1).padStart(6)} ${(a.rps / b.rps).toFixed(2)}x` +
        ` | CPU ms/req ours ${a.cpu.toFixed(2)} ${baseline ? 'baseline' : 'skeleton'} ${b.cpu.toFixed(2)} ${(b.cpu / a.cpu).toFixed(2)}x`,
    );
  }
} finally {
  await Promise.all([ours.dispose(), skeleton.dispose()]);
  await Promise.allSettled([storefront.close(), supabase.close()]);
}
