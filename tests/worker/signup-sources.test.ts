/**
 * Signup sources through the production worker on the stand-ins (issue 15 "Sources",
 * decision 0156): the landing page stays one public page for every `?utm_*`, and a signup
 * posted from it (no JavaScript) stores the UTM values of its Referer and the form it used.
 */
import {describe, expect, it} from 'vitest';
import {clientFor} from '../../local/supabase/testing';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

const ORIGIN = 'http://localhost:8787';
const SPRING = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring',
};
const landingWith = (query: Record<string, string>, path = '/') =>
  `${ORIGIN}${path}?${new URLSearchParams(query)}`;

/** A form posted from `referer`, as a browser without JavaScript sends it. */
const postFrom = (
  path: string,
  fields: Record<string, string>,
  referer?: string,
) =>
  worker.fetch(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: referer ? {Referer: referer} : {},
  });

type SourceRow = {
  source: string | null;
  referrer_code?: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
};

async function storedRow(
  table: 'subscribers' | 'newsletter_subscribers',
  email: string,
): Promise<SourceRow> {
  const local = worker.standIns().supabase!;
  const {data, error} = await clientFor(local.url, local.serviceRoleKey)
    .from(table)
    .select('source, utm_source, utm_medium, utm_campaign')
    .eq('email', email)
    .single();
  expect(error).toBeNull();
  return data as SourceRow;
}

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** What differs per render by design: the CSP nonce and the forms' signed render time. */
const maskPerRender = (html: string) =>
  html
    .replace(/nonce="[^"]+"/g, '')
    .replace(/\b\d{13}\.[\w-]{43}/g, '<form start>');

describe('signup sources', () => {
  it('the landing page is the same public page with or without UTM parameters', async () => {
    const plain = await worker.fetch('/');
    const tagged = await worker.fetch(
      `/?${new URLSearchParams({...SPRING, utm_content: 'hero'})}`,
    );
    for (const response of [plain, tagged]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/^public/);
      expect(response.headers.get('oxygen-cache-control')).toMatch(/^public/);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const html = maskPerRender(await tagged.text());
    expect(html).toBe(maskPerRender(await plain.text()));
    expect(html).not.toContain('spring');
    // The form kind is static: the same hidden field for every visitor.
    expect(html).toContain('name="form" value="modal"');
  });

  it('a join without JavaScript stores the UTM values of the page it was posted from', async () => {
    const email = unique('utm-join');
    const response = await postFrom(
      '/?index',
      {intent: 'join', form: 'modal', name: 'Uma', email},
      landingWith(SPRING),
    );
    expect(response.status).toBe(303);
    expect(await storedRow('subscribers', email)).toEqual({
      source: 'modal',
      ...SPRING,
    });
  });

  it('the welcome page form is recorded as such, with its own landing URL', async () => {
    const page = await (await worker.fetch('/welcome-discount')).text();
    expect(page).toContain('name="form" value="welcome-page"');
    const email = unique('utm-welcome');
    const response = await postFrom(
      '/?index',
      {intent: 'join', form: 'welcome-page', name: 'Wes', email},
      landingWith({utm_source: 'newsletter-email'}, '/welcome-discount'),
    );
    expect(response.status).toBe(303);
    expect(await storedRow('subscribers', email)).toEqual({
      source: 'welcome-page',
      utm_source: 'newsletter-email',
      utm_medium: null,
      utm_campaign: null,
    });
  });

  it('the footer and the exit-intent popup store the UTM values on the newsletter list', async () => {
    const footer = unique('utm-footer');
    const footerResponse = await postFrom(
      '/',
      {intent: 'newsletter', email: footer, redirectTo: '/'},
      landingWith(SPRING),
    );
    expect(footerResponse.status).toBeLessThan(400);
    expect(await storedRow('newsletter_subscribers', footer)).toEqual({
      source: 'footer',
      ...SPRING,
    });

    const exit = unique('utm-exit');
    const exitResponse = await postFrom(
      '/api/waitlist',
      {intent: 'exit-intent', email: exit},
      landingWith({utm_campaign: 'black-friday'}),
    );
    expect(exitResponse.status).toBe(200);
    expect(await storedRow('newsletter_subscribers', exit)).toEqual({
      source: 'exit-intent',
      utm_source: null,
      utm_medium: null,
      utm_campaign: 'black-friday',
    });
  });

  it("a join without a `ref` field takes the friend's code from the page it was posted from", async () => {
    const email = unique('ref-referer');
    const response = await postFrom(
      '/?index',
      {intent: 'join', form: 'modal', name: 'Rae', email},
      landingWith({ref: 'abcdefgh23', ...SPRING}),
    );
    expect(response.status).toBe(303);
    const local = worker.standIns().supabase!;
    const {data} = await clientFor(local.url, local.serviceRoleKey)
      .from('subscribers')
      .select('referrer_code, utm_campaign')
      .eq('email', email)
      .single();
    expect(data).toEqual({referrer_code: 'abcdefgh23', utm_campaign: 'spring'});
  });

  it('a failed no-JS join keeps the UTM values in the re-rendered form, for the retry', async () => {
    const response = await postFrom(
      '/?index',
      {intent: 'join', form: 'modal', name: 'Rae', email: 'not-an-email'},
      landingWith(SPRING),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('name="utm_source" value="newsletter"');
    expect(html).toContain('name="utm_campaign" value="spring"');
  });

  it('ignores a Referer from another origin, and an unknown form', async () => {
    const email = unique('utm-foreign');
    const response = await postFrom(
      '/?index',
      {intent: 'join', form: 'made-up', name: 'Flo', email},
      `https://elsewhere.example/?${new URLSearchParams(SPRING)}`,
    );
    expect(response.status).toBe(303);
    expect(await storedRow('subscribers', email)).toEqual({
      source: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
  });

  it('a 10 KB UTM value is cut to 100 characters, not refused with a 500', async () => {
    const email = unique('utm-huge');
    const response = await postFrom('/api/waitlist', {
      intent: 'join',
      form: 'modal',
      name: 'Hugo',
      email,
      utm_campaign: 'x'.repeat(10_240),
      utm_source: 'line\nbreak',
    });
    expect(response.status).toBe(200);
    const row = await storedRow('subscribers', email);
    expect(row.utm_campaign).toBe('x'.repeat(100));
    expect(row.utm_source).toBe('linebreak');
  });

  it('the no-JS dialog (`/?signup`) carries the UTM values of the page the visitor came from, privately', async () => {
    const plain = await worker.fetch('/?signup');
    expect(plain.headers.get('cache-control')).toMatch(/^public/);
    expect(plain.headers.get('vary')).toMatch(/Referer/i);
    expect(await plain.text()).not.toContain('name="utm_');

    const fromCampaign = await worker.fetch('/?signup', {
      headers: {Referer: landingWith(SPRING)},
    });
    expect(fromCampaign.headers.get('cache-control')).toBe('private, no-store');
    const html = await fromCampaign.text();
    expect(html).toContain('name="utm_source" value="newsletter"');
    expect(html).toContain('name="utm_campaign" value="spring"');

    // Posted from `/?signup` (no UTM in that Referer): the form's fields win.
    const email = unique('utm-dialog');
    const response = await postFrom(
      '/?index',
      {intent: 'join', form: 'modal', name: 'Dee', email, ...SPRING},
      `${ORIGIN}/?signup`,
    );
    expect(response.status).toBe(303);
    expect(await storedRow('subscribers', email)).toEqual({
      source: 'modal',
      ...SPRING,
    });
  });
});
