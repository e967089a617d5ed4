import {describe, expect, it} from 'vitest';
import {fallbackOptions, selectorOptions} from './localization.server';
import {DEFAULT_MARKET, marketFromParam, MARKETS} from './markets';

const LOCALIZATION = {
  availableCountries: [
    {
      isoCode: 'US',
      name: 'United States',
      currency: {isoCode: 'USD', symbol: '$'},
      availableLanguages: [{isoCode: 'EN', endonymName: 'English'}],
    },
    {
      isoCode: 'CA',
      name: 'Canada',
      currency: {isoCode: 'CAD', symbol: '$'},
      availableLanguages: [
        {isoCode: 'EN', endonymName: 'English'},
        {isoCode: 'FR', endonymName: 'Français'},
      ],
    },
    // Shopify may sell where we have no prefix, or in a language we have no catalogue for.
    {
      isoCode: 'JP',
      name: 'Japan',
      currency: {isoCode: 'JPY', symbol: '¥'},
      availableLanguages: [{isoCode: 'JA', endonymName: '日本語'}],
    },
    {
      isoCode: 'DE',
      name: 'Germany',
      currency: {isoCode: 'EUR', symbol: '€'},
      availableLanguages: [
        {isoCode: 'DE', endonymName: 'Deutsch'},
        {isoCode: 'EN', endonymName: 'English'},
      ],
    },
  ],
};

describe('selectorOptions', () => {
  it('lists what Shopify returns, kept to our markets, in its order', () => {
    expect(selectorOptions(LOCALIZATION, DEFAULT_MARKET)).toEqual([
      {value: 'en-US', label: 'United States (USD $) · English', lang: 'en-US'},
      {value: 'en-CA', label: 'Canada (CAD $) · English', lang: 'en-CA'},
      {value: 'fr-CA', label: 'Canada (CAD $) · Français', lang: 'fr-CA'},
      {value: 'de-DE', label: 'Germany (EUR €) · Deutsch', lang: 'de-DE'},
    ]);
  });
});

describe('fallbackOptions (the Storefront API did not answer)', () => {
  it('lists every market, named in the page’s language', () => {
    const options = fallbackOptions(marketFromParam('de-de')!);
    expect(options.map((option) => option.value)).toEqual(
      MARKETS.map((market) => market.locale),
    );
    expect(options[1]!.label).toBe('Kanada (CAD) · English');
    expect(options[2]!.label).toBe('Kanada (CAD) · Français');
  });
});
