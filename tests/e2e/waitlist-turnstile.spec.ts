/**
 * Cloudflare Turnstile in a real browser (decision 0158), offline: the same build as the
 * e2e store, run by Miniflare with Cloudflare's test keys against the e2e store's
 * stand-ins, and Cloudflare's api.js replaced by a small stand-in served at its own
 * address (so the page's CSP judges it exactly as it would the real one). It checks what
 * only a browser shows: the page’s CSP lets the script run, the widget renders on the
 * landing and store pages, the enhanced forms post the token, and the widget is reset
 * after each post.
 * Without scripts there is no widget to run: that path is tested on the worker
 * (tests/worker/waitlist-turnstile.test.ts). So the whole spec runs in `js` only (fixtures.ts,
 * MODE); its Miniflare store starts only where a test runs.
 */
import {readFile} from 'node:fs/promises';
import {extname, join, normalize} from 'node:path';
import type {Page} from '@playwright/test';
import {Miniflare} from 'miniflare';
import {MESSAGES} from '../../app/lib/messages';
import {LANDING_COPY} from '../../app/features/landing/copy';
import {EXIT_INTENT_RULES} from '../../app/lib/ui-timings';
import {
  TURNSTILE_ORIGIN,
  TURNSTILE_RESPONSE_FIELD,
} from '../../app/features/waitlist/turnstile';
import {apiKeyFor, DEFAULT_JWT_SECRET} from '../../local/supabase/jwt';
import {
  SITEVERIFY_PATH,
  TURNSTILE_DUMMY_TOKEN,
  TURNSTILE_TEST_SECRET_KEYS,
  TURNSTILE_TEST_SITE_KEYS,
} from '../../local/turnstile/siteverify';
import {E2E_LAUNCH_AT, E2E_PORTS} from '../../playwright.config';
import {SERVER_BUILD} from '../support/worker';
import {expect, MODE, test} from './fixtures';

/** The Turnstile store's origin, on a free port (one per Playwright worker). */
let STORE = '';
const CLIENT_BUILD = join(import.meta.dirname, '../../dist/client');
const SUPABASE = `http://127.0.0.1:${E2E_PORTS.supabase}`;

/**
 * What Cloudflare's api.js does that the page relies on: render every `.cf-turnstile`
 * (here: the test keys' dummy token in the form's hidden field) and `window.turnstile`.
 */
const API_JS_STAND_IN = `
  window.__turnstile = {renders: 0, resets: 0};
  const render = (container) => {
    window.__turnstile.renders += 1;
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = ${JSON.stringify(TURNSTILE_RESPONSE_FIELD)};
    input.value = ${JSON.stringify(TURNSTILE_DUMMY_TOKEN)};
    container.append(input);
  };
  window.turnstile = {render, reset: () => { window.__turnstile.resets += 1; }};
  document.querySelectorAll('.cf-turnstile').forEach(render);
`;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

let miniflare: Miniflare | undefined;

test.beforeAll(async () => {
  miniflare = new Miniflare({
    modules: [{type: 'ESModule', path: SERVER_BUILD}],
    compatibilityDate: '2025-06-01',
    host: '127.0.0.1',
    port: 0,
    bindings: {
      PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${E2E_PORTS.storefront}`,
      PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-public-token-32',
      SESSION_SECRET: 'turnstile-e2e-session-secret',
      SUPABASE_URL: SUPABASE,
      SUPABASE_ANON_KEY: apiKeyFor('anon', DEFAULT_JWT_SECRET),
      LAUNCH_AT: E2E_LAUNCH_AT,
      // Required since issue 24 (item 3); the port is chosen at start, the links need no port.
      PUBLIC_STORE_ORIGIN: 'http://127.0.0.1',
      WAITLIST_MIN_FILL_MS: '0',
      TURNSTILE_SITE_KEY: TURNSTILE_TEST_SITE_KEYS.passes,
      TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET_KEYS.passes,
      TURNSTILE_VERIFY_URL: `${SUPABASE}${SITEVERIFY_PATH}`,
    },
  });
  STORE = (await miniflare.ready).origin;
});

test.afterAll(async () => {
  await miniflare?.dispose();
});

/** The browser side: Miniflare runs the worker only, so the built assets come from dist/client. */
async function prepare(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.route(`${STORE}/assets/**`, async (route) => {
    const path = normalize(new URL(route.request().url()).pathname);
    const body = await readFile(join(CLIENT_BUILD, path)).catch(() => null);
    return body
      ? route.fulfill({
          body,
          contentType:
            CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        })
      : route.fulfill({status: 404});
  });
  await page.route(`${TURNSTILE_ORIGIN}/**`, (route) =>
    route.fulfill({contentType: 'text/javascript', body: API_JS_STAND_IN}),
  );
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/waitlist'))
      posts.push(request.postData() ?? '');
  });
  return {problems, posts};
}

/** The token field of the enhanced form's post (FormData: multipart). */
const tokenIn = (body: string) =>
  new RegExp(
    `name="${TURNSTILE_RESPONSE_FIELD}"\\r\\n\\r\\n([^\\r]*)\\r\\n`,
  ).exec(body)?.[1] ?? null;

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const counts = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as {__turnstile: {renders: number; resets: number}})
        .__turnstile,
  );

test.describe('Turnstile with scripts on', {tag: MODE.jsOnly}, () => {
  test('the CSP lets Cloudflare’s script run; the signup posts the token and resets the widget', async ({
    page,
  }) => {
    const {problems, posts} = await prepare(page);
    await page.goto(`${STORE}/`);
    // The signup modal's and the footer's; the exit-intent popup's dialog is not in the
    // page until it may show (decision 0270, tested below).
    await expect(page.locator(`.cf-turnstile input`)).toHaveCount(2);
    await page.getByRole('link', {name: LANDING_COPY.secureYourSpot}).click();
    const dialog = page.getByRole('dialog', {name: 'Secure your spot'});
    await dialog.getByLabel('Name').fill('Widget Person');
    await dialog.getByLabel('Email').fill(uniqueEmail('turnstile-join'));
    await dialog.getByRole('button', {name: 'Join the waitlist'}).click();
    await expect(page.locator('toast-region .toast')).toHaveText(
      MESSAGES.signupJoined,
    );
    expect(posts).toHaveLength(1);
    expect(tokenIn(posts[0]!)).toBe(TURNSTILE_DUMMY_TOKEN);
    expect(await counts(page)).toEqual({renders: 2, resets: 1});
    // A CSP refusal or a script error would be a console error.
    expect(problems).toEqual([]);
  });

  test('the exit-intent popup’s widget renders when its dialog is fetched', async ({
    page,
  }) => {
    const {problems} = await prepare(page);
    await page.clock.install();
    await page.goto(`${STORE}/`);
    await page.waitForFunction(() => customElements.get('exit-intent'));
    await expect(page.locator(`.cf-turnstile input`)).toHaveCount(2);
    // Once the popup may show (30 s), <exit-intent> fetches its dialog; the waitlist
    // form inside asks Cloudflare's script to render its widget as it connects.
    await page.clock.runFor(EXIT_INTENT_RULES.minDelayMs + 1000);
    const widget = page.locator('exit-intent .cf-turnstile');
    await expect(widget.locator('input')).toHaveCount(1);
    await expect(widget.locator('input')).toHaveValue(TURNSTILE_DUMMY_TOKEN);
    expect((await counts(page)).renders).toBe(3);
    expect(problems).toEqual([]);
  });

  test('on a store page the footer widget renders and the footer posts its token', async ({
    page,
  }) => {
    const {problems, posts} = await prepare(page);
    await page.goto(`${STORE}/store/shop`);
    const widget = page.locator('#newsletter .cf-turnstile');
    await expect(widget.locator('input')).toHaveCount(1);
    await page.locator('#newsletter-email').fill(uniqueEmail('turnstile-news'));
    await page.locator('#newsletter').getByRole('button').click();
    await expect(page.locator('#newsletter [data-form-message]')).toHaveText(
      MESSAGES.footerSubscribed,
    );
    await expect(widget.locator('input')).toHaveCount(1);
    expect(tokenIn(posts[0]!)).toBe(TURNSTILE_DUMMY_TOKEN);
    expect((await counts(page)).resets).toBe(1);
    expect(problems).toEqual([]);
  });
});
