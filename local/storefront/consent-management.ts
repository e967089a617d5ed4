/**
 * The Storefront API's consent management as the stand-in serves it (issue 28): the
 * `consentManagement` query that Shopify's Customer Privacy API sends through Hydrogen's
 * Storefront API proxy when a visitor chooses (`setTrackingConsent`), and that our worker
 * sends itself when the banner's form posts (decision 0240). It exists only in the
 * `unstable` version; the stand-in serves `unstable` for this query alone, on the 2026-04
 * schema extended with the types shopify.dev documents for it, and records each choice so
 * a developer (and a test) sees what Shopify was told.
 */
import {extendSchema, parse, type GraphQLSchema} from 'graphql';
import {escapeHtml} from './html.ts';

/** shopify.dev, Storefront API `unstable`: consentManagement, ConsentManagement(Cookies). */
const CONSENT_MANAGEMENT_SDL = /* GraphQL */ `
  "Interaction of the current visitor consent with the configured consent policies of the shop."
  type ConsentManagement {
    "Given the provided visitor consent, the resulting cookies to set in the browser."
    cookies(
      visitorConsent: VisitorConsent!
      visitorEmail: String
      origReferrer: String
      landingPage: String
    ): ConsentManagementCookies!
  }

  "Computed cookies needed by the Consent Management Platform to respect and query visitor consent."
  type ConsentManagementCookies {
    cookieDomain: String!
    landingPageCookie: String
    origReferrerCookie: String
    shopifyAnalyticsCookie: String
    shopifyEssentialCookie: String
    "The _tracking_consent cookie, already URI encoded and serialized."
    trackingConsentCookie: String!
  }

  extend type QueryRoot {
    consentManagement: ConsentManagement!
  }
`;

/** The root fields `unstable` answers here; any other is a 404, as before. */
export const UNSTABLE_ROOT_FIELDS = ['consentManagement'] as const;

export function withConsentManagement(schema: GraphQLSchema): GraphQLSchema {
  return extendSchema(schema, parse(CONSENT_MANAGEMENT_SDL));
}

type VisitorConsent = {
  analytics?: boolean | null;
  marketing?: boolean | null;
  preferences?: boolean | null;
  saleOfData?: boolean | null;
};

/** One choice as Shopify was told it. */
export type ConsentRecord = {
  receivedAt: string;
  visitorConsent: VisitorConsent;
  /** `X-Shopify-UniqueToken`/`X-Shopify-VisitToken` (Hydrogen sends them from `_shopify_y`/`_s`). */
  uniqueToken: string | null;
  visitToken: string | null;
  /** `X-Shopify-Client-IP`, the buyer's address as Hydrogen forwards it. */
  buyerIp: string | null;
  /** `Shopify-Storefront-Consent-Management: 1`, the marker of consent traffic. */
  marked: boolean;
};

export class ConsentRecordStore {
  #records: ConsentRecord[] = [];

  get records(): readonly ConsentRecord[] {
    return this.#records;
  }

  add(record: ConsentRecord) {
    this.#records.push(record);
  }

  reset() {
    this.#records = [];
  }
}

const flag = (value: boolean | null | undefined) =>
  value === true ? '1' : value === false ? '0' : '';

/** The `_tracking_consent` value for a consent (the format our worker reads too). */
export function trackingConsentValue(consent: VisitorConsent): string {
  return encodeURIComponent(
    JSON.stringify({
      con: {
        CMP: {
          a: flag(consent.analytics),
          m: flag(consent.marketing),
          p: flag(consent.preferences),
          s: flag(consent.saleOfData),
        },
      },
      v: '2.1',
      region: '',
      reg: '',
      purposes: {
        a: consent.analytics === true,
        m: consent.marketing === true,
        p: consent.preferences === true,
        t: consent.saleOfData === true,
      },
      display_banner: false,
      sale_of_data_region: false,
    }),
  );
}

/** The root value for `consentManagement`: records the choice, answers its cookies. */
export function consentManagementRoot(
  store: ConsentRecordStore,
  headers: Headers,
  cookieDomain: string,
) {
  return {
    consentManagement: {
      cookies: ({visitorConsent}: {visitorConsent: VisitorConsent}) => {
        store.add({
          receivedAt: new Date().toISOString(),
          visitorConsent,
          uniqueToken: headers.get('x-shopify-uniquetoken'),
          visitToken: headers.get('x-shopify-visittoken'),
          buyerIp: headers.get('x-shopify-client-ip'),
          marked: headers.get('shopify-storefront-consent-management') === '1',
        });
        return {
          cookieDomain,
          trackingConsentCookie: trackingConsentValue(visitorConsent),
          landingPageCookie: null,
          origReferrerCookie: null,
          shopifyAnalyticsCookie: null,
          shopifyEssentialCookie: null,
        };
      },
    },
  };
}

/** The developer's view of the choices, newest first (a section of /analytics). */
export function consentRecordsSection(
  records: readonly ConsentRecord[],
): string {
  const rows = [...records]
    .reverse()
    .map(
      (record) =>
        `<tr><td>${escapeHtml(record.receivedAt)}</td><td>${escapeHtml(JSON.stringify(record.visitorConsent))}</td><td>${escapeHtml(record.uniqueToken ?? '')}</td><td>${escapeHtml(record.buyerIp ?? '')}</td></tr>`,
    )
    .join('');
  return `<h2>Consent choices received</h2><p>${records.length} choice(s), as the Storefront API's <code>consentManagement</code> (unstable) received them.</p><table><thead><tr><th>Received</th><th>Visitor consent</th><th>Unique token</th><th>Buyer IP</th></tr></thead><tbody>${rows}</tbody></table>`;
}
