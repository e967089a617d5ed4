/**
 * The Admin API calls of unsubscribe and erase (decision 0157), over HTTP against the local
 * Admin API stand-in, which validates every document against Shopify's schema subset.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  startTestStorefront,
  type TestStorefront,
} from '../../../local/storefront/test-support.ts';
import {
  DEFAULT_ADMIN_API_VERSION,
  findCustomerIdByEmail,
  recordEmailMarketingConsent,
  requestCustomerDataErasure,
  upsertWaitlistCustomer,
  withdrawEmailMarketingConsent,
  type AdminApiConfig,
} from './shopify-admin.ts';

let api: TestStorefront;
let config: AdminApiConfig;
beforeAll(async () => {
  api = await startTestStorefront();
  config = {
    storeDomain: api.server.url,
    accessToken: api.server.adminToken,
    apiVersion: DEFAULT_ADMIN_API_VERSION,
    fetch,
  };
});
afterAll(() => api.server.close());

type Customer = {
  id: string;
  email: string;
  emailMarketingConsent: {marketingState: string} | null;
};
async function customers(): Promise<Customer[]> {
  return (await (
    await fetch(`${api.server.url}/__local/customers`)
  ).json()) as Customer[];
}

describe('unsubscribe and erase in the Admin API', () => {
  it('finds the customer by an address with a +tag, withdraws the consent, and asks for the erasure', async () => {
    const email = 'pat+grill@example.com';
    const id = await upsertWaitlistCustomer(config, {
      email,
      firstName: 'Pat',
      tags: ['waitlist'],
    });
    await recordEmailMarketingConsent(config, id, '2025-11-20T10:00:00Z');
    // Another customer whose address contains this one must not match.
    await upsertWaitlistCustomer(config, {
      email: `x${email}`,
      firstName: null,
      tags: ['waitlist'],
    });

    expect(await findCustomerIdByEmail(config, email)).toBe(id);
    expect(await findCustomerIdByEmail(config, 'nobody@example.com')).toBe(
      null,
    );

    await withdrawEmailMarketingConsent(config, id, '2025-11-21T10:00:00Z');
    const withdrawn = (await customers()).find((c) => c.id === id);
    expect(withdrawn?.emailMarketingConsent?.marketingState).toBe(
      'UNSUBSCRIBED',
    );

    await requestCustomerDataErasure(config, id);
    expect((await customers()).some((c) => c.id === id)).toBe(false);
    // A retry after a crash finds the customer gone (DOES_NOT_EXIST): done, not an error.
    await expect(requestCustomerDataErasure(config, id)).resolves.toBe(
      undefined,
    );
  });
});
