import {createElement} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {attr} from '~/elements/contract';
import {serverHtml} from '~/elements/test-support';
import {CART_DOM, CART_PATH} from './cart-contract';
import {CartView} from './CartView';

/** A cart fixture for the cart elements' tests: one line per product title. */
export function cartWith(
  lines: Array<{id: string; title: string; quantity: number}>,
): CartApiQueryFragment {
  const money = {amount: '10.0', currencyCode: 'USD'};
  return {
    id: 'gid://shopify/Cart/1',
    checkoutUrl: 'https://shop.example/cart/c/1',
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    cost: {subtotalAmount: money, totalAmount: money},
    discountCodes: [],
    discountAllocations: [],
    appliedGiftCards: [],
    lines: {
      nodes: lines.map((line) => ({
        id: line.id,
        quantity: line.quantity,
        cost: {
          amountPerQuantity: money,
          subtotalAmount: money,
          totalAmount: money,
        },
        discountAllocations: [],
        merchandise: {
          id: `gid://shopify/ProductVariant/${line.id}`,
          title: 'Default Title',
          availableForSale: true,
          price: money,
          image: null,
          product: {title: line.title, handle: line.id.toLowerCase()},
        },
      })),
    },
  } as unknown as CartApiQueryFragment;
}

/** The cart page's <cart-view> as the server renders it (app/routes/cart.tsx). */
export function cartViewHtml(cart: CartApiQueryFragment): string {
  return serverHtml(
    createElement(
      'cart-view',
      attr(CART_DOM.count, cart.totalQuantity),
      createElement(CartView, {cart}),
    ),
    CART_PATH,
  );
}

/** The cart's markup as /api/cart answers it (app/features/cart/cart-fragment.server.tsx). */
export function cartFragment(cart: CartApiQueryFragment): string {
  return serverHtml(createElement(CartView, {cart}), CART_PATH);
}
