/**
 * The Shopify Admin GraphQL calls the customer sync makes. Two requests, because no single
 * mutation does it all: `customerSet` upserts by email but cannot set marketing consent and
 * would overwrite existing tags; `tagsAdd` adds ours without dropping the merchant's.
 */
import {errorMessage} from './http.ts';

export const DEFAULT_ADMIN_API_VERSION = '2026-04';

export const CUSTOMER_UPSERT_MUTATION = `mutation WaitlistCustomerUpsert($identifier: CustomerSetIdentifiers!, $input: CustomerSetInput!) {
  customerSet(identifier: $identifier, input: $input) {
    customer { id }
    userErrors { field message code }
  }
}`;

export const CUSTOMER_TAGS_MUTATION = `mutation WaitlistCustomerTags($id: ID!, $tags: [String!]!) {
  tagsAdd(id: $id, tags: $tags) {
    userErrors { field message }
  }
}`;

export const CUSTOMER_CONSENT_MUTATION = `mutation WaitlistCustomerConsent($input: CustomerEmailMarketingConsentUpdateInput!) {
  customerEmailMarketingConsentUpdate(input: $input) {
    userErrors { field message }
  }
}`;

export const CUSTOMER_BY_EMAIL_QUERY = `query WaitlistCustomerByEmail($query: String!) {
  customers(first: 1, query: $query) {
    nodes { id }
  }
}`;

export const CUSTOMER_DATA_ERASURE_MUTATION = `mutation WaitlistCustomerErasure($customerId: ID!) {
  customerRequestDataErasure(customerId: $customerId) {
    customerId
    userErrors { field message code }
  }
}`;

/** A code discount's end, as Shopify's admin has it (read_discounts). */
export const CODE_DISCOUNT_END_QUERY = `query DiscountCodeEnd($code: String!) {
  codeDiscountNodeByCode(code: $code) {
    codeDiscount {
      ... on DiscountCodeBasic { endsAt }
    }
  }
}`;

export type AdminApiConfig = {
  storeDomain: string;
  accessToken: string;
  apiVersion: string;
  fetch: typeof fetch;
};

export type WaitlistCustomer = {
  email: string;
  firstName: string | null;
  tags: string[];
};

export class AdminApiError extends Error {
  override name = 'AdminApiError';
}

/** Creates or updates the customer and adds the tags, without marketing consent; returns the customer id. */
export async function upsertWaitlistCustomer(
  config: AdminApiConfig,
  customer: WaitlistCustomer,
): Promise<string> {
  const upsert = await adminGraphql(config, CUSTOMER_UPSERT_MUTATION, {
    identifier: {email: customer.email},
    input: {
      email: customer.email,
      ...(customer.firstName ? {firstName: customer.firstName} : {}),
    },
  });
  const customerSet = field(upsert, 'customerSet');
  throwOnUserErrors('customerSet', customerSet);
  const id = field(field(customerSet, 'customer'), 'id');
  if (typeof id !== 'string')
    throw new AdminApiError('customerSet returned no customer id');

  // No email-marketing consent here: anyone can type any address into a signup form, so
  // consent is recorded only after double opt-in (the address owner confirms).
  const update = await adminGraphql(config, CUSTOMER_TAGS_MUTATION, {
    id,
    tags: customer.tags,
  });
  throwOnUserErrors('tagsAdd', field(update, 'tagsAdd'));
  return id;
}

/**
 * Records email-marketing consent (confirmed opt-in) for a customer: called only after the
 * address owner confirmed the double opt-in link, with the time they did.
 */
export async function recordEmailMarketingConsent(
  config: AdminApiConfig,
  customerId: string,
  consentUpdatedAt: string,
): Promise<void> {
  await updateEmailMarketingConsent(config, customerId, {
    marketingState: 'SUBSCRIBED',
    marketingOptInLevel: 'CONFIRMED_OPT_IN',
    consentUpdatedAt,
  });
}

/** The id of the customer with this email, or null when the shop has none. */
export async function findCustomerIdByEmail(
  config: AdminApiConfig,
  email: string,
): Promise<string | null> {
  // Shopify's search syntax: a quoted value, with `\` and `"` escaped.
  const quoted = `"${email.replace(/["\\]/g, (char) => `\\${char}`)}"`;
  const data = await adminGraphql(config, CUSTOMER_BY_EMAIL_QUERY, {
    query: `email:${quoted}`,
  });
  const nodes = field(field(data, 'customers'), 'nodes');
  const id = Array.isArray(nodes) ? field(nodes[0], 'id') : undefined;
  return typeof id === 'string' ? id : null;
}

/**
 * Records that the address owner withdrew email-marketing consent (unsubscribed or erased),
 * at the time they did.
 */
export async function withdrawEmailMarketingConsent(
  config: AdminApiConfig,
  customerId: string,
  consentUpdatedAt: string,
): Promise<void> {
  await updateEmailMarketingConsent(config, customerId, {
    marketingState: 'UNSUBSCRIBED',
    consentUpdatedAt,
  });
}

/** customerEmailMarketingConsentUpdate, with its userErrors thrown. */
async function updateEmailMarketingConsent(
  config: AdminApiConfig,
  customerId: string,
  emailMarketingConsent: Record<string, string>,
): Promise<void> {
  const update = await adminGraphql(config, CUSTOMER_CONSENT_MUTATION, {
    input: {customerId, emailMarketingConsent},
  });
  throwOnUserErrors(
    'customerEmailMarketingConsentUpdate',
    field(update, 'customerEmailMarketingConsentUpdate'),
  );
}

/**
 * Asks Shopify to erase the customer's personal data (its GDPR erasure: carried out on
 * Shopify's schedule; orders keep what the law requires). A customer that no longer
 * exists is already gone.
 */
export async function requestCustomerDataErasure(
  config: AdminApiConfig,
  customerId: string,
): Promise<void> {
  const data = await adminGraphql(config, CUSTOMER_DATA_ERASURE_MUTATION, {
    customerId,
  });
  const payload = field(data, 'customerRequestDataErasure');
  const userErrors = field(payload, 'userErrors');
  if (
    Array.isArray(userErrors) &&
    userErrors.length > 0 &&
    userErrors.every((error) => field(error, 'code') === 'DOES_NOT_EXIST')
  )
    return;
  throwOnUserErrors('customerRequestDataErasure', payload);
}

/**
 * When the code stops working: an ISO date, null when it has no end date, or undefined when
 * Shopify does not know the code (nothing can be said about it).
 */
export async function discountCodeEndsAt(
  config: AdminApiConfig,
  code: string,
): Promise<string | null | undefined> {
  const data = await adminGraphql(config, CODE_DISCOUNT_END_QUERY, {code});
  const discount = field(field(data, 'codeDiscountNodeByCode'), 'codeDiscount');
  if (discount === undefined || discount === null) return undefined;
  const endsAt = field(discount, 'endsAt');
  return typeof endsAt === 'string' ? endsAt : null;
}

/** `https://` is added to a bare shop domain; a full URL (a local stand-in) is kept. */
export function adminApiEndpoint(
  storeDomain: string,
  apiVersion: string,
): string {
  const origin = /^https?:\/\//.test(storeDomain)
    ? storeDomain
    : `https://${storeDomain}`;
  return `${origin.replace(/\/+$/, '')}/admin/api/${apiVersion}/graphql.json`;
}

async function adminGraphql(
  config: AdminApiConfig,
  query: string,
  variables: Record<string, unknown>,
): Promise<unknown> {
  let response: Response;
  try {
    response = await config.fetch(
      adminApiEndpoint(config.storeDomain, config.apiVersion),
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Shopify-Access-Token': config.accessToken,
        },
        body: JSON.stringify({query, variables}),
      },
    );
  } catch (error) {
    throw new AdminApiError(`Admin API unreachable: ${errorMessage(error)}`);
  }
  const body = (await response.json().catch(() => null)) as {
    data?: unknown;
    errors?: unknown;
  } | null;
  if (!response.ok)
    throw new AdminApiError(`Admin API answered ${response.status}`);
  if (Array.isArray(body?.errors) && body.errors.length > 0) {
    throw new AdminApiError(`Admin API errors: ${JSON.stringify(body.errors)}`);
  }
  return body?.data;
}

function throwOnUserErrors(mutation: string, payload: unknown): void {
  const userErrors = field(payload, 'userErrors');
  if (payload === undefined || payload === null)
    throw new AdminApiError(`${mutation} returned nothing`);
  if (Array.isArray(userErrors) && userErrors.length > 0) {
    throw new AdminApiError(
      `${mutation} user errors: ${JSON.stringify(userErrors)}`,
    );
  }
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
