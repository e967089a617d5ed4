import type {HydrogenCart} from '@shopify/hydrogen';
import {describe, expect, it, vi} from 'vitest';
import {CLEAR_CART_COOKIE, runCartAction} from './cart-actions.server';
import {MAX_LINE_QUANTITY} from './cart-contract';
import {CART_COPY} from './copy';
import {MESSAGES} from '~/lib/messages';

const VARIANT = 'gid://shopify/ProductVariant/42';
const LINE = 'gid://shopify/CartLine/abc?cart=xyz';
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/** A stand-in for Hydrogen's cart handler that records what it was asked. */
function fakeCart({
  cartId,
  existing = true,
  giftCards = [],
  discountCodes = [{code: 'WELCOME10', applicable: true}],
}: {
  cartId?: string;
  existing?: boolean;
  giftCards?: {id: string; lastCharacters: string}[];
  discountCodes?: {code: string; applicable: boolean}[];
} = {}) {
  const ok = {cart: {id: 'gid://shopify/Cart/new'}, userErrors: []};
  const cart = {
    getCartId: () => cartId,
    get: vi.fn(async () =>
      existing && cartId
        ? {
            checkoutUrl: 'https://shop.example/cart/c/1?key=k',
            lines: {
              nodes: [{id: LINE, merchandise: {id: VARIANT}, quantity: 2}],
            },
            discountCodes,
            appliedGiftCards: giftCards,
          }
        : null,
    ),
    create: vi.fn(async () => ok),
    addLines: vi.fn(async () => ok),
    updateLines: vi.fn(async () => ok),
    removeLines: vi.fn(async () => ok),
    updateDiscountCodes: vi.fn(async () => ok),
    setCartId: vi.fn(() => new Headers({'Set-Cookie': 'cart=new'})),
  };
  return cart as typeof cart & HydrogenCart;
}

const context = (cart: HydrogenCart, fetchImpl?: typeof fetch) => ({
  cart,
  checkoutEndpoint: () => ({
    url: 'https://shop.example/api/graphql.json',
    headers: {},
    fetch: fetchImpl,
  }),
  log: vi.fn(),
});

describe('runCartAction', () => {
  it('adds to the existing cart', async () => {
    const cart = fakeCart({cartId: 'gid://shopify/Cart/1'});
    const outcome = await runCartAction(
      form({intent: 'add', merchandiseId: VARIANT, quantity: '3'}),
      context(cart),
    );
    expect(outcome.status).toBe(200);
    expect(cart.addLines).toHaveBeenCalledWith([
      {merchandiseId: VARIANT, quantity: 3},
    ]);
    expect(outcome.headers.get('Set-Cookie')).toBeNull();
  });

  it('starts a new cart, silently, when Shopify no longer has the one in the cookie', async () => {
    const cart = fakeCart({cartId: 'gid://shopify/Cart/gone', existing: false});
    const outcome = await runCartAction(
      form({intent: 'add', merchandiseId: VARIANT}),
      context(cart),
    );
    expect(cart.create).toHaveBeenCalledWith({
      lines: [{merchandiseId: VARIANT, quantity: 1}],
    });
    expect(cart.addLines).not.toHaveBeenCalled();
    expect(outcome.headers.get('Set-Cookie')).toBe('cart=new');
    expect(outcome.result.errors).toEqual([]);
  });

  it.each([
    [
      {intent: 'add', merchandiseId: 'not-a-variant'},
      MESSAGES.chooseProductOption,
    ],
    [
      {intent: 'add', merchandiseId: VARIANT, quantity: 'abc'},
      MESSAGES.chooseQuantity(1, MAX_LINE_QUANTITY),
    ],
    [
      {intent: 'add', merchandiseId: VARIANT, quantity: '0'},
      MESSAGES.chooseQuantity(1, MAX_LINE_QUANTITY),
    ],
    [
      {
        intent: 'add',
        merchandiseId: VARIANT,
        quantity: String(MAX_LINE_QUANTITY + 1),
      },
      MESSAGES.chooseQuantity(1, MAX_LINE_QUANTITY),
    ],
    [
      {
        intent: 'set-quantity',
        lineId: LINE,
        quantity: String(MAX_LINE_QUANTITY + 1),
      },
      MESSAGES.chooseQuantity(0, MAX_LINE_QUANTITY),
    ],
    [
      {intent: 'set-quantity', lineId: 'x', quantity: '1'},
      MESSAGES.cartLineMissing,
    ],
    [{intent: 'remove'}, MESSAGES.cartLineMissing],
    [{intent: 'drop-tables'}, MESSAGES.cartIntentUnsupported],
    [{}, MESSAGES.cartIntentUnsupported],
  ])('refuses %j with a 400 and says why', async (fields, message) => {
    const cart = fakeCart({cartId: 'gid://shopify/Cart/1'});
    const outcome = await runCartAction(
      form(fields as Record<string, string>),
      context(cart),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.result.errors).toEqual([message]);
    expect(cart.addLines).not.toHaveBeenCalled();
    expect(cart.updateLines).not.toHaveBeenCalled();
  });

  it('reads Shopify refusing the whole request as a cart the shopper can retry', async () => {
    const cart = fakeCart({cartId: 'gid://shopify/Cart/1'});
    cart.addLines.mockResolvedValueOnce({
      cart: null,
      errors: [{message: 'Throttled'}],
    } as never);
    const outcome = await runCartAction(
      form({intent: 'add', merchandiseId: VARIANT}),
      context(cart),
    );
    expect(outcome).toMatchObject({
      status: 502,
      result: {errors: [MESSAGES.cartUpdateFailed]},
    });
  });

  it('sets a quantity, and zero or less removes the line', async () => {
    const cart = fakeCart({cartId: 'gid://shopify/Cart/1'});
    await runCartAction(
      form({intent: 'set-quantity', lineId: LINE, quantity: '4'}),
      context(cart),
    );
    expect(cart.updateLines).toHaveBeenCalledWith([{id: LINE, quantity: 4}]);
    await runCartAction(
      form({intent: 'set-quantity', lineId: LINE, quantity: '0'}),
      context(cart),
    );
    await runCartAction(
      form({intent: 'set-quantity', lineId: LINE, quantity: '-2'}),
      context(cart),
    );
    expect(cart.removeLines).toHaveBeenCalledTimes(2);
    expect(cart.removeLines).toHaveBeenCalledWith([LINE]);
  });

  it.each([
    {
      intent: 'set-quantity',
      lineId: 'gid://shopify/CartLine/unknown',
      quantity: '3',
    },
    {intent: 'remove', lineId: 'gid://shopify/CartLine/unknown'},
    {
      intent: 'set-quantity',
      lineId: 'gid://shopify/CartLine/unknown',
      quantity: '0',
    },
  ])(
    'answers a change to a line the cart does not have with a 422 and leaves the cart alone: %j',
    async (fields) => {
      const cart = fakeCart({cartId: 'gid://shopify/Cart/1'});
      const outcome = await runCartAction(
        form(fields as Record<string, string>),
        context(cart),
      );
      expect(outcome.status).toBe(422);
      expect(outcome.result.errors).toEqual([MESSAGES.cartLineNotFound]);
      expect(cart.updateLines).not.toHaveBeenCalled();
      expect(cart.removeLines).not.toHaveBeenCalled();
    },
  );

  it('caps a line at 99 in total, not per request', async () => {
    const cart = fakeCart({cartId: 'gid://shopify/Cart/1'}); // 2 of VARIANT already
    const refused = await runCartAction(
      form({intent: 'add', merchandiseId: VARIANT, quantity: '98'}),
      context(cart),
    );
    expect(refused.status).toBe(422);
    expect(refused.result.errors).toEqual([MESSAGES.cartLineLimit(99)]);
    expect(cart.addLines).not.toHaveBeenCalled();
    const allowed = await runCartAction(
      form({intent: 'add', merchandiseId: VARIANT, quantity: '97'}),
      context(cart),
    );
    expect(allowed.status).toBe(200);
  });

  it("words Shopify's user errors by their code, never passing its message on", async () => {
    const cart = fakeCart({cartId: 'gid://shopify/Cart/1'});
    cart.addLines.mockResolvedValueOnce({
      cart: null,
      userErrors: [
        {
          message: 'The merchandise with id 42 does not exist.',
          code: 'MERCHANDISE_NOT_APPLICABLE',
        },
      ],
    } as never);
    const outcome = await runCartAction(
      form({intent: 'add', merchandiseId: VARIANT}),
      context(cart),
    );
    expect(outcome).toMatchObject({
      status: 422,
      result: {errors: [CART_COPY.notApplicable]},
    });
  });

  it('says a line was cut to the stock, from the warning code and its target line', async () => {
    const cart = fakeCart({cartId: 'gid://shopify/Cart/1'});
    cart.addLines.mockResolvedValueOnce({
      cart: {
        id: 'gid://shopify/Cart/1',
        totalQuantity: 2,
        discountCodes: [],
        lines: {
          nodes: [
            {
              id: LINE,
              quantity: 2,
              merchandise: {
                id: VARIANT,
                title: 'Default Title',
                product: {title: 'Pitmaster Apron'},
              },
            },
          ],
        },
      },
      userErrors: [],
      warnings: [
        {
          code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
          message: 'anything',
          target: LINE,
        },
      ],
    } as never);
    const outcome = await runCartAction(
      form({intent: 'add', merchandiseId: VARIANT, quantity: '5'}),
      context(cart),
    );
    expect(outcome.status).toBe(200);
    expect(outcome.result).toMatchObject({
      cartCount: 2,
      notices: [CART_COPY.stockCut(2, 'Pitmaster Apron')],
      noticeQuery: 'cut=42',
    });
  });

  it('takes a line that sold out out of the cart and says so', async () => {
    const cart = fakeCart({cartId: 'gid://shopify/Cart/1'});
    cart.updateLines.mockResolvedValueOnce({
      cart: {
        id: 'gid://shopify/Cart/1',
        totalQuantity: 3,
        discountCodes: [],
        lines: {
          nodes: [
            {
              id: LINE,
              quantity: 3,
              merchandise: {id: VARIANT, title: 'x', product: {title: 'y'}},
            },
          ],
        },
      },
      userErrors: [],
      warnings: [{code: 'MERCHANDISE_OUT_OF_STOCK', message: '', target: LINE}],
    } as never);
    const outcome = await runCartAction(
      form({intent: 'set-quantity', lineId: LINE, quantity: '3'}),
      context(cart),
    );
    expect(cart.removeLines).toHaveBeenCalledWith([LINE]);
    expect(outcome.result).toMatchObject({
      cartCount: 0,
      notices: [CART_COPY.soldOutNotice],
      noticeQuery: 'soldout=1',
    });
  });

  it('clear forgets the cart id', async () => {
    const outcome = await runCartAction(
      form({intent: 'clear'}),
      context(fakeCart({cartId: 'gid://shopify/Cart/1'})),
    );
    expect(outcome.headers.get('Set-Cookie')).toBe(CLEAR_CART_COOKIE);
  });

  it('checkout of an empty cart says the cart is empty', async () => {
    const outcome = await runCartAction(
      form({intent: 'checkout'}),
      context(fakeCart()),
    );
    expect(outcome).toMatchObject({
      status: 400,
      result: {errors: [MESSAGES.cartEmpty]},
    });
  });

  it('checkout sends the lines and applicable codes; a failure is logged and the shopper sees the spec text', async () => {
    const fetchImpl = vi.fn(async () => new Response('', {status: 402}));
    const ctx = context(
      fakeCart({cartId: 'gid://shopify/Cart/1'}),
      fetchImpl as unknown as typeof fetch,
    );
    const outcome = await runCartAction(form({intent: 'checkout'}), ctx);
    expect(outcome).toMatchObject({
      status: 502,
      result: {errors: [MESSAGES.checkoutFailed]},
    });
    expect(ctx.log).toHaveBeenCalledWith({
      event: 'checkout.failed',
      reason: MESSAGES.paymentRequired,
    });
    const body = JSON.parse(
      (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1]
        .body as string,
    );
    expect(body.variables.input).toEqual({
      lines: [{merchandiseId: VARIANT, quantity: 2}],
      discountCodes: ['WELCOME10'],
    });
  });

  it('a cart with gift cards checks out as itself, since Shopify never returns their codes', async () => {
    const fetchImpl = vi.fn();
    const cart = fakeCart({
      cartId: 'gid://shopify/Cart/1',
      giftCards: [
        {id: 'gid://shopify/AppliedGiftCard/1', lastCharacters: '0050'},
      ],
    });
    const outcome = await runCartAction(
      form({intent: 'checkout'}),
      context(cart, fetchImpl as unknown as typeof fetch),
    );
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(outcome.result.checkoutUrl).toBe(
      'https://shop.example/cart/c/1?key=k&channel=online_store',
    );
  });

  it('a cart with gift cards sheds the codes Shopify does not apply before it checks out as itself', async () => {
    const cart = fakeCart({
      cartId: 'gid://shopify/Cart/1',
      giftCards: [
        {id: 'gid://shopify/AppliedGiftCard/1', lastCharacters: '0050'},
      ],
      discountCodes: [
        {code: 'WELCOME10', applicable: true},
        {code: 'SUMMER25', applicable: false},
      ],
    });
    const outcome = await runCartAction(form({intent: 'checkout'}), {
      ...context(cart, vi.fn() as unknown as typeof fetch),
    });
    // Else Shopify's checkout lists "SUMMER25 is not applicable" at $0.00.
    expect(cart.updateDiscountCodes).toHaveBeenCalledWith(['WELCOME10']);
    expect(outcome.result.checkoutUrl).toBe(
      'https://shop.example/cart/c/1?key=k&channel=online_store',
    );
  });

  it("a successful checkout makes its cart the shopper's cart", async () => {
    const cart = fakeCart({cartId: 'gid://shopify/Cart/1'});
    const fetchImpl = async () =>
      new Response(
        JSON.stringify({
          data: {
            cartCreate: {
              cart: {
                id: 'gid://shopify/Cart/2',
                checkoutUrl: 'https://shop.example/c/2',
              },
              userErrors: [],
            },
          },
        }),
      );
    const outcome = await runCartAction(
      form({intent: 'checkout'}),
      context(cart, fetchImpl as typeof fetch),
    );
    expect(outcome.result.checkoutUrl).toBe(
      'https://shop.example/c/2?channel=online_store',
    );
    expect(cart.setCartId).toHaveBeenCalledWith('gid://shopify/Cart/2');
    expect(outcome.headers.get('Set-Cookie')).toBe('cart=new');
  });
});
