import {renderToString} from 'react-dom/server';
import {createRoutesStub} from 'react-router';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {describe, expect, it} from 'vitest';
import {ROUTES} from '~/lib/navigation';
import {CartView} from './CartView';
import {CART_COPY} from './copy';

const money = {amount: '49.0', currencyCode: 'USD'} as const;

function cartWithProduct(
  handle: string,
  sale: {availableForSale: boolean; quantityAvailable: number | null} = {
    availableForSale: true,
    quantityAvailable: 5,
  },
): CartApiQueryFragment {
  return {
    id: 'gid://shopify/Cart/1',
    buyerIdentity: {countryCode: 'US'},
    checkoutUrl: 'https://shop.example/cart/c/1',
    totalQuantity: 1,
    cost: {subtotalAmount: money, totalAmount: money},
    discountCodes: [],
    discountAllocations: [],
    appliedGiftCards: [],
    lines: {
      nodes: [
        {
          id: 'gid://shopify/CartLine/1',
          quantity: 1,
          cost: {
            amountPerQuantity: money,
            subtotalAmount: money,
            totalAmount: money,
          },
          discountAllocations: [],
          merchandise: {
            id: 'gid://shopify/ProductVariant/1',
            title: 'Default Title',
            ...sale,
            price: money,
            image: null,
            product: {title: 'Grill cover', handle},
          },
        },
      ],
    },
  } as CartApiQueryFragment;
}

/** The cart as the server renders it on /cart (no JavaScript needed to follow the link). */
function renderCart(cart: CartApiQueryFragment): string {
  const Stub = createRoutesStub([
    {path: ROUTES.cart, Component: () => <CartView cart={cart} />},
  ]);
  return renderToString(<Stub initialEntries={[ROUTES.cart]} />);
}

describe('CartView', () => {
  it('links each line to its product page with the handle encoded', () => {
    const handle = 'cover #2 / 50%?';
    const html = renderCart(cartWithProduct(handle));
    const href = ROUTES.product(handle);
    expect(href).toBe('/store/product/cover%20%232%20%2F%2050%25%3F');
    expect(html).toContain(`href="${href}"`);
  });

  it("flags a line the cart's country does not sell, not one that is sold out", () => {
    const notSold = renderCart(
      cartWithProduct('controller', {
        availableForSale: false,
        quantityAvailable: 12,
      }),
    );
    expect(notSold).toContain('data-not-sold-here');
    expect(notSold).toContain(CART_COPY.notSoldHere);
    const soldOut = renderCart(
      cartWithProduct('controller', {
        availableForSale: false,
        quantityAvailable: 0,
      }),
    );
    expect(soldOut).not.toContain('data-not-sold-here');
    expect(renderCart(cartWithProduct('controller'))).not.toContain(
      'data-not-sold-here',
    );
  });
});
