/**
 * Issue 24, item 3: every absolute link comes from PUBLIC_STORE_ORIGIN, never from the
 * request's Host (which a client chooses): the password-reset link in the email, and the
 * canonical URL, Open Graph URL, JSON-LD, sitemap and robots.txt of public, cacheable pages.
 * A worker configured for https://shop.example is asked with Host: evil.example.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createAdminUser, uniqueAdminEmail} from '../support/admin-session';
import {emailsTo, eventually} from '../support/mailbox';
import {
  sharedStandIns,
  startWorker,
  useWorkerOnStandIns,
  type WorkerUnderTest,
} from '../support/worker';

const STORE = 'https://shop.example';
const EVIL = 'http://evil.example';

const local = useWorkerOnStandIns();
let configured: WorkerUnderTest;
beforeAll(async () => {
  configured = await startWorker({
    ...sharedStandIns().workerEnv,
    PUBLIC_STORE_ORIGIN: STORE,
  });
});
afterAll(() => configured?.dispose());

/** Every absolute http(s) URL in a page, by the origin it names. */
function originsIn(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/https?:\/\/[a-z0-9.-]+(?::\d+)?/gi)].map(([match]) =>
      match.toLowerCase(),
    ),
  );
}

describe('public pages asked with a forged Host', () => {
  it.each([
    '/',
    '/store/shop',
    '/grills',
    '/store/product/classic-18-kamado-grill',
    '/store/ai-recipes?cook=brisket&servings=8',
  ])('%s names only the configured origin', async (path) => {
    const response = await configured.fetch(`${EVIL}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('evil.example');
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="${STORE}${path.split('?')[0]}`),
    );
    expect(originsIn(html)).toContain(STORE);
  });

  it('robots.txt and the sitemaps name the configured origin', async () => {
    const robots = await (await configured.fetch(`${EVIL}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${STORE}/sitemap.xml`);
    const index = await (await configured.fetch(`${EVIL}/sitemap.xml`)).text();
    expect(index).not.toContain('evil.example');
    expect(index).toContain(`<loc>${STORE}/sitemap/`);
  });
});

describe('the password-reset email', () => {
  it('links to the configured origin although the post came with Host: evil.example', async () => {
    const {supabase} = local.standIns();
    const email = uniqueAdminEmail('reset-host');
    await createAdminUser(supabase!, email);
    const response = await local.fetch(`${EVIL}/admin/forgot-password`, {
      method: 'POST',
      headers: {'Sec-Fetch-Site': 'same-origin'},
      body: new URLSearchParams({email}),
    });
    expect(response.status).toBe(200);
    const [mail] = await eventually(async () => {
      const mails = await emailsTo(supabase!.mailboxUrl, email);
      return mails.length ? mails : undefined;
    }, 'the recovery email');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(link.origin).toBe('http://localhost:8787');
    expect(link.pathname).toBe('/admin/reset-password');
    expect(mail!.text + mail!.html).not.toContain('evil.example');
  });
});
