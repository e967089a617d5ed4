/**
 * Shopify content through plain links (issue 27): from the header's How-to Guides (the
 * recipes page, SPEC 2) to a guide, the guides blog page by page, and an article back to its
 * blog. Server HTML and links that no element enhances, so once, in `no-js`
 * (@server-output). Titles come from the stand-in's catalog, not from app code; the tags,
 * JSON-LD and 404s are worker tests (tests/worker/content-pages.test.ts).
 */
import {readFileSync} from 'node:fs';
import {expect, MODE, test} from './fixtures';

type Blog = {
  handle: string;
  title: string;
  articles: {handle: string; title: string; publishedAt: string}[];
};
const blogs: Blog[] = JSON.parse(
  readFileSync(
    new URL('../../local/storefront/catalog.json', import.meta.url),
    'utf8',
  ),
).blogs;
const guides = blogs.find((blog) => blog.handle === 'guides')!;
const newestFirst = [...guides.articles].sort((a, b) =>
  b.publishedAt.localeCompare(a.publishedAt),
);

test.describe('blogs and guides', {tag: MODE.serverOutput}, () => {
  test("the header's How-to Guides lead to every guide, and a guide opens as an article", async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', {name: 'Main'});
    // The Shop dropdown is a <details>: open it, as a visitor would.
    await menu.getByText('Shop', {exact: true}).click();
    await menu.getByRole('link', {name: 'How-to Guides'}).click();
    await expect(page).toHaveURL(/\/store\/ai-recipes$/);
    const section = page.locator('#guides');
    for (const guide of guides.articles)
      await expect(
        section.getByRole('link', {name: guide.title, exact: true}),
      ).toBeVisible();
    await section
      .getByRole('link', {name: newestFirst[0]!.title, exact: true})
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/blogs/guides/${newestFirst[0]!.handle}$`),
    );
    await expect(
      page.getByRole('heading', {level: 1, name: newestFirst[0]!.title}),
    ).toBeVisible();
    await page.getByRole('link', {name: /All of How-to Guides/}).click();
    await expect(page).toHaveURL(/\/blogs\/guides$/);
  });

  test('a blog pages through its articles, newest first, with next and previous links', async ({
    page,
  }) => {
    await page.goto('/blogs/guides');
    const titles = () =>
      page.getByRole('main').getByRole('heading', {level: 2}).allTextContents();
    const seen = await titles();
    // The headings are read without waiting: wait for the next page's address first.
    const first = page.url();
    await page.getByRole('link', {name: /Next page/}).click();
    await page.waitForURL((url) => url.href !== first);
    seen.push(...(await titles()));
    expect(seen).toEqual(newestFirst.map((article) => article.title));
    const second = page.url();
    await page.getByRole('link', {name: /Previous page/}).click();
    await page.waitForURL((url) => url.href !== second);
    expect(await titles()).toEqual(
      newestFirst.slice(0, 4).map((article) => article.title),
    );
  });

  test('/blogs lists every blog', async ({page}) => {
    await page.goto('/blogs');
    for (const blog of blogs)
      await expect(
        page.getByRole('heading', {level: 2, name: blog.title}),
      ).toBeVisible();
  });
});
