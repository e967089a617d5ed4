/**
 * `npm run test:dev-server` (a stage of `npm test`): `npm run dev` as a newcomer meets it,
 * on a fresh copy of the checkout (its tracked files, as committed in a new repository):
 *   1. every page answers on its first request, never MiniOxygen's entry-point error;
 *   2. running it changes no tracked file (`git status` stays clean);
 *   3. with the page open in Chromium, saving a component and a stylesheet reloads it.
 * Ends with `dev server: N passed, N failed` and a JSON report for scripts/test.ts.
 *
 * DEV_CHECK_PORT_BASE moves its three ports (default 4500).
 */
import {spawn, execFileSync} from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {chromium} from '@playwright/test';
import {PAGE_ROUTES} from '../tests/support/spec-routes.ts';

const root = join(import.meta.dirname, '..');
const report = process.argv
  .find((arg) => arg.startsWith('--report='))
  ?.slice('--report='.length);
const base = Number(process.env.DEV_CHECK_PORT_BASE ?? 4500);
const origin = `http://localhost:${base}`;

const results: {name: string; ok: boolean; detail?: string}[] = [];
const record = (name: string, ok: boolean, detail?: string) => {
  results.push({name, ok, detail});
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`);
};

// 1. A fresh copy: the tracked files only, committed in a repository of its own.
const copy = mkdtempSync(join(tmpdir(), 'emberforge-dev-'));
const git = (...args: string[]) =>
  execFileSync('git', args, {cwd: copy, encoding: 'utf8'});
const tracked = execFileSync('git', ['ls-files', '-z'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter(Boolean);
for (const file of tracked) {
  mkdirSync(dirname(join(copy, file)), {recursive: true});
  cpSync(join(root, file), join(copy, file));
}
// The installed dependencies, hard-linked (a fresh clone would `npm install` them).
execFileSync('cp', [
  '-al',
  join(root, 'node_modules'),
  join(copy, 'node_modules'),
]);
git('init', '-q');
git('add', '-A');
git(
  '-c',
  'user.name=check',
  '-c',
  'user.email=check@example.com',
  'commit',
  '-qm',
  'fresh clone',
);

const server = spawn(process.execPath, ['scripts/store.ts', 'dev'], {
  cwd: copy,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: String(base),
    LOCAL_STOREFRONT_PORT: String(base + 1),
    LOCAL_SUPABASE_PORT: String(base + 2),
    LOCAL_SUPABASE_DATA: 'memory',
    // The stand-ins, not whatever a developer's .env points at.
    PUBLIC_STORE_DOMAIN: '',
    SUPABASE_URL: '',
  },
});
let output = '';
server.stdout!.on('data', (chunk) => (output += chunk));
server.stderr!.on('data', (chunk) => (output += chunk));

const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
};

try {
  await waitForServer();
  await checkFirstRequests();
  const status = git('status', '--porcelain');
  record('running it leaves git status clean', status === '', status.trim());
  await checkReloadOnEdit();
} catch (error) {
  record(
    'dev server',
    false,
    error instanceof Error ? error.message : String(error),
  );
  console.error(output.slice(-4000));
} finally {
  stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(copy, {recursive: true, force: true});
}

const failed = results.filter((result) => !result.ok).length;
console.log(`dev server: ${results.length - failed} passed, ${failed} failed`);
if (report)
  writeFileSync(
    report,
    JSON.stringify({
      passed: results.length - failed,
      failed,
      skipped: 0,
      failures: results.filter((result) => !result.ok),
    }),
  );
process.exit(failed ? 1 : 0);

async function waitForServer() {
  const deadline = Date.now() + 180_000;
  // The CLI prints the store's address once MiniOxygen listens; no request before that,
  // so the first request below is the first the dev server ever answers.
  while (!/View Hydrogen app/.test(output)) {
    if (server.exitCode !== null) throw new Error('npm run dev exited');
    if (Date.now() > deadline)
      throw new Error('npm run dev did not start in 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function checkFirstRequests() {
  const paths = [...PAGE_ROUTES, '/cart', '/search?q=grill', '/admin/enroll'];
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`, {redirect: 'manual'});
    const body = await response.text();
    const entryError = /couldn't load your app's entry point/.test(body);
    const expected = path === '/admin/enroll' ? 302 : 200;
    record(
      `first request to ${path} answers ${expected}`,
      response.status === expected && !entryError,
      entryError ? 'entry-point error page' : `status ${response.status}`,
    );
  }
}

async function checkReloadOnEdit() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
    ],
  });
  try {
    const page = await browser.newPage();
    // Vite's client is listening once its socket has said "connected"; an edit saved
    // before that would not be seen.
    const socket = page.waitForEvent('websocket');
    await page.goto(`${origin}/store/shop`);
    await (
      await socket
    ).waitForEvent('framereceived', {
      predicate: (frame) => String(frame.payload).includes('connected'),
    });

    // A save is tried up to three times, each with its own marker. Stop 34's CI failed
    // this check once (here it never has); the likeliest cause is a file watcher still in
    // its first scan of the copy on a busy machine, which never reports a change made then.
    // The dev server has reloaded on edit only if a later save shows on the page.
    const footer = join(copy, 'app/components/Footer.tsx');
    const original = readFileSync(footer, 'utf8');
    let loads = 0;
    page.on('load', () => (loads += 1));
    let attempts = 0;
    let marker = '';
    let reloaded = false;
    while (!reloaded && attempts < 3) {
      attempts += 1;
      marker = `Edited ${Date.now()}`;
      writeFileSync(
        footer,
        original.replace(
          /(<footer[^>]*>)/,
          `$1<p data-dev-check>${marker}</p>`,
        ),
      );
      reloaded = await page
        .waitForSelector(`text=${marker}`, {timeout: 20_000})
        .then(() => true)
        .catch(() => false);
    }
    const reloadCheck = 'saving a component reloads the open page';
    if (!reloaded) {
      // Whether the page reloaded at all, and whether the server had the edit: a reload
      // that rendered the old component is another fault than no reload.
      const served = await fetch(`${origin}/store/shop`)
        .then(async (response) => (await response.text()).includes(marker))
        .catch(() => false);
      record(
        reloadCheck,
        false,
        `${attempts} saves, the page loaded ${loads} times since, a new request ${served ? 'has' : 'lacks'} the last edit`,
      );
      console.error(output.slice(-4000));
      return;
    }
    record(
      reloadCheck,
      true,
      attempts > 1 ? `after ${attempts} saves` : undefined,
    );

    const styles = join(copy, 'app/styles/app.css');
    writeFileSync(
      styles,
      `${readFileSync(styles, 'utf8')}\n[data-dev-check] { outline: 3px solid rgb(1, 2, 3); }\n`,
    );
    const restyled = await page
      .waitForFunction(
        () =>
          getComputedStyle(document.querySelector('[data-dev-check]')!)
            .outlineColor === 'rgb(1, 2, 3)',
        undefined,
        {timeout: 30_000},
      )
      .then(() => true)
      .catch(() => false);
    record('saving a stylesheet reloads the open page', restyled);
  } finally {
    await browser.close();
  }
}
