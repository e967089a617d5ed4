import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
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
        endsAt: definition!.endsAt ?? null,
      });
    },
  );

  it('words the minimum and the end date when there are some', () => {
    expect(offerTerms(RECOVERY_OFFER)).toContain('For carts of $100 or more.');
    expect(
      offerTerms({...WELCOME_OFFER, endsAt: '2027-01-31T00:00:00Z'}),
    ).toContain('Valid until January 31, 2027.');
    expect(offerTerms(WELCOME_OFFER)).toContain('No minimum spend.');
  });
});
