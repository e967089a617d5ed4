import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestStorefront, type TestStorefront} from './test-support.ts';

let api: TestStorefront;
beforeAll(async () => {
  api = await startTestStorefront();
});
afterAll(() => api.server.close());

async function data<T = any>(
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const result = await api.storefront<T>(query, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

const SEARCH = `#graphql
  query Search($query: String!, $first: Int, $after: String, $types: [SearchType!], $sortKey: SearchSortKeys, $reverse: Boolean, $unavailableProducts: SearchUnavailableProductsType, $prefix: SearchPrefixQueryType, $productFilters: [ProductFilter!]) {
    search(query: $query, first: $first, after: $after, types: $types, sortKey: $sortKey, reverse: $reverse, unavailableProducts: $unavailableProducts, prefix: $prefix, productFilters: $productFilters) {
      totalCount
      nodes { __typename ... on Product { handle availableForSale priceRange { minVariantPrice { amount } } } ... on Page { handle } }
      pageInfo { hasNextPage endCursor }
      productFilters { id label type values { id label count input } }
    }
  }`;

type SearchResult = {
  totalCount: number;
  nodes: {
    __typename: string;
    handle: string;
    availableForSale?: boolean;
    priceRange?: {minVariantPrice: {amount: string}};
  }[];
  pageInfo: {hasNextPage: boolean; endCursor: string | null};
  productFilters: {
    id: string;
    label: string;
    type: string;
    values: {id: string; label: string; count: number; input: string}[];
  }[];
};

async function search(variables: Record<string, unknown>) {
  return (await data<{search: SearchResult}>(SEARCH, {first: 50, ...variables}))
    .search;
}

const handles = (result: SearchResult) =>
  result.nodes.map((node) => node.handle);

describe('search', () => {
  it('finds products by every word, the title match first, with a total count', async () => {
    const result = await search({query: 'pizza stone'});
    expect(handles(result)[0]).toBe('cordierite-pizza-stone');
    expect(result.totalCount).toBe(result.nodes.length);
    expect(result.nodes.every((node) => node.__typename === 'Product')).toBe(
      true,
    );
    expect(handles(await search({query: 'pizza nonsenseword'}))).toEqual([]);
  });

  it('matches the last word as a prefix unless prefix is NONE', async () => {
    expect(handles(await search({query: 'rotiss'}))).toEqual([
      'rotisserie-kit',
    ]);
    expect(handles(await search({query: 'rotiss', prefix: 'NONE'}))).toEqual(
      [],
    );
  });

  it('finds pages too, and only the requested types', async () => {
    const all = await search({query: 'warranty'});
    expect(all.nodes).toContainEqual({__typename: 'Page', handle: 'warranty'});
    const products = await search({query: 'warranty', types: ['PRODUCT']});
    expect(products.nodes.every((node) => node.__typename === 'Product')).toBe(
      true,
    );
  });

  it('puts unavailable products last by default, hides or mixes them on request', async () => {
    const last = await search({query: 'charcoal', types: ['PRODUCT']});
    const availability = last.nodes.map((node) => node.availableForSale);
    expect(availability).toContain(false);
    expect(availability.indexOf(false)).toBeGreaterThan(
      availability.lastIndexOf(true),
    );
    const hidden = await search({
      query: 'charcoal',
      types: ['PRODUCT'],
      unavailableProducts: 'HIDE',
    });
    expect(hidden.nodes.every((node) => node.availableForSale)).toBe(true);
    expect(hidden.totalCount).toBe(last.totalCount - 1);
  });

  it('sorts by price and pages with cursors', async () => {
    const byPrice = await search({
      query: 'grill',
      types: ['PRODUCT'],
      sortKey: 'PRICE',
      unavailableProducts: 'SHOW',
    });
    const prices = byPrice.nodes.map((node) =>
      Number(node.priceRange!.minVariantPrice.amount),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = await search({query: 'grill', first: 2});
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await search({
      query: 'grill',
      first: 2,
      after: first.pageInfo.endCursor,
    });
    const everything = handles(await search({query: 'grill'}));
    expect(everything.length).toBeGreaterThan(3);
    expect(handles(second)).toEqual(everything.slice(2, 4));
  });

  it('filters products and returns facets with counts and inputs to pass back', async () => {
    const result = await search({query: 'grill', types: ['PRODUCT']});
    const availability = result.productFilters.find(
      (filter) => filter.id === 'filter.v.availability',
    )!;
    const inStock = availability.values.find(
      (value) => value.label === 'In stock',
    )!;
    expect(JSON.parse(inStock.input)).toEqual({available: true});
    const price = result.productFilters.find(
      (filter) => filter.id === 'filter.v.price',
    )!;
    expect(price.type).toBe('PRICE_RANGE');

    const cheap = await search({
      query: 'grill',
      types: ['PRODUCT'],
      productFilters: [{available: true}, {price: {min: 0, max: 100}}],
    });
    expect(cheap.totalCount).toBeGreaterThan(0);
    for (const node of cheap.nodes) {
      expect(node.availableForSale).toBe(true);
      expect(
        Number(node.priceRange!.minVariantPrice.amount),
      ).toBeLessThanOrEqual(100);
    }
    const inStockCount = cheap.productFilters
      .find((filter) => filter.id === 'filter.v.availability')!
      .values.find((value) => value.label === 'In stock')!.count;
    expect(inStockCount).toBe(cheap.totalCount);
  });
});

describe('predictive search', () => {
  const PREDICTIVE = `#graphql
    query Predictive($query: String!, $limit: Int, $limitScope: PredictiveSearchLimitScope, $types: [PredictiveSearchType!], $searchableFields: [SearchableField!]) {
      predictiveSearch(query: $query, limit: $limit, limitScope: $limitScope, types: $types, searchableFields: $searchableFields) {
        queries { text styledText }
        products { handle }
        collections { handle }
        pages { handle }
        articles { id }
      }
    }`;
  type Predictive = {
    queries: {text: string; styledText: string}[];
    products: {handle: string}[];
    collections: {handle: string}[];
    pages: {handle: string}[];
    articles: unknown[];
  };
  const predictive = async (variables: Record<string, unknown>) =>
    (await data<{predictiveSearch: Predictive}>(PREDICTIVE, variables))
      .predictiveSearch;

  it('completes the word being typed across products, collections and query suggestions', async () => {
    const result = await predictive({
      query: 'pizza st',
      limitScope: 'EACH',
      limit: 5,
    });
    expect(result.products.map((product) => product.handle)).toEqual([
      'cordierite-pizza-stone',
    ]);
    expect(result.queries[0]).toEqual({
      text: 'pizza stone',
      styledText: '<mark>pizza st</mark>one',
    });
    const collections = await predictive({query: 'gril', limitScope: 'EACH'});
    expect(collections.collections.map((item) => item.handle)).toContain(
      'grills',
    );
  });

  it('shares the limit between types with ALL and applies it per type with EACH', async () => {
    const all = await predictive({query: 'c', limit: 4});
    const total =
      all.queries.length +
      all.products.length +
      all.collections.length +
      all.pages.length;
    expect(total).toBe(4);
    const each = await predictive({query: 'c', limit: 4, limitScope: 'EACH'});
    expect(each.products).toHaveLength(4);
    expect(each.queries).toHaveLength(4);
  });

  it('searches only the given types and fields', async () => {
    const onlyProducts = await predictive({query: 'grill', types: ['PRODUCT']});
    expect(onlyProducts.queries).toEqual([]);
    expect(onlyProducts.collections).toEqual([]);
    expect(onlyProducts.products.length).toBeGreaterThan(0);
    // "new" is a tag: not searched by default, found when TAG is a searchable field.
    const byTitle = await predictive({query: 'new', types: ['PRODUCT']});
    const byTag = await predictive({
      query: 'new',
      types: ['PRODUCT'],
      searchableFields: ['TAG'],
    });
    expect(byTag.products.length).toBeGreaterThan(byTitle.products.length);
  });

  it('refuses a limit outside 1 to 10 with an error, not a server error', async () => {
    const result = await api.storefront(PREDICTIVE, {
      query: 'grill',
      limit: 11,
    });
    expect(result.errors?.[0]?.message).toMatch(
      /limit must be between 1 and 10/,
    );
  });
});

describe('collection filters', () => {
  const COLLECTION = `#graphql
    query Collection($handle: String!, $filters: [ProductFilter!]) {
      collection(handle: $handle) {
        products(first: 50, filters: $filters) {
          nodes { handle availableForSale productType }
          filters { id label type values { label count input } }
        }
      }
    }`;
  type Products = {
    nodes: {handle: string; availableForSale: boolean; productType: string}[];
    filters: {
      id: string;
      label: string;
      type: string;
      values: {label: string; count: number; input: string}[];
    }[];
  };
  const products = async (filters: unknown[] = [], handle = 'fuel') =>
    (
      await data<{collection: {products: Products}}>(COLLECTION, {
        handle,
        filters,
      })
    ).collection.products;

  it('returns availability, price, product type and option facets for the collection', async () => {
    const fuel = await products();
    expect(fuel.filters.map((filter) => filter.id)).toEqual([
      'filter.v.availability',
      'filter.v.price',
      'filter.p.product_type',
      'filter.v.option.size',
    ]);
    const types = fuel.filters.find(
      (filter) => filter.id === 'filter.p.product_type',
    )!;
    expect(types.values.reduce((sum, value) => sum + value.count, 0)).toBe(
      fuel.nodes.length,
    );
  });

  it('ORs values of one facet and ANDs different facets, counting each facet without its own selection', async () => {
    const lump = {productType: 'Lump Charcoal'};
    const coconut = {productType: 'Coconut Charcoal'};
    const either = await products([lump, coconut]);
    expect(new Set(either.nodes.map((node) => node.productType))).toEqual(
      new Set(['Lump Charcoal', 'Coconut Charcoal']),
    );
    const inStock = await products([lump, coconut, {available: true}]);
    expect(inStock.nodes.every((node) => node.availableForSale)).toBe(true);
    expect(inStock.nodes.length).toBe(either.nodes.length - 1);
    // The product type counts ignore the product type selection but honour availability.
    const lumpCount = inStock.filters
      .find((filter) => filter.id === 'filter.p.product_type')!
      .values.find((value) => value.label === 'Lump Charcoal')!.count;
    expect(lumpCount).toBe(1);
  });

  it('filters by a variant option, passing back the facet input', async () => {
    const grills = await products([], 'grills');
    const color = grills.filters.find(
      (filter) => filter.id === 'filter.v.option.color',
    )!;
    const red = color.values.find((value) => value.label === 'Ember Red')!;
    const reds = await products([JSON.parse(red.input)], 'grills');
    expect(reds.nodes.length).toBe(red.count);
    expect(reds.nodes.length).toBeGreaterThan(0);
  });

  it('answers an unsupported filter with an error naming it', async () => {
    const result = await api.storefront(COLLECTION, {
      handle: 'fuel',
      filters: [{category: {id: 'gid://shopify/TaxonomyCategory/1'}}],
    });
    expect(result.errors?.[0]?.message).toBe(
      'The category product filter is not supported by the local Storefront API',
    );
  });

  it('has no facets on the root products connection, as Shopify', async () => {
    const result = await data('{ products(first: 1) { filters { id } } }');
    expect(result.products.filters).toEqual([]);
  });
});

describe('sitemap', () => {
  it('counts pages and lists resources 250 at a time, from page 1', async () => {
    const result = await data(`{
      products: sitemap(type: PRODUCT) { pagesCount { count precision } resources(page: 1) { hasNextPage items { handle updatedAt ... on SitemapResource { title image { filepath alt } } } } }
      collections: sitemap(type: COLLECTION) { pagesCount { count } resources(page: 1) { items { handle } } }
      pages: sitemap(type: PAGE) { pagesCount { count } resources(page: 1) { items { handle } } }
      articles: sitemap(type: ARTICLE) { pagesCount { count } resources(page: 1) { hasNextPage items { handle } } }
      beyond: sitemap(type: PRODUCT) { resources(page: 2) { hasNextPage items { handle } } }
    }`);
    expect(result.products.pagesCount).toEqual({count: 1, precision: 'EXACT'});
    expect(result.products.resources.hasNextPage).toBe(false);
    const stone = result.products.resources.items.find(
      (item: {handle: string}) => item.handle === 'cordierite-pizza-stone',
    );
    expect(stone).toMatchObject({
      title: 'Cordierite Pizza Stone',
      image: {
        filepath: expect.stringMatching(
          /\/images\/cordierite-pizza-stone-1\.svg$/,
        ),
      },
    });
    expect(
      result.collections.resources.items.map(
        (item: {handle: string}) => item.handle,
      ),
    ).toContain('grills');
    expect(result.pages.resources.items).toEqual([
      {handle: 'warranty'},
      {handle: 'care-and-maintenance'},
    ]);
    // Articles by `<blog>/<article>`, as Shopify's sitemap gives their handles.
    expect(result.articles.pagesCount).toEqual({count: 1});
    expect(result.articles.resources.hasNextPage).toBe(false);
    expect(result.articles.resources.items).toContainEqual({
      handle: 'guides/lighting-the-kamado',
    });
    expect(result.beyond.resources).toEqual({hasNextPage: false, items: []});
  });
});
