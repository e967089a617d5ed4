/**
 * The visitor's consent as Shopify's `_tracking_consent` cookie holds it: a URI-encoded
 * JSON object whose `con.CMP` has one entry per purpose of the Customer Privacy API
 * (`a` analytics, `m` marketing, `p` preferences, `s` sale of data: `'1'` yes, `'0'` no,
 * `''` not chosen) and whose `purposes` says what is allowed now (for a region that needs
 * no consent: everything, until the visitor declines). Shared by the worker (it writes the
 * cookie) and the analytics loader (it reads `purposes.a`), so it stays small.
 */
export type ConsentValue = '1' | '0' | '';

export type TrackingConsent = {
  con: {
    CMP: {a: ConsentValue; m: ConsentValue; p: ConsentValue; s: ConsentValue};
  };
  v: string;
  /** The buyer's country (ISO 3166-1 alpha-2), or '' when unknown. */
  region: string;
  /** 'GDPR' where consent is required before tracking, else ''. */
  reg: string;
  purposes: {a: boolean; m: boolean; p: boolean; t: boolean};
  display_banner: boolean;
  sale_of_data_region: boolean;
};

/** The cookie's value from a Cookie header or `document.cookie`, parsed; null if absent or not ours. */
export function readTrackingConsent(
  cookieHeader: string,
): TrackingConsent | null {
  const raw = /(?:^|;\s*)_tracking_consent=([^;]*)/.exec(cookieHeader)?.[1];
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as TrackingConsent;
    return typeof value?.purposes === 'object' && value.purposes !== null
      ? value
      : null;
  } catch {
    return null;
  }
}

/** Whether analytics events may be sent for this consent (a missing cookie: not yet). */
export function analyticsAllowed(consent: TrackingConsent | null): boolean {
  return consent?.purposes.a === true;
}
