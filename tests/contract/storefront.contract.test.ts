/**
 * The Storefront API's contract: what the app relies on, asserted the same way against the
 * local stand-in and a real development store (targets.ts). Values that vary (ids, prices,
 * wording) are asserted by shape; codes, statuses and documented fields by value.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {STOREFRONT_SIDES, type StorefrontTarget} from './targets';

const VERSION = '2026-04';

type Payload = {
  cart: {
    id: string;
    discountCodes: {code: string; applicable: boolean}[];
    lines: {nodes: {id: string; quantity: number; merchandise: {id: string}}[]};
  } | null;
  userErrors: {field: string[] | null; message: string; code: string}[];
  warnings: {code: string; message: string; target: string}[];
};

const CART_CREATE = `mutation ContractCartCreate($input: CartInput!) {
  cartCreate(input: $input) {
    cart { id discountCodes { code applicable } lines(first: 10) { nodes { id quantity merchandise { ... on ProductVariant { id } } } } }
    userErrors { field message code }
    warnings { code message target }
  }
}`;

for (const side of STOREFRONT_SIDES) {
  // Some but not all of a real side's variables: a mistake to report, not a skip.
  if (side.missing.length)
    it(`Storefront API contract: ${side.name} has all its variables`, () => {
      expect(side.missing, 'set these too, or none of them').toEqual([]);
    });
  describe.skipIf(!side.available)(
    `Storefront API contract: ${side.name}`,
    () => {
      let target: StorefrontTarget;
      beforeAll(async () => {
        target = await side.start();
      });
      afterAll(() => target?.close());

      const post = (
        body: string,
        headers: Record<string, string> = {},
        version = VERSION,
      ) =>
        fetch(`${target.origin}/api/${version}/graphql.json`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Shopify-Storefront-Access-Token': target.publicToken,
            ...headers,
          },
          body,
        });
      const graphql = async (query: string, variables?: unknown) => {
        const response = await post(JSON.stringify({query, variables}));
        expect(response.status).toBe(200);
        return (await response.json()) as {
          data?: Record<string, any>;
          errors?: {message: string; extensions?: {code?: string}}[];
        };
      };
      const createCart = async (input: Record<string, unknown>) => {
        const {data, errors} = await graphql(CART_CREATE, {input});
        expect(errors).toBeUndefined();
        return data!.cartCreate as Payload;
      };
      const available = async (variantId: string) => {
        const {data} = await graphql(
          `
            query ($id: ID!) {
              node(id: $id) {
                ... on ProductVariant {
                  quantityAvailable
                  availableForSale
                }
              }
            }
          `,
          {id: variantId},
        );
        return data!.node as {
          quantityAvailable: number | null;
          availableForSale: boolean;
        };
      };

      it('a public token has 32 characters, as Hydrogen expects', () => {
        expect(target.publicToken).toHaveLength(32);
      });

      it('answers the version asked for and says so in X-Shopify-API-Version', async () => {
        const response = await post(
          JSON.stringify({query: '{ shop { name } }'}),
        );
        expect(response.status).toBe(200);
        expect(response.headers.get('x-shopify-api-version')).toBe(VERSION);
      });

      it('refuses what is not an API version', async () => {
        const response = await post(
          JSON.stringify({query: '{ shop { name } }'}),
          {},
          'banana',
        );
        expect(response.status).toBe(404);
      });

      it('refuses a body that is not JSON with 415', async () => {
        const response = await post('{ shop { name } }', {
          'Content-Type': 'application/graphql',
        });
        expect(response.status).toBe(415);
      });

      it('reports an unknown field with errors and the undefinedField code', async () => {
        const {data, errors} = await graphql('{ shop { nameOfTheShop } }');
        expect(data).toBeUndefined();
        expect(errors?.[0]?.extensions?.code).toBe('undefinedField');
      });

      it('refuses a query far over its cost limit before running it', async () => {
        const {data, errors} = await graphql(
          '{ products(first: 250) { nodes { collections(first: 250) { nodes { products(first: 250) { nodes { id } } } } } } }',
        );
        expect(data ?? null).toBeNull();
        expect(errors?.length).toBeGreaterThan(0);
      });

      it('reports an unknown discount code as not applicable, with DISCOUNT_NOT_FOUND and a message that does not name it', async () => {
        const code = `NOPE${Date.now()}`;
        const {cart, userErrors, warnings} = await createCart({
          lines: [{merchandiseId: target.lowStockVariant, quantity: 1}],
          discountCodes: [code],
        });
        expect(userErrors).toEqual([]);
        expect(cart!.discountCodes).toEqual([{code, applicable: false}]);
        const found = warnings.filter(
          (warning) => warning.code === 'DISCOUNT_NOT_FOUND',
        );
        expect(found).toHaveLength(1);
        expect(found[0]!.message).toEqual(expect.any(String));
        expect(found[0]!.message.toLowerCase()).not.toContain(
          code.toLowerCase(),
        );
      });

      it('cuts a line to the stock with MERCHANDISE_NOT_ENOUGH_STOCK targeting the line', async () => {
        const {quantityAvailable} = await available(target.lowStockVariant);
        expect(quantityAvailable).toBeGreaterThan(0);
        const {cart, userErrors, warnings} = await createCart({
          lines: [
            {
              merchandiseId: target.lowStockVariant,
              quantity: quantityAvailable! + 3,
            },
          ],
        });
        expect(userErrors).toEqual([]);
        const line = cart!.lines.nodes[0]!;
        expect(line.quantity).toBe(quantityAvailable);
        expect(warnings).toContainEqual({
          code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
          message: expect.any(String),
          target: line.id,
        });
      });

      it('adds no line for sold-out merchandise and warns MERCHANDISE_OUT_OF_STOCK', async () => {
        expect(await available(target.soldOutVariant)).toEqual({
          quantityAvailable: 0,
          availableForSale: false,
        });
        const {cart, userErrors, warnings} = await createCart({
          lines: [{merchandiseId: target.soldOutVariant, quantity: 1}],
        });
        expect(userErrors).toEqual([]);
        expect(cart?.lines.nodes ?? []).toEqual([]);
        expect(warnings.map((warning) => warning.code)).toContain(
          'MERCHANDISE_OUT_OF_STOCK',
        );
      });

      it('refuses merchandise that does not exist with MERCHANDISE_NOT_APPLICABLE', async () => {
        const {userErrors} = await createCart({
          lines: [
            {merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1},
          ],
        });
        expect(userErrors.map((error) => error.code)).toContain(
          'MERCHANDISE_NOT_APPLICABLE',
        );
      });

      it('refuses a note over 5,000 characters with NOTE_TOO_LONG', async () => {
        const {userErrors} = await createCart({note: 'x'.repeat(5001)});
        expect(userErrors.map((error) => error.code)).toContain(
          'NOTE_TOO_LONG',
        );
      });

      it('creates the cart without a gift card code it does not know, and says so in userErrors', async () => {
        const {cart, userErrors} = await createCart({
          lines: [{merchandiseId: target.lowStockVariant, quantity: 1}],
          giftCardCodes: [`NOTACARD${Date.now()}`],
        });
        expect(cart).not.toBeNull();
        expect(cart!.lines.nodes).toHaveLength(1);
        expect(userErrors.length).toBeGreaterThan(0);
      });

      it('keeps delivery addresses on a cart, and one address once (DUPLICATE_DELIVERY_ADDRESS)', async () => {
        const {cart} = await createCart({
          lines: [{merchandiseId: target.lowStockVariant, quantity: 1}],
        });
        const address = {
          deliveryAddress: {
            firstName: 'Ada',
            lastName: 'Contract',
            address1: '1 Ember Way',
            city: 'Portland',
            provinceCode: 'OR',
            countryCode: 'US',
            zip: '97201',
          },
        };
        const add = async () => {
          const {data, errors} = await graphql(
            `
              mutation (
                $cartId: ID!
                $addresses: [CartSelectableAddressInput!]!
              ) {
                cartDeliveryAddressesAdd(
                  cartId: $cartId
                  addresses: $addresses
                ) {
                  cart {
                    delivery {
                      addresses {
                        id
                        selected
                        address {
                          ... on CartDeliveryAddress {
                            city
                            countryCode
                          }
                        }
                      }
                    }
                  }
                  userErrors {
                    code
                  }
                  warnings {
                    code
                    target
                  }
                }
              }
            `,
            {cartId: cart!.id, addresses: [{address, selected: true}]},
          );
          expect(errors).toBeUndefined();
          return data!.cartDeliveryAddressesAdd;
        };
        const first = await add();
        expect(first.userErrors).toEqual([]);
        expect(first.cart.delivery.addresses).toEqual([
          {
            id: expect.any(String),
            selected: true,
            address: {city: 'Portland', countryCode: 'US'},
          },
        ]);
        const again = await add();
        expect(again.cart.delivery.addresses).toHaveLength(1);
        expect(
          again.warnings.map((warning: {code: string}) => warning.code),
        ).toContain('DUPLICATE_DELIVERY_ADDRESS');
      });

      it("serves menus with absolute URLs on the shop's domain and the resource of each collection item", async () => {
        const {data, errors} = await graphql(`
          {
            menu(handle: "main-menu") {
              items {
                type
                url
                resourceId
                resource {
                  __typename
                }
                items {
                  type
                  url
                  resourceId
                  resource {
                    __typename
                  }
                }
              }
            }
          }
        `);
        expect(errors).toBeUndefined();
        const items = [
          ...data!.menu.items,
          ...data!.menu.items.flatMap((item: {items: unknown[]}) => item.items),
        ] as {
          type: string;
          url: string;
          resourceId: string | null;
          resource: {__typename: string} | null;
        }[];
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) {
          expect(item.url).toMatch(/^https?:\/\/[^/]+\//);
          if (
            ['COLLECTION', 'PAGE', 'PRODUCT', 'SHOP_POLICY'].includes(item.type)
          ) {
            expect(item.resourceId).toMatch(/^gid:\/\/shopify\//);
            expect(item.resource).not.toBeNull();
          }
          if (item.type === 'COLLECTION')
            expect(new URL(item.url).pathname).toMatch(/^\/collections\//);
        }
      });

      it('answers blogs, articles, metaobjects and locations without errors', async () => {
        const {data, errors} = await graphql(`
          {
            blogs(first: 5) {
              nodes {
                handle
              }
            }
            articles(first: 5) {
              nodes {
                handle
              }
            }
            metaobjects(type: "contract_missing_type", first: 5) {
              nodes {
                id
              }
            }
            locations(first: 5) {
              nodes {
                id
              }
            }
            blog(handle: "contract-missing-blog") {
              id
            }
          }
        `);
        expect(errors).toBeUndefined();
        for (const key of ['blogs', 'articles', 'metaobjects', 'locations'])
          expect(Array.isArray(data![key].nodes)).toBe(true);
        expect(data!.blog).toBeNull();
      });
    },
  );
}
