/**
 * Shopify content as the production worker renders it (issue 27): the blogs, a blog with
 * pagination, an article with its JSON-LD, canonical and Open Graph tags, and a page, all
 * plain HTML (no page hydrates: they work with JavaScript off).
 */
import {describe, expect, it} from 'vitest';
import {readHead} from '../support/head';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();
const ORIGIN = 'http://localhost:8787';

async function page(path: string) {
  const response = await worker.fetch(path);
  return {status: response.status, html: await response.text(), response};
}

describe('blogs', () => {
  it('lists every blog with its newest articles', async () => {
    const {status, html} = await page('/blogs');
    expect(status).toBe(200);
    expect(html).toContain('href="/blogs/guides"');
    expect(html).toContain('href="/blogs/journal"');
    expect(html).toContain('href="/blogs/journal/low-and-slow-pork-shoulder"');
    expect(readHead(html).canonicals).toEqual([`${ORIGIN}/blogs`]);
  });

  it('pages through a blog, newest first, with plain links', async () => {
    const first = await page('/blogs/guides');
    expect(first.status).toBe(200);
    const articleLinks = (html: string) =>
      [...html.matchAll(/href="\/blogs\/guides\/([a-z0-9-]+)"/g)].map(
        (match) => match[1],
      );
    const onFirst = articleLinks(first.html);
    expect(onFirst[0]).toBe('setting-up-for-searing');
    const next = /<a href="(\/blogs\/guides\?[^"]+)" rel="next"/.exec(
      first.html.replaceAll('&amp;', '&'),
    );
    // Five guides, four a page: the second page has the oldest, and links back.
    expect(onFirst).toHaveLength(4);
    expect(next).not.toBeNull();
    const second = await page(next![1]!);
    expect(second.status).toBe(200);
    expect(articleLinks(second.html)).toEqual(['lighting-the-kamado']);
    expect(second.html).toContain('rel="prev"');
    // Every page of the list has the list's one canonical address.
    expect(readHead(second.html).canonicals).toEqual([
      `${ORIGIN}/blogs/guides`,
    ]);
    expect(readHead(first.html).canonicals).toEqual([`${ORIGIN}/blogs/guides`]);
  });

  it('answers an unknown blog or article with 404', async () => {
    expect((await page('/blogs/nope')).status).toBe(404);
    expect((await page('/blogs/guides/nope')).status).toBe(404);
    expect((await page('/pages/nope')).status).toBe(404);
  });
});

describe('an article', () => {
  it('shows author, date, image and tags, with Article JSON-LD, canonical and Open Graph tags', async () => {
    const {status, html} = await page('/blogs/journal/first-light');
    expect(status).toBe(200);
    expect(html).toContain('First light: your kamado');
    expect(html).toContain('By Tom Okafor');
    expect(html).toContain(
      '<time dateTime="2025-11-15T09:00:00Z">November 15, 2025</time>',
    );
    expect(html).toMatch(
      /<img src="http:\/\/127\.0\.0\.1:\d+\/images\/articles\/journal\/first-light\.svg"/,
    );
    expect(html).toContain('getting-started, lighting');
    const head = readHead(html);
    expect(head.canonicals).toEqual([`${ORIGIN}/blogs/journal/first-light`]);
    expect(head.meta('og:type')).toEqual(['article']);
    expect(head.meta('og:image')[0]).toMatch(/first-light\.svg$/);
    const article = head.jsonLd.find((node) => node['@type'] === 'BlogPosting');
    expect(article).toMatchObject({
      headline: "First light: your kamado's first fire",
      datePublished: '2025-11-15T09:00:00Z',
      author: {'@type': 'Person', name: 'Tom Okafor'},
      mainEntityOfPage: `${ORIGIN}/blogs/journal/first-light`,
      keywords: 'getting-started, lighting',
    });
    expect(head.jsonLd.map((node) => node['@type'])).toContain(
      'BreadcrumbList',
    );
  });
});

describe('a Shopify page', () => {
  it('sends a page with an address of its own there, once', async () => {
    const {response} = await page('/pages/care-and-maintenance');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/warranty');
  });
});

describe('the How-to Guides', () => {
  it('are the guides blog, listed on the AI recipes page with links to each article', async () => {
    const {status, html} = await page('/store/ai-recipes');
    expect(status).toBe(200);
    const guides = html.slice(html.indexOf('id="guides"'));
    expect(guides).toContain('href="/blogs/guides"');
    for (const handle of [
      'lighting-the-kamado',
      'controlling-the-temperature',
      'setting-up-for-low-and-slow',
      'setting-up-for-pizza',
      'setting-up-for-searing',
    ])
      expect(guides).toContain(`href="/blogs/guides/${handle}"`);
    const article = await page('/blogs/guides/setting-up-for-low-and-slow');
    expect(article.html).toContain('Settle the dome at 225 to 275 °F');
  });
});
