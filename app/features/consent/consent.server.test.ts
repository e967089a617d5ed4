import {describe, expect, it} from 'vitest';
import {
  bannerStylesheetFor,
  choiceFrom,
  chosenConsentFor,
  defaultConsentFor,
  SHOW_BANNER_CSS,
  trackingConsentCookie,
} from './consent.server';
import {CONSENT_FIELDS} from './consent-contract';
import {analyticsAllowed, readTrackingConsent} from './tracking-consent';

function pageRequest(headers: Record<string, string> = {}) {
  return new Request('https://shop.example/api/consent/banner.css', {headers});
}

/** The cookie pair a Set-Cookie header would send back. */
function cookiePair(setCookie: string) {
  return setCookie.split(';')[0]!;
}

describe('the banner stylesheet', () => {
  it('shows the banner to a first visitor from Germany and stores the default without consent', () => {
    const {css, setCookie} = bannerStylesheetFor(
      pageRequest({'oxygen-buyer-country': 'DE'}),
    );
    expect(css).toBe(SHOW_BANNER_CSS);
    const consent = readTrackingConsent(cookiePair(setCookie!));
    expect(consent?.reg).toBe('GDPR');
    expect(analyticsAllowed(consent)).toBe(false);
  });

  it('shows nothing to a visitor from the United States, whose default allows analytics', () => {
    const {css, setCookie} = bannerStylesheetFor(
      pageRequest({'oxygen-buyer-country': 'US'}),
    );
    expect(css).toBe('');
    expect(analyticsAllowed(readTrackingConsent(cookiePair(setCookie!)))).toBe(
      true,
    );
  });

  it('shows nothing after a choice and leaves the stored cookie alone', () => {
    const declined = trackingConsentCookie(
      chosenConsentFor('DE', {kind: 'decline'}),
      pageRequest(),
    );
    const {css, setCookie} = bannerStylesheetFor(
      pageRequest({
        'oxygen-buyer-country': 'DE',
        Cookie: `cart=abc; ${cookiePair(declined)}`,
      }),
    );
    expect(css).toBe('');
    expect(setCookie).toBeNull();
  });

  it('asks again when the stored value is not a consent (a broken cookie)', () => {
    const {css} = bannerStylesheetFor(
      pageRequest({
        'oxygen-buyer-country': 'FR',
        Cookie: '_tracking_consent=%7Bnot-json',
      }),
    );
    expect(css).toBe(SHOW_BANNER_CSS);
  });
});

describe('a choice', () => {
  it('Decline in Germany allows no purpose; Accept allows every one', () => {
    const declined = chosenConsentFor('DE', {kind: 'decline'});
    expect(declined.purposes).toEqual({a: false, m: false, p: false, t: false});
    expect(declined.con.CMP).toEqual({a: '0', m: '0', p: '0', s: '0'});
    const accepted = chosenConsentFor('DE', {kind: 'accept'});
    expect(accepted.purposes).toEqual({a: true, m: true, p: true, t: true});
    expect(accepted.display_banner).toBe(false);
  });

  it('Decline in a region without a requirement still turns analytics off', () => {
    expect(defaultConsentFor('US').purposes.a).toBe(true);
    expect(chosenConsentFor('US', {kind: 'decline'}).purposes.a).toBe(false);
  });

  it('reads the preferences view: only the boxes ticked', () => {
    const form = new FormData();
    form.set(CONSENT_FIELDS.choice, 'save');
    form.set(CONSENT_FIELDS.analytics, '1');
    expect(choiceFrom(form)).toEqual({
      kind: 'save',
      purposes: {
        analytics: true,
        marketing: false,
        preferences: false,
        saleOfData: false,
      },
    });
  });

  it('refuses a post that names no known choice', () => {
    const form = new FormData();
    form.set(CONSENT_FIELDS.choice, 'maybe');
    expect(choiceFrom(form)).toBeNull();
    expect(choiceFrom(new FormData())).toBeNull();
  });

  it('writes a cookie scripts can read, Secure over https only', () => {
    const consent = chosenConsentFor('DE', {kind: 'accept'});
    const https = trackingConsentCookie(consent, pageRequest());
    expect(https).toMatch(/^_tracking_consent=/);
    expect(https).toContain('; Secure');
    expect(https).not.toContain('HttpOnly');
    const http = trackingConsentCookie(
      consent,
      new Request('http://localhost:3000/api/consent'),
    );
    expect(http).not.toContain('Secure');
  });
});
