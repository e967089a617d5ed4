import {CacheNone} from '@shopify/hydrogen';
import {describe, expect, it, vi} from 'vitest';
import {createLogger, type LogLine} from '~/lib/logger.server';
import {
  CONSENT_API_VERSION,
  CONSENT_CHOICE_QUERY,
  CONSENT_MANAGEMENT_HEADER,
  sendConsentToShopify,
} from './shopify-consent.server';

const PURPOSES = {
  analytics: true,
  marketing: false,
  preferences: true,
  saleOfData: false,
};

function logged() {
  const lines: LogLine[] = [];
  return {lines, log: createLogger('req', {write: (line) => lines.push(line)})};
}

describe('telling Shopify the choice', () => {
  it("sends consentManagement on unstable, uncached, marked as consent traffic, with the visitor's purposes", async () => {
    const query = vi.fn(async () => ({
      consentManagement: {
        cookies: {trackingConsentCookie: '%7B%7D', cookieDomain: 'shop'},
      },
    }));
    const {lines, log} = logged();
    expect(await sendConsentToShopify({query}, log, PURPOSES)).toBe(true);
    expect(query).toHaveBeenCalledWith(CONSENT_CHOICE_QUERY, {
      variables: {visitorConsent: PURPOSES},
      cache: CacheNone(),
      headers: {[CONSENT_MANAGEMENT_HEADER]: '1'},
      storefrontApiVersion: CONSENT_API_VERSION,
    });
    expect(CONSENT_API_VERSION).toBe('unstable');
    expect(lines).toEqual([]);
  });

  it('logs and answers false when Shopify cannot be told: errors or a failed request', async () => {
    const {lines, log} = logged();
    expect(
      await sendConsentToShopify(
        {query: async () => ({errors: [{message: 'nope'}]})},
        log,
        PURPOSES,
      ),
    ).toBe(false);
    expect(
      await sendConsentToShopify(
        {
          query: async () => {
            throw new Error('timeout');
          },
        },
        log,
        PURPOSES,
      ),
    ).toBe(false);
    expect(lines.map((line) => [line.level, line.event])).toEqual([
      ['warn', 'consent.shopify_not_told'],
      ['warn', 'consent.shopify_not_told'],
    ]);
  });
});
