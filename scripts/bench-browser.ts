/**
 * The bench's navigation and interaction figures (issue 31), in Chromium with the CPU
 * slowed 4x (DevTools' "mid-tier mobile"), ours against the skeleton on the same local
 * Storefront API. One visit per run, in a fresh browser context (no cookies, empty cart),
 * sides alternating; medians.
 *
 * - **shop -> product**: the visitor points at the first product card (500 ms, as a hand
 *   does before a click), then clicks. Ours is a full navigation the Speculation Rules
 *   prerendered or prefetched: click to the product page's LCP (taken from activation when
 *   it was prerendered, as the LCP entry reports it). Chromium does not prerender while
 *   DevTools is attached (`PrerenderingDisabledByDevTools`, which Playwright is), so here
 *   the rules' prefetch serves it: a visitor's browser, which prerenders, does better. The skeleton navigates on the client
 *   (its link prefetches on intent): click to its product heading and images painted.
 * - **add to cart**: click on "Add to cart" to the cart drawer (the skeleton's aside)
 *   painted with the line.
 * - **quantity change**: click on the line's "+" to the quantity 2 painted.
 * - **product -> cart**: the header's cart link, which both stores open as their cart
 *   drawer: click to the drawer painted with its line.
 * - **predictive search**: "grill" typed in the header's search (the skeleton's search
 *   aside): input to the first result painted.
 *
 * "Painted" is the first animation frame in which the result is in the DOM (the page's
 * own clock, polled every frame), for both sides alike. Each figure is timed from the
 * event's own timestamp (click, input), recorded by the page.
 */
import type {Browser, BrowserContext, Page} from '@playwright/test';

export type Side = 'ours' | 'skeleton';

export const FLOWS = [
  'shop -> product',
  'add to cart',
  'quantity change',
  'product -> cart',
  'predictive search',
] as const;
export type Flow = (typeof FLOWS)[number];

/**
 * A state of the page, checked in every animation frame: an element exists, or one whose
 * text matches, or (the skeleton's client navigation) the product's heading and images.
 */
type Condition =
  | {exists: string}
  | {gone: string}
  | {text: string; matches: string}
  | {productShown: true};

/** What differs between the two stores: where things are and what "done" looks like. */
const STORES: Record<
  Side,
  {
    shop: string;
    productLink: string;
    productPath: RegExp;
    /** The product page shown, where no LCP entry says it (client navigation). */
    productShown?: Condition;
    lineInDrawer: string;
    increase: string;
    quantityIs2: Condition;
    cartLink: string;
    openSearch?: string;
    searchInput: string;
    searchResult: string;
  }
> = {
  ours: {
    shop: '/store/shop',
    productLink: 'main a[href^="/store/product/"]',
    productPath: /\/store\/product\//,
    lineInDrawer: 'cart-drawer dialog[open] [data-cart-line]',
    increase:
      'cart-drawer dialog[open] button[aria-label^="Increase quantity"]',
    quantityIs2: {
      text: 'cart-drawer dialog[open] [data-line-quantity]',
      matches: '\\b2\\b',
    },
    cartLink: 'header a[data-opens-cart]:visible',
    searchInput: 'header predictive-search input[name="q"]:visible',
    searchResult:
      '[data-predictive-results]:not([hidden]) [role="option"]:not([hidden])',
  },
  skeleton: {
    shop: '/collections/all',
    productLink: 'a.product-item',
    productPath: /\/products\//,
    productShown: {productShown: true},
    lineInDrawer: '.overlay.expanded li.cart-line',
    increase: '.overlay.expanded button[name="increase-quantity"]',
    quantityIs2: {
      text: '.overlay.expanded .cart-line-quantity small',
      matches: 'Quantity: 2\\b',
    },
    cartLink: 'header a[href="/cart"]',
    openSearch: 'header button:has-text("Search"), header a:has-text("Search")',
    searchInput: '.overlay.expanded .predictive-search input[name="q"]',
    searchResult: '.overlay.expanded .predictive-search-result-item',
  },
};

/** Every page records when its last click and input happened (epoch ms, page clock). */
const RECORD_EVENTS = `
  addEventListener('click', (event) => {
    try { localStorage.setItem('bench:click', String(performance.timeOrigin + event.timeStamp)); } catch {}
  }, true);
  addEventListener('input', (event) => {
    try { localStorage.setItem('bench:input', String(performance.timeOrigin + event.timeStamp)); } catch {}
  }, true);
`;

const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const POINT_MS = 500;

/**
 * The first frame in which `condition` holds: epoch ms. A function, not a string: the
 * pages' CSP (no 'unsafe-eval') refuses evaluated strings.
 */
async function paintedWhen(
  page: Page,
  condition: Condition,
  timeout = 20_000,
): Promise<number> {
  const handle = await page.waitForFunction(
    (check: Condition) => {
      let holds: boolean;
      if ('exists' in check)
        holds = Boolean(document.querySelector(check.exists));
      else if ('gone' in check) holds = !document.querySelector(check.gone);
      else if ('text' in check)
        holds = [...document.querySelectorAll(check.text)].some((node) =>
          new RegExp(check.matches).test(node.textContent ?? ''),
        );
      else {
        const heading = document.querySelector('.product h1');
        const images = [...document.querySelectorAll('.product img')];
        holds =
          Boolean(heading?.textContent) &&
          images.every(
            (image) =>
              (image as HTMLImageElement).complete &&
              (image as HTMLImageElement).naturalWidth > 0,
          );
      }
      return holds && performance.timeOrigin + performance.now();
    },
    condition,
    {polling: 'raf', timeout},
  );
  return (await handle.jsonValue()) as number;
}

async function recorded(page: Page, key: 'click' | 'input'): Promise<number> {
  return Number(
    await page.evaluate((name) => localStorage.getItem(name), `bench:${key}`),
  );
}

export type Speculated = 'prerendered' | 'prefetched' | 'none';

/**
 * The LCP of the page now shown, from activation when it was prerendered: epoch ms; and
 * what the Speculation Rules did for it.
 */
async function lcpShown(
  page: Page,
): Promise<{at: number; speculated: Speculated}> {
  await page.waitForLoadState('load');
  return page.evaluate(
    () =>
      new Promise<{at: number; speculated: Speculated}>((resolve) => {
        const navigation = performance.getEntriesByType('navigation')[0] as
          | (PerformanceNavigationTiming & {
              activationStart?: number;
              deliveryType?: string;
            })
          | undefined;
        const activationStart = navigation?.activationStart ?? 0;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1]!;
          // Let later candidates arrive (a hero image after the heading).
          setTimeout(
            () =>
              resolve({
                at:
                  performance.timeOrigin +
                  Math.max(last.startTime, activationStart),
                speculated:
                  activationStart > 0
                    ? 'prerendered'
                    : navigation?.deliveryType === 'navigational-prefetch'
                      ? 'prefetched'
                      : 'none',
              }),
            300,
          );
        }).observe({type: 'largest-contentful-paint', buffered: true});
      }),
  );
}

/** One visit; `figures` fills flow by flow, so a flow that fails keeps those before it. */
async function visit(
  browser: Browser,
  origin: string,
  side: Side,
  figures: Partial<Record<Flow, number>>,
): Promise<{speculated: Speculated}> {
  const store = STORES[side];
  // No viewport emulation (the window's own size): Chromium does not prerender for a
  // page whose screen DevTools emulates.
  const context: BrowserContext = await browser.newContext({viewport: null});
  await context.addInitScript(RECORD_EVENTS);
  let speculated: Speculated = 'none';
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (CPU_SLOWDOWN !== 1)
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    // Chromium turns prerendering off while DevTools (here Playwright) is attached.
    await cdp.send('Page.setPrerenderingAllowed', {isAllowed: true});
    if (process.env.BENCH_DEBUG) {
      // Why a prerender did or did not happen (DevTools' Preload domain).
      await cdp.send('Preload.enable');
      for (const event of [
        'Preload.ruleSetUpdated',
        'Preload.ruleSetRemoved',
        'Preload.prerenderStatusUpdated',
        'Preload.prefetchStatusUpdated',
        'Preload.preloadingAttemptSourcesUpdated',
      ] as const)
        cdp.on(event, (detail: unknown) =>
          console.log(
            `  ${side} ${event} ${JSON.stringify(detail).slice(0, 400)}`,
          ),
        );
    }
    await page.goto(`${origin}${store.shop}`, {waitUntil: 'networkidle'});

    // shop -> product
    const card = page.locator(store.productLink).first();
    await card.hover();
    await page.waitForTimeout(POINT_MS);
    await card.click();
    await page.waitForURL(store.productPath);
    if (store.productShown) {
      const shown = await paintedWhen(page, store.productShown);
      figures['shop -> product'] = shown - (await recorded(page, 'click'));
    } else {
      const lcp = await lcpShown(page);
      speculated = lcp.speculated;
      figures['shop -> product'] = lcp.at - (await recorded(page, 'click'));
    }
    // The slowed CPU applies per page: a prerendered page is a new one.
    await (
      await context.newCDPSession(page)
    )
      .send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN})
      .catch(() => {});
    await page.waitForLoadState('networkidle');

    // add to cart
    await page
      .getByRole('button', {name: /add to cart/i})
      .first()
      .click();
    figures['add to cart'] =
      (await paintedWhen(page, {exists: store.lineInDrawer})) -
      (await recorded(page, 'click'));
    await page.waitForLoadState('networkidle');

    // quantity change
    await page.locator(store.increase).first().click();
    figures['quantity change'] =
      (await paintedWhen(page, store.quantityIs2)) -
      (await recorded(page, 'click'));
    await page.waitForLoadState('networkidle');

    // product -> cart: close the drawer, then the header's cart link.
    await page.keyboard.press('Escape');
    await paintedWhen(page, {gone: store.lineInDrawer});
    await page.locator(store.cartLink).first().click();
    figures['product -> cart'] =
      (await paintedWhen(page, {exists: store.lineInDrawer})) -
      (await recorded(page, 'click'));
    await page.keyboard.press('Escape');
    await paintedWhen(page, {gone: store.lineInDrawer});

    // predictive search
    if (store.openSearch) await page.locator(store.openSearch).first().click();
    const input = page.locator(store.searchInput).first();
    await input.click();
    await input.fill('grill');
    figures['predictive search'] =
      (await paintedWhen(page, {exists: store.searchResult})) -
      (await recorded(page, 'input'));
  } finally {
    await context.close();
  }
  return {speculated};
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * `runs` visits per side, alternating. Per flow the median (ms) and how many runs
 * produced it (a flow that failed in a run is left out of that run, and reported).
 */
export async function measureBrowserFlows(
  browser: Browser,
  origins: Record<Side, string>,
  runs: number,
): Promise<{
  figures: Record<Side, Record<Flow, {ms: number; runs: number}>>;
  /** How our shop -> product navigations were served, by kind. */
  speculated: Record<Speculated, number>;
  errors: string[];
}> {
  const samples: Record<Side, Record<Flow, number[]>> = {
    ours: Object.fromEntries(FLOWS.map((flow) => [flow, []])) as never,
    skeleton: Object.fromEntries(FLOWS.map((flow) => [flow, []])) as never,
  };
  const errors: string[] = [];
  const speculated: Record<Speculated, number> = {
    prerendered: 0,
    prefetched: 0,
    none: 0,
  };
  for (let run = 0; run < runs; run += 1) {
    for (const side of ['ours', 'skeleton'] as const) {
      const figures: Partial<Record<Flow, number>> = {};
      try {
        const result = await visit(browser, origins[side], side, figures);
        if (side === 'ours') speculated[result.speculated] += 1;
      } catch (error) {
        errors.push(
          `${side} run ${run + 1}: ${(error as Error).message.split('\n')[0]}`,
        );
      }
      for (const flow of FLOWS) {
        const value = figures[flow];
        if (value !== undefined && Number.isFinite(value))
          samples[side][flow].push(value);
      }
    }
  }
  const summary = (side: Side) =>
    Object.fromEntries(
      FLOWS.map((flow) => [
        flow,
        {
          ms: samples[side][flow].length ? median(samples[side][flow]) : NaN,
          runs: samples[side][flow].length,
        },
      ]),
    ) as Record<Flow, {ms: number; runs: number}>;
  return {
    figures: {ours: summary('ours'), skeleton: summary('skeleton')},
    speculated,
    errors,
  };
}
