/**
 * Loads the production worker (dist/server/index.js, built by `npm run build`) in
 * Miniflare, the workerd runtime Oxygen is built on, with the given bindings.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {Miniflare} from 'miniflare';
import {afterAll, beforeAll} from 'vitest';
import {startTestStandIns} from './stand-ins.ts';

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
 * Registers beforeAll/afterAll hooks that run the production worker on fresh stand-ins;
 * what it returns is usable inside tests.
 */
export function useWorkerOnStandIns() {
  let standIns: Awaited<ReturnType<typeof startTestStandIns>> | undefined;
  let worker: WorkerUnderTest | undefined;
  beforeAll(async () => {
    standIns = await startTestStandIns();
    worker = await startWorker(standIns.workerEnv);
  });
  afterAll(async () => {
    await worker?.dispose();
    await standIns?.close();
  });
  return {
    fetch: (path: string, init?: RequestInit) => worker!.fetch(path, init),
    standIns: () => standIns!,
  };
}
