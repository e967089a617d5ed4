import {GraphQLError} from 'graphql';
import type {StorefrontContext} from './storefront-models.ts';

/**
 * `sitemap(type:)`: the published resources of a type in pages of up to 250, numbered from 1,
 * as Shopify pages them (`pagesCount`, then `resources(page:)`). The catalog has no blogs,
 * articles or renderable metaobjects, so those types have no pages.
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
