import {GraphQLError} from 'graphql';
import type {StorefrontContext} from './storefront-models.ts';

/**
 * `sitemap(type:)`: the published resources of a type in pages of up to 250, numbered from 1,
 * as Shopify pages them (`pagesCount`, then `resources(page:)`). BLOG and ARTICLE list the
 * blogs and their articles (an article's handle is `<blog>/<article>`, as Shopify gives it);
 * the catalog has no renderable metaobjects, so METAOBJECT has no pages.
 */

const PAGE_SIZE = 250;

type Resource = {
  handle: string;
  updatedAt: string;
  title: string | null;
  image: {alt: string | null; filepath: string; updatedAt: string} | null;
};

function resourcesOf(ctx: StorefrontContext, type: string): Resource[] {
  const {catalog} = ctx;
  switch (type) {
    case 'PRODUCT':
      return catalog.products.map((product) => ({
        handle: product.handle,
        updatedAt: product.updatedAt,
        title: product.title,
        image: product.images[0]
          ? {
              alt: product.images[0].altText,
              filepath: `${ctx.baseUrl}${product.images[0].path}`,
              updatedAt: product.updatedAt,
            }
          : null,
      }));
    case 'COLLECTION':
      return catalog.collections.map((collection) => ({
        handle: collection.handle,
        updatedAt: collection.updatedAt,
        title: collection.title,
        image: null,
      }));
    case 'PAGE':
      return catalog.pages.map((page) => ({
        handle: page.handle,
        updatedAt: page.updatedAt,
        title: page.title,
        image: null,
      }));
    case 'BLOG':
      return catalog.blogs.map((blog) => ({
        handle: blog.handle,
        updatedAt: blog.articles[0]?.publishedAt ?? '2025-11-01T00:00:00Z',
        title: blog.title,
        image: null,
      }));
    case 'ARTICLE':
      return catalog.blogs.flatMap((blog) =>
        blog.articles.map((article) => ({
          handle: `${blog.handle}/${article.handle}`,
          updatedAt: article.publishedAt,
          title: article.title,
          image: {
            alt: article.image.altText,
            filepath: `${ctx.baseUrl}${article.image.path}`,
            updatedAt: article.publishedAt,
          },
        })),
      );
    default:
      return [];
  }
}

export function sitemapModel(ctx: StorefrontContext, type: string) {
  const resources = resourcesOf(ctx, type);
  return {
    pagesCount: {
      count: Math.ceil(resources.length / PAGE_SIZE),
      precision: 'EXACT',
    },
    resources: ({page}: {page: number}) => {
      if (page < 1)
        throw new GraphQLError(`page must be 1 or more, got ${page}`, {
          extensions: {code: 'argumentOutOfRange'},
        });
      const start = (page - 1) * PAGE_SIZE;
      return {
        hasNextPage: start + PAGE_SIZE < resources.length,
        items: resources
          .slice(start, start + PAGE_SIZE)
          .map((resource) => ({__typename: 'SitemapResource', ...resource})),
      };
    },
  };
}
