import {CODE_MESSAGES} from '../../app/features/cart/copy';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadCatalog} from '../../local/storefront/catalog.ts';
import {signRecoveryToken} from '../../app/features/offers/cart-recovery.server.ts';
import {RECOVERY_OFFER, RECOVERY_PAGE} from '../../app/features/offers/copy.ts';
import {
  sharedStandIns,
  startWorker,
  type WorkerUnderTest,
} from '../support/worker';

const catalog = loadCatalog();
const variantOf = (handle: string, index = 0) =>
  catalog.products.find((product) => product.handle === handle)!.variants[
    index
  ]!;
const STONE = variantOf('cordierite-pizza-stone');
const GRILL = variantOf('classic-18-kamado-grill');

let worker: WorkerUnderTest;
let withoutSecret: WorkerUnderTest;
let secret: string;

beforeAll(async () => {
  const standIns = sharedStandIns();
  secret = standIns.workerEnv.CART_RECOVERY_SECRET!;
  worker = await startWorker(standIns.workerEnv);
  const {CART_RECOVERY_SECRET: _unused, ...rest} = standIns.workerEnv;
  withoutSecret = await startWorker(rest);
});
afterAll(async () => {
  await worker?.dispose();
  await withoutSecret?.dispose();
});

const link = (token: string) =>
  `/cart-recovery?cart=${encodeURIComponent(token)}`;
const restore = (token: string, cookie?: string) =>
  worker.fetch('/cart-recovery', {
    method: 'POST',
    body: new URLSearchParams({cart: token}),
    headers: cookie ? {Cookie: cookie} : {},
  });
const cartCookieOf = (response: Response) =>
  /(?:^|,\s*)(cart=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
/** React puts `<!-- -->` between adjacent text nodes and escapes quotes. */
const text = (html: string) =>
  html.replaceAll('<!-- -->', '').replaceAll('&quot;', '"');

describe('/cart-recovery', () => {
  it('shows the link’s items and a restore button, changes nothing, and stays private and unindexed', async () => {
    const token = await signRecoveryToken(
      [
        {merchandiseId: STONE.id, quantity: 2},
        {merchandiseId: GRILL.id, quantity: 1},
      ],
      secret,
    );
    const response = await worker.fetch(link(token));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/cart=/);
    const html = text(await response.text());
    expect(html).toContain(STONE.product.title);
    expect(html).toContain(GRILL.product.title);
    expect(html).toContain(RECOVERY_PAGE.quantity(2));
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    // The restore is a POST form carrying the token (no action: it posts to this page).
    expect(html).toMatch(
      /<form class="[^"]*" method="post"><input type="hidden" name="cart" value="[\w.-]+"\/>/,
    );
    expect(html).toContain(RECOVERY_PAGE.restore);
  });

  it('restores the lines into a new cart with the recovery code and leads to the cart', async () => {
    const token = await signRecoveryToken(
      [{merchandiseId: GRILL.id, quantity: 1}],
      secret,
    );
    const response = await restore(token);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cookie = cartCookieOf(response);
    expect(cookie).toBeTruthy();

    const cart = text(
      await (await worker.fetch('/cart', {headers: {Cookie: cookie!}})).text(),
    );
    expect(cart).toContain(GRILL.product.title);
    expect(cart).toContain(RECOVERY_OFFER.code);
    // 15% off the $1,099 grill.
    expect(cart).toContain('$934.15');
  });

  it('says so when the recovery code does not apply (below its minimum) and leaves it out of the cart', async () => {
    const token = await signRecoveryToken(
      [{merchandiseId: STONE.id, quantity: 1}],
      secret,
    );
    const response = await restore(token);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/cart?dropped=${RECOVERY_OFFER.code}&reason=DISCOUNT_PURCHASE_NOT_IN_RANGE`,
    );
    const cookie = cartCookieOf(response)!;
    const page = text(
      await (
        await worker.fetch(response.headers.get('location')!, {
          headers: {Cookie: cookie},
        })
      ).text(),
    );
    expect(page).toContain(
      CODE_MESSAGES.warning(
        RECOVERY_OFFER.code,
        'DISCOUNT_PURCHASE_NOT_IN_RANGE',
      ),
    );
    expect(page).not.toContain(
      CODE_MESSAGES.discountRemove(RECOVERY_OFFER.code),
    );
  });

  it('merges into the visitor’s cart without doubling what is already there', async () => {
    const first = await signRecoveryToken(
      [{merchandiseId: STONE.id, quantity: 1}],
      secret,
    );
    const cookie = cartCookieOf(await restore(first))!;
    const second = await signRecoveryToken(
      [
        {merchandiseId: STONE.id, quantity: 1},
        {merchandiseId: GRILL.id, quantity: 1},
      ],
      secret,
    );
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await restore(second, cookie)).status).toBe(303);
    const data = (await (
      await worker.fetch('/api/cart', {headers: {Cookie: cookie}})
    ).json()) as {
      cart: {lines: {nodes: {quantity: number; merchandise: {id: string}}[]}};
    };
    expect(
      data.cart.lines.nodes
        .map((line) => [line.merchandise.id, line.quantity])
        .sort(),
    ).toEqual(
      [
        [STONE.id, 1],
        [GRILL.id, 1],
      ].sort(),
    );
  });

  it('answers a tampered link with 400, an expired one with 410, each linking to the shop', async () => {
    const token = await signRecoveryToken(
      [{merchandiseId: STONE.id, quantity: 1}],
      secret,
    );
    const tampered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const expired = await signRecoveryToken(
      [{merchandiseId: STONE.id, quantity: 1}],
      secret,
      Date.now() - 1000,
    );
    const forged = await signRecoveryToken(
      [{merchandiseId: STONE.id, quantity: 1}],
      'someone-elses-secret-of-sufficient-length',
    );
    for (const [token, status, title] of [
      [tampered, 400, RECOVERY_PAGE.invalidTitle],
      [forged, 400, RECOVERY_PAGE.invalidTitle],
      ['', 400, RECOVERY_PAGE.invalidTitle],
      [expired, 410, RECOVERY_PAGE.expiredTitle],
    ] as const) {
      for (const response of [
        await worker.fetch(link(token)),
        await restore(token),
      ]) {
        expect(response.status, token).toBe(status);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(response.headers.get('set-cookie') ?? '').not.toMatch(/cart=/);
        const html = text(await response.text());
        expect(html).toContain(title);
        expect(html).toContain('href="/store/shop"');
      }
    }
    // The bare address explains itself to everyone alike.
    const bare = await worker.fetch('/cart-recovery');
    expect(bare.status).toBe(200);
    expect(bare.headers.get('cache-control')).toMatch(/^public/);
    expect(text(await bare.text())).toContain(RECOVERY_PAGE.noLinkText);
  });

  it('refuses every link when the store has no CART_RECOVERY_SECRET (fail closed)', async () => {
    const token = await signRecoveryToken(
      [{merchandiseId: STONE.id, quantity: 1}],
      secret,
    );
    const response = await withoutSecret.fetch(link(token));
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(text(await response.text())).toContain(
      RECOVERY_PAGE.unavailableTitle,
    );
  });
});
