import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {startTestStorefront, type TestStorefront} from './test-support.ts';

let api: TestStorefront;
beforeAll(async () => {
  api = await startTestStorefront();
});
afterAll(() => api.server.close());
beforeEach(async () => {
  await api.control('reset');
});

const BY_CODE = `query C($code: String!) { codeDiscountNodeByCode(code: $code) { id codeDiscount { __typename ... on DiscountCodeBasic { title status startsAt endsAt } } } }`;
const UPDATE = `mutation U($id: ID!, $input: DiscountCodeBasicInput!) { discountCodeBasicUpdate(id: $id, basicCodeDiscount: $input) { codeDiscountNode { codeDiscount { ... on DiscountCodeBasic { status endsAt } } } userErrors { field message code } } }`;
const CART_WITH_CODE = `mutation { cartCreate(input: {discountCodes: ["WELCOME10"], lines: [{merchandiseId: "gid://shopify/ProductVariant/0", quantity: 1}]}) { cart { discountCodes { code applicable } } } }`;

describe('Admin API code discounts', () => {
  it("answers a code's dates and status, case-insensitively, and null for an unknown code", async () => {
    const welcome = await api.admin(BY_CODE, {code: 'welcome10'});
    expect(welcome.errors).toBeUndefined();
    expect(welcome.data.codeDiscountNodeByCode).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/DiscountCodeNode\/\d+$/),
      codeDiscount: {
        __typename: 'DiscountCodeBasic',
        status: 'ACTIVE',
        endsAt: null,
      },
    });
    const ended = await api.admin(BY_CODE, {code: 'SUMMER25'});
    expect(ended.data.codeDiscountNodeByCode.codeDiscount).toMatchObject({
      status: 'EXPIRED',
      startsAt: '2025-06-01T00:00:00Z',
      endsAt: '2025-09-01T00:00:00Z',
    });
    expect(
      (await api.admin(BY_CODE, {code: 'NOPE'})).data.codeDiscountNodeByCode,
    ).toBeNull();
  });

  it('changes when a code ends, which the carts then honour, until a reset', async () => {
    const {id} = (await api.admin(BY_CODE, {code: 'WELCOME10'})).data
      .codeDiscountNodeByCode;
    const past = await api.admin(UPDATE, {
      id,
      input: {endsAt: '2025-12-31T15:00:00Z'},
    });
    expect(past.data.discountCodeBasicUpdate).toEqual({
      codeDiscountNode: {
        codeDiscount: {status: 'EXPIRED', endsAt: '2025-12-31T15:00:00.000Z'},
      },
      userErrors: [],
    });
    const variant = (
      await api.storefront(
        `{ product(handle: "cordierite-pizza-stone") { variants(first: 1) { nodes { id } } } }`,
      )
    ).data.product.variants.nodes[0].id;
    const cart = await api.storefront(
      CART_WITH_CODE.replace('gid://shopify/ProductVariant/0', variant),
    );
    expect(cart.data.cartCreate.cart.discountCodes).toEqual([
      {code: 'WELCOME10', applicable: false},
    ]);

    const refused = await api.admin(UPDATE, {
      id,
      input: {endsAt: 'not a date'},
    });
    expect(
      refused.errors?.[0]?.message ??
        refused.data.discountCodeBasicUpdate.userErrors[0].message,
    ).toMatch(/invalid|DateTime/i);

    await api.control('reset');
    expect(
      (await api.admin(BY_CODE, {code: 'WELCOME10'})).data
        .codeDiscountNodeByCode.codeDiscount.endsAt,
    ).toBeNull();
  });
});
