/**
 * What one checkout's running `npm start`/`npm run dev` share with another started from the
 * same checkout: `local/.data/` (local Supabase's database: PGlite has one writer) and, for
 * `npm start`, `dist/` (a second build replaces the files the first one serves). The first
 * instance that uses either records itself in `.cache/instance.json`; a second one that
 * would use either refuses to start and says how to run beside it (decision 0216).
 * `npm run admin:create` reads the local Supabase address from the same file, so it finds
 * the running stand-in whatever port it was given.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {dirname, join} from 'node:path';

export type Instance = {
  pid: number;
  /** The store's port; none for `npm run local:supabase` alone. */
  port?: string;
  /** What it holds: the data directory, dist/ (a build), or both. */
  holds: Array<'local/.data' | 'dist'>;
  /** The local Supabase it started, once known. */
  supabaseUrl?: string;
};

export const instanceFile = (root: string) =>
  join(root, '.cache/instance.json');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The instance recorded for this checkout, if its process still runs. */
export function runningInstance(root: string): Instance | null {
  const file = instanceFile(root);
  if (!existsSync(file)) return null;
  try {
    const instance = JSON.parse(readFileSync(file, 'utf8')) as Instance;
    return Number.isInteger(instance.pid) &&
      instance.pid !== process.pid &&
      isRunning(instance.pid)
      ? instance
      : null;
  } catch {
    return null; // a torn or hand-edited file: nobody holds it
  }
}

/**
 * Records this process as the checkout's instance, or returns why it cannot: the message
 * names the other instance and the two ways to run beside it.
 */
export function claimCheckout(
  root: string,
  instance: Omit<Instance, 'pid'>,
):
  | {ok: true; release: () => void; update: (supabaseUrl: string) => void}
  | {
      ok: false;
      message: string;
    } {
  const other = runningInstance(root);
  const shared = other
    ? instance.holds.filter((what) => other.holds.includes(what))
    : [];
  if (other && shared.length)
    return {
      ok: false,
      message: [
        `Another ${other.port ? `store from this checkout is running (pid ${other.pid}, http://localhost:${other.port})` : `local Supabase from this checkout is running (pid ${other.pid}, npm run local:supabase)`} and uses ${shared.join(' and ')}.`,
        'Stop it first, or run this one beside it without sharing:',
        ...(shared.includes('local/.data')
          ? [
              '  LOCAL_SUPABASE_DATA=memory   a local Supabase in memory (and other ports: PORT, LOCAL_STOREFRONT_PORT, LOCAL_SUPABASE_PORT)',
            ]
          : []),
        ...(shared.includes('dist')
          ? [
              '  npm start -- --skip-build    serve the build that is there, without rebuilding it',
            ]
          : []),
      ].join('\n'),
    };
  if (!instance.holds.length)
    return {ok: true, release: () => {}, update: () => {}};
  const file = instanceFile(root);
  mkdirSync(dirname(file), {recursive: true});
  let record: Instance = {...instance, pid: process.pid};
  const write = () => writeFileSync(file, `${JSON.stringify(record)}\n`);
  write();
  return {
    ok: true,
    update(supabaseUrl) {
      record = {...record, supabaseUrl};
      write();
    },
    release() {
      try {
        const current = JSON.parse(readFileSync(file, 'utf8')) as Instance;
        if (current.pid === process.pid) rmSync(file, {force: true});
      } catch {
        // gone already
      }
    },
  };
}
