import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {
  accountQuery,
  signIn,
  startTestAccounts,
  type TestAccounts,
} from './test-support.ts';

let test: TestAccounts;
beforeAll(async () => {
  test = await startTestAccounts();
});
afterAll(() => test.close());
beforeEach(async () => {
  await Promise.all([
    fetch(`${test.accounts.url}/__local/reset`, {method: 'POST'}),
    fetch(`${test.storefront.url}/__local/reset`, {method: 'POST'}),
  ]);
});

const ADDRESS_FIELDS = `
  fragment AddressParts on CustomerAddress {
    id firstName lastName company address1 address2 city zoneCode zip
    territoryCode phoneNumber formatted(withName: true) formattedArea
  }`;

const PROFILE = `#graphql
  query Profile($language: LanguageCode) @inContext(language: $language) {
    customer {
      id firstName lastName displayName
      emailAddress { emailAddress marketingState }
      defaultAddress { ...AddressParts }
      addresses(first: 10) { nodes { ...AddressParts } }
    }
  }
  ${ADDRESS_FIELDS}`;

const CREATE = `#graphql
  mutation Create($address: CustomerAddressInput!, $defaultAddress: Boolean) {
    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {
      customerAddress { id }
      userErrors { code field message }
    }
  }`;
const UPDATE = `#graphql
  mutation Update($addressId: ID!, $address: CustomerAddressInput, $defaultAddress: Boolean) {
    customerAddressUpdate(addressId: $addressId, address: $address, defaultAddress: $defaultAddress) {
      customerAddress { id city }
      userErrors { code field message }
    }
  }`;
const DELETE = `#graphql
  mutation Delete($addressId: ID!) {
    customerAddressDelete(addressId: $addressId) {
      deletedAddressId
      userErrors { code field message }
    }
  }`;

const ORDERS = `#graphql
  query Orders($first: Int, $last: Int, $endCursor: String, $startCursor: String, $query: String) {
    customer {
      orders(sortKey: PROCESSED_AT, reverse: true, first: $first, last: $last,
             after: $endCursor, before: $startCursor, query: $query) {
        nodes { id name number confirmationNumber financialStatus fulfillmentStatus
                totalPrice { amount currencyCode } }
        pageInfo { hasNextPage hasPreviousPage endCursor startCursor }
      }
    }
  }`;

const ORDER = `#graphql
  query Order($orderId: ID!) {
    order(id: $orderId) {
      ... on Order {
        id name statusPageUrl fulfillmentStatus processedAt
        fulfillments(first: 1) { nodes { status } }
        subtotal { amount } totalPrice { amount currencyCode } totalTax { amount }
        discountApplications(first: 10) {
          nodes { value { __typename ... on MoneyV2 { amount } ... on PricingPercentageValue { percentage } } }
        }
        lineItems(first: 50) {
          nodes { id title quantity variantTitle price { amount } totalDiscount { amount } }
        }
      }
    }
  }`;

async function variantId(handle: string): Promise<string> {
  const response = await fetch(
    `${test.storefront.url}/api/2026-04/graphql.json`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': test.storefront.publicToken,
      },
      body: JSON.stringify({
        query: `{ product(handle: "${handle}") { variants(first: 1) { nodes { id } } } }`,
      }),
    },
  );
  const body = (await response.json()) as any;
  return body.data.product.variants.nodes[0].id;
}

/** A cart through the Storefront API, then "Place order" on the local checkout. */
async function placeOrder(email: string | null, quantity = 1): Promise<void> {
  const response = await fetch(
    `${test.storefront.url}/api/2026-04/graphql.json`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': test.storefront.publicToken,
      },
      body: JSON.stringify({
        query: `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } userErrors { message } } }`,
        variables: {
          input: {
            lines: [
              {
                merchandiseId: await variantId('cordierite-pizza-stone'),
                quantity,
              },
            ],
            ...(email ? {buyerIdentity: {email}} : {}),
          },
        },
      }),
    },
  );
  const body = (await response.json()) as any;
  const placed = await fetch(body.data.cartCreate.cart.checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams(),
    redirect: 'manual',
  });
  expect(placed.status).toBe(303);
}

describe('the schema', () => {
  it('validates every query against the Customer Account schema Hydrogen ships', async () => {
    const tokens = await signIn(test, 'schema@example.com');
    const answer = await accountQuery(
      test,
      tokens.access_token,
      '{ customer { id favouriteColour } }',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors?.[0]).toMatchObject({
      message: "Field 'favouriteColour' doesn't exist on type 'Customer'",
      extensions: {code: 'undefinedField'},
    });
  });

  it('answers 401 without a token or with an unknown one', async () => {
    for (const authorization of [null, 'shcat_made-up']) {
      const response = await fetch(test.graphqlUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(authorization ? {Authorization: authorization} : {}),
        },
        body: JSON.stringify({query: '{ customer { id } }'}),
      });
      expect(response.status).toBe(401);
    }
  });

  it('serves 2026-04 and refuses a later version', async () => {
    const tokens = await signIn(test, 'version@example.com');
    const later = await fetch(test.graphqlUrl.replace('2026-04', '2026-10'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: tokens.access_token,
      },
      body: JSON.stringify({query: '{ customer { id } }'}),
    });
    expect(later.status).toBe(404);
  });
});

describe('the profile', () => {
  it('is the signed-in customer, with names set by customerUpdate', async () => {
    const tokens = await signIn(test, 'jo@example.com');
    const before = await accountQuery(test, tokens.access_token, PROFILE, {
      language: 'EN',
    });
    expect(before.body.data.customer).toMatchObject({
      firstName: null,
      displayName: 'jo@example.com',
      emailAddress: {
        emailAddress: 'jo@example.com',
        marketingState: 'NOT_SUBSCRIBED',
      },
      defaultAddress: null,
      addresses: {nodes: []},
    });
    const update = await accountQuery(
      test,
      tokens.access_token,
      `mutation ($customer: CustomerUpdateInput!) {
        customerUpdate(input: $customer) { customer { firstName lastName } userErrors { code field } }
      }`,
      {customer: {firstName: 'Jo', lastName: 'Ember'}},
    );
    expect(update.body.data.customerUpdate).toEqual({
      customer: {firstName: 'Jo', lastName: 'Ember'},
      userErrors: [],
    });
    const html = await accountQuery(
      test,
      tokens.access_token,
      `mutation { customerUpdate(input: {firstName: "<b>Jo</b>"}) { userErrors { code field } } }`,
    );
    expect(html.body.data.customerUpdate.userErrors).toEqual([
      {code: 'CONTAINS_HTML_TAGS', field: ['input', 'firstName']},
    ]);
  });

  it('shows the marketing consent the shop holds for the email (the waitlist sync)', async () => {
    const created = await fetch(
      `${test.storefront.url}/admin/api/2026-04/graphql.json`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Shopify-Access-Token': test.storefront.adminToken,
        },
        body: JSON.stringify({
          query: `mutation ($input: CustomerInput!) { customerCreate(input: $input) { userErrors { message } } }`,
          variables: {
            input: {
              email: 'fan@example.com',
              emailMarketingConsent: {
                marketingState: 'SUBSCRIBED',
                marketingOptInLevel: 'CONFIRMED_OPT_IN',
              },
            },
          },
        }),
      },
    );
    expect(
      ((await created.json()) as any).data.customerCreate.userErrors,
    ).toEqual([]);
    const tokens = await signIn(test, 'Fan@Example.com');
    const answer = await accountQuery(
      test,
      tokens.access_token,
      '{ customer { emailAddress { marketingState } } }',
    );
    expect(answer.body.data.customer.emailAddress.marketingState).toBe(
      'SUBSCRIBED',
    );
  });
});

describe('addresses', () => {
  const home = {
    firstName: 'Jo',
    lastName: 'Ember',
    address1: '1 Kiln Lane',
    city: 'Portland',
    zoneCode: 'OR',
    zip: '97201',
    territoryCode: 'US',
    phoneNumber: '+1 503 555 0100',
  };

  it('adds, makes default, edits and deletes, as the account page does', async () => {
    const tokens = await signIn(test, 'addr@example.com');
    const run = (query: string, variables: Record<string, unknown>) =>
      accountQuery(test, tokens.access_token, query, variables);

    const first = await run(CREATE, {address: home, defaultAddress: false});
    expect(first.body.data.customerAddressCreate.userErrors).toEqual([]);
    const firstId = first.body.data.customerAddressCreate.customerAddress.id;
    const second = await run(CREATE, {
      address: {...home, address1: '9 Ash Road', city: 'Salem'},
    });
    const secondId = second.body.data.customerAddressCreate.customerAddress.id;

    let profile = await run(PROFILE, {});
    // The first address became the default by itself.
    expect(profile.body.data.customer.defaultAddress.id).toBe(firstId);
    expect(profile.body.data.customer.defaultAddress.formatted).toEqual([
      'Jo Ember',
      '1 Kiln Lane',
      'Portland OR 97201',
      'United States',
    ]);

    const made = await run(UPDATE, {addressId: secondId, defaultAddress: true});
    expect(made.body.data.customerAddressUpdate.userErrors).toEqual([]);
    const edited = await run(UPDATE, {
      addressId: secondId,
      address: {city: 'Eugene'},
    });
    expect(edited.body.data.customerAddressUpdate.customerAddress.city).toBe(
      'Eugene',
    );
    profile = await run(PROFILE, {});
    expect(profile.body.data.customer.defaultAddress).toMatchObject({
      id: secondId,
      city: 'Eugene',
      address1: '9 Ash Road',
    });

    // The default cannot be deleted while another could take its place.
    const refused = await run(DELETE, {addressId: secondId});
    expect(refused.body.data.customerAddressDelete).toEqual({
      deletedAddressId: null,
      userErrors: [
        expect.objectContaining({
          code: 'DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED',
        }),
      ],
    });
    const deleted = await run(DELETE, {addressId: firstId});
    expect(deleted.body.data.customerAddressDelete).toEqual({
      deletedAddressId: firstId,
      userErrors: [],
    });
    const last = await run(DELETE, {addressId: secondId});
    expect(last.body.data.customerAddressDelete.deletedAddressId).toBe(
      secondId,
    );
    profile = await run(PROFILE, {});
    expect(profile.body.data.customer).toMatchObject({
      defaultAddress: null,
      addresses: {nodes: []},
    });
  });

  it('answers user errors for what Shopify refuses', async () => {
    const tokens = await signIn(test, 'bad-addr@example.com');
    const create = async (address: Record<string, unknown>) =>
      (await accountQuery(test, tokens.access_token, CREATE, {address})).body
        .data.customerAddressCreate.userErrors;
    expect(await create({...home, address1: null})).toEqual([
      expect.objectContaining({
        code: 'ADDRESS1_MISSING',
        field: ['address', 'address1'],
      }),
    ]);
    expect(await create({...home, territoryCode: 'XX'})).toEqual([
      expect.objectContaining({code: 'INVALID_TERRITORY_CODE'}),
    ]);
    expect(await create({...home, territoryCode: null})).toEqual([
      expect.objectContaining({code: 'TERRITORY_CODE_MISSING'}),
    ]);
    expect(await create({...home, company: '<script>x</script>'})).toEqual([
      expect.objectContaining({code: 'CONTAINS_HTML_TAGS'}),
    ]);
    expect(await create({...home, city: 'x'.repeat(256)})).toEqual([
      expect.objectContaining({code: 'TOO_LONG'}),
    ]);
    expect(await create(home)).toEqual([]);
    expect(await create(home)).toEqual([
      expect.objectContaining({code: 'CUSTOMER_ADDRESS_ALREADY_EXISTS'}),
    ]);
    const other = await signIn(test, 'other@example.com');
    const mine = await accountQuery(test, tokens.access_token, PROFILE, {});
    const id = mine.body.data.customer.addresses.nodes[0].id;
    const theirs = await accountQuery(test, other.access_token, DELETE, {
      addressId: id,
    });
    expect(theirs.body.data.customerAddressDelete.userErrors).toEqual([
      expect.objectContaining({code: 'ADDRESS_ID_DOES_NOT_EXIST'}),
    ]);
    const demote = await accountQuery(test, tokens.access_token, UPDATE, {
      addressId: id,
      defaultAddress: false,
    });
    expect(demote.body.data.customerAddressUpdate.userErrors).toEqual([
      expect.objectContaining({
        code: 'DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED',
      }),
    ]);
  });
});

describe('orders of the local checkout', () => {
  it('lists the orders placed with the customer’s email, newest first, in pages', async () => {
    await placeOrder('buyer@example.com', 1);
    await placeOrder('someone-else@example.com', 1);
    await placeOrder('BUYER@example.com', 2);
    await placeOrder(null, 1);
    await placeOrder('buyer@example.com', 3);
    const tokens = await signIn(test, 'buyer@example.com');

    const page1 = await accountQuery(test, tokens.access_token, ORDERS, {
      first: 2,
    });
    const orders = page1.body.data.customer.orders;
    expect(orders.nodes.map((order: any) => order.name)).toEqual([
      '#1005',
      '#1003',
    ]);
    expect(orders.nodes[0]).toMatchObject({
      number: 1005,
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      confirmationNumber: expect.stringMatching(/^[A-Z0-9]{9}$/),
    });
    expect(orders.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });

    const page2 = await accountQuery(test, tokens.access_token, ORDERS, {
      first: 2,
      endCursor: orders.pageInfo.endCursor,
    });
    expect(
      page2.body.data.customer.orders.nodes.map((order: any) => order.name),
    ).toEqual(['#1001']);
    expect(page2.body.data.customer.orders.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });

    const byName = await accountQuery(test, tokens.access_token, ORDERS, {
      first: 20,
      query: 'name:1003',
    });
    expect(
      byName.body.data.customer.orders.nodes.map((order: any) => order.name),
    ).toEqual(['#1003']);
    const confirmation = orders.nodes[0].confirmationNumber;
    const byConfirmation = await accountQuery(
      test,
      tokens.access_token,
      ORDERS,
      {
        first: 20,
        query: `name:1005 AND confirmation_number:${confirmation}`,
      },
    );
    expect(byConfirmation.body.data.customer.orders.nodes).toHaveLength(1);
  });

  it('gives an order’s lines, totals, status and status page, and nobody else’s order', async () => {
    await placeOrder('detail@example.com', 2);
    await placeOrder('stranger@example.com', 1);
    const tokens = await signIn(test, 'detail@example.com');
    const list = await accountQuery(test, tokens.access_token, ORDERS, {
      first: 5,
    });
    const [mine] = list.body.data.customer.orders.nodes;
    const order = await accountQuery(test, tokens.access_token, ORDER, {
      orderId: mine.id,
    });
    const detail = order.body.data.order;
    expect(detail).toMatchObject({
      name: '#1001',
      fulfillmentStatus: 'UNFULFILLED',
      fulfillments: {nodes: []},
      totalTax: {amount: '0.0'},
      lineItems: {
        nodes: [
          {
            title: 'Cordierite Pizza Stone',
            quantity: 2,
            totalDiscount: {amount: '0.0'},
          },
        ],
      },
    });
    expect(detail.statusPageUrl).toMatch(
      new RegExp(`^${test.storefront.url}/checkouts/cn/[a-f0-9]+$`),
    );
    const statusPage = await fetch(detail.statusPageUrl);
    expect(await statusPage.text()).toContain(
      'Order <strong>#1001</strong> is confirmed.',
    );

    const others = await accountQuery(test, tokens.access_token, ORDER, {
      orderId: 'gid://shopify/Order/1002',
    });
    expect(others.body.data.order).toBeNull();
  });
});
