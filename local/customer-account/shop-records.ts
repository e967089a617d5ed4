/**
 * What the local Customer Account API reads from the local Storefront API, over HTTP like
 * any other client of its control endpoints: the orders its checkout placed, and the Admin
 * API's customers (where the waitlist's sync records email marketing consent). Shopify
 * keeps these in one shop; here they live in the Storefront stand-in, so the account reads
 * them on each request and never holds a stale copy.
 */
import type {OrderRecord} from '../storefront/cart.ts';
import type {CustomerRecord as AdminCustomerRecord} from '../storefront/admin.ts';
import {normaliseEmail} from './customers.ts';

/** An order of the local checkout; `customerAccessToken` when its cart carried one. */
export type ShopOrder = OrderRecord & {customerAccessToken?: string | null};

export type ShopRecords = {
  /** The orders that belong to the customer: their email, or one of their access tokens. */
  ordersOf(email: string, tokens: Set<string>): Promise<ShopOrder[]>;
  /** The customer's email marketing state in the shop (NOT_SUBSCRIBED when unknown). */
  marketingStateOf(email: string): Promise<string>;
};

const DEADLINE_MS = 4_000;

/** Marketing states of the Admin API that the Customer Account API's enum also has. */
const ACCOUNT_MARKETING_STATES = new Set([
  'INVALID',
  'NOT_SUBSCRIBED',
  'PENDING',
  'REDACTED',
  'SUBSCRIBED',
  'UNSUBSCRIBED',
]);

/** Reads from the Storefront stand-in at `storefrontUrl`; with none, the shop has no orders. */
export function shopRecordsAt(storefrontUrl: string | null): ShopRecords {
  const read = async <T>(action: string): Promise<T[]> => {
    if (!storefrontUrl) return [];
    const response = await fetch(`${storefrontUrl}/__local/${action}`, {
      signal: AbortSignal.timeout(DEADLINE_MS),
    });
    if (!response.ok)
      throw new Error(
        `The local Storefront API answered ${response.status} for /__local/${action}`,
      );
    return (await response.json()) as T[];
  };
  return {
    async ordersOf(email, tokens) {
      const key = normaliseEmail(email);
      const orders = await read<ShopOrder>('orders');
      return orders.filter(
        (order) =>
          (order.email !== null && normaliseEmail(order.email) === key) ||
          (order.customerAccessToken != null &&
            tokens.has(order.customerAccessToken)),
      );
    },
    async marketingStateOf(email) {
      const key = normaliseEmail(email);
      const customers = await read<AdminCustomerRecord>('customers');
      const state = customers.find(
        (customer) =>
          customer.email !== null && normaliseEmail(customer.email) === key,
      )?.emailMarketingConsent?.marketingState;
      return state && ACCOUNT_MARKETING_STATES.has(state)
        ? state
        : 'NOT_SUBSCRIBED';
    },
  };
}
