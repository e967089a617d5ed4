/**
 * `npm test`: every check and test runner in order, then one closing line
 * `N passed, N failed` summed over all of them (CI reads it). Exits non-zero if
 * anything failed. Stages:
 *   lint, format, codegen check, typecheck   (each counts as one check)
 *   unit tests                        Vitest, no build needed
 *   contract                          the stand-ins against the services' contract, and the real
 *                                     services when their credentials are set (else skipped)
 *   edge functions                    deno check + deno test over HTTP (scripts/test-functions.ts)
 *   database                          pgTAP on PGlite and PostgreSQL 15 (scripts/test-database.ts)
 *   dev server                        `npm run dev` on a fresh copy (scripts/check-dev-server.ts)
 *   build                             the production worker (one check)
 *   worker tests                      Vitest + Miniflare on dist/server
 *   e2e tests                         Playwright on the production build, JS on and off
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import {join, relative} from 'node:path';

const root = join(import.meta.dirname, '..');
const reports = join(root, 'tests/.reports');
rmSync(reports, {recursive: true, force: true});
mkdirSync(reports, {recursive: true});

type Tally = {name: string; passed: number; failed: number; skipped: number};
const tallies: Tally[] = [];
/**
 * Each failed test's name and the first lines of its error, repeated just above the
 * summary: CI shows the end of the log, and a runner's own report of a failure scrolls
 * far above it.
 */
const failures: string[] = [];

// eslint-disable-next-line no-control-regex -- ANSI colour codes in the runners' messages
const ANSI = /\u001b\[[0-9;]*m/g;
function noteFailure(title: string, message: string | undefined) {
  const lines = (message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4)
    .map((line) => `    ${line.slice(0, 240)}`);
  failures.push([`  ${title}`, ...lines].join('\n'));
}

function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, ...env},
  });
  return {
    ok: result.status === 0,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}

function check(name: string, command: string, args: string[]) {
  console.log(`\n=== ${name}`);
  const {ok, seconds} = run(command, args);
  tallies.push({
    name: `${name} (${seconds}s)`,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
  });
  return ok;
}

function readJson<T>(file: string): T | null {
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as T)
    : null;
}

function vitest(project: string) {
  console.log(`\n=== ${project} tests (Vitest)`);
  const output = join(reports, `${project}.json`);
  const {ok, seconds} = run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults?: {
      name: string;
      message?: string;
      assertionResults?: {
        fullName: string;
        status: string;
        failureMessages?: string[];
      }[];
    }[];
  }>(output);
  for (const file of report?.testResults ?? []) {
    const where = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter(
      (test) => test.status === 'failed',
    );
    for (const test of failed)
      noteFailure(`${where} › ${test.fullName}`, test.failureMessages?.[0]);
    // A file that failed to load has no failed test, only a message.
    if (!failed.length && file.message) noteFailure(where, file.message);
  }
  tallies.push({
    name: `${project} tests (${seconds}s)`,
    passed: report?.numPassedTests ?? 0,
    // A runner that crashed before reporting still counts as a failure.
    failed: report
      ? report.numFailedTests + (ok || report.numFailedTests ? 0 : 1)
      : 1,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
  });
}

/**
 * Deno's JUnit report: the root element carries the totals of tests, failures and
 * errors; an ignored test (or step) is among the tests, as a testcase with <skipped/>.
 */
function denoTests() {
  console.log('\n=== edge functions (deno check, deno test)');
  const output = join(reports, 'functions.xml');
  const {ok, seconds} = run('node', [
    'scripts/test-functions.ts',
    `--junit=${output}`,
  ]);
  const xml = existsSync(output) ? readFileSync(output, 'utf8') : '';
  const root = /<testsuites\b[^>]*>/.exec(xml)?.[0];
  const count = (name: string) =>
    Number(new RegExp(`\\b${name}="(\\d+)"`).exec(root ?? '')?.[1] ?? 0);
  const failed = count('failures') + count('errors');
  const skipped = xml.match(/<skipped\b/g)?.length ?? 0;
  tallies.push({
    name: `edge functions in Deno (${seconds}s)`,
    passed: count('tests') - failed - skipped,
    failed: root ? failed + (ok || failed ? 0 : 1) : 1,
    skipped,
  });
}

function pgtap() {
  console.log('\n=== database (pgTAP on PGlite and PostgreSQL 15)');
  const output = join(reports, 'pgtap.json');
  const {ok, seconds} = run('node', [
    'scripts/test-database.ts',
    `--report=${output}`,
  ]);
  const report = readJson<{passed: number; failed: number; skipped: number}>(
    output,
  );
  tallies.push({
    name: `database pgTAP (${seconds}s)`,
    passed: report?.passed ?? 0,
    failed: report ? report.failed + (ok || report.failed ? 0 : 1) : 1,
    skipped: report?.skipped ?? 0,
  });
}

/** `npm run dev` on a fresh copy: first requests, a clean git status, reload on edit. */
function devServer() {
  console.log('\n=== dev server on a fresh copy (scripts/check-dev-server.ts)');
  const output = join(reports, 'dev-server.json');
  const {ok, seconds} = run('node', [
    'scripts/check-dev-server.ts',
    `--report=${output}`,
  ]);
  const report = readJson<{
    passed: number;
    failed: number;
    skipped: number;
    failures?: {name: string; detail?: string}[];
  }>(output);
  for (const failure of report?.failures ?? [])
    noteFailure(`dev server › ${failure.name}`, failure.detail);
  tallies.push({
    name: `dev server (${seconds}s)`,
    passed: report?.passed ?? 0,
    failed: report ? report.failed + (ok || report.failed ? 0 : 1) : 1,
    skipped: 0,
  });
}

type PlaywrightSuite = {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    line: number;
    tests: {
      projectName: string;
      status: string;
      results: {error?: {message?: string}}[];
    }[];
  }[];
};

/** Walks a file's suites; `titles` are the describe blocks above (not the file's). */
function playwrightFailures(suite: PlaywrightSuite, titles: string[]) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      if (test.status === 'unexpected' || test.status === 'flaky')
        noteFailure(
          `[${test.projectName}] ${suite.file ?? ''}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
          test.results.find((result) => result.error)?.error?.message,
        );
  for (const child of suite.suites ?? [])
    playwrightFailures(child, [...titles, child.title]);
}

function playwright() {
  console.log('\n=== e2e tests (Playwright, Chromium, JS on and off)');
  const output = join(reports, 'e2e.json');
  const {ok, seconds} = run('npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  const json = readJson<{
    stats: {
      expected: number;
      unexpected: number;
      flaky: number;
      skipped: number;
    };
    suites?: PlaywrightSuite[];
  }>(output);
  const stats = json?.stats;
  for (const suite of json?.suites ?? []) playwrightFailures(suite, []);
  tallies.push({
    name: `e2e tests (${seconds}s)`,
    passed: stats?.expected ?? 0,
    failed: stats
      ? stats.unexpected + stats.flaky + (ok || stats.unexpected ? 0 : 1)
      : 1,
    skipped: stats?.skipped ?? 0,
  });
}

check('lint (ESLint)', 'npx', ['eslint', '--max-warnings', '0', '.']);
check('format (Prettier)', 'npx', ['prettier', '--check', '.']);
check('GraphQL codegen is current and every query validates', 'node', [
  'scripts/codegen-check.ts',
]);
check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
vitest('unit');
vitest('contract');
denoTests();
pgtap();
devServer();
if (check('production build', 'npm', ['run', '--silent', 'build'])) {
  vitest('worker');
  playwright();
} else {
  tallies.push({
    name: 'worker and e2e tests (not run: the build failed)',
    passed: 0,
    failed: 1,
    skipped: 0,
  });
}

const total = tallies.reduce(
  (sum, t) => ({
    passed: sum.passed + t.passed,
    failed: sum.failed + t.failed,
    skipped: sum.skipped + t.skipped,
  }),
  {passed: 0, failed: 0, skipped: 0},
);
if (failures.length) {
  console.log('\n=== What failed');
  for (const failure of failures) console.log(failure);
}
console.log('\n=== Summary');
for (const t of tallies)
  console.log(
    `${t.failed ? 'FAIL' : 'ok  '}  ${t.name}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`,
  );
console.log(
  `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`,
);
process.exit(total.failed ? 1 : 0);
