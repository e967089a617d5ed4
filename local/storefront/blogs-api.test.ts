import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestStorefront, type TestStorefront} from './test-support.ts';

let api: TestStorefront;
beforeAll(async () => {
  api = await startTestStorefront();
});
afterAll(() => api.server.close());

describe('blogs and articles', () => {
  it('serves the blogs, the guides as articles, with authors, dates, images and tags', async () => {
    const {data, errors} = await api.storefront(`{
      blogs(first: 10) { nodes { handle title } }
      blog(handle: "guides") {
        id title seo { description } onlineStoreUrl
        articles(first: 3, sortKey: PUBLISHED_AT, reverse: true) {
          nodes { handle title publishedAt tags authorV2 { name } excerpt image { url altText width height } blog { handle } }
          pageInfo { hasNextPage endCursor }
        }
        articleByHandle(handle: "lighting-the-kamado") { title contentHtml content(truncateAt: 40) }
      }
      missing: blog(handle: "nope") { id }
    }`);
    expect(errors).toBeUndefined();
    expect(
      data.blogs.nodes.map((blog: {handle: string}) => blog.handle),
    ).toEqual(expect.arrayContaining(['guides', 'journal']));
    expect(data.blog.title).toBe('How-to Guides');
    expect(data.blog.onlineStoreUrl).toBe(`${api.server.url}/blogs/guides`);
    const [newest] = data.blog.articles.nodes;
    expect(newest).toMatchObject({
      handle: 'setting-up-for-searing',
      authorV2: {name: expect.any(String)},
      tags: expect.arrayContaining(['guide']),
      blog: {handle: 'guides'},
      image: {width: 1200, height: 1200},
    });
    expect(data.blog.articles.pageInfo.hasNextPage).toBe(true);
    const image = await fetch(newest.image.url);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toContain(newest.title);
    expect(data.blog.articleByHandle.contentHtml).toContain('<ol>');
    expect(data.blog.articleByHandle.content.length).toBeLessThanOrEqual(40);
    expect(data.missing).toBeNull();
  });

  it('pages through a blog with cursors and filters articles by tag', async () => {
    const first = await api.storefront(
      `query A($after: String) { blog(handle: "guides") { articles(first: 2, after: $after) { nodes { handle } pageInfo { hasNextPage endCursor } } } }`,
    );
    const second = await api.storefront(
      `query A($after: String) { blog(handle: "guides") { articles(first: 2, after: $after) { nodes { handle } } } }`,
      {after: first.data.blog.articles.pageInfo.endCursor},
    );
    const handles = [
      ...first.data.blog.articles.nodes,
      ...second.data.blog.articles.nodes,
    ].map((node: {handle: string}) => node.handle);
    // ID order: oldest first, as Shopify's growing ids give it.
    expect(handles).toEqual([
      'lighting-the-kamado',
      'controlling-the-temperature',
      'setting-up-for-low-and-slow',
      'setting-up-for-pizza',
    ]);
    const tagged = await api.storefront(
      `{ articles(first: 10, query: "tag:low-and-slow") { nodes { handle } } }`,
    );
    expect(
      tagged.data.articles.nodes.map((node: {handle: string}) => node.handle),
    ).toEqual(
      expect.arrayContaining([
        'setting-up-for-low-and-slow',
        'low-and-slow-pork-shoulder',
      ]),
    );
  });

  it('lists blogs and articles in the sitemap and resolves them as nodes', async () => {
    const {data, errors} = await api.storefront(`{
      blogs: sitemap(type: BLOG) { pagesCount { count } resources(page: 1) { items { handle } } }
      articles: sitemap(type: ARTICLE) { pagesCount { count } resources(page: 1) { items { handle } } }
      blog(handle: "journal") { id articles(first: 1) { nodes { id } } }
    }`);
    expect(errors).toBeUndefined();
    expect(data.blogs.resources.items).toEqual(
      expect.arrayContaining([{handle: 'guides'}, {handle: 'journal'}]),
    );
    expect(data.articles.resources.items).toContainEqual({
      handle: 'journal/first-light',
    });
    const nodes = await api.storefront(
      `query N($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on Blog { handle } ... on Article { handle } } }`,
      {ids: [data.blog.id, data.blog.articles.nodes[0].id]},
    );
    expect(
      nodes.data.nodes.map((node: {__typename: string}) => node.__typename),
    ).toEqual(['Blog', 'Article']);
  });
});
