/**
 * `npm run dev` and `npm start`: bring up the offline stand-ins for any service the
 * environment does not name, check the environment, then run Hydrogen's dev server
 * or build and serve the production worker in MiniOxygen.
 *
 *   node scripts/store.ts dev            Hydrogen dev server with HMR
 *   node scripts/store.ts start          build, then serve the production build
 *   node scripts/store.ts start --skip-build   serve the existing build (tests)
 *
 * Env: PORT (default 3000); .env is read if present. LOCAL_STOREFRONT_PORT,
 * LOCAL_SUPABASE_PORT, LOCAL_CUSTOMER_ACCOUNT_PORT pick the stand-ins' ports (the last
 * defaults to a free one); LOCAL_SUPABASE_DATA=memory keeps
 * local Supabase in memory (the e2e tests do). A second store from the same checkout that
 * would share local/.data or dist/ with a running one refuses to start
 * (local/checkout-instance.ts).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {createInterface} from 'node:readline';
import {fileURLToPath} from 'node:url';
import {findEnvProblems, pickWorkerEnv} from '../app/lib/env.server.ts';
import {redact} from '../app/lib/logger.server.ts';
import {startStandIns} from '../local/stand-ins.ts';
import {claimCheckout} from '../local/checkout-instance.ts';
import {
  findFreePort,
  startOxygenGateway,
  TEST_VISITOR_KEY_ENV,
  type OxygenGateway,
} from '../local/oxygen-gateway.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2];
const skipBuild = process.argv.includes('--skip-build');
if (mode !== 'dev' && mode !== 'start') {
  console.error('Usage: node scripts/store.ts dev|start [--skip-build]');
  process.exit(2);
}

if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const port = process.env.PORT || '3000';
const optionalPort = (value: string | undefined) =>
  value ? Number(value) : undefined;

// Two stores from one checkout must not share local/.data or dist/ by accident (0216).
const keepsData =
  !process.env.SUPABASE_URL && process.env.LOCAL_SUPABASE_DATA !== 'memory';
const builds = mode === 'start' && !skipBuild;
const claim = claimCheckout(root, {
  port,
  holds: [
    ...(keepsData ? (['local/.data'] as const) : []),
    ...(builds ? (['dist'] as const) : []),
  ],
});
if (!claim.ok) {
  console.error(claim.message);
  process.exit(1);
}

const standIns = await startStandIns(process.env, {
  storefrontPort: optionalPort(process.env.LOCAL_STOREFRONT_PORT),
  supabasePort: optionalPort(process.env.LOCAL_SUPABASE_PORT),
  customerAccountPort: optionalPort(process.env.LOCAL_CUSTOMER_ACCOUNT_PORT),
  siteUrl: `http://localhost:${port}`,
  supabaseDataDir:
    process.env.LOCAL_SUPABASE_DATA === 'memory'
      ? undefined
      : join(root, 'local/.data/supabase'),
  seedDemoAdmin: true,
});

if (standIns.supabase) claim.update(standIns.supabase.url);

const problems = findEnvProblems(standIns.env);
if (problems.length) {
  console.error(
    `Cannot start: the environment is invalid.\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  console.error(
    'Fix .env (see .env.example), or unset the variable to use the local stand-in.',
  );
  await standIns.close();
  claim.release();
  process.exit(1);
}

// Hydrogen's CLI reads the worker's variables from an env file; write the merged set.
const envFile = join(root, `.cache/store-${port}.env`);
mkdirSync(dirname(envFile), {recursive: true});
const workerEnv = pickWorkerEnv(standIns.env);
writeFileSync(
  envFile,
  Object.entries(workerEnv)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join('\n'),
);

const cli = createRequire(import.meta.url)
  .resolve('@shopify/cli/package.json')
  .replace(/package\.json$/, 'bin/run.js');
const cliEnv = {
  ...process.env,
  ...standIns.env,
  CI: '1',
  SHOPIFY_CLI_NO_ANALYTICS: '1',
};
/**
 * The CLI's output, with the tokens of request URLs redacted: MiniOxygen logs every
 * request line, and the waitlist's confirm, unsubscribe and status links carry theirs.
 */
const runCli = (args: string[]): ChildProcess => {
  const child = spawn(process.execPath, [cli, 'hydrogen', ...args], {
    cwd: root,
    env: {...cliEnv, FORCE_COLOR: process.stdout.isTTY ? '1' : '0'},
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  const relay = (from: NodeJS.ReadableStream, to: NodeJS.WriteStream) =>
    createInterface({input: from, crlfDelay: Infinity}).on('line', (line) =>
      to.write(`${redact(line)}\n`),
    );
  relay(child.stdout!, process.stdout);
  relay(child.stderr!, process.stderr);
  return child;
};

let child: ChildProcess | undefined;
let gateway: OxygenGateway | undefined;
const stop = async (code: number) => {
  child?.kill('SIGTERM');
  await gateway?.close();
  await standIns.close();
  claim.release();
  process.exit(code);
};
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

if (mode === 'start' && !skipBuild) {
  const exitCode = await new Promise<number>((resolve) =>
    runCli(['build']).on('exit', (code) => resolve(code ?? 1)),
  );
  if (exitCode !== 0) await stop(exitCode);
}

// `npm start` serves MiniOxygen behind our front, which sets the visitor's address from
// the connection as Oxygen does (local/oxygen-gateway.ts, decision 0193).
const previewPort = mode === 'start' ? String(await findFreePort()) : port;
child = runCli(
  mode === 'dev'
    ? [
        'dev',
        '--port',
        port,
        '--env-file',
        envFile,
        '--disable-version-check',
        '--codegen',
      ]
    : ['preview', '--port', previewPort, '--env-file', envFile],
);
if (mode === 'start') {
  try {
    gateway = await startOxygenGateway({
      port: Number(port),
      target: `http://localhost:${previewPort}`,
      testKey: process.env[TEST_VISITOR_KEY_ENV] || undefined,
    });
  } catch (error) {
    console.error(`Cannot serve the store on port ${port}:`, error);
    await stop(1);
  }
}
console.log(`\nThe store: http://localhost:${port}\n`);
child.on('exit', (code) => void stop(code ?? 0));
