/**
 * `npm run test:functions`: the edge functions on their real runtime, Deno (from npm).
 *   1. `deno check` on every function config.toml declares and on the tests;
 *   2. the local stand-ins (Supabase with its Deno edge runtime, and the Storefront API
 *      whose Admin API the sync calls), in memory on free ports;
 *   3. `deno test` on supabase/functions/tests/*-test.ts against them, over HTTP.
 * Everything runs with `--cached-only`: no network. `--junit=<file>` writes the results
 * for `npm test`'s tally. `check` alone runs step 1.
 */
import {spawn} from 'node:child_process';
import {readdir} from 'node:fs/promises';
import {join} from 'node:path';
import {
  FUNCTIONS_DENO_CONFIG,
  FUNCTIONS_DIR,
  denoBaseEnv,
  denoExecutable,
} from '../local/deno.ts';
import {startStandIns} from '../local/stand-ins.ts';
import {readFunctionsConfig} from '../local/supabase/functions-config.ts';

const TESTS_DIR = join(FUNCTIONS_DIR, 'tests');
const args = process.argv.slice(2);
const junit = args.find((arg) => arg.startsWith('--junit='))?.slice(8);

function deno(
  denoArgs: string[],
  env: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(denoExecutable(), denoArgs, {
      cwd: FUNCTIONS_DIR,
      stdio: 'inherit',
      env: {...denoBaseEnv(), ...env, PATH: process.env.PATH ?? ''},
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const testFiles = (await readdir(TESTS_DIR))
  .filter((file) => file.endsWith('-test.ts'))
  .sort()
  .map((file) => join(TESTS_DIR, file));
const entrypoints = (await readFunctionsConfig()).map((fn) => fn.entrypoint);

const checked = await deno([
  'check',
  '--cached-only',
  `--config=${FUNCTIONS_DENO_CONFIG}`,
  ...entrypoints,
  ...testFiles,
]);
if (checked !== 0 || args.includes('check')) process.exit(checked);

const standIns = await startStandIns(
  {},
  {storefrontPort: 0, supabasePort: 0, log: (line) => console.log(line)},
);
let status = 1;
try {
  status = await deno(
    [
      'test',
      '--cached-only',
      // Step 1 type-checked these files already.
      '--no-check',
      '--no-prompt',
      `--config=${FUNCTIONS_DENO_CONFIG}`,
      '--allow-net=127.0.0.1',
      '--allow-env',
      ...(junit ? [`--junit-path=${junit}`] : []),
      ...testFiles,
    ],
    {
      SUPABASE_URL: standIns.env.SUPABASE_URL!,
      SUPABASE_ANON_KEY: standIns.env.SUPABASE_ANON_KEY!,
      LOCAL_STOREFRONT_URL: standIns.env.PUBLIC_STORE_DOMAIN!,
    },
  );
} finally {
  await standIns.close();
}
process.exit(status);
