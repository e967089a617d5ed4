import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

// Two projects: fast unit/integration tests that need no build, and worker tests
// that load the production build (dist/server) in Miniflare. `npm test` builds first.
export default defineConfig({
  resolve: {tsconfigPaths: true},
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'local/**/*.test.ts',
            'supabase/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 20_000,
          // Starting a local Supabase (PGlite and a Deno process per edge function) in
          // beforeAll takes longer than the 10 s default on a busy 2-core machine.
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The contract (docs/decisions/0200): each case against the stand-ins, and against
          // a real store and project when their credentials are set (tests/contract/targets.ts).
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          // One set of stand-ins for every file that can share them (tests/support/worker.ts).
          globalSetup: ['tests/support/shared-stand-ins.ts'],
          // The files mostly wait (backend deadlines, the outbox's timer, workerd), so two
          // run at once even where Vitest's default (CPUs - 1) would run one.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          environment: 'node',
          testTimeout: 30_000,
          // Stand-ins plus Miniflare take over a minute to start on a saturated machine.
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
