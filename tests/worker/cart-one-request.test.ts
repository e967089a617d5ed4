/**
 * Issue 31: a cart change is one request. /api/cart answers the outcome with the cart's
 * markup after it (what /cart shows in its <cart-view>), and sets the header's count in a
 * cookie scripts can read, while the cart id cookie stays HttpOnly.
 */
import {describe, expect, it} from 'vitest';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

const VARIANT = 'gid://shopify/ProductVariant/7001253218357';
const SAME_ORIGIN = {'Sec-Fetch-Site': 'same-origin'};

type CartAnswer = {
  intent: string | null;
  errors: string[];
  cartCount?: number;
  html?: string;
};

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie();
}

async function post(fields: Record<string, string>, cookie = '') {
  const response = await worker.fetch('/api/cart', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: {...SAME_ORIGIN, ...(cookie ? {Cookie: cookie} : {})},
  });
  return {response, answer: (await response.json()) as CartAnswer};
}

describe('/api/cart: one request per change', () => {
  it("answers an add with the cart's markup and its count, and leaves the count in a readable cookie", async () => {
    const {response, answer} = await post({
      intent: 'add',
      merchandiseId: VARIANT,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.cartCount).toBe(1);
    expect(answer.html).toContain('data-cart-line="gid://shopify/CartLine/');
    expect(answer.html).not.toContain('<header');

    const cookies = cookiesOf(response);
    const count = cookies.find((line) => line.startsWith('cart_count='));
    expect(count).toMatch(/^cart_count=1;/);
    expect(count).not.toMatch(/HttpOnly/i);
    const id = cookies.find((line) => line.startsWith('cart='));
    expect(id).toMatch(/HttpOnly/i);

    // The next change, with the cart's cookie: the markup shows the new quantity.
    const cartCookie = id!.split(';')[0]!;
    const lineId = /data-cart-line="([^"]+)"/.exec(answer.html!)![1]!;
    const changed = await post(
      {
        intent: 'set-quantity',
        lineId: lineId.replaceAll('&amp;', '&'),
        quantity: '3',
      },
      cartCookie,
    );
    expect(changed.response.status).toBe(200);
    expect(changed.answer.cartCount).toBe(3);
    expect(changed.answer.html).toMatch(/data-line-quantity="">3</);
    expect(cookiesOf(changed.response)).toContainEqual(
      expect.stringMatching(/^cart_count=3;/),
    );

    // The drawer opened from the header asks for the same markup.
    const loaded = await worker.fetch('/api/cart', {
      headers: {Cookie: cartCookie},
    });
    const data = (await loaded.json()) as CartAnswer;
    expect(data.cartCount).toBe(3);
    expect(data.html).toMatch(/data-line-quantity="">3</);

    // Emptied: the count says 0, and the markup is the empty cart.
    const cleared = await post({intent: 'clear'}, cartCookie);
    expect(cleared.answer.cartCount).toBe(0);
    expect(cleared.answer.html).not.toContain('data-cart-line');
    expect(cookiesOf(cleared.response)).toContainEqual(
      expect.stringMatching(/^cart_count=0;/),
    );
  });

  it('answers a refused change with the message and the cart as it is', async () => {
    const {response, answer} = await post({
      intent: 'remove',
      lineId: 'gid://shopify/CartLine/nope',
    });
    expect(response.status).toBe(422);
    expect(answer.errors.length).toBe(1);
    expect(answer.html).toBeDefined();
  });

  it('leaves the count cookie on a plain form post too (no JavaScript)', async () => {
    const response = await worker.fetch('/cart', {
      method: 'POST',
      body: new URLSearchParams({intent: 'add', merchandiseId: VARIANT}),
      headers: SAME_ORIGIN,
    });
    expect(response.status).toBe(303);
    expect(cookiesOf(response)).toContainEqual(
      expect.stringMatching(/^cart_count=1;/),
    );
  });
});
