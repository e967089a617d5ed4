/**
 * Issue 28 in the production worker (decision 0240): the pages stay one public answer for
 * every region; only the banner stylesheet, the consent form and the event forwarder are
 * personal, and the forwarder passes nothing on without the visitor's analytics consent.
 */
import {describe, expect, it} from 'vitest';
import {useWorkerOnStandIns} from '../support/worker';
import {
  CONSENT_BANNER_CSS_PATH,
  CONSENT_CHOICES,
  CONSENT_FIELDS,
  CONSENT_PATH,
} from '../../app/features/consent/consent-contract';
import {MONORAIL_PATH} from '../../app/features/analytics/analytics-contract';

const worker = useWorkerOnStandIns();
const ORIGIN = 'http://localhost:8787';

const cookieValue = (setCookie: string | null) => {
  const raw = /^_tracking_consent=([^;]*)/.exec(setCookie ?? '')?.[1];
  return raw ? JSON.parse(decodeURIComponent(raw)) : null;
};

function consentCookie(analytics: boolean) {
  const flag = analytics ? '1' : '0';
  return `_tracking_consent=${encodeURIComponent(
    JSON.stringify({
      con: {CMP: {a: flag, m: flag, p: flag, s: flag}},
      v: '2.1',
      region: 'DE',
      reg: 'GDPR',
      purposes: {a: analytics, m: analytics, p: analytics, t: analytics},
      display_banner: false,
      sale_of_data_region: false,
    }),
  )}`;
}

describe('a public page is the same answer in every region', () => {
  it('/store/shop: public cache, no cookie, no Vary on the country, the same banner markup', async () => {
    const pages = await Promise.all(
      ['DE', 'US'].map((country) =>
        worker.fetch('/store/shop', {
          headers: {'oxygen-buyer-country': country},
        }),
      ),
    );
    const banners: string[] = [];
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toMatch(/^public/);
      expect(page.headers.get('set-cookie')).toBeNull();
      expect(page.headers.get('vary') ?? '').not.toMatch(/oxygen/i);
      const html = await page.text();
      banners.push(
        /<section[^>]*id="consent-banner"[\s\S]*?<\/section>/.exec(html)?.[0] ??
          '',
      );
      expect(html).toContain(`href="${CONSENT_BANNER_CSS_PATH}"`);
    }
    expect(banners[0]).not.toBe('');
    expect(banners[0]).toBe(banners[1]);
  });
});

describe('the banner stylesheet decides, privately', () => {
  it('shows the banner in Germany before a choice and stores the region default', async () => {
    const response = await worker.fetch(CONSENT_BANNER_CSS_PATH, {
      headers: {'oxygen-buyer-country': 'DE'},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await response.text()).toContain('#consent-banner{display:block}');
    expect(cookieValue(response.headers.get('set-cookie'))).toMatchObject({
      region: 'DE',
      purposes: {a: false, m: false, p: false, t: false},
      display_banner: true,
    });
  });

  it('shows nothing in the United States, where analytics is allowed until declined', async () => {
    const response = await worker.fetch(CONSENT_BANNER_CSS_PATH, {
      headers: {'oxygen-buyer-country': 'US'},
    });
    expect(await response.text()).toBe('');
    expect(cookieValue(response.headers.get('set-cookie'))).toMatchObject({
      purposes: {a: true, m: true, p: true, t: true},
      display_banner: false,
    });
  });

  it('shows nothing once chosen, and leaves the cookie alone', async () => {
    const response = await worker.fetch(CONSENT_BANNER_CSS_PATH, {
      headers: {'oxygen-buyer-country': 'DE', Cookie: consentCookie(false)},
    });
    expect(await response.text()).toBe('');
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('the choice', () => {
  const post = (fields: Record<string, string>, origin = ORIGIN) =>
    worker.fetch(CONSENT_PATH, {
      method: 'POST',
      headers: {
        Origin: origin,
        'Content-Type': 'application/x-www-form-urlencoded',
        'oxygen-buyer-country': 'DE',
      },
      body: new URLSearchParams(fields).toString(),
    });

  it('Accept sets the cookie and goes back to the page it was posted from', async () => {
    const response = await post({
      [CONSENT_FIELDS.choice]: CONSENT_CHOICES.accept,
      [CONSENT_FIELDS.returnTo]: '/store/shop?sort=price',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/store/shop?sort=price');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(cookieValue(response.headers.get('set-cookie'))).toMatchObject({
      purposes: {a: true, m: true, p: true, t: true},
      display_banner: false,
    });
  });

  it('never goes back to another site', async () => {
    const response = await post({
      [CONSENT_FIELDS.choice]: CONSENT_CHOICES.decline,
      [CONSENT_FIELDS.returnTo]: 'https://evil.example/',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('answers a choice it does not know with a 400, and another site with a 403', async () => {
    const unknown = await post({[CONSENT_FIELDS.choice]: 'maybe'});
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('cache-control')).toBe('private, no-store');
    expect(unknown.headers.get('set-cookie')).toBeNull();
    const crossSite = await post(
      {[CONSENT_FIELDS.choice]: CONSENT_CHOICES.accept},
      'https://evil.example',
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
  });
});

describe('the event forwarder', () => {
  const batch = JSON.stringify({
    events: [
      {
        schema_id: 'trekkie_storefront_page_view/1.4',
        payload: {pageType: 'collection', shopId: 1},
        metadata: {event_created_at_ms: Date.now()},
      },
    ],
    metadata: {event_sent_at_ms: Date.now()},
  });
  const send = (cookie: string | null, body = batch) =>
    worker.fetch(MONORAIL_PATH, {
      method: 'POST',
      headers: {
        Origin: ORIGIN,
        'Content-Type': 'text/plain',
        ...(cookie ? {Cookie: cookie} : {}),
      },
      body,
    });

  it('passes nothing on without analytics consent', async () => {
    for (const cookie of [null, consentCookie(false)]) {
      const response = await send(cookie);
      expect(response.status).toBe(403);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it("passes a batch on to the store's monorail path with consent, and refuses what is not one", async () => {
    const response = await send(consentCookie(true));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      result: [{status: 200, message: 'ok'}],
    });
    expect((await send(consentCookie(true), 'not json')).status).toBe(400);
    expect((await worker.fetch(MONORAIL_PATH)).status).toBe(405);
  });
});

describe('the preferences page (/privacy-choices)', () => {
  const boxes = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map(([tag]) => [
        /name="([a-z_]+)"/.exec(tag)?.[1],
        / checked=""/.test(tag),
      ]),
    );

  it('the banner links to it with the page to come back to, and carries no purposes', async () => {
    const html = await (await worker.fetch('/store/shop?filter=new')).text();
    const banner =
      /<section[^>]*id="consent-banner"[\s\S]*?<\/section>/.exec(html)?.[0] ??
      '';
    expect(banner).toContain(
      'href="/privacy-choices?return_to=%2Fstore%2Fshop%3Ffilter%3Dnew"',
    );
    expect(banner).not.toContain('type="checkbox"');
  });

  it('is personal, not indexed, shows no banner over itself, and ticks what the cookie allows', async () => {
    const response = await worker.fetch(
      '/privacy-choices?return_to=%2Fstore%2Fshop',
      {headers: {Cookie: consentCookie(true)}},
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('id="consent-banner"');
    expect(html).toContain(
      `name="${CONSENT_FIELDS.returnTo}" value="/store/shop"`,
    );
    expect(boxes(html)).toEqual({
      analytics: true,
      marketing: true,
      preferences: true,
      sale_of_data: true,
    });
    const declined = await worker.fetch('/privacy-choices', {
      headers: {Cookie: consentCookie(false)},
    });
    expect(Object.values(boxes(await declined.text()))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('before any choice nothing is ticked; a return_to off the site goes to the market home', async () => {
    for (const [path, home] of [
      ['/privacy-choices?return_to=%2F%2Fevil.example%2F', '/'],
      ['/de-de/privacy-choices?return_to=https%3A%2F%2Fevil.example', '/de-de'],
    ] as const) {
      const html = await (await worker.fetch(path)).text();
      expect(html).toContain(
        `name="${CONSENT_FIELDS.returnTo}" value="${home}"`,
      );
      expect(Object.values(boxes(html)).some(Boolean)).toBe(false);
    }
  });

  it('speaks the market language', async () => {
    const html = await (await worker.fetch('/de-de/privacy-choices')).text();
    expect(html).toContain('<title>Cookie-Einstellungen | ');
    expect(html).toContain(
      'Statistik: welche Seiten und Produkte angesehen werden',
    );
  });
});
