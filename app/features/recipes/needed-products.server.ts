/**
 * "What you need" resolved to products: one Storefront search by product type (the
 * needs' types OR-ed), matched to each need by type, title words and variant option.
 */
import {UNATTRIBUTED, type Logger} from '~/lib/logger.server';
import type {Storefront} from '@shopify/hydrogen';
import type {RecipeNeededProductsQuery} from 'storefrontapi.generated';
import {matchNeed, needsSearchQuery} from './needs';
import type {Need} from './schema';

type ProductNode = RecipeNeededProductsQuery['products']['nodes'][number];

export type NeededProduct = {
  need: Need;
  product: {
    handle: string;
    title: string;
    image: ProductNode['featuredImage'];
    variant: ProductNode['variants']['nodes'][number];
    /** The option the plan asked for, when it was sold out and `variant` is another. */
    soldOutChoice: string | null;
  } | null;
};

/**
 * Null when the Storefront API cannot be reached: the page still shows the plan and
 * the needs, without products (a failure of the shop degrades only this part).
 */
export async function findNeededProducts(
  storefront: Storefront,
  needs: Need[],
  log: Pick<Logger, 'warn'> = UNATTRIBUTED,
): Promise<NeededProduct[] | null> {
  try {
    const {products, errors} = await storefront.query(
      RECIPE_NEEDED_PRODUCTS_QUERY,
      {
        cache: storefront.CacheShort(),
        variables: {query: needsSearchQuery(needs)},
      },
    );
    if (errors?.length)
      throw new Error(errors.map((e) => e.message).join('; '));
    return needs.map((need) => {
      const match = matchNeed(need, products.nodes);
      if (!match) return {need, product: null};
      const {product, variantIndex, swapped} = match;
      const variant = product.variants.nodes[variantIndex];
      return variant
        ? {
            need,
            product: {
              handle: product.handle,
              title: product.title,
              image: product.featuredImage,
              variant,
              soldOutChoice: swapped ? (need.option?.value ?? null) : null,
            },
          }
        : {need, product: null};
    });
  } catch (error) {
    log.warn('recipes.products_failed', {error});
    return null;
  }
}

/** `variants` as `nodes` with `selectedOptions`, the shape matchNeed reads. */
const RECIPE_NEEDED_PRODUCTS_QUERY = `#graphql
  query RecipeNeededProducts(
    $query: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    products(first: 50, query: $query, sortKey: BEST_SELLING) {
      nodes {
        id
        handle
        title
        productType
        featuredImage {
          url
          altText
          width
          height
        }
        variants(first: 10) {
          nodes {
            id
            title
            availableForSale
            price {
              amount
              currencyCode
            }
            selectedOptions {
              name
              value
            }
          }
        }
      }
    }
  }
` as const;
