/**
 * Where an uncached page's server time goes: our build (dist/) in Miniflare (workerd) with
 * its inspector on, the bench's closed-loop load on one page while V8's sampling profiler
 * runs in the worker's isolate, then the functions by self time and by total time (the
 * time spent in them and everything they called), each as a share of the samples. For
 * working on `npm run bench`'s SSR figures (docs/decisions/0181).
 *
 *   node scripts/profile-ssr.ts PATH [seconds]   e.g. /store/shop 5
 *   PROFILE_OUT=file.cpuprofile                  also write the profile (Chrome DevTools)
 *   PROFILE_TOP=40                               rows per table
 *   BENCH_OURS=/path/to/server/index.js          another build of ours
 *   PROFILE_COLD=1                               no warm-up: the isolate's first request
 *                                                alone (what a cold start's request costs)
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {Miniflare} from 'miniflare';
import {startLocalStorefront} from '../local/storefront/server.ts';
import {startLocalSupabase} from '../local/supabase/server.ts';
import {benchEnvs, load, workerOptions} from './bench-workerd.ts';

const root = join(import.meta.dirname, '..');
const path = process.argv[2] ?? '/store/shop';
const seconds = Number(process.argv[3] ?? 5);
const TOP = Number(process.env.PROFILE_TOP ?? 30);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4350);

type ProfileNode = {
  id: number;
  callFrame: {functionName: string; url: string; lineNumber: number};
  children?: number[];
};
type Profile = {nodes: ProfileNode[]; samples: number[]};

/** One DevTools protocol session over the inspector's WebSocket. */
async function inspector(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, {once: true});
    socket.addEventListener('error', reject, {once: true});
  });
  let next = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      result?: unknown;
    };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  return {
    send<T>(method: string, params: object = {}) {
      const id = (next += 1);
      socket.send(JSON.stringify({id, method, params}));
      return new Promise<T>((resolve) =>
        pending.set(id, resolve as (result: unknown) => void),
      );
    },
    close: () => socket.close(),
  };
}

/** Self and total samples per function (name and place), recursion counted once. */
function tables(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node: ProfileNode) => {
    const {functionName, url, lineNumber} = node.callFrame;
    const file = url.split('/').pop() ?? '';
    return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const sample of profile.samples) {
    const node = byId.get(sample)!;
    self.set(label(node), (self.get(label(node)) ?? 0) + 1);
    const seen = new Set<string>();
    for (
      let id: number | undefined = sample;
      id !== undefined;
      id = parent.get(id)
    ) {
      const name = label(byId.get(id)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + 1);
    }
  }
  return {self, total, samples: profile.samples.length};
}

function print(title: string, counts: Map<string, number>, samples: number) {
  console.log(`\n${title}`);
  for (const [name, count] of [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP))
    console.log(
      `${((100 * count) / samples).toFixed(1).padStart(6)}%  ${name}`,
    );
}

const storefront = await startLocalStorefront({port: PORT_BASE + 2});
const supabase = await startLocalSupabase({port: PORT_BASE + 3});
const {ourEnv} = benchEnvs(storefront, supabase);
const inspectorPort = PORT_BASE + 6;
const miniflare = new Miniflare({
  port: PORT_BASE + 4,
  inspectorPort,
  ...workerOptions(
    process.env.BENCH_OURS ?? join(root, 'dist/server/index.js'),
    ourEnv,
  ),
});
try {
  await miniflare.ready;
  const cold = process.env.PROFILE_COLD === '1';
  if (!cold) await load(miniflare, path, 2); // warm: caches filled, code optimised
  const targets = (await (
    await fetch(`http://127.0.0.1:${inspectorPort}/json`)
  ).json()) as {webSocketDebuggerUrl: string}[];
  const session = await inspector(targets[0]!.webSocketDebuggerUrl);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', {interval: 100});
  await session.send('Profiler.start');
  const count = cold
    ? await miniflare
        .dispatchFetch(new URL(path, 'http://localhost:8787'))
        .then((response) => response.arrayBuffer())
        .then(() => 1)
    : (await load(miniflare, path, seconds)).count;
  const {profile} = await session.send<{profile: Profile}>('Profiler.stop');
  session.close();
  if (process.env.PROFILE_OUT)
    writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  const {self, total, samples} = tables(profile);
  console.log(
    `${path}: ${count} requests${cold ? ' (the first)' : ` in ${seconds} s`}, ${samples} samples of 0.1 ms`,
  );
  print('By self time', self, samples);
  print('By total time', total, samples);
} finally {
  await miniflare.dispose();
  await Promise.allSettled([storefront.close(), supabase.close()]);
}
