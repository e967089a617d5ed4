/**
 * When the Storefront API cannot be reached (down, hung past the deadline, answering 5xx),
 * Hydrogen's client throws. A store page then answers 503 with `Retry-After` and says the
 * store is unavailable, instead of a bare "Unexpected Server Error"; pages that do not need
 * the store (the landing page) are untouched.
 */
import {data} from 'react-router';
import type {Storefront} from '@shopify/hydrogen';
import type {Logger} from '~/lib/logger.server';
import {MESSAGES} from '~/lib/messages';

/** How long a browser or crawler should wait before asking again. */
export const STORE_RETRY_AFTER_SECONDS = 30;

export function storeUnavailable() {
  return data(MESSAGES.storeUnavailable, {
    status: 503,
    statusText: 'Service Unavailable',
    headers: {'Retry-After': String(STORE_RETRY_AFTER_SECONDS)},
  });
}

/**
 * Makes `storefront.query` throw the 503 above instead of a transport error. The cart
 * handler reads through the same object, so /cart and /api/cart are covered too. Only
 * thrown errors are mapped: GraphQL errors come back in the result, as before.
 */
export function guardStorefrontAvailability(
  storefront: Storefront,
  log: Pick<Logger, 'warn'>,
): void {
  const query = storefront.query.bind(storefront);
  storefront.query = (async (...args: Parameters<typeof query>) => {
    try {
      return await query(...args);
    } catch (error) {
      log.warn('storefront.unavailable', {error});
      throw storeUnavailable();
    }
  }) as typeof storefront.query;
}
