/**
 * Tells Shopify a visitor's consent choice, as Hydrogen 2026.4 does (decision 0240): the
 * Customer Privacy API's `setTrackingConsent` sends the Storefront API's `consentManagement`
 * query (unstable) through Hydrogen's proxy, marked with
 * `Shopify-Storefront-Consent-Management: 1`; our banner is a plain form, so the worker
 * sends the same query itself. Hydrogen's storefront client adds the buyer's IP and the
 * `_shopify_y`/`_shopify_s` tokens of the request, as on every query.
 *
 * The visitor's choice never waits for Shopify or depends on it: the cookie is already set
 * from the form, and a failed call is logged.
 */
import {CacheNone} from '@shopify/hydrogen';
import type {Logger} from '~/lib/logger.server';
import type {ConsentPurposes} from './consent.server';

/** Hydrogen's marker for consent traffic (`STOREFRONT_CONSENT_MANAGEMENT_HEADER`). */
export const CONSENT_MANAGEMENT_HEADER =
  'Shopify-Storefront-Consent-Management';
export const CONSENT_API_VERSION = 'unstable';

/**
 * Not a `#graphql` document: `consentManagement` exists only in `unstable`, which the
 * generated types (2026-04) do not know. The stand-in checks it against shopify.dev's
 * unstable types (local/storefront/consent-management.ts).
 */
export const CONSENT_CHOICE_QUERY = `query ConsentChoice($visitorConsent: VisitorConsent!) {
  consentManagement {
    cookies(visitorConsent: $visitorConsent) {
      trackingConsentCookie
      cookieDomain
    }
  }
}`;

type ConsentChoiceAnswer = {
  consentManagement?: {cookies?: {trackingConsentCookie?: string}} | null;
  errors?: unknown;
};

type StorefrontQuery = (
  query: string,
  options: {
    variables: Record<string, unknown>;
    cache: ReturnType<typeof CacheNone>;
    headers: Record<string, string>;
    storefrontApiVersion: string;
  },
) => Promise<unknown>;

export async function sendConsentToShopify(
  storefront: {query: StorefrontQuery},
  log: Logger,
  purposes: ConsentPurposes,
): Promise<boolean> {
  try {
    const answer = (await storefront.query(CONSENT_CHOICE_QUERY, {
      variables: {visitorConsent: purposes},
      cache: CacheNone(),
      headers: {[CONSENT_MANAGEMENT_HEADER]: '1'},
      storefrontApiVersion: CONSENT_API_VERSION,
    })) as ConsentChoiceAnswer;
    if (answer.consentManagement?.cookies?.trackingConsentCookie) return true;
    log.warn('consent.shopify_not_told', {errors: answer.errors});
  } catch (error) {
    log.warn('consent.shopify_not_told', {error: String(error)});
  }
  return false;
}
