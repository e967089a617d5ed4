/**
 * The production worker with its backends hung (accepting, never answering) or down:
 * every answer comes within the backend deadline, failures are never cacheable, the
 * landing page keeps working and store pages say the store is unavailable.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {BACKEND_DEADLINE_MS} from '../../app/features/http/backend-deadline';
import {MESSAGES} from '../../app/lib/messages';
import {WAITLIST_COUNT_FALLBACK} from '../../app/features/waitlist/waitlist.server';
import {landingCount} from '../support/landing-count';
import {closedPortUrl, startHungServer, timed} from '../support/faults';
import {
  sharedStandIns,
  startWorker,
  type WorkerUnderTest,
} from '../support/worker';

/** The deadline plus time for the worker to render its answer on a busy machine (without the deadline: as long as the hang). */
const WITHIN = BACKEND_DEADLINE_MS + 6_000;

let hung: Awaited<ReturnType<typeof startHungServer>>;
let downUrl: string;

// The healthy half of each fault comes from the shared stand-ins; the faults are servers of
// this file's own, so nothing here changes what other files see.
const standIns = sharedStandIns();

beforeAll(async () => {
  hung = await startHungServer();
  downUrl = await closedPortUrl();
});
afterAll(async () => {
  await hung?.close();
});

const countOnPage = (html: string) => landingCount(html) ?? Number.NaN;

const expectNeverStored = (response: Response) => {
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('oxygen-cache-control')).toBeNull();
};

async function withWorker(
  bindings: Record<string, string>,
  test: (worker: WorkerUnderTest) => Promise<void>,
) {
  const worker = await startWorker({...standIns.workerEnv, ...bindings});
  try {
    await test(worker);
  } finally {
    await worker.dispose();
  }
}

describe.each([
  ['hung', () => hung.url],
  ['down', () => downUrl],
])('Supabase %s', (_state, supabaseUrl) => {
  it('the landing page answers within the deadline with the fallback count', async () => {
    await withWorker({SUPABASE_URL: supabaseUrl()}, async (worker) => {
      const {value: response, ms} = await timed(() => worker.fetch('/'));
      expect(ms).toBeLessThan(WITHIN);
      expect(response.status).toBe(200);
      expect(countOnPage(await response.text())).toBe(WAITLIST_COUNT_FALLBACK);
    });
  });

  it("a join answers the spec's failure text within the deadline, never stored", async () => {
    await withWorker({SUPABASE_URL: supabaseUrl()}, async (worker) => {
      const {value: response, ms} = await timed(() =>
        worker.fetch('/api/waitlist', {
          method: 'POST',
          body: new URLSearchParams({
            intent: 'join',
            name: 'Ana',
            email: 'ana-hung@example.com',
          }),
        }),
      );
      expect(ms).toBeLessThan(WITHIN);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        message: MESSAGES.signupFailed,
      });
      expectNeverStored(response);
    });
  });
});

describe.each([
  ['hung', () => hung.url],
  ['down', () => downUrl],
])('Storefront API %s', (_state, storeUrl) => {
  it.each(['/store/shop', '/store/product/any', '/grills', '/cart'])(
    '%s says the store is unavailable: 503, Retry-After, never stored, within the deadline',
    async (path) => {
      await withWorker({PUBLIC_STORE_DOMAIN: storeUrl()}, async (worker) => {
        const {value: response, ms} = await timed(() =>
          // With a cart cookie: /cart is personal whatever happens.
          worker.fetch(path, {headers: {Cookie: 'cart=c1-abc'}}),
        );
        expect(ms).toBeLessThan(WITHIN);
        expect(response.status).toBe(503);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expectNeverStored(response);
        const html = await response.text();
        expect(html).toContain(
          MESSAGES.storeUnavailable.replace(/'/g, '&#x27;'),
        );
        expect(html).not.toContain('Unexpected Server Error');
      });
    },
  );

  it('the landing page keeps working, public as before', async () => {
    await withWorker({PUBLIC_STORE_DOMAIN: storeUrl()}, async (worker) => {
      const {value: response, ms} = await timed(() => worker.fetch('/'));
      expect(ms).toBeLessThan(WITHIN);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/^public/);
    });
  });
});

describe('the cache policy, enforced in one place', () => {
  it('a not-found page, a thrown error and a redirect are never stored; /cart never public', async () => {
    await withWorker({}, async (worker) => {
      const notFound = await worker.fetch('/no-such-page');
      expect(notFound.status).toBe(404);
      expectNeverStored(notFound);
      const redirect = await worker.fetch('/gift-card');
      expect(redirect.status).toBeGreaterThanOrEqual(300);
      expect(redirect.status).toBeLessThan(400);
      expectNeverStored(redirect);
      const cart = await worker.fetch('/cart');
      expect(cart.status).toBe(200);
      expectNeverStored(cart);
    });
  });
});
