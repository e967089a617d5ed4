/**
 * Where tracking needs the visitor's consent first (decision 0240): the EEA, the United
 * Kingdom and Switzerland, the regions Shopify's privacy banner covers by default.
 * ISO 3166-1 alpha-2, as Oxygen's `oxygen-buyer-country` header gives the country.
 */
const CONSENT_COUNTRIES = new Set([
  // European Union
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  // The rest of the EEA, the United Kingdom, Switzerland
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
]);

/** Whether a visitor from `country` must choose before any tracking; unknown: no. */
export function consentRequiredIn(country: string | null): boolean {
  return country !== null && CONSENT_COUNTRIES.has(country.toUpperCase());
}
