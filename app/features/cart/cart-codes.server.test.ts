import type {HydrogenCart} from '@shopify/hydrogen';
import {describe, expect, it, vi} from 'vitest';
import {applyDiscountCode} from './cart-codes.server';
import {CODE_MESSAGES} from './copy';

const LINE = {
  id: 'gid://shopify/CartLine/1',
  quantity: 1,
  merchandise: {id: 'gid://shopify/ProductVariant/1'},
};

/** Hydrogen's cart handler, answering the discount update with `answer`. */
function cartAnswering(
  existingCodes: {code: string; applicable: boolean}[],
  answer: unknown,
) {
  const cart = {
    getCartId: () => 'gid://shopify/Cart/1',
    get: vi.fn(async () => ({
      discountCodes: existingCodes,
      lines: {nodes: [LINE]},
    })),
    updateDiscountCodes: vi
      .fn()
      .mockResolvedValueOnce(answer)
      .mockResolvedValue({cart: {id: 'gid://shopify/Cart/1'}, userErrors: []}),
    setCartId: vi.fn(() => new Headers()),
  };
  return cart as typeof cart & HydrogenCart;
}

describe('applyDiscountCode', () => {
  it("decides on applicable and the warning code, whatever the warning's message says", async () => {
    const cart = cartAnswering([], {
      cart: {
        id: 'gid://shopify/Cart/1',
        discountCodes: [{code: 'NOPE', applicable: false}],
        lines: {nodes: [LINE]},
      },
      userErrors: [],
      // A message naming another code must not matter.
      warnings: [
        {
          code: 'DISCOUNT_NOT_FOUND',
          message: 'WELCOME10 is great',
          target: 'gid://shopify/Cart/1',
        },
      ],
    });
    const outcome = await applyDiscountCode(cart, 'NOPE');
    expect(outcome.status).toBe(422);
    expect(outcome.result.errors).toEqual([
      CODE_MESSAGES.warning('NOPE', 'DISCOUNT_NOT_FOUND'),
    ]);
    // Told, then taken out: no "not applied" row is left.
    expect(cart.updateDiscountCodes).toHaveBeenLastCalledWith([]);
  });

  it('takes out a code a better one displaced, and says so', async () => {
    const cart = cartAnswering([{code: 'WELCOME10', applicable: true}], {
      cart: {
        id: 'gid://shopify/Cart/1',
        discountCodes: [
          {code: 'WELCOME10', applicable: false},
          {code: 'CARTBACK15', applicable: true},
        ],
        lines: {nodes: [LINE]},
      },
      userErrors: [],
      warnings: [
        {code: 'DISCOUNT_CODE_NOT_HONOURED', message: '', target: 'x'},
      ],
    });
    const outcome = await applyDiscountCode(cart, 'CARTBACK15');
    expect(outcome.status).toBe(200);
    expect(outcome.result.codeState).toBe('applied');
    expect(outcome.result.notices).toEqual([
      `${CODE_MESSAGES.warning('WELCOME10', 'DISCOUNT_CODE_NOT_HONOURED')} ${CODE_MESSAGES.removedFromCart}`,
    ]);
    expect(cart.updateDiscountCodes).toHaveBeenLastCalledWith(['CARTBACK15']);
  });
});
