/** Helpers for e2e specs that talk to the stand-ins behind the e2e store. */
import {mkdir, rmdir} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {APIRequestContext, Locator, Page} from '@playwright/test';
import {E2E_PORTS} from '../../playwright.config';
import {TEST_VISITOR_HEADERS} from '../../local/oxygen-gateway';

export const STOREFRONT_URL = `http://127.0.0.1:${E2E_PORTS.storefront}`;

/** The `data` of a query to the local Storefront API, with its public token. */
export async function storefrontData<T>(query: string): Promise<T> {
  const response = await fetch(`${STOREFRONT_URL}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'local-storefront-public-token-32',
    },
    body: JSON.stringify({query}),
  });
  return ((await response.json()) as {data: T}).data;
}

/** A variant id from the local Storefront API, by product handle (first variant, or by title). */
export async function variantId(
  handle: string,
  variantTitle?: string,
): Promise<string> {
  const data = await storefrontData<{
    product: {variants: {nodes: {id: string; title: string}[]}};
  }>(
    `{product(handle: ${JSON.stringify(handle)}) {variants(first: 50) {nodes {id title}}}}`,
  );
  const variants = data.product.variants.nodes;
  const variant = variantTitle
    ? variants.find((v) => v.title === variantTitle)
    : variants[0];
  if (!variant)
    throw new Error(`No variant ${variantTitle ?? ''} for ${handle}`);
  return variant.id;
}

/**
 * Clicks an add-to-cart button on an enhanced page and waits for the cart's answer. The
 * drawer opens on the line before the server has answered (decision 0226), so a test that
 * leaves the page once the drawer shows could cancel the add: this waits for the POST to
 * `/api/cart` (under any market prefix) to be answered.
 */
export async function addWithScripts(page: Page, button: Locator) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /^\/(?:[a-z]{2}-[a-z]{2}\/)?api\/cart$/.test(
        new URL(response.url()).pathname,
      ),
  );
  await button.click();
  await answered;
}

/** Adds a line through the cart action with the page's cookies (as a no-JS form post would). */
export async function addToCart(
  request: APIRequestContext,
  merchandiseId: string,
  quantity = 1,
) {
  const response = await request.post('/cart', {
    form: {
      intent: 'add',
      merchandiseId,
      quantity: String(quantity),
      redirectTo: '/cart',
    },
    maxRedirects: 0,
  });
  if (response.status() !== 303)
    throw new Error(`add to cart answered ${response.status()}`);
}

/** Makes the local Storefront API fail the next matching request, as Shopify might. */
export async function armStorefrontFailure(failure: Record<string, unknown>) {
  const response = await fetch(`${STOREFRONT_URL}/__local/fail`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(failure),
  });
  if (!response.ok)
    throw new Error(`arming a failure answered ${response.status}`);
}

/**
 * Runs `work` while no other test process holds the same lock: armed failures on the shared
 * stand-in must be consumed by the test that armed them, whichever project runs in parallel.
 * The lock is this run's (named by its stand-in's port): suites of other checkouts, on
 * other ports (E2E_PORT_BASE), do not wait for it.
 */
export async function exclusively<T>(
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const lock = join(
    tmpdir(),
    `kamado-e2e-${E2E_PORTS.storefront}-${name}.lock`,
  );
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(lock);
  }
}

/**
 * Holds matching requests (POSTs only, with `postOnly`) until `release()`, so a test can see
 * the page's in-flight state. `count()` tells how many were held.
 */
export async function holdRequests(
  page: Page,
  url: string,
  {postOnly = false} = {},
) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(url, async (route) => {
    if (!postOnly || route.request().method() === 'POST') {
      count += 1;
      await held;
    }
    await route.continue();
  });
  return {release, count: () => count};
}

/**
 * Waits until the page's enhancements (app/elements) named here are defined: a click
 * before that is a plain link or form post, as without JavaScript.
 */
export async function enhanced(page: Page, ...elements: string[]) {
  await page.waitForFunction(
    (names) => names.every((name) => customElements.get(name) !== undefined),
    elements,
  );
}

/**
 * Headers that make the e2e store see this client as the visitor at `ip` (per account and
 * client limits need "another visitor"). Only the test harness holds the key the store was
 * started with; a client's own `oxygen-buyer-ip` is ignored (local/oxygen-gateway.ts).
 */
export function asVisitor(
  visitor: string | {ip?: string; country?: string},
): Record<string, string> {
  const key = process.env.LOCAL_OXYGEN_TEST_VISITOR_KEY;
  if (!key)
    throw new Error(
      'LOCAL_OXYGEN_TEST_VISITOR_KEY is set by playwright.config.ts',
    );
  const {ip, country} =
    typeof visitor === 'string' ? {ip: visitor, country: undefined} : visitor;
  return {
    ...(ip ? {[TEST_VISITOR_HEADERS.ip]: ip} : {}),
    ...(country ? {[TEST_VISITOR_HEADERS.country]: country} : {}),
    [TEST_VISITOR_HEADERS.key]: key,
  };
}
