import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {startTestStorefront, type TestStorefront} from './test-support.ts';

let api: TestStorefront;
const variants: Record<string, string> = {};

const CART = `#graphql
  fragment CartFields on Cart {
    id checkoutUrl totalQuantity note
    attributes { key value }
    buyerIdentity { email countryCode }
    discountCodes { code applicable }
    appliedGiftCards { id lastCharacters amountUsed { amount } balance { amount } }
    cost { subtotalAmount { amount currencyCode } totalAmount { amount } checkoutChargeAmount { amount } }
    deliveryGroups(first: 5) { nodes { id deliveryOptions { handle estimatedCost { amount } } selectedDeliveryOption { handle } } }
    lines(first: 100) {
      nodes {
        id quantity attributes { key value }
        cost { amountPerQuantity { amount } subtotalAmount { amount } totalAmount { amount } compareAtAmountPerQuantity { amount } }
        discountAllocations { discountedAmount { amount } ... on CartCodeDiscountAllocation { code } }
        merchandise { ... on ProductVariant { id title product { handle title } } }
      }
    }
  }`;
const ERRORS =
  'userErrors { field message code } warnings { code message target }';

type Cart = {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  note: string | null;
  attributes: {key: string; value: string}[];
  buyerIdentity: {email: string | null; countryCode: string | null};
  discountCodes: {code: string; applicable: boolean}[];
  appliedGiftCards: {
    id: string;
    lastCharacters: string;
    amountUsed: {amount: string};
    balance: {amount: string};
  }[];
  cost: {
    subtotalAmount: {amount: string; currencyCode: string};
    totalAmount: {amount: string};
    checkoutChargeAmount: {amount: string};
  };
  deliveryGroups: {
    nodes: {
      id: string;
      deliveryOptions: {handle: string}[];
      selectedDeliveryOption: {handle: string} | null;
    }[];
  };
  lines: {
    nodes: {
      id: string;
      quantity: number;
      attributes: {key: string; value: string}[];
      cost: {
        amountPerQuantity: {amount: string};
        subtotalAmount: {amount: string};
        totalAmount: {amount: string};
        compareAtAmountPerQuantity: {amount: string} | null;
      };
      discountAllocations: {discountedAmount: {amount: string}; code: string}[];
      merchandise: {
        id: string;
        title: string;
        product: {handle: string; title: string};
      };
    }[];
  };
};
type Payload = {
  cart: Cart | null;
  userErrors: {field: string[] | null; message: string; code: string}[];
  warnings: {code: string; message: string; target: string}[];
};

async function mutate(
  name: string,
  signature: string,
  call: string,
  variables: Record<string, unknown>,
): Promise<Payload> {
  const {data, errors} = await api.storefront(
    `mutation ${name}(${signature}) { ${name}(${call}) { cart { ...CartFields } ${ERRORS} } } ${CART}`,
    variables,
  );
  expect(errors).toBeUndefined();
  return data[name];
}

const createCart = (input: Record<string, unknown>) =>
  mutate('cartCreate', '$input: CartInput', 'input: $input', {input});
const addLines = (cartId: string, lines: unknown[]) =>
  mutate(
    'cartLinesAdd',
    '$cartId: ID!, $lines: [CartLineInput!]!',
    'cartId: $cartId, lines: $lines',
    {cartId, lines},
  );
const updateLines = (cartId: string, lines: unknown[]) =>
  mutate(
    'cartLinesUpdate',
    '$cartId: ID!, $lines: [CartLineUpdateInput!]!',
    'cartId: $cartId, lines: $lines',
    {cartId, lines},
  );
const removeLines = (cartId: string, lineIds: string[]) =>
  mutate(
    'cartLinesRemove',
    '$cartId: ID!, $lineIds: [ID!]!',
    'cartId: $cartId, lineIds: $lineIds',
    {cartId, lineIds},
  );
const updateDiscountCodes = (cartId: string, discountCodes: string[]) =>
  mutate(
    'cartDiscountCodesUpdate',
    '$cartId: ID!, $discountCodes: [String!]!',
    'cartId: $cartId, discountCodes: $discountCodes',
    {cartId, discountCodes},
  );
const updateGiftCards = (cartId: string, giftCardCodes: string[]) =>
  mutate(
    'cartGiftCardCodesUpdate',
    '$cartId: ID!, $giftCardCodes: [String!]!',
    'cartId: $cartId, giftCardCodes: $giftCardCodes',
    {cartId, giftCardCodes},
  );

async function getCart(id: string): Promise<Cart | null> {
  const {data, errors} = await api.storefront(
    `query Cart($id: ID!) { cart(id: $id) { ...CartFields } } ${CART}`,
    {id},
  );
  expect(errors).toBeUndefined();
  return data.cart;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

beforeAll(async () => {
  api = await startTestStorefront();
  const {data} = await api.storefront(
    `{ products(first: 250) { nodes { handle variants(first: 10) { nodes { id title availableForSale } } } } }`,
  );
  for (const product of data.products.nodes) {
    for (const variant of product.variants.nodes)
      variants[`${product.handle}/${variant.title}`] = variant.id;
  }
});
afterAll(() => api.server.close());
beforeEach(async () => {
  await api.control('reset');
});

describe('cart lines', () => {
  it('creates a cart, merging repeated variants into one line', async () => {
    const stone = variants['cordierite-pizza-stone/15"']!;
    const {cart, userErrors} = await createCart({
      lines: [
        {merchandiseId: stone, quantity: 1},
        {merchandiseId: stone, quantity: 2},
      ],
    });
    expect(userErrors).toEqual([]);
    expect(cart!.id).toMatch(
      /^gid:\/\/shopify\/Cart\/[a-f0-9]+\?key=[a-f0-9]+$/,
    );
    expect(cart!.checkoutUrl).toMatch(
      new RegExp(`^${api.server.url}/checkouts/cn/`),
    );
    expect(cart!.lines.nodes).toHaveLength(1);
    expect(cart!.lines.nodes[0]!.quantity).toBe(3);
    expect(cart!.totalQuantity).toBe(3);
  });

  it('raises the quantity of a line when the same variant is added again, and appends other variants', async () => {
    const {cart} = await createCart({});
    const tools = variants['stainless-grill-tools-set/Default Title']!;
    await addLines(cart!.id, [{merchandiseId: tools}]);
    await addLines(cart!.id, [{merchandiseId: tools, quantity: 2}]);
    const added = await addLines(cart!.id, [
      {merchandiseId: variants['ash-tool/Default Title']},
    ]);
    expect(
      added.cart!.lines.nodes.map((line) => [
        line.merchandise.product.handle,
        line.quantity,
      ]),
    ).toEqual([
      ['stainless-grill-tools-set', 3],
      ['ash-tool', 1],
    ]);
  });

  it('keeps lines with different attributes apart', async () => {
    const apron = variants['pitmaster-apron/Default Title']!;
    const {cart} = await createCart({
      lines: [
        {
          merchandiseId: apron,
          attributes: [{key: 'Engraving', value: 'Pitmaster Sam'}],
        },
      ],
    });
    const added = await addLines(cart!.id, [{merchandiseId: apron}]);
    expect(added.cart!.lines.nodes.map((line) => line.attributes)).toEqual([
      [{key: 'Engraving', value: 'Pitmaster Sam'}],
      [],
    ]);
  });

  it('updates quantities, removes a line at quantity 0 and removes lines by id', async () => {
    const {cart} = await createCart({
      lines: [
        {merchandiseId: variants['ash-tool/Default Title']},
        {merchandiseId: variants['natural-fire-starters/Default Title']},
      ],
    });
    const [ashTool, starters] = cart!.lines.nodes;
    const updated = await updateLines(cart!.id, [
      {id: ashTool!.id, quantity: 4},
      {id: starters!.id, quantity: 0},
    ]);
    expect(
      updated.cart!.lines.nodes.map((line) => [line.id, line.quantity]),
    ).toEqual([[ashTool!.id, 4]]);
    const removed = await removeLines(cart!.id, [ashTool!.id]);
    expect(removed.cart!.lines.nodes).toEqual([]);
    expect(removed.cart!.totalQuantity).toBe(0);
    expect(removed.cart!.cost.totalAmount.amount).toBe('0.0');
  });

  it('answers merchandise that does not exist with MERCHANDISE_NOT_APPLICABLE and changes nothing', async () => {
    const unknown = await createCart({
      lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}],
    });
    expect(unknown.cart).toBeNull();
    expect(unknown.userErrors).toEqual([
      {
        field: ['input', 'lines', '0', 'merchandiseId'],
        message:
          'The merchandise with id gid://shopify/ProductVariant/1 does not exist.',
        code: 'MERCHANDISE_NOT_APPLICABLE',
      },
    ]);

    const {cart} = await createCart({
      lines: [{merchandiseId: variants['ash-tool/Default Title']}],
    });
    const invalid = await addLines(cart!.id, [
      {merchandiseId: variants['ash-tool/Default Title']},
      {merchandiseId: 'gid://shopify/ProductVariant/1'},
    ]);
    expect(invalid.userErrors).toEqual([
      expect.objectContaining({
        field: ['lines', '1', 'merchandiseId'],
        code: 'MERCHANDISE_NOT_APPLICABLE',
      }),
    ]);
    expect((await getCart(cart!.id))!.lines.nodes[0]!.quantity).toBe(1);

    const badLine = await updateLines(cart!.id, [
      {id: 'gid://shopify/CartLine/nope', quantity: 1},
    ]);
    expect(badLine.userErrors[0]).toMatchObject({
      field: ['lines', '0', 'id'],
      code: 'INVALID_MERCHANDISE_LINE',
    });
    const negative = await updateLines(cart!.id, [
      {id: cart!.lines.nodes[0]!.id, quantity: -1},
    ]);
    expect(negative.userErrors[0]).toMatchObject({
      field: ['lines', '0', 'quantity'],
      code: 'INVALID',
    });
    const badRemove = await removeLines(cart!.id, [
      'gid://shopify/CartLine/nope',
    ]);
    expect(badRemove.userErrors[0]).toMatchObject({
      field: ['lineIds', '0'],
      code: 'INVALID_MERCHANDISE_LINE',
    });
  });

  it('answers an unknown cart with a userError and null from cart(id)', async () => {
    const {cart} = await createCart({});
    const wrongKey = cart!.id.replace(/key=.*/, 'key=0000');
    expect(await getCart(wrongKey)).toBeNull();
    const result = await addLines(wrongKey, [
      {merchandiseId: variants['ash-tool/Default Title']},
    ]);
    expect(result).toEqual({
      cart: null,
      userErrors: [
        {
          field: ['cartId'],
          message: 'The specified cart does not exist.',
          code: 'INVALID',
        },
      ],
      warnings: [],
    });
  });
});

describe('stock', () => {
  const APRON = () => variants['pitmaster-apron/Default Title']!;

  it('cuts a line to the stock with MERCHANDISE_NOT_ENOUGH_STOCK on create, add and update', async () => {
    const created = await createCart({
      lines: [{merchandiseId: APRON(), quantity: 5}],
    });
    expect(created.userErrors).toEqual([]);
    const line = created.cart!.lines.nodes[0]!;
    expect(line.quantity).toBe(2);
    expect(created.warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: expect.any(String),
        target: line.id,
      },
    ]);
    const added = await addLines(created.cart!.id, [{merchandiseId: APRON()}]);
    expect(added.cart!.lines.nodes[0]!.quantity).toBe(2);
    expect(added.warnings.map((warning) => warning.code)).toEqual([
      'MERCHANDISE_NOT_ENOUGH_STOCK',
    ]);
    const updated = await updateLines(created.cart!.id, [
      {id: line.id, quantity: 1},
    ]);
    expect(updated.warnings).toEqual([]);
    expect(updated.cart!.lines.nodes[0]!.quantity).toBe(1);
  });

  it('adds no line for sold-out merchandise, with MERCHANDISE_OUT_OF_STOCK naming it', async () => {
    const soldOut = variants['titan-24-kamado-grill/Ember Red']!;
    const created = await createCart({
      lines: [
        {merchandiseId: variants['ash-tool/Default Title']},
        {merchandiseId: soldOut},
      ],
    });
    expect(created.userErrors).toEqual([]);
    expect(
      created.cart!.lines.nodes.map((line) => line.merchandise.id),
    ).toEqual([variants['ash-tool/Default Title']]);
    expect(created.warnings).toEqual([
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: expect.any(String),
        target: soldOut,
      },
    ]);
  });

  it('keeps a line whose merchandise sold out since, and reports it on the next mutation', async () => {
    const {cart} = await createCart({lines: [{merchandiseId: APRON()}]});
    const line = cart!.lines.nodes[0]!;
    await api.control('inventory', {variantId: APRON(), quantity: 0});
    const next = await updateDiscountCodes(cart!.id, []);
    expect(next.warnings).toEqual([
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: expect.any(String),
        target: line.id,
      },
    ]);
    expect(next.cart!.lines.nodes.map((node) => node.id)).toEqual([line.id]);
    const removed = await removeLines(cart!.id, [line.id]);
    expect(removed.warnings).toEqual([]);
  });

  it('serves quantityAvailable and availability from the stock levels', async () => {
    const {data} = await api.storefront(`{
      apron: product(handle: "pitmaster-apron") { totalInventory availableForSale variants(first: 1) { nodes { quantityAvailable availableForSale currentlyNotInStock } } }
      titan: product(handle: "titan-24-kamado-grill") { variants(first: 3) { nodes { title quantityAvailable availableForSale } } }
      card: product(handle: "emberforge-gift-card") { variants(first: 1) { nodes { quantityAvailable availableForSale } } }
    }`);
    expect(data.apron).toEqual({
      totalInventory: 2,
      availableForSale: true,
      variants: {
        nodes: [
          {
            quantityAvailable: 2,
            availableForSale: true,
            currentlyNotInStock: false,
          },
        ],
      },
    });
    expect(data.titan.variants.nodes).toContainEqual({
      title: 'Ember Red',
      quantityAvailable: 0,
      availableForSale: false,
    });
    // Gift cards are not tracked: always for sale, no quantity.
    expect(data.card.variants.nodes[0]).toEqual({
      quantityAvailable: null,
      availableForSale: true,
    });
  });
});

describe('cart costs and discounts', () => {
  it('keeps line and cart totals consistent', async () => {
    const {cart} = await createCart({
      lines: [
        {
          merchandiseId:
            variants['classic-18-kamado-grill/Ember Red / Complete bundle'],
          quantity: 1,
        },
        {merchandiseId: variants['hardwood-lump-charcoal/40 lb'], quantity: 3},
      ],
    });
    for (const line of cart!.lines.nodes) {
      expect(cents(line.cost.subtotalAmount.amount)).toBe(
        cents(line.cost.amountPerQuantity.amount) * line.quantity,
      );
      expect(line.cost.totalAmount).toEqual(line.cost.subtotalAmount);
    }
    expect(cart!.lines.nodes[0]!.cost.compareAtAmountPerQuantity).toEqual({
      amount: '1549.0',
    });
    expect(cart!.cost.subtotalAmount).toEqual({
      amount: '1576.0',
      currencyCode: 'USD',
    });
    expect(cart!.cost.totalAmount.amount).toBe('1576.0');
  });

  it('applies WELCOME10 to every line but gift cards, and lists unknown codes as not applicable', async () => {
    const {cart} = await createCart({
      lines: [
        {merchandiseId: variants['ash-tool/Default Title'], quantity: 2},
        {merchandiseId: variants['emberforge-gift-card/$50']},
      ],
    });
    const result = await updateDiscountCodes(cart!.id, ['WELCOME10', 'NOPE']);
    expect(result.userErrors).toEqual([]);
    expect(result.cart!.discountCodes).toEqual([
      {code: 'WELCOME10', applicable: true},
      {code: 'NOPE', applicable: false},
    ]);
    const [ashTool, giftCard] = result.cart!.lines.nodes;
    expect(ashTool!.discountAllocations).toEqual([
      {discountedAmount: {amount: '4.8'}, code: 'WELCOME10'},
    ]);
    expect(ashTool!.cost.totalAmount.amount).toBe('43.2');
    expect(giftCard!.discountAllocations).toEqual([]);
    expect(result.cart!.cost.totalAmount.amount).toBe('93.2');
    expect(result.cart!.cost.subtotalAmount.amount).toBe('93.2');

    const cleared = await updateDiscountCodes(cart!.id, []);
    expect(cleared.cart!.discountCodes).toEqual([]);
    expect(cleared.cart!.cost.totalAmount.amount).toBe('98.0');
  });

  it('knows the cart recovery and browse codes and applies only the best of several', async () => {
    const {cart} = await createCart({
      lines: [
        {merchandiseId: variants['smart-temperature-controller/Default Title']},
      ],
      discountCodes: ['browse5'],
    });
    expect(cart!.discountCodes).toEqual([{code: 'browse5', applicable: true}]);
    expect(cart!.cost.totalAmount.amount).toBe('236.55');
    const both = await updateDiscountCodes(cart!.id, ['BROWSE5', 'CARTBACK15']);
    expect(both.cart!.discountCodes).toEqual([
      {code: 'BROWSE5', applicable: false},
      {code: 'CARTBACK15', applicable: true},
    ]);
    expect(both.cart!.cost.totalAmount.amount).toBe('211.65');
    // Codes do not combine: the one left out is reported, as Shopify reports it, with a
    // message for people that does not say which code it is about.
    expect(both.warnings).toEqual([
      {
        code: 'DISCOUNT_CODE_NOT_HONOURED',
        message: expect.any(String),
        target: cart!.id,
      },
    ]);
    expect(both.warnings[0]!.message).not.toMatch(/BROWSE5/i);
  });

  it('reports unknown, ended and below-minimum codes as not applicable, with warnings saying why', async () => {
    const {cart} = await createCart({
      lines: [
        {merchandiseId: variants['instant-read-thermometer/Default Title']},
      ],
    });
    const result = await updateDiscountCodes(cart!.id, [
      'NOPE',
      'SUMMER25',
      'CARTBACK15',
    ]);
    expect(result.userErrors).toEqual([]);
    expect(result.cart!.discountCodes).toEqual([
      {code: 'NOPE', applicable: false},
      {code: 'SUMMER25', applicable: false},
      {code: 'CARTBACK15', applicable: false},
    ]);
    expect(result.warnings.map((warning) => warning.code)).toEqual([
      'DISCOUNT_NOT_FOUND',
      'DISCOUNT_CURRENTLY_INACTIVE',
      'DISCOUNT_PURCHASE_NOT_IN_RANGE',
    ]);
    for (const warning of result.warnings)
      expect(warning.message).not.toMatch(/NOPE|SUMMER25|CARTBACK15/i);
    expect(result.cart!.cost.totalAmount.amount).toBe('39.0');

    // CARTBACK15 needs a $100 subtotal: reaching it makes the code apply.
    const raised = await updateLines(cart!.id, [
      {id: result.cart!.lines.nodes[0]!.id, quantity: 3},
    ]);
    expect(raised.cart!.discountCodes).toContainEqual({
      code: 'CARTBACK15',
      applicable: true,
    });
    expect(raised.cart!.cost.totalAmount.amount).toBe('99.45');
    expect(raised.warnings.map((warning) => warning.code)).toEqual([
      'DISCOUNT_NOT_FOUND',
      'DISCOUNT_CURRENTLY_INACTIVE',
    ]);
  });

  it('does not apply a code to a cart of gift cards only', async () => {
    const {cart, warnings} = await createCart({
      lines: [{merchandiseId: variants['emberforge-gift-card/$50']}],
      discountCodes: ['WELCOME10'],
    });
    expect(cart!.discountCodes).toEqual([
      {code: 'WELCOME10', applicable: false},
    ]);
    expect(warnings[0]!.code).toBe('DISCOUNT_NO_ENTITLED_LINE_ITEMS');
  });

  it('applies gift card codes up to the cart total and removes them', async () => {
    const {cart} = await createCart({
      lines: [
        {merchandiseId: variants['instant-read-thermometer/Default Title']},
      ],
    });
    const invalid = await updateGiftCards(cart!.id, ['EMBR-NOPE']);
    expect(invalid.userErrors[0]).toMatchObject({
      field: ['giftCardCodes', '0'],
      code: 'INVALID',
    });
    const applied = await updateGiftCards(cart!.id, ['embr-gift-0050']);
    expect(applied.cart!.appliedGiftCards).toMatchObject([
      {
        lastCharacters: '0050',
        amountUsed: {amount: '39.0'},
        balance: {amount: '50.0'},
      },
    ]);
    const removed = await mutate(
      'cartGiftCardCodesRemove',
      '$cartId: ID!, $ids: [ID!]!',
      'cartId: $cartId, appliedGiftCardIds: $ids',
      {cartId: cart!.id, ids: [applied.cart!.appliedGiftCards[0]!.id]},
    );
    expect(removed.cart!.appliedGiftCards).toEqual([]);
  });
});

describe('other cart mutations', () => {
  it('updates buyer identity, note and attributes', async () => {
    const {cart} = await createCart({buyerIdentity: {countryCode: 'CA'}});
    expect(cart!.buyerIdentity).toEqual({email: null, countryCode: 'CA'});
    const identity = await mutate(
      'cartBuyerIdentityUpdate',
      '$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!',
      'cartId: $cartId, buyerIdentity: $buyerIdentity',
      {
        cartId: cart!.id,
        buyerIdentity: {email: 'sam@example.com'},
      },
    );
    expect(identity.cart!.buyerIdentity).toEqual({
      email: 'sam@example.com',
      countryCode: 'CA',
    });
    const invalid = await mutate(
      'cartBuyerIdentityUpdate',
      '$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!',
      'cartId: $cartId, buyerIdentity: $buyerIdentity',
      {
        cartId: cart!.id,
        buyerIdentity: {email: 'not-an-email'},
      },
    );
    expect(invalid.userErrors[0]).toMatchObject({
      field: ['buyerIdentity', 'email'],
      code: 'INVALID',
    });

    const note = await mutate(
      'cartNoteUpdate',
      '$cartId: ID!, $note: String!',
      'cartId: $cartId, note: $note',
      {cartId: cart!.id, note: 'Leave at the gate'},
    );
    expect(note.cart!.note).toBe('Leave at the gate');
    const attributes = await mutate(
      'cartAttributesUpdate',
      '$cartId: ID!, $attributes: [AttributeInput!]!',
      'cartId: $cartId, attributes: $attributes',
      {
        cartId: cart!.id,
        attributes: [{key: 'source', value: 'waitlist'}],
      },
    );
    expect(attributes.cart!.attributes).toEqual([
      {key: 'source', value: 'waitlist'},
    ]);
  });

  it('refuses a note over 5,000 characters with NOTE_TOO_LONG and keeps the old one', async () => {
    const {cart} = await createCart({note: 'Gate code 42'});
    const tooLong = await mutate(
      'cartNoteUpdate',
      '$cartId: ID!, $note: String!',
      'cartId: $cartId, note: $note',
      {cartId: cart!.id, note: 'x'.repeat(5001)},
    );
    expect(tooLong.userErrors).toEqual([
      expect.objectContaining({field: ['note'], code: 'NOTE_TOO_LONG'}),
    ]);
    expect((await getCart(cart!.id))!.note).toBe('Gate code 42');
    const created = await createCart({note: 'x'.repeat(5001)});
    expect(created.cart).toBeNull();
    expect(created.userErrors[0]!.code).toBe('NOTE_TOO_LONG');
  });

  it('creates the cart without a gift card code it does not know, and says so', async () => {
    const created = await createCart({
      lines: [{merchandiseId: variants['ash-tool/Default Title']}],
      giftCardCodes: ['EMBR-GIFT-0050', 'NOT-A-CARD'],
    });
    expect(created.cart).not.toBeNull();
    expect(created.cart!.lines.nodes).toHaveLength(1);
    expect(
      created.cart!.appliedGiftCards.map((card) => card.lastCharacters),
    ).toEqual(['0050']);
    expect(created.userErrors).toEqual([
      expect.objectContaining({field: ['input', 'giftCardCodes', '1']}),
    ]);
  });

  it('adds, updates, replaces and removes delivery addresses', async () => {
    const {cart} = await createCart({});
    const ADDRESSES = `cart { id delivery { addresses { id selected oneTimeUse address { ... on CartDeliveryAddress { city countryCode name formatted } } } } } ${ERRORS}`;
    const address = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '1 Ember Way',
      city: 'Portland',
      provinceCode: 'OR',
      countryCode: 'US',
      zip: '97201',
    };
    const add = async (addresses: unknown[]) =>
      (
        await api.storefront(
          `mutation ($cartId: ID!, $addresses: [CartSelectableAddressInput!]!) { cartDeliveryAddressesAdd(cartId: $cartId, addresses: $addresses) { ${ADDRESSES} } }`,
          {cartId: cart!.id, addresses},
        )
      ).data.cartDeliveryAddressesAdd;
    const added = await add([
      {address: {deliveryAddress: address}, selected: true},
    ]);
    expect(added.userErrors).toEqual([]);
    const [entry] = added.cart.delivery.addresses;
    expect(entry).toMatchObject({
      selected: true,
      oneTimeUse: false,
      address: {city: 'Portland', countryCode: 'US', name: 'Ada Lovelace'},
    });
    // The same address again is kept once, with a warning.
    const again = await add([{address: {deliveryAddress: address}}]);
    expect(again.cart.delivery.addresses).toHaveLength(1);
    expect(again.warnings).toEqual([
      expect.objectContaining({
        code: 'DUPLICATE_DELIVERY_ADDRESS',
        target: entry.id,
      }),
    ]);
    const two = await add([
      {address: {deliveryAddress: {...address, city: 'Salem'}}, selected: true},
    ]);
    expect(two.userErrors[0].code).toBe(
      'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED',
    );

    const updated = (
      await api.storefront(
        `mutation ($cartId: ID!, $addresses: [CartSelectableAddressUpdateInput!]!) { cartDeliveryAddressesUpdate(cartId: $cartId, addresses: $addresses) { ${ADDRESSES} } }`,
        {cartId: cart!.id, addresses: [{id: entry.id, selected: false}]},
      )
    ).data.cartDeliveryAddressesUpdate;
    expect(updated.cart.delivery.addresses[0].selected).toBe(false);

    const replaced = (
      await api.storefront(
        `mutation ($cartId: ID!, $addresses: [CartSelectableAddressInput!]!) { cartDeliveryAddressesReplace(cartId: $cartId, addresses: $addresses) { ${ADDRESSES} } }`,
        {
          cartId: cart!.id,
          addresses: [
            {address: {deliveryAddress: {...address, city: 'Eugene'}}},
          ],
        },
      )
    ).data.cartDeliveryAddressesReplace;
    expect(
      replaced.cart.delivery.addresses.map(
        (item: {address: {city: string}}) => item.address.city,
      ),
    ).toEqual(['Eugene']);

    const remove = async (addressIds: string[]) =>
      (
        await api.storefront(
          `mutation ($cartId: ID!, $addressIds: [ID!]!) { cartDeliveryAddressesRemove(cartId: $cartId, addressIds: $addressIds) { ${ADDRESSES} } }`,
          {cartId: cart!.id, addressIds},
        )
      ).data.cartDeliveryAddressesRemove;
    expect((await remove([entry.id])).userErrors[0].code).toBe(
      'INVALID_DELIVERY_ADDRESS_ID',
    );
    const gone = await remove([replaced.cart.delivery.addresses[0].id]);
    expect(gone.cart.delivery.addresses).toEqual([]);
  });

  it('takes @inContext(country:) as the buyer country of a new cart', async () => {
    const {data} = await api.storefront(
      `mutation ($country: CountryCode) @inContext(country: $country) { cartCreate { cart { buyerIdentity { countryCode } } } }`,
      {country: 'CA'},
    );
    expect(data.cartCreate.cart.buyerIdentity.countryCode).toBe('CA');
  });

  it('offers delivery options for shippable carts and stores the selected one', async () => {
    const {cart} = await createCart({
      lines: [{merchandiseId: variants['ash-tool/Default Title']}],
    });
    const group = cart!.deliveryGroups.nodes[0]!;
    expect(group.deliveryOptions.map((option) => option.handle)).toEqual([
      'standard',
      'express',
    ]);
    const select = (deliveryGroupId: string, deliveryOptionHandle: string) =>
      mutate(
        'cartSelectedDeliveryOptionsUpdate',
        '$cartId: ID!, $options: [CartSelectedDeliveryOptionInput!]!',
        'cartId: $cartId, selectedDeliveryOptions: $options',
        {
          cartId: cart!.id,
          options: [{deliveryGroupId, deliveryOptionHandle}],
        },
      );
    expect(
      (await select(group.id, 'express')).cart!.deliveryGroups.nodes[0]!
        .selectedDeliveryOption,
    ).toEqual({handle: 'express'});
    expect((await select(group.id, 'teleport')).userErrors[0]!.code).toBe(
      'INVALID_DELIVERY_OPTION',
    );
    expect(
      (await select('gid://shopify/CartDeliveryGroup/x', 'standard'))
        .userErrors[0]!.code,
    ).toBe('INVALID_DELIVERY_GROUP');

    const giftCardOnly = await createCart({
      lines: [{merchandiseId: variants['emberforge-gift-card/$25']}],
    });
    expect(giftCardOnly.cart!.deliveryGroups.nodes).toEqual([]);
  });

  it('sets, reads and deletes cart metafields', async () => {
    const {cart} = await createCart({});
    const set = await api.storefront(
      `mutation ($metafields: [CartMetafieldsSetInput!]!) { cartMetafieldsSet(metafields: $metafields) { metafields { key namespace value type } userErrors { code elementIndex field message } } }`,
      {
        metafields: [
          {
            ownerId: cart!.id,
            key: 'custom.gift_message',
            type: 'single_line_text_field',
            value: 'Happy grilling',
          },
          {
            ownerId: cart!.id,
            key: 'custom.count',
            type: 'number_integer',
            value: 'many',
          },
          {
            ownerId: 'gid://shopify/Cart/nope?key=x',
            key: 'custom.x',
            type: 'single_line_text_field',
            value: 'x',
          },
        ],
      },
    );
    expect(set.data.cartMetafieldsSet.metafields).toEqual([
      {
        key: 'gift_message',
        namespace: 'custom',
        value: 'Happy grilling',
        type: 'single_line_text_field',
      },
    ]);
    expect(
      set.data.cartMetafieldsSet.userErrors.map(
        (error: {code: string; elementIndex: number}) => [
          error.code,
          error.elementIndex,
        ],
      ),
    ).toEqual([
      ['INVALID_VALUE', 1],
      ['INVALID_OWNER', 2],
    ]);
    const read = await api.storefront(
      `query ($id: ID!) { cart(id: $id) { metafield(key: "custom.gift_message") { value } other: metafield(namespace: "custom", key: "gift_message") { value } } }`,
      {id: cart!.id},
    );
    expect(read.data.cart).toEqual({
      metafield: {value: 'Happy grilling'},
      other: {value: 'Happy grilling'},
    });
    const remove = `mutation ($input: CartMetafieldDeleteInput!) { cartMetafieldDelete(input: $input) { deletedId userErrors { code } } }`;
    const deleted = await api.storefront(remove, {
      input: {ownerId: cart!.id, key: 'custom.gift_message'},
    });
    expect(deleted.data.cartMetafieldDelete.deletedId).toMatch(
      /^gid:\/\/shopify\/Metafield\//,
    );
    const again = await api.storefront(remove, {
      input: {ownerId: cart!.id, key: 'custom.gift_message'},
    });
    expect(again.data.cartMetafieldDelete).toEqual({
      deletedId: null,
      userErrors: [{code: 'METAFIELD_DOES_NOT_EXIST'}],
    });
  });
});

describe('local checkout', () => {
  it('shows lines, discount and total, places the order and completes the cart', async () => {
    const {cart} = await createCart({
      lines: [
        {merchandiseId: variants['cordierite-pizza-stone/13"'], quantity: 2},
      ],
      discountCodes: ['WELCOME10'],
      buyerIdentity: {email: 'sam@example.com'},
    });
    const checkoutUrl = new URL(cart!.checkoutUrl);
    checkoutUrl.searchParams.set('channel', 'online_store');
    const page = await fetch(checkoutUrl, {
      headers: {Referer: 'http://localhost:3000/store/shop'},
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Cordierite Pizza Stone');
    expect(html).toContain('Discount (WELCOME10, 10% off)');
    expect(html).toContain('$88.20');
    expect(html).toContain('Sales channel: Online Store');
    expect(html).toContain(
      '<input type="hidden" name="channel" value="online_store">',
    );
    expect(html).toContain('<button type="submit">Place order</button>');

    const form = new URLSearchParams({
      channel: 'online_store',
      return_to: 'http://localhost:3000/store/shop',
    });
    const placed = await fetch(checkoutUrl, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(placed.status).toBe(303);
    const confirmationUrl = new URL(
      placed.headers.get('location')!,
      api.server.url,
    );
    expect(confirmationUrl.searchParams.get('channel')).toBe('online_store');
    const confirmation = await (await fetch(confirmationUrl)).text();
    expect(confirmation).toContain(
      'Order <strong>#1001</strong> is confirmed.',
    );
    expect(confirmation).toContain('href="http://localhost:3000/store/shop"');

    expect(await getCart(cart!.id)).toBeNull();
    const orders = await (
      await fetch(`${api.server.url}/__local/orders`)
    ).json();
    expect(orders).toMatchObject([
      {
        name: '#1001',
        channel: 'online_store',
        email: 'sam@example.com',
        discountCode: 'WELCOME10',
        totalCents: 8820,
      },
    ]);
    const again = await fetch(checkoutUrl, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(again.status).toBe(303);
    expect(
      await (await fetch(`${api.server.url}/__local/orders`)).json(),
    ).toHaveLength(1);
  });

  it('answers an unknown checkout with 404', async () => {
    expect(
      (await fetch(`${api.server.url}/checkouts/cn/abc123?key=nope`)).status,
    ).toBe(404);
  });
});

describe('failure injection', () => {
  const CREATE = `mutation cartCreate($input: CartInput) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { message } } }`;
  const create = () =>
    api.post(
      '/api/2026-04/graphql.json',
      {query: CREATE, variables: {input: {}}},
      {'X-Shopify-Storefront-Access-Token': api.server.publicToken},
    );
  const createdCart = async () =>
    ((await (await create()).json()) as {data: {cartCreate: Payload}}).data
      .cartCreate;

  it('fails the next matching request with an HTTP status and Shopify’s body, once by default', async () => {
    expect(
      (
        await api.control('fail', {
          mode: 'http',
          status: 402,
          operation: 'cartCreate',
        })
      ).status,
    ).toBe(200);
    expect((await api.storefront('{ shop { name } }')).data.shop.name).toBe(
      'Emberforge Kamado',
    );
    const failed = await create();
    expect(failed.status).toBe(402);
    expect(await failed.json()).toEqual({errors: 'Unavailable Shop'});
    expect((await create()).status).toBe(200);
  });

  it('injects GraphQL errors, userErrors and a missing checkout URL, as many times as asked', async () => {
    await api.control('fail', {
      mode: 'graphql-errors',
      messages: ['Throttled'],
      operation: 'cartCreate',
    });
    expect(await (await create()).json()).toEqual({
      errors: [
        {message: 'Throttled', extensions: {code: 'INTERNAL_SERVER_ERROR'}},
      ],
    });

    await api.control('fail', {
      mode: 'user-errors',
      messages: ['Cart is full'],
      times: 2,
    });
    expect((await api.storefront('{ shop { name } }')).errors).toBeUndefined();
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(await createdCart()).toEqual({
        cart: null,
        userErrors: [{message: 'Cart is full'}],
      });
    }
    expect((await createdCart()).userErrors).toEqual([]);

    await api.control('fail', {mode: 'no-checkout-url'});
    const withoutUrl = (await createdCart()).cart!;
    expect(withoutUrl.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    expect(withoutUrl.checkoutUrl).toBeNull();
  });

  it('disarms failures on reset and rejects malformed requests', async () => {
    await api.control('fail', {mode: 'http', status: 500, times: 5});
    await api.control('reset-failures');
    expect((await create()).status).toBe(200);
    const bad = await api.control('fail', {mode: 'explode'});
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as {error: string}).error).toMatch(/mode/);
  });
});

describe('a customer access token on the cart (customer accounts)', () => {
  const updateBuyer = (cartId: string, buyerIdentity: unknown) =>
    mutate(
      'cartBuyerIdentityUpdate',
      '$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!',
      'cartId: $cartId, buyerIdentity: $buyerIdentity',
      {cartId, buyerIdentity},
    );
  const place = async (checkoutUrl: string) =>
    (await fetch(checkoutUrl, {method: 'POST', redirect: 'manual'})).status;
  const orderOf = async (cartId: string) => {
    const token = /Cart\/([^?]+)/.exec(cartId)![1];
    const orders = (await (
      await fetch(`${api.server.url}/__local/orders`)
    ).json()) as {cartToken: string; customerAccessToken?: string | null}[];
    return orders.find((order) => order.cartToken === token);
  };

  it('is kept on the cart and on its order, and null takes it off', async () => {
    const line = {
      merchandiseId: variants['cordierite-pizza-stone/13"'],
      quantity: 1,
    };
    const {cart} = await createCart({lines: [line]});
    const linked = await updateBuyer(cart!.id, {
      customerAccessToken: 'shcat_signed_in',
    });
    expect(linked.userErrors).toEqual([]);
    expect(await place(cart!.checkoutUrl)).toBe(303);
    expect((await orderOf(cart!.id))?.customerAccessToken).toBe(
      'shcat_signed_in',
    );

    const {cart: second} = await createCart({
      lines: [line],
      buyerIdentity: {customerAccessToken: 'shcat_signed_in'},
    });
    expect(
      (await updateBuyer(second!.id, {customerAccessToken: null})).userErrors,
    ).toEqual([]);
    expect(await place(second!.checkoutUrl)).toBe(303);
    expect((await orderOf(second!.id))?.customerAccessToken).toBeNull();
  });

  it('refuses a malformed token', async () => {
    const {cart} = await createCart({});
    const refused = await updateBuyer(cart!.id, {customerAccessToken: 'a b'});
    expect(refused.userErrors[0]).toMatchObject({
      field: ['buyerIdentity', 'customerAccessToken'],
      code: 'INVALID',
    });
  });
});
