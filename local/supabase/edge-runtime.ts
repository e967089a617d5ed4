/**
 * The edge runtime of the local Supabase: every function declared in supabase/config.toml
 * runs in its own Deno process, as its `index.ts` entry (`Deno.serve`), with the
 * environment Supabase gives deployed functions plus the function secrets. The stand-in's
 * /functions/v1/<name> forwards to it, as Supabase's gateway forwards to its edge runtime.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createInterface} from 'node:readline';
import {fileURLToPath} from 'node:url';
import {jsonResponse} from '../../supabase/functions/_shared/http.ts';
import {FUNCTIONS_DIR, denoBaseEnv, denoExecutable} from '../deno.ts';
import {
  readFunctionsConfig,
  type EdgeFunctionConfig,
} from './functions-config.ts';

const WATCHDOG = fileURLToPath(
  new URL('./parent-watchdog.js', import.meta.url),
);
/** How long a function may take to start listening. */
const BOOT_TIMEOUT_MS = 60_000;
/** Supabase's request idle timeout for an edge function. */
const REQUEST_TIMEOUT_MS = 150_000;
/** Headers that belong to one hop, or that fetch sets itself. */
const HOP_HEADERS = [
  'connection',
  'content-length',
  'host',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  // Asking for identity keeps the body as the function wrote it (fetch would decode it).
  'accept-encoding',
];

export type RunningFunction = EdgeFunctionConfig & {
  /** The process's own address, e.g. http://127.0.0.1:40123 */
  origin: string;
  pid: number;
  /** Forwards a /functions/v1/<name>/<rest> request to the function. */
  invoke(request: Request, rest: string): Promise<Response>;
};

export type EdgeRuntime = {
  functions: ReadonlyMap<string, RunningFunction>;
  close(): Promise<void>;
};

export async function startEdgeRuntime(options: {
  env: Record<string, string>;
  log: (line: string) => void;
}): Promise<EdgeRuntime> {
  const configs = await readFunctionsConfig();
  const started = await Promise.allSettled(
    configs.map((config) => startFunction(config, options)),
  );
  const running = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const close = () =>
    Promise.all(running.map((fn) => fn.stop())).then(() => undefined);
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await close();
    throw failure.reason;
  }
  return {
    functions: new Map(running.map((fn) => [fn.name, fn])),
    close,
  };
}

async function startFunction(
  config: EdgeFunctionConfig,
  options: {env: Record<string, string>; log: (line: string) => void},
): Promise<RunningFunction & {stop(): Promise<void>}> {
  const child = spawn(
    denoExecutable(),
    [
      'run',
      '--cached-only',
      '--no-prompt',
      `--config=${config.importMap}`,
      '--allow-net',
      '--allow-env',
      `--allow-read=${FUNCTIONS_DIR}`,
      `--preload=${WATCHDOG}`,
      config.entrypoint,
    ],
    {
      cwd: FUNCTIONS_DIR,
      // Only what Supabase gives a function, never the stand-in's own environment.
      env: {
        ...denoBaseEnv(),
        ...options.env,
        // Deno.serve() listens here instead of its default :8000; port 0 picks a free one.
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => resolve()),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  // A stand-in that exits without close() still takes its functions with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));

  let origin: string;
  try {
    origin = await waitUntilListening(child, config.name, options.log);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    ...config,
    origin,
    pid: child.pid!,
    stop,
    async invoke(request, rest) {
      const incoming = new URL(request.url);
      const headers = new Headers(request.headers);
      for (const name of HOP_HEADERS) headers.delete(name);
      const body =
        request.method === 'GET' || request.method === 'HEAD'
          ? undefined
          : await request.arrayBuffer();
      let response: Response;
      try {
        response = await fetch(
          `${origin}/${config.name}${rest}${incoming.search}`,
          {
            method: request.method,
            headers,
            body,
            redirect: 'manual',
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          },
        );
      } catch (error) {
        options.log(`[functions:${config.name}] unreachable: ${String(error)}`);
        // What Supabase answers when a function's worker cannot serve the request.
        return jsonResponse(503, {
          code: 'BOOT_ERROR',
          message: 'Function failed to start (please check logs)',
        });
      }
      const answer = new Headers(response.headers);
      for (const name of HOP_HEADERS) answer.delete(name);
      answer.delete('content-encoding');
      return new Response(
        request.method === 'HEAD' ? null : await response.arrayBuffer(),
        {
          status: response.status,
          statusText: response.statusText,
          headers: answer,
        },
      );
    },
  };
}

/** Resolves with the address Deno.serve reports ("Listening on http://…/"); logs every other line. */
function waitUntilListening(
  child: ChildProcess,
  name: string,
  log: (line: string) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let listening = false;
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `Edge function ${name} did not start within ${BOOT_TIMEOUT_MS / 1000}s`,
          ),
        ),
      BOOT_TIMEOUT_MS,
    );
    const onLine = (line: string) => {
      const address = /^Listening on (http:\/\/[^/\s]+)\/?/.exec(line)?.[1];
      if (address && !listening) {
        listening = true;
        clearTimeout(timer);
        resolve(address);
      } else if (line.trim()) {
        log(`[functions:${name}] ${line}`);
      }
    };
    createInterface({input: child.stdout!}).on('line', onLine);
    createInterface({input: child.stderr!}).on('line', onLine);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!listening)
        reject(
          new Error(
            `Edge function ${name} exited before listening (${signal ?? `code ${code}`}); its output is above`,
          ),
        );
    });
  });
}
