/**
 * Loads the production worker (dist/server/index.js, built by `npm run build`) in
 * Miniflare, the workerd runtime Oxygen is built on, with the given bindings.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {Miniflare} from 'miniflare';
import {afterAll, beforeAll, inject} from 'vitest';
import {startTestStandIns, type StandInsInfo} from './stand-ins.ts';

export const SERVER_BUILD = join(
  import.meta.dirname,
  '../../dist/server/index.js',
);

export type WorkerUnderTest = {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  dispose(): Promise<void>;
};

export async function startWorker(
  bindings: Record<string, string>,
): Promise<WorkerUnderTest> {
  if (!existsSync(SERVER_BUILD)) {
    throw new Error(
      `No production build at ${SERVER_BUILD}: run \`npm run build\` first.`,
    );
  }
  const miniflare = new Miniflare({
    modules: [{type: 'ESModule', path: SERVER_BUILD}],
    compatibilityDate: '2025-06-01',
    bindings,
  });
  await miniflare.ready;
  const origin = 'http://localhost:8787';
  return {
    async fetch(path, init) {
      // Miniflare's fetch is undici's; hand back a standard Response for the assertions.
      const response = await miniflare.dispatchFetch(new URL(path, origin), {
        redirect: 'manual',
        ...init,
      } as never);
      return new Response(
        response.status === 204 || response.status === 304
          ? null
          : await response.arrayBuffer(),
        {
          status: response.status,
          headers: new Headers([...response.headers] as [string, string][]),
        },
      );
    },
    dispose: () => miniflare.dispose(),
  };
}

/**
 * The stand-ins every worker test file shares, started once per run by the worker
 * project's global setup (tests/support/shared-stand-ins.ts). Their data outlives the file:
 * use fresh addresses, and start stand-ins of the file's own where a test needs a database
 * nobody else writes to (useWorkerOnOwnStandIns).
 */
export const sharedStandIns = (): StandInsInfo => inject('sharedStandIns');

/**
 * Registers beforeAll/afterAll hooks that run the production worker on the shared
 * stand-ins; what it returns is usable inside tests.
 */
export function useWorkerOnStandIns() {
  return useWorkerOn(async () => ({
    ...sharedStandIns(),
    close: async () => {},
  }));
}

/**
 * The same on stand-ins of the file's own, started in beforeAll and closed in afterAll:
 * for tests that count what the whole database holds (the waiting count, places in line,
 * rate-limit windows), or that need the stand-ins started with `env` (as a `.env` would).
 */
export function useWorkerOnOwnStandIns(
  env: Record<string, string> = {},
  options: Parameters<typeof startTestStandIns>[1] = {},
) {
  return useWorkerOn(() => startTestStandIns(env, options));
}

function useWorkerOn(
  start: () => Promise<StandInsInfo & {close(): Promise<void>}>,
) {
  let standIns: Awaited<ReturnType<typeof start>> | undefined;
  let worker: WorkerUnderTest | undefined;
  beforeAll(async () => {
    standIns = await start();
    worker = await startWorker(standIns.workerEnv);
  });
  afterAll(async () => {
    await worker?.dispose();
    await standIns?.close();
  });
  return {
    fetch: (path: string, init?: RequestInit) => worker!.fetch(path, init),
    standIns: (): StandInsInfo => standIns!,
  };
}
