import {randomBytes} from 'node:crypto';
import {defineConfig} from '@playwright/test';

/**
 * E2E tests drive the production build (`npm run build`) served by MiniOxygen through
 * `npm start`'s script, on the offline stand-ins, in Debian's Chromium (never a
 * downloaded browser), with JavaScript on (project `js`) and off (`no-js`). A test runs in
 * both unless its tag says otherwise (tests/e2e/fixtures.ts, MODE): `@js-only` runs in `js`,
 * `@no-js-only` and `@server-output` (what the server sends, the same with scripts on and
 * off) run in `no-js`. Checks of the server's output alone that need no browser are worker
 * tests (tests/worker), which are much cheaper.
 */
// E2E_PORT_BASE moves the five ports, so two checkouts can run their suites at once.
const base = Number(process.env.E2E_PORT_BASE ?? 4173);
export const E2E_PORTS = {
  store: base,
  storefront: base + 1,
  supabase: base + 2,
  storeWithSupabaseDown: base + 3,
  storefrontForDown: base + 4,
} as const;
/**
 * The main e2e store runs before its launch (the spec's page): LAUNCH_AT 30 days ahead,
 * on the hour. Set once in the runner's environment, which the test workers inherit, so
 * every process reads the same moment. The page after the launch is tested on the
 * worker (tests/worker/launch.test.ts), with a launch in the past.
 */
process.env.E2E_LAUNCH_AT ??= new Date(
  Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 30 * 86_400_000,
).toISOString();
export const E2E_LAUNCH_AT = process.env.E2E_LAUNCH_AT;

/**
 * The key that lets a test pose as another visitor (local/oxygen-gateway.ts): the local
 * Oxygen sets the visitor's address from the connection, as Oxygen does, so a client's
 * `oxygen-buyer-ip` counts for nothing. New for every run, set in the runner's environment
 * like E2E_LAUNCH_AT, and known only to the test workers and the main e2e store.
 */
process.env.LOCAL_OXYGEN_TEST_VISITOR_KEY ??= randomBytes(24).toString('hex');

/** The second store's address: the same build with Supabase unreachable. */
export const SUPABASE_DOWN_URL = `http://localhost:${E2E_PORTS.storeWithSupabaseDown}`;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  },
};

/** Specs that add products to the shared local catalog (the admin's product form). */
const CHANGES_THE_CATALOG = /admin-products\.spec\.ts$/;
/** The tags of tests/e2e/fixtures.ts (MODE) each project leaves out. */
const NOT_WITH_JS = /@no-js-only|@server-output/;
const NOT_WITHOUT_JS = /@js-only/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [['list'], ['json']]
    : 'list',
  timeout: 30_000,
  expect: {timeout: 5_000},
  use: {
    baseURL: `http://localhost:${E2E_PORTS.store}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'js',
      testIgnore: CHANGES_THE_CATALOG,
      grepInvert: NOT_WITH_JS,
      use: {...chromium, javaScriptEnabled: true},
    },
    {
      name: 'no-js',
      testIgnore: CHANGES_THE_CATALOG,
      grepInvert: NOT_WITHOUT_JS,
      use: {...chromium, javaScriptEnabled: false},
    },
    // After every other spec: a product made in the admin is in the shop, its category,
    // "New arrivals" and "Sale" at once, which the store's specs list exactly. The two
    // catalog projects make different products, so they run side by side.
    {
      name: 'js-catalog',
      testMatch: CHANGES_THE_CATALOG,
      grepInvert: NOT_WITH_JS,
      dependencies: ['js', 'no-js'],
      use: {...chromium, javaScriptEnabled: true},
    },
    {
      name: 'no-js-catalog',
      testMatch: CHANGES_THE_CATALOG,
      grepInvert: NOT_WITHOUT_JS,
      dependencies: ['js', 'no-js'],
      use: {...chromium, javaScriptEnabled: false},
    },
  ],
  webServer: [
    {
      command: 'node scripts/store.ts start --skip-build',
      url: `http://localhost:${E2E_PORTS.store}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORTS.store),
        LOCAL_STOREFRONT_PORT: String(E2E_PORTS.storefront),
        LOCAL_SUPABASE_PORT: String(E2E_PORTS.supabase),
        LOCAL_SUPABASE_DATA: 'memory',
        LOCAL_OXYGEN_TEST_VISITOR_KEY:
          process.env.LOCAL_OXYGEN_TEST_VISITOR_KEY,
        LAUNCH_AT: E2E_LAUNCH_AT,
        // A robot fills the forms faster than any person: the fill-time trap is tested on
        // the worker (tests/worker/waitlist-abuse.test.ts), not here.
        WAITLIST_MIN_FILL_MS: '0',
        // The stand-ins, not whatever a developer's .env points at.
        PUBLIC_STORE_DOMAIN: '',
        SUPABASE_URL: '',
        // No Turnstile (its script would come from the internet): see waitlist-turnstile.spec.ts.
        TURNSTILE_SITE_KEY: '',
        TURNSTILE_SECRET_KEY: '',
      },
    },
    {
      // Supabase down: nothing listens on port 9. Every waitlist form must degrade to
      // the spec's failure text while the rest of the page keeps working.
      command: 'node scripts/store.ts start --skip-build',
      url: `${SUPABASE_DOWN_URL}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'ignore',
      env: {
        PORT: String(E2E_PORTS.storeWithSupabaseDown),
        LOCAL_STOREFRONT_PORT: String(E2E_PORTS.storefrontForDown),
        PUBLIC_STORE_DOMAIN: '',
        SUPABASE_URL: 'http://127.0.0.1:9',
        SUPABASE_ANON_KEY: 'unreachable',
        LAUNCH_AT: E2E_LAUNCH_AT,
        // A robot fills the forms faster than any person: the fill-time trap is tested on
        // the worker (tests/worker/waitlist-abuse.test.ts), not here.
        WAITLIST_MIN_FILL_MS: '0',
        TURNSTILE_SITE_KEY: '',
        TURNSTILE_SECRET_KEY: '',
      },
    },
  ],
});
