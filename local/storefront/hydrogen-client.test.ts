import {
  cartGetIdDefault,
  cartSetIdDefault,
  createCartHandler,
  getShopAnalytics,
  storefrontRedirect,
} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  hydrogenStorefront,
  startTestStorefront,
  type TestStorefront,
} from './test-support.ts';

/** Hydrogen's own storefront client and cart handler, pointed at the local server. */

let api: TestStorefront;
beforeAll(async () => {
  api = await startTestStorefront();
});
afterAll(() => api.server.close());

const storefrontClient = (tokens: {
  publicStorefrontToken?: string;
  privateStorefrontToken?: string;
}) => hydrogenStorefront(api.server, tokens);

describe('Hydrogen against the local Storefront API', () => {
  it('queries with the public and the private token', async () => {
    for (const storefront of [
      storefrontClient({publicStorefrontToken: api.server.publicToken}),
      storefrontClient({privateStorefrontToken: api.server.privateToken}),
    ]) {
      const {products} = await storefront.query<{
        products: {nodes: {handle: string}[]};
      }>(`#graphql
        query Fuel($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
          products(first: 3, query: "tag:fuel", sortKey: BEST_SELLING) { nodes { handle } }
        }`);
      expect(products.nodes[0]!.handle).toBe('hardwood-lump-charcoal');
    }
  });

  it('loads the shop analytics data', async () => {
    const storefront = storefrontClient({
      publicStorefrontToken: api.server.publicToken,
    });
    const shop = await getShopAnalytics({storefront, publicStorefrontId: '1'});
    expect(shop).toMatchObject({
      shopId: expect.stringMatching(/^gid:\/\/shopify\/Shop\//),
      acceptedLanguage: 'EN',
      currency: 'USD',
    });
  });

  it('runs the cart handler: create, add the same variant twice, set quantity 0, get', async () => {
    const storefront = storefrontClient({
      publicStorefrontToken: api.server.publicToken,
    });
    const {product} = await storefront.query<{
      product: {variants: {nodes: {id: string}[]}};
    }>(
      `query Stone { product(handle: "cordierite-pizza-stone") { variants(first: 1) { nodes { id } } } }`,
    );
    const merchandiseId = product.variants.nodes[0]!.id;
    const cart = createCartHandler({
      storefront,
      getCartId: cartGetIdDefault(new Headers()),
      setCartId: cartSetIdDefault(),
    });

    const created = await cart.create({lines: []});
    expect(created.userErrors).toEqual([]);
    expect(cart.getCartId()).toBe(created.cart.id);

    await cart.addLines([{merchandiseId, quantity: 1}]);
    await cart.addLines([{merchandiseId, quantity: 1}]);
    let current = await cart.get();
    expect(
      current!.lines.edges.map(({node}) => [
        node.merchandise.id,
        node.quantity,
      ]),
    ).toEqual([[merchandiseId, 2]]);
    expect(current!.cost.totalAmount.amount).toBe('98.0');

    const discounted = await cart.updateDiscountCodes(['WELCOME10']);
    expect(discounted.userErrors).toEqual([]);
    await cart.updateNote('Ring twice');
    await cart.updateAttributes([{key: 'source', value: 'test'}]);
    await cart.updateBuyerIdentity({email: 'sam@example.com'});
    await cart.updateGiftCardCodes(['EMBR-GIFT-0050']);
    await cart.setMetafields([
      {key: 'custom.gift', type: 'boolean', value: 'true'},
    ]);
    await cart.deleteMetafield('custom.gift');
    current = await cart.get();
    expect(current).toMatchObject({
      note: 'Ring twice',
      attributes: [{key: 'source', value: 'test'}],
      discountCodes: [{code: 'WELCOME10', applicable: true}],
      buyerIdentity: {email: 'sam@example.com'},
      appliedGiftCards: [
        {lastCharacters: '0050', amountUsed: {amount: '50.0'}},
      ],
      cost: {totalAmount: {amount: '88.2'}},
    });

    await cart.updateLines([
      {id: current!.lines.edges[0]!.node.id, quantity: 0},
    ]);
    current = await cart.get();
    expect(current!.lines.edges).toEqual([]);
    expect(current!.totalQuantity).toBe(0);
  });

  it('follows the store’s URL redirects on a 404, as storefrontRedirect does', async () => {
    const storefront = storefrontClient({
      publicStorefrontToken: api.server.publicToken,
    });
    const redirect = await storefrontRedirect({
      storefront,
      request: new Request('https://shop.test/collections/all'),
      response: new Response('Not found', {status: 404}),
    });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/store/shop');
  });
});
