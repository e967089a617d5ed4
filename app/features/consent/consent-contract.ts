/**
 * The names the consent banner's markup, its endpoints and the analytics loader agree on
 * (docs/decisions/0240).
 */

/** Where the banner's forms post the visitor's choice. */
export const CONSENT_PATH = '/api/consent';

/**
 * The uncached stylesheet that shows the banner to a visitor who must choose and has not:
 * the only part of a page that depends on the visitor's region (decision 0240).
 */
export const CONSENT_BANNER_CSS_PATH = '/api/consent/banner.css';

/**
 * Shopify's consent cookie, as the Customer Privacy API names it; readable by scripts,
 * as Shopify's own is (`getTrackingValues()` reads it too).
 */
export const TRACKING_CONSENT_COOKIE = '_tracking_consent';

/** The form's fields: which button, the purposes of the preferences view, the page. */
export const CONSENT_FIELDS = {
  choice: 'choice',
  analytics: 'analytics',
  marketing: 'marketing',
  preferences: 'preferences',
  saleOfData: 'sale_of_data',
  returnTo: 'return_to',
} as const;

export const CONSENT_CHOICES = {
  accept: 'accept',
  decline: 'decline',
  save: 'save',
} as const;

export const CONSENT_DOM = {
  /** The banner's id: the site's CSS hides it, the banner stylesheet shows it. */
  bannerId: 'consent-banner',
} as const;
