/**
 * The worker's side of the consent choice (docs/decisions/0240): the region rule, the
 * `_tracking_consent` cookie it writes, and the banner stylesheet's answer. Pages never
 * call this: they are the same for every visitor, and only the uncached endpoints read the
 * visitor's country and cookie.
 */
import {consentRequiredIn} from './consent-regions';
import {
  CONSENT_CHOICES,
  CONSENT_DOM,
  CONSENT_FIELDS,
  TRACKING_CONSENT_COOKIE,
} from './consent-contract';
import {
  readTrackingConsent,
  type ConsentValue,
  type TrackingConsent,
} from './tracking-consent';

/** Shopify's consent lasts a year; ours too. */
const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
const FORMAT_VERSION = '2.1';

/** The buyer's country as Oxygen gives it (absent locally and for some bots). */
export function buyerCountryOf(request: Request): string | null {
  const country = request.headers.get('oxygen-buyer-country')?.trim();
  return country && /^[A-Za-z]{2}$/.test(country)
    ? country.toUpperCase()
    : null;
}

export type ConsentPurposes = {
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  saleOfData: boolean;
};

export type ConsentChoice =
  | {kind: typeof CONSENT_CHOICES.accept}
  | {kind: typeof CONSENT_CHOICES.decline}
  | {kind: typeof CONSENT_CHOICES.save; purposes: ConsentPurposes};

/** What the visitor chose, per purpose. */
export function purposesOf(choice: ConsentChoice): ConsentPurposes {
  if (choice.kind === CONSENT_CHOICES.save) return choice.purposes;
  const all = choice.kind === CONSENT_CHOICES.accept;
  return {analytics: all, marketing: all, preferences: all, saleOfData: all};
}

/** The consent of a visitor who has not chosen: all allowed unless the region needs a choice. */
export function defaultConsentFor(country: string | null): TrackingConsent {
  const required = consentRequiredIn(country);
  return {
    con: {CMP: {a: '', m: '', p: '', s: ''}},
    v: FORMAT_VERSION,
    region: country ?? '',
    reg: required ? 'GDPR' : '',
    purposes: {a: !required, m: !required, p: !required, t: !required},
    display_banner: required,
    sale_of_data_region: false,
  };
}

/** The consent after a choice: what the visitor said, in every region. */
export function chosenConsentFor(
  country: string | null,
  choice: ConsentChoice,
): TrackingConsent {
  const purposes = purposesOf(choice);
  const value = (allowed: boolean): ConsentValue => (allowed ? '1' : '0');
  return {
    ...defaultConsentFor(country),
    con: {
      CMP: {
        a: value(purposes.analytics),
        m: value(purposes.marketing),
        p: value(purposes.preferences),
        s: value(purposes.saleOfData),
      },
    },
    purposes: {
      a: purposes.analytics,
      m: purposes.marketing,
      p: purposes.preferences,
      t: purposes.saleOfData,
    },
    display_banner: false,
  };
}

/** Whether the visitor has answered (any purpose chosen). */
export function hasChosen(consent: TrackingConsent): boolean {
  return Object.values(consent.con.CMP).some((value) => value !== '');
}

/** `Set-Cookie` for the consent: readable by the analytics loader, so not HttpOnly. */
export function trackingConsentCookie(
  consent: TrackingConsent,
  request: Request,
): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${TRACKING_CONSENT_COOKIE}=${encodeURIComponent(
    JSON.stringify(consent),
  )}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The visitor's consent from the request's cookie, or null before any. */
export function consentOf(request: Request): TrackingConsent | null {
  return readTrackingConsent(request.headers.get('Cookie') ?? '');
}

/** The rule that shows the banner (the site's CSS hides it). */
export const SHOW_BANNER_CSS = `#${CONSENT_DOM.bannerId}{display:block}`;

/**
 * The banner stylesheet's answer: the rule that shows it when this visitor must choose and
 * has not, else nothing; and, for a first visit, the region's default consent as a cookie,
 * so the analytics loader knows without asking again (decision 0240).
 */
export function bannerStylesheetFor(request: Request): {
  css: string;
  setCookie: string | null;
} {
  const stored = consentOf(request);
  const consent = stored ?? defaultConsentFor(buyerCountryOf(request));
  return {
    css: consent.display_banner && !hasChosen(consent) ? SHOW_BANNER_CSS : '',
    setCookie: stored ? null : trackingConsentCookie(consent, request),
  };
}

/** The choice a banner form posted, or null when the post names none we know. */
export function choiceFrom(form: FormData): ConsentChoice | null {
  const kind = form.get(CONSENT_FIELDS.choice);
  if (kind === CONSENT_CHOICES.accept || kind === CONSENT_CHOICES.decline)
    return {kind};
  if (kind !== CONSENT_CHOICES.save) return null;
  const on = (name: string) => form.get(name) === '1';
  return {
    kind,
    purposes: {
      analytics: on(CONSENT_FIELDS.analytics),
      marketing: on(CONSENT_FIELDS.marketing),
      preferences: on(CONSENT_FIELDS.preferences),
      saleOfData: on(CONSENT_FIELDS.saleOfData),
    },
  };
}
