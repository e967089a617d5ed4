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

const CUSTOMER =
  'id email firstName lastName displayName tags emailMarketingConsent { marketingState marketingOptInLevel consentUpdatedAt } defaultEmailAddress { emailAddress marketingState }';
const FIND = `query FindCustomer($query: String!) { customers(first: 1, query: $query) { nodes { ${CUSTOMER} } } }`;
const CREATE = `mutation CreateCustomer($input: CustomerInput!) { customerCreate(input: $input) { customer { ${CUSTOMER} } userErrors { field message } } }`;
const UPDATE = `mutation UpdateCustomer($input: CustomerInput!) { customerUpdate(input: $input) { customer { ${CUSTOMER} } userErrors { field message } } }`;

describe('Admin API customer upsert', () => {
  it('finds by email, creates with consent and tags, then updates, as the waitlist sync does', async () => {
    expect(
      (await api.admin(FIND, {query: 'email:sam@example.com'})).data.customers
        .nodes,
    ).toEqual([]);

    const created = await api.admin(CREATE, {
      input: {
        email: 'Sam@Example.com',
        firstName: 'Sam',
        tags: ['waitlist', 'source:footer'],
        emailMarketingConsent: {
          marketingState: 'SUBSCRIBED',
          marketingOptInLevel: 'SINGLE_OPT_IN',
          consentUpdatedAt: '2025-11-01T10:00:00Z',
        },
      },
    });
    expect(created.errors).toBeUndefined();
    const customer = created.data.customerCreate.customer;
    expect(customer).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/Customer\/\d+$/),
      email: 'sam@example.com',
      displayName: 'Sam',
      tags: ['waitlist', 'source:footer'],
      emailMarketingConsent: {
        marketingState: 'SUBSCRIBED',
        marketingOptInLevel: 'SINGLE_OPT_IN',
        consentUpdatedAt: '2025-11-01T10:00:00Z',
      },
      defaultEmailAddress: {
        emailAddress: 'sam@example.com',
        marketingState: 'SUBSCRIBED',
      },
    });

    const found = (await api.admin(FIND, {query: 'email:"SAM@example.com"'}))
      .data.customers.nodes;
    expect(found.map((node: {id: string}) => node.id)).toEqual([customer.id]);

    const updated = await api.admin(UPDATE, {
      input: {
        id: customer.id,
        lastName: 'Rivera',
        tags: ['waitlist', 'source:footer', 'source:exit-intent'],
      },
    });
    expect(updated.data.customerUpdate.customer).toMatchObject({
      displayName: 'Sam Rivera',
      tags: ['waitlist', 'source:footer', 'source:exit-intent'],
    });

    const stored = await (
      await fetch(`${api.server.url}/__local/customers`)
    ).json();
    expect(stored).toMatchObject([
      {
        email: 'sam@example.com',
        firstName: 'Sam',
        lastName: 'Rivera',
        emailMarketingConsent: {marketingState: 'SUBSCRIBED'},
      },
    ]);
  });

  it('refuses consent changes through customerUpdate and takes them through customerEmailMarketingConsentUpdate', async () => {
    const {customer} = (
      await api.admin(CREATE, {input: {email: 'lee@example.com'}})
    ).data.customerCreate;
    expect(customer.emailMarketingConsent.marketingState).toBe(
      'NOT_SUBSCRIBED',
    );
    const refused = await api.admin(UPDATE, {
      input: {
        id: customer.id,
        emailMarketingConsent: {marketingState: 'SUBSCRIBED'},
      },
    });
    expect(refused.data.customerUpdate).toEqual({
      customer: null,
      userErrors: [
        {
          field: ['emailMarketingConsent'],
          message:
            'To update emailMarketingConsent, please use the customerEmailMarketingConsentUpdate Mutation instead.',
        },
      ],
    });
    const consent = await api.admin(
      `mutation ($input: CustomerEmailMarketingConsentUpdateInput!) { customerEmailMarketingConsentUpdate(input: $input) { customer { emailMarketingConsent { marketingState } } userErrors { code field message } } }`,
      {
        input: {
          customerId: customer.id,
          emailMarketingConsent: {
            marketingState: 'SUBSCRIBED',
            marketingOptInLevel: 'CONFIRMED_OPT_IN',
          },
        },
      },
    );
    expect(consent.data.customerEmailMarketingConsentUpdate).toEqual({
      customer: {emailMarketingConsent: {marketingState: 'SUBSCRIBED'}},
      userErrors: [],
    });
  });

  it('rejects duplicate and invalid emails', async () => {
    await api.admin(CREATE, {input: {email: 'dup@example.com'}});
    expect(
      (await api.admin(CREATE, {input: {email: 'DUP@example.com'}})).data
        .customerCreate,
    ).toEqual({
      customer: null,
      userErrors: [{field: ['email'], message: 'Email has already been taken'}],
    });
    expect(
      (await api.admin(CREATE, {input: {email: 'nope'}})).data.customerCreate
        .userErrors,
    ).toEqual([{field: ['email'], message: 'Email is invalid'}]);
  });

  it('upserts with customerSet by email and adds tags with tagsAdd', async () => {
    const SET = `mutation ($identifier: CustomerSetIdentifiers, $input: CustomerSetInput!) { customerSet(identifier: $identifier, input: $input) { customer { id firstName tags } userErrors { code field message } } }`;
    const first = (
      await api.admin(SET, {
        identifier: {email: 'kai@example.com'},
        input: {firstName: 'Kai', tags: 'waitlist, vip'},
      })
    ).data.customerSet;
    expect(first).toMatchObject({
      customer: {firstName: 'Kai', tags: ['waitlist', 'vip']},
      userErrors: [],
    });
    const second = (
      await api.admin(SET, {
        identifier: {email: 'kai@example.com'},
        input: {firstName: 'Kai Z'},
      })
    ).data.customerSet;
    expect(second.customer).toEqual({
      id: first.customer.id,
      firstName: 'Kai Z',
      tags: ['waitlist', 'vip'],
    });
    const tagged = await api.admin(
      `mutation ($id: ID!, $tags: [String!]!) { tagsAdd(id: $id, tags: $tags) { node { ... on Customer { tags } } userErrors { message } } }`,
      {id: first.customer.id, tags: ['VIP', 'launch']},
    );
    expect(tagged.data.tagsAdd).toEqual({
      node: {tags: ['waitlist', 'vip', 'launch']},
      userErrors: [],
    });
  });

  it('validates documents against the Admin shape and answers a bad token like Shopify', async () => {
    const invalid = await api.admin(
      '{ customers(first: 1) { nodes { acceptsMarketing } } }',
    );
    expect(invalid.errors?.[0]).toMatchObject({
      message: "Field 'acceptsMarketing' doesn't exist on type 'Customer'",
      extensions: {code: 'undefinedField'},
    });
    const unauthorised = await api.post(
      '/admin/api/2026-04/graphql.json',
      {query: '{ customers(first: 1) { nodes { id } } }'},
      {'X-Shopify-Access-Token': 'shpat_wrong'},
    );
    expect(unauthorised.status).toBe(401);
    expect(await unauthorised.json()).toEqual({
      errors:
        '[API] Invalid API key or access token (unrecognized login or wrong password)',
    });
  });

  it('can be made to fail on demand', async () => {
    await api.control('fail', {
      mode: 'http',
      status: 503,
      operation: 'customerCreate',
    });
    const failed = await api.post(
      '/admin/api/2026-04/graphql.json',
      {query: CREATE, variables: {input: {email: 'x@example.com'}}},
      {'X-Shopify-Access-Token': api.server.adminToken},
    );
    expect(failed.status).toBe(503);
  });
});

describe('Admin API customer data erasure', () => {
  const ERASE = `mutation Erase($customerId: ID!) { customerRequestDataErasure(customerId: $customerId) { customerId userErrors { field message code } } }`;

  it('erases a customer (at once in the stand-in) and answers DOES_NOT_EXIST for an unknown one', async () => {
    const created = await api.admin(CREATE, {
      input: {email: 'erase-me@example.com', firstName: 'Eve'},
    });
    const id = created.data.customerCreate.customer.id as string;
    const erased = await api.admin(ERASE, {customerId: id});
    expect(erased.errors).toBeUndefined();
    expect(erased.data.customerRequestDataErasure).toEqual({
      customerId: id,
      userErrors: [],
    });
    expect(
      (await api.admin(FIND, {query: 'email:erase-me@example.com'})).data
        .customers.nodes,
    ).toEqual([]);
    const again = await api.admin(ERASE, {customerId: id});
    expect(again.data.customerRequestDataErasure).toEqual({
      customerId: null,
      userErrors: [
        {
          field: ['customerId'],
          message: 'Customer does not exist',
          code: 'DOES_NOT_EXIST',
        },
      ],
    });
  });
});
