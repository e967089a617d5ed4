import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {COPY_CATALOGUES} from '~/lib/copy-catalogues';
import {BROWSE_OFFER, offerTerms, RECOVERY_OFFER, WELCOME_OFFER} from './copy';

type Definition = {
  code: string;
  percentage: number;
  minimumSubtotal?: string;
  endsAt?: string;
};
const catalog = JSON.parse(
  readFileSync(
    new URL('../../../local/storefront/catalog.json', import.meta.url),
    'utf8',
  ),
) as {discountCodes: Definition[]};

describe('the offer pages tell the truth about their codes', () => {
  it.each([WELCOME_OFFER, RECOVERY_OFFER, BROWSE_OFFER])(
    '$code matches the store’s discount definition',
    (offer) => {
      const definition = catalog.discountCodes.find(
        (candidate) => candidate.code === offer.code,
      );
      expect(definition).toBeDefined();
      expect(offer).toEqual({
        code: definition!.code,
        percentage: definition!.percentage,
        minimumSubtotal: definition!.minimumSubtotal ?? null,
      });
    },
  );

  it("words the minimum, and the code's end as Shopify has it: a date, none, or nothing when unknown", () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(offerTerms(RECOVERY_OFFER, null, now)).toContain(
      'For carts of $100 or more.',
    );
    expect(offerTerms(WELCOME_OFFER, null, now)).toContain('No minimum spend.');
    expect(offerTerms(WELCOME_OFFER, '2027-01-31T00:00:00Z', now)).toContain(
      'Valid until January 31, 2027.',
    );
    expect(offerTerms(WELCOME_OFFER, '2025-12-31T15:00:00Z', now)).toContain(
      'This code ended on December 31, 2025.',
    );
    expect(offerTerms(WELCOME_OFFER, null, now)).toContain('No end date.');
    const unknown = offerTerms(WELCOME_OFFER, undefined, now).join(' ');
    expect(unknown).not.toMatch(/end date|until|ended/i);
  });
});

describe('offer terms in a market', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  it('say the US-dollar minimum and the end date as the market writes them', () => {
    const french = offerTerms(RECOVERY_OFFER, '2027-01-31T00:00:00Z', now, {
      terms: COPY_CATALOGUES.offers.FR.OFFER_TERMS,
      locale: 'fr-CA',
    }).map((term) => term.replace(/[\u00a0\u202f]/g, ' '));
    expect(french).toContain('Pour les paniers de 100 $ US ou plus.');
    expect(french).toContain('Valable jusqu’au 31 janvier 2027.');
    const german = offerTerms(WELCOME_OFFER, null, now, {
      terms: COPY_CATALOGUES.offers.DE.OFFER_TERMS,
      locale: 'de-DE',
    });
    expect(german).toContain('Kein Mindestbestellwert.');
    expect(german).toContain('Ohne Enddatum.');
  });
});
