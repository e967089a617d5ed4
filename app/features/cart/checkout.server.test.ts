import {describe, expect, it, vi} from 'vitest';
import {MESSAGES} from '~/lib/messages';
import {createCheckout, withOnlineStoreChannel} from './checkout.server';

const lines = [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2}];
const endpointAnswering = (response: Response | Error) => ({
  url: 'https://shop.example/api/2026-04/graphql.json',
  headers: {'X-Shopify-Storefront-Access-Token': 't'},
  fetch: vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  }),
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {status});

describe('createCheckout maps every outcome to the spec catalogue', () => {
  it.each([
    ['402', new Response('', {status: 402}), MESSAGES.paymentRequired],
    [
      'another non-OK status',
      new Response('', {status: 503}),
      'HTTP error! status: 503',
    ],
    [
      'GraphQL errors',
      json({errors: [{message: 'Throttled'}, {message: 'Bad field'}]}),
      'Shopify API Error: Throttled, Bad field',
    ],
    [
      'user errors',
      json({
        data: {cartCreate: {cart: null, userErrors: [{message: 'Sold out'}]}},
      }),
      'Cart creation failed: Sold out',
    ],
    [
      'no checkout URL',
      json({
        data: {
          cartCreate: {
            cart: {id: 'gid://shopify/Cart/1', checkoutUrl: null},
            userErrors: [],
          },
        },
      }),
      MESSAGES.noCheckoutUrl,
    ],
  ])('%s', async (_case, response, reason) => {
    expect(await createCheckout(endpointAnswering(response), {lines})).toEqual({
      ok: false,
      reason,
    });
  });

  it('a network failure', async () => {
    const result = await createCheckout(
      endpointAnswering(new TypeError('fetch failed')),
      {lines},
    );
    expect(result).toEqual({ok: false, reason: 'Network error: fetch failed'});
  });

  it('success adds channel=online_store and sends the lines', async () => {
    const endpoint = endpointAnswering(
      json({
        data: {
          cartCreate: {
            cart: {
              id: 'gid://shopify/Cart/abc?key=k',
              checkoutUrl: 'https://shop.example/checkouts/cn/abc?key=k',
            },
            userErrors: [],
          },
        },
      }),
    );
    expect(
      await createCheckout(endpoint, {lines, discountCodes: ['WELCOME10']}),
    ).toEqual({
      ok: true,
      cartId: 'gid://shopify/Cart/abc?key=k',
      checkoutUrl:
        'https://shop.example/checkouts/cn/abc?key=k&channel=online_store',
    });
    const body = JSON.parse(
      (endpoint.fetch.mock.calls[0] as unknown as [string, RequestInit])[1]
        .body as string,
    );
    expect(body.variables).toEqual({
      input: {lines, discountCodes: ['WELCOME10']},
    });
    expect(body.query).toContain('cartCreate(input: $input)');
  });

  it('keeps an existing channel parameter single', () => {
    expect(withOnlineStoreChannel('https://x.example/c?channel=pos')).toBe(
      'https://x.example/c?channel=online_store',
    );
  });
});
