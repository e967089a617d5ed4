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
          // Starting PGlite takes seconds, many more on a shared, busy machine.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
