/**
 * `npm run test:db`: the pgTAP tests in supabase/tests/*.sql, run the way `supabase test db`
 * runs them (each file one session, TAP from its selects), on both Postgres builds:
 *   - PGlite, the local database, with pgTAP from @electric-sql/pglite-pgtap;
 *   - Debian's PostgreSQL 15 with postgresql-15-pgtap, when installed (CI installs it; a
 *     CI run without it fails): a throwaway cluster owned by an unprivileged user, on a
 *     private socket and a free port, removed afterwards.
 * Both get local/supabase/bootstrap.sql (Supabase's roles and auth helpers), the auth
 * schema (local/supabase/auth/schema.sql: GoTrue's tables) and supabase/migrations. Every file must print the same TAP on both: any difference fails.
 * `--report=<file>` writes {passed, failed, skipped} for `npm test`'s tally.
 */
import {spawnSync, type SpawnSyncOptions} from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {pgtap} from '@electric-sql/pglite-pgtap';
import {
  AUTH_SCHEMA_SQL,
  BOOTSTRAP_SQL,
  MIGRATIONS_DIR,
  openDatabase,
} from '../local/supabase/database.ts';

const TESTS_DIR = fileURLToPath(new URL('../supabase/tests/', import.meta.url));
const PG15_BIN = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';
const PG15_PGTAP_CONTROL =
  process.env.PG15_PGTAP_CONTROL ??
  '/usr/share/postgresql/15/extension/pgtap.control';
/** Supabase puts extensions in their own schema, on the owner's search_path. */
const ENABLE_PGTAP =
  'create extension if not exists pgtap with schema extensions;';

type FileRun = {file: string; lines: string[]; error?: string};
type Tally = {passed: number; failed: number; skipped: number};

const reportPath = process.argv
  .find((arg) => arg.startsWith('--report='))
  ?.slice('--report='.length);
const testFiles = readdirSync(TESTS_DIR)
  .filter((file) => file.endsWith('.sql'))
  .sort();
const tally: Tally = {passed: 0, failed: 0, skipped: 0};

const pgliteRuns = await runOnPglite();
report('PGlite', pgliteRuns);

const unavailable = postgres15Unavailable();
if (unavailable && process.env.CI) {
  console.error(`PostgreSQL 15: ${unavailable}; CI must run the suite on it.`);
  tally.failed += 1;
} else if (unavailable) {
  console.log(
    `\nPostgreSQL 15: not run (${unavailable}). CI runs it; apt-get install postgresql-15 postgresql-15-pgtap to run it here.`,
  );
  tally.skipped += 1;
} else {
  const postgresRuns = runOnPostgres15();
  report('PostgreSQL 15', postgresRuns);
  compare(pgliteRuns, postgresRuns);
}

console.log(
  `\npgTAP: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`,
);
if (reportPath) writeFileSync(reportPath, JSON.stringify(tally));
process.exit(tally.failed ? 1 : 0);

async function runOnPglite(): Promise<FileRun[]> {
  const db = await openDatabase(undefined, {pgtap});
  try {
    await db.exec(ENABLE_PGTAP);
    // What the owner's role setting from bootstrap.sql gives a new session on a server.
    await db.exec('set search_path to "$user", public, extensions');
    const runs: FileRun[] = [];
    for (const file of testFiles) {
      const sql = readFileSync(join(TESTS_DIR, file), 'utf8');
      try {
        const results = await db.exec(sql);
        runs.push({file, lines: tapLines(results.flatMap((r) => r.rows))});
      } catch (error) {
        await db.exec('rollback').catch(() => undefined);
        runs.push({file, lines: [], error: String(error)});
      }
    }
    return runs;
  } finally {
    await db.close();
  }
}

/** The one text column each TAP-producing select returns, line by line (as psql prints it). */
function tapLines(rows: Record<string, unknown>[]): string[] {
  return rows
    .flatMap((row) => Object.values(row).map(String))
    .flatMap((value) => value.split('\n'))
    .filter((line) => line !== '');
}

/** Why the PostgreSQL 15 run cannot happen here, or null when it can. */
function postgres15Unavailable(): string | null {
  if (!existsSync(join(PG15_BIN, 'initdb')))
    return `not installed (no ${PG15_BIN}/initdb)`;
  if (!existsSync(PG15_PGTAP_CONTROL))
    return `pgTAP for PostgreSQL 15 not installed (no ${PG15_PGTAP_CONTROL})`;
  return null;
}

function runOnPostgres15(): FileRun[] {
  const owner = clusterOwner();
  const dir = mkdtempSync(join(tmpdir(), 'pgtap-pg15-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = freePort();
  const as: SpawnSyncOptions = {
    encoding: 'utf8',
    cwd: dir,
    env: {PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C', TZ: 'UTC'},
    ...(owner ? {uid: owner.uid, gid: owner.gid} : {}),
  };
  const pg = (tool: string, args: string[], input?: string) => {
    const result = spawnSync(join(PG15_BIN, tool), args, {...as, input});
    if (result.error) throw result.error;
    return {
      ok: result.status === 0,
      stdout: String(result.stdout),
      stderr: String(result.stderr),
    };
  };
  const must = (step: string, result: ReturnType<typeof pg>) => {
    if (!result.ok)
      throw new Error(`PostgreSQL 15 ${step} failed:\n${result.stderr}`);
    return result;
  };
  const psql = (sql: string, flags: string[] = []) =>
    pg(
      'psql',
      [
        '--no-psqlrc',
        '--set=ON_ERROR_STOP=1',
        `--host=${dir}`,
        `--port=${port}`,
        '--username=postgres',
        '--dbname=postgres',
        ...flags,
        '--file=-',
      ],
      sql,
    );

  let started = false;
  try {
    must(
      'initdb',
      pg('initdb', [
        `--pgdata=${data}`,
        '--username=postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
      ]),
    );
    // Only a Unix socket in our private folder: nothing else on the machine can connect.
    must(
      'start',
      pg('pg_ctl', [
        `--pgdata=${data}`,
        `--log=${join(dir, 'server.log')}`,
        '--wait',
        `--options=-c listen_addresses='' -c unix_socket_directories='${dir}' -p ${port} -c fsync=off`,
        'start',
      ]),
    );
    started = true;
    const migrations = migrationFilesSync().map(
      ({version, name, sql}) =>
        `begin;\n${sql}\ninsert into supabase_migrations.schema_migrations (version, name) values ('${version}', '${name}');\ncommit;`,
    );
    must(
      'setup (bootstrap.sql, the auth schema, migrations, pgTAP)',
      psql(
        [
          readFileSync(BOOTSTRAP_SQL, 'utf8'),
          // A Supabase project has GoTrue's tables; policies read auth.sessions (issue 24).
          readFileSync(AUTH_SCHEMA_SQL, 'utf8'),
          ...migrations,
          ENABLE_PGTAP,
        ].join('\n'),
        ['--quiet'],
      ),
    );
    return testFiles.map((file) => {
      // pg_prove's way: unaligned tuples only, so each row is one TAP line.
      const result = psql(readFileSync(join(TESTS_DIR, file), 'utf8'), [
        '--quiet',
        '--no-align',
        '--tuples-only',
        '--pset=pager=off',
      ]);
      const lines = result.stdout.split('\n').filter((line) => line !== '');
      return result.ok
        ? {file, lines}
        : {file, lines, error: result.stderr.trim()};
    });
  } finally {
    if (started) pg('pg_ctl', [`--pgdata=${data}`, '--mode=immediate', 'stop']);
    rmSync(dir, {recursive: true, force: true});
  }
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to an unprivileged user. */
function clusterOwner(): {uid: number; gid: number} | null {
  if (process.getuid?.() !== 0) return null;
  // Debian's postgresql package creates `postgres`; a machine without it gets a system user.
  const name = idOf('postgres', '-u') === null ? 'pgtap-runner' : 'postgres';
  if (idOf(name, '-u') === null) {
    const created = spawnSync(
      'useradd',
      ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', name],
      {encoding: 'utf8'},
    );
    if (created.status !== 0)
      throw new Error(`Could not create the user ${name}: ${created.stderr}`);
  }
  return {uid: idOf(name, '-u')!, gid: idOf(name, '-g')!};
}

function idOf(user: string, flag: '-u' | '-g'): number | null {
  const result = spawnSync('id', [flag, user], {encoding: 'utf8'});
  return result.status === 0 ? Number(result.stdout.trim()) : null;
}

function freePort(): number {
  // Synchronous on purpose: ask a child Node for a port the kernel says is free.
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import {createServer} from 'node:net'; const s = createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
    ],
    {encoding: 'utf8'},
  );
  const port = Number(result.stdout.trim());
  if (!port) throw new Error(`No free port: ${result.stderr}`);
  return port;
}

function migrationFilesSync(): {version: string; name: string; sql: string}[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
      return {
        version: version!,
        name: rest.join('_'),
        sql: readFileSync(new URL(file, MIGRATIONS_DIR), 'utf8'),
      };
    });
}

/** Counts one target's TAP, file by file, and prints the failures in full. */
function report(target: string, runs: FileRun[]): void {
  console.log(`\n# ${target}`);
  for (const run of runs) {
    const counts = countTap(run);
    tally.passed += counts.passed;
    tally.failed += counts.failed;
    tally.skipped += counts.skipped;
    console.log(
      `${counts.failed ? 'FAIL' : 'ok  '}  ${run.file}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
    );
    if (counts.failed) {
      for (const line of run.lines) console.log(`      ${line}`);
      if (run.error) console.log(`      Bail out! ${run.error}`);
    }
  }
}

function countTap(run: FileRun): Tally {
  const counts: Tally = {passed: 0, failed: 0, skipped: 0};
  let ran = 0;
  let planned: number | null = null;
  for (const line of run.lines) {
    const plan = /^1\.\.(\d+)/.exec(line);
    if (plan) planned = Number(plan[1]);
    const test = /^(not )?ok \d+/.exec(line);
    if (!test) continue;
    ran += 1;
    // A TODO test is known not to work yet: neither passed nor failed (as Vitest's todo).
    if (/#\s*(skip|todo)/i.test(line)) counts.skipped += 1;
    else if (test[1]) counts.failed += 1;
    else counts.passed += 1;
  }
  // A file that stopped with an error, or ran other than its plan, fails as a whole too.
  if (run.error || planned === null || planned !== ran) counts.failed += 1;
  return counts;
}

/** The same file must print the same TAP on both builds. */
function compare(pglite: FileRun[], postgres: FileRun[]): void {
  console.log('\n# PGlite and PostgreSQL 15 agree');
  for (const [index, run] of pglite.entries()) {
    const other = postgres[index]!;
    const normalise = (r: FileRun) => (r.error ? ['Bail out!'] : r.lines);
    const [a, b] = [normalise(run), normalise(other)];
    const first = a.findIndex((line, i) => line !== b[i]);
    const differs = first !== -1 || a.length !== b.length;
    if (differs) {
      const at = first === -1 ? Math.min(a.length, b.length) : first;
      tally.failed += 1;
      console.log(`FAIL  ${run.file}: the TAP differs at line ${at + 1}`);
      console.log(`      PGlite:        ${a[at] ?? '(end)'}`);
      console.log(`      PostgreSQL 15: ${b[at] ?? '(end)'}`);
    } else {
      tally.passed += 1;
      console.log(`ok    ${run.file}: the same ${a.length} lines`);
    }
  }
}
