import {decodeEncodedVariant} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestStorefront, type TestStorefront} from './test-support.ts';

let api: TestStorefront;
beforeAll(async () => {
  api = await startTestStorefront();
});
afterAll(() => api.server.close());

type ProductNode = {
  handle: string;
  title: string;
  productType: string;
  vendor: string;
  createdAt: string;
  updatedAt: string;
  id: string;
  tags: string[];
  availableForSale: boolean;
  priceRange: {minVariantPrice: {amount: string}};
};
type Page = {
  edges: {cursor: string; node: ProductNode}[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
};

const PRODUCT_PAGE = `#graphql
  query Products($first: Int, $last: Int, $after: String, $before: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean) {
    products(first: $first, last: $last, after: $after, before: $before, query: $query, sortKey: $sortKey, reverse: $reverse) {
      edges { cursor node { id handle title productType vendor createdAt updatedAt tags availableForSale priceRange { minVariantPrice { amount } } } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }`;

async function products(variables: Record<string, unknown>): Promise<Page> {
  const {data, errors} = await api.storefront<{products: Page}>(
    PRODUCT_PAGE,
    variables,
  );
  expect(errors).toBeUndefined();
  return data!.products;
}

async function handles(query: string): Promise<string[]> {
  return (await products({first: 250, query})).edges.map(
    (edge) => edge.node.handle,
  );
}

describe('shop, pages, menus and localization', () => {
  it('names the shop and serves its four policies, brand and domain', async () => {
    const {data, errors} = await api.storefront(`{
      shop { name description moneyFormat primaryDomain { url host } brand { slogan logo { image { url } } colors { primary { background } } }
        privacyPolicy { title body url } refundPolicy { title body } shippingPolicy { title body } termsOfService { title body } }
    }`);
    expect(errors).toBeUndefined();
    expect(data.shop.name).toBe('Emberforge Kamado');
    expect(data.shop.primaryDomain.url).toBe(api.server.url);
    for (const policy of [
      'privacyPolicy',
      'refundPolicy',
      'shippingPolicy',
      'termsOfService',
    ]) {
      expect(data.shop[policy].body.length).toBeGreaterThan(200);
      expect(data.shop[policy].body).not.toMatch(/lorem/i);
    }
    const logo = await fetch(data.shop.brand.logo.image.url);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('serves the warranty page, menus and URL redirects', async () => {
    const {data, errors} = await api.storefront(`{
      page(handle: "warranty") { title body seo { title } }
      missing: page(handle: "nope") { id }
      menu(handle: "main-menu") { items { title type url items { title url items { title url resource { ... on Collection { handle } } } } } }
      footer: menu(handle: "footer") { items { title items { title type url resourceId resource { __typename ... on Page { handle } ... on ShopPolicy { id handle } } } } }
      urlRedirects(first: 1, query: "path:/collections/all") { edges { node { target } } }
    }`);
    expect(errors).toBeUndefined();
    expect(data.page.title).toBe('Warranty');
    expect(data.page.body).toContain('lifetime');
    expect(data.missing).toBeNull();
    // The spec's header (SPEC 2): a Shop dropdown of three groups, then two direct links.
    const shop = data.menu.items.find(
      (item: {title: string}) => item.title === 'Shop',
    );
    expect(shop.items.map((item: {title: string}) => item.title)).toEqual([
      'Categories',
      'Featured',
      'Resources',
    ]);
    const categories = shop.items[0];
    expect(categories.items.map((item: {title: string}) => item.title)).toEqual(
      ['All Products', 'Grills', 'Fuel', 'Accessories', 'Parts'],
    );
    // Shopify's menu URLs: absolute on the shop's domain, its own paths, with the resource.
    expect(shop).toMatchObject({
      type: 'CATALOG',
      url: `${api.server.url}/collections/all`,
    });
    expect(categories.items[1]).toMatchObject({
      url: `${api.server.url}/collections/grills`,
      resource: {handle: 'grills'},
    });
    expect(data.urlRedirects.edges).toEqual([{node: {target: '/store/shop'}}]);
    const footer = data.footer.items.flatMap(
      (column: {items: unknown[]}) => column.items,
    ) as {
      title: string;
      type: string;
      url: string;
      resourceId: string | null;
      resource: {__typename: string; handle: string; id?: string} | null;
    }[];
    expect(footer.find((item) => item.title === 'Warranty')).toMatchObject({
      type: 'PAGE',
      url: `${api.server.url}/pages/warranty`,
      resource: {__typename: 'Page', handle: 'warranty'},
    });
    const shipping = footer.find((item) => item.title === 'Shipping')!;
    expect(shipping).toMatchObject({
      type: 'SHOP_POLICY',
      url: `${api.server.url}/policies/shipping-policy`,
      resource: {__typename: 'ShopPolicy', handle: 'shipping-policy'},
    });
    expect(shipping.resourceId).toBe(shipping.resource!.id);
  });

  it('honours @inContext(country:) for localization and falls back for other countries', async () => {
    const query = `query L($country: CountryCode) @inContext(country: $country) { localization { country { isoCode currency { isoCode } } language { isoCode } } }`;
    expect(
      (await api.storefront(query, {country: 'CA'})).data.localization,
    ).toEqual({
      // Canada is its own market, in Canadian dollars (markets.json; markets-api.test.ts).
      country: {isoCode: 'CA', currency: {isoCode: 'CAD'}},
      language: {isoCode: 'EN'},
    });
    expect(
      (await api.storefront(query, {country: 'JP'})).data.localization.country
        .isoCode,
    ).toBe('US');
  });
});

describe('products connection', () => {
  it('pages forward and backward over the same items', async () => {
    const forward: string[] = [];
    let page = await products({first: 10});
    expect(page.pageInfo.hasPreviousPage).toBe(false);
    forward.push(...page.edges.map((edge) => edge.node.handle));
    while (page.pageInfo.hasNextPage) {
      page = await products({first: 10, after: page.pageInfo.endCursor});
      expect(page.pageInfo.hasPreviousPage).toBe(true);
      forward.push(...page.edges.map((edge) => edge.node.handle));
    }
    expect(forward.length).toBeGreaterThanOrEqual(24);
    expect(new Set(forward).size).toBe(forward.length);

    const backward: string[] = [];
    page = await products({last: 10});
    expect(page.pageInfo.hasNextPage).toBe(false);
    backward.unshift(...page.edges.map((edge) => edge.node.handle));
    while (page.pageInfo.hasPreviousPage) {
      page = await products({last: 10, before: page.pageInfo.startCursor});
      expect(page.pageInfo.hasNextPage).toBe(true);
      backward.unshift(...page.edges.map((edge) => edge.node.handle));
    }
    expect(backward).toEqual(forward);
  });

  it('gives each edge a cursor that continues right after it', async () => {
    const all = await products({first: 250});
    const third = all.edges[2]!;
    const next = await products({first: 2, after: third.cursor});
    expect(next.edges.map((edge) => edge.node.handle)).toEqual(
      all.edges.slice(3, 5).map((edge) => edge.node.handle),
    );
    expect(next.pageInfo.startCursor).toBe(all.edges[3]!.cursor);
  });

  it('rejects a connection without first or last, too large a page and a bad cursor, as Shopify does', async () => {
    expect(
      (await api.storefront('{ products { nodes { id } } }')).errors?.[0]
        ?.message,
    ).toBe('you must provide one of first or last');
    expect(
      (await api.storefront('{ products(first: 251) { nodes { id } } }'))
        .errors?.[0]?.message,
    ).toMatch(/between 0 and 250/);
    const bad = await api.storefront(
      '{ products(first: 2, after: "bm9wZQ==") { nodes { id } } }',
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Invalid cursor/),
      path: ['products'],
    });
  });

  const SORTS: [string, (node: ProductNode) => string | number][] = [
    ['TITLE', (node) => node.title.toLowerCase()],
    ['PRICE', (node) => Number(node.priceRange.minVariantPrice.amount)],
    ['CREATED_AT', (node) => node.createdAt],
    ['UPDATED_AT', (node) => node.updatedAt],
    ['PRODUCT_TYPE', (node) => node.productType.toLowerCase()],
    ['VENDOR', (node) => node.vendor.toLowerCase()],
    ['ID', (node) => Number(node.id.split('/').pop())],
  ];
  it.each(SORTS)(
    'sorts by %s, and reverse flips the order',
    async (sortKey, valueOf) => {
      const ascending = (await products({first: 250, sortKey})).edges.map(
        (edge) => edge.node,
      );
      const values = ascending.map(valueOf);
      expect(values).toEqual(
        [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      const reversed = (
        await products({first: 250, sortKey, reverse: true})
      ).edges.map((edge) => edge.node.handle);
      expect(reversed).toEqual(ascending.map((node) => node.handle).reverse());
    },
  );

  it('sorts by BEST_SELLING with the best seller first', async () => {
    const best = (
      await products({first: 3, sortKey: 'BEST_SELLING'})
    ).edges.map((edge) => edge.node.handle);
    expect(best).toEqual([
      'hardwood-lump-charcoal',
      'natural-fire-starters',
      'instant-read-thermometer',
    ]);
  });

  it('sorts by RELEVANCE to the free text of the query', async () => {
    const relevant = await products({
      first: 250,
      query: 'pizza',
      sortKey: 'RELEVANCE',
    });
    expect(relevant.edges[0]!.node.handle).toBe('cordierite-pizza-stone');
  });
});

describe('search syntax in products(query:)', () => {
  it('filters by product_type, tag, available_for_sale, title, price and free text', async () => {
    expect(await handles('product_type:"Pizza Stone"')).toEqual([
      'cordierite-pizza-stone',
    ]);
    expect(await handles('product_type:Apparel')).toEqual(['pitmaster-apron']);
    const newArrivals = (
      await products({first: 250, query: 'tag:new'})
    ).edges.map((edge) => edge.node);
    expect(newArrivals.length).toBeGreaterThan(2);
    expect(newArrivals.every((node) => node.tags.includes('new'))).toBe(true);
    expect(await handles('available_for_sale:false')).toEqual([
      'quebracho-blanco-lump-charcoal',
    ]);
    expect((await handles('available_for_sale:true')).length).toBe(
      (await handles('')).length - 1,
    );
    expect((await handles('title:kamado')).sort()).toEqual([
      'classic-18-kamado-grill',
      'rolling-kamado-nest',
      'rotisserie-kit',
      'scout-15-kamado-grill',
      'titan-24-kamado-grill',
    ]);
    expect((await handles('variants.price:>1000')).sort()).toEqual([
      'classic-18-kamado-grill',
      'titan-24-kamado-grill',
    ]);
    expect(await handles('coconut')).toEqual(['coconut-shell-charcoal']);
    expect(await handles('title:Cordier*')).toEqual(['cordierite-pizza-stone']);
  });

  it('combines terms with AND, OR, NOT, - and parentheses', async () => {
    const sale = await handles('tag:sale');
    const fresh = await handles('tag:new');
    expect((await handles('tag:sale OR tag:new')).sort()).toEqual(
      [...sale, ...fresh].sort(),
    );
    expect(await handles('tag:sale AND tag:fuel')).toEqual([
      'coconut-shell-charcoal',
    ]);
    expect(await handles('tag:sale tag:fuel')).toEqual([
      'coconut-shell-charcoal',
    ]);
    expect(
      (await handles('tag:accessory -tag:sale')).some((handle) =>
        sale.includes(handle),
      ),
    ).toBe(false);
    expect(await handles('tag:accessory NOT tag:sale')).toEqual(
      await handles('tag:accessory -tag:sale'),
    );
    expect(
      (
        await handles(
          '(product_type:Thermometer OR product_type:"Pizza Stone") AND tag:bestseller',
        )
      ).sort(),
    ).toEqual(['cordierite-pizza-stone', 'instant-read-thermometer']);
  });
});

describe('product detail', () => {
  const PRODUCT = `#graphql
    query Product($handle: String!, $selected: [SelectedOptionInput!]!) {
      product(handle: $handle) {
        id title isGiftCard descriptionHtml description(truncateAt: 40) vendor tags
        options { name optionValues { name firstSelectableVariant { title } swatch { color } } }
        selectedOrFirstAvailableVariant(selectedOptions: $selected, ignoreUnknownOptions: true, caseInsensitiveMatch: true) { title availableForSale }
        variantBySelectedOptions(selectedOptions: $selected) { title }
        adjacentVariants(selectedOptions: $selected) { title }
        encodedVariantExistence encodedVariantAvailability
        variants(first: 50) { nodes { id title sku availableForSale price { amount currencyCode } compareAtPrice { amount } selectedOptions { name value } image { url } } }
        images(first: 10) { nodes { url altText width height } }
        media(first: 10) { nodes { mediaContentType ... on MediaImage { image { url } } } }
        featuredImage { url } priceRange { minVariantPrice { amount } maxVariantPrice { amount } } compareAtPriceRange { maxVariantPrice { amount } }
        seo { title description }
        collections(first: 10) { nodes { handle } }
      }
    }`;

  it('selects variants by options like Shopify', async () => {
    const titan = (
      await api.storefront(PRODUCT, {
        handle: 'titan-24-kamado-grill',
        selected: [{name: 'Color', value: 'Ember Red'}],
      })
    ).data.product;
    expect(titan.selectedOrFirstAvailableVariant).toEqual({
      title: 'Ember Red',
      availableForSale: false,
    });
    expect(titan.variantBySelectedOptions).toEqual({title: 'Ember Red'});
    expect(
      titan.adjacentVariants
        .map((variant: {title: string}) => variant.title)
        .sort(),
    ).toEqual(['Obsidian Black', 'Sandstone']);

    const lowercase = (
      await api.storefront(PRODUCT, {
        handle: 'titan-24-kamado-grill',
        selected: [
          {name: 'color', value: 'sandstone'},
          {name: 'Engraving', value: 'x'},
        ],
      })
    ).data.product;
    expect(lowercase.selectedOrFirstAvailableVariant.title).toBe('Sandstone');
    expect(lowercase.variantBySelectedOptions).toBeNull();

    const classic = (
      await api.storefront(PRODUCT, {
        handle: 'classic-18-kamado-grill',
        selected: [{name: 'Color', value: 'Obsidian Black'}],
      })
    ).data.product;
    expect(classic.variantBySelectedOptions).toBeNull();
    expect(classic.selectedOrFirstAvailableVariant.title).toBe(
      'Obsidian Black / Grill only',
    );
    expect(
      classic.adjacentVariants
        .map((variant: {title: string}) => variant.title)
        .sort(),
    ).toEqual([
      'Ember Red / Grill only',
      'Obsidian Black / Complete bundle',
      'Sandstone / Grill only',
    ]);
    expect(classic.options[0].optionValues[1]).toEqual({
      name: 'Ember Red',
      firstSelectableVariant: {title: 'Ember Red / Grill only'},
      swatch: {color: '#B91C1C'},
    });
  });

  it('encodes variant existence and availability so Hydrogen decodes them', async () => {
    const classic = (
      await api.storefront(PRODUCT, {
        handle: 'classic-18-kamado-grill',
        selected: [],
      })
    ).data.product;
    const indexOf = (variant: {
      selectedOptions: {name: string; value: string}[];
    }) =>
      variant.selectedOptions.map((selected, position) =>
        classic.options[position].optionValues.findIndex(
          (value: {name: string}) => value.name === selected.value,
        ),
      );
    expect(decodeEncodedVariant(classic.encodedVariantExistence)).toEqual(
      classic.variants.nodes.map(indexOf),
    );
    const titan = (
      await api.storefront(PRODUCT, {
        handle: 'titan-24-kamado-grill',
        selected: [],
      })
    ).data.product;
    expect(decodeEncodedVariant(titan.encodedVariantAvailability)).toEqual([
      [0],
      [2],
    ]);
    expect(decodeEncodedVariant(titan.encodedVariantExistence)).toEqual([
      [0],
      [1],
      [2],
    ]);
  });

  it('exposes prices, images, media, SEO and collections', async () => {
    const classic = (
      await api.storefront(PRODUCT, {
        handle: 'classic-18-kamado-grill',
        selected: [],
      })
    ).data.product;
    expect(classic.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    expect(classic.variants.nodes[0].id).toMatch(
      /^gid:\/\/shopify\/ProductVariant\/\d+$/,
    );
    expect(classic.priceRange).toEqual({
      minVariantPrice: {amount: '1099.0'},
      maxVariantPrice: {amount: '1399.0'},
    });
    expect(classic.variants.nodes[1].compareAtPrice).toEqual({
      amount: '1549.0',
    });
    expect(classic.description).toHaveLength(40);
    expect(classic.images.nodes).toHaveLength(6);
    expect(classic.images.nodes[0].url).toBe(
      `${api.server.url}/images/classic-18-kamado-grill-1.svg`,
    );
    expect(classic.variants.nodes[2].image.url).toBe(
      classic.images.nodes[1].url,
    );
    expect(classic.media.nodes[0]).toEqual({
      mediaContentType: 'IMAGE',
      image: {url: classic.images.nodes[0].url},
    });
    expect(classic.seo.title).toContain('Classic');
    expect(
      classic.collections.nodes
        .map((collection: {handle: string}) => collection.handle)
        .sort(),
    ).toEqual(['all', 'best-sellers', 'grills']);
  });

  it('has a gift card product with four denominations', async () => {
    const card = (
      await api.storefront(PRODUCT, {
        handle: 'emberforge-gift-card',
        selected: [],
      })
    ).data.product;
    expect(card.isGiftCard).toBe(true);
    expect(
      card.variants.nodes.map(
        (variant: {price: {amount: string}}) => variant.price.amount,
      ),
    ).toEqual(['25.0', '50.0', '100.0', '250.0']);
  });

  it('finds products, variants and collections by global id', async () => {
    const {data} = await api.storefront(
      `{ product(handle: "ash-tool") { id variants(first: 1) { nodes { id } } } collection(handle: "parts") { id } }`,
    );
    const ids = [
      data.product.id,
      data.product.variants.nodes[0].id,
      data.collection.id,
      'gid://shopify/Product/1',
    ];
    const byId = await api.storefront(
      `query N($ids: [ID!]!, $id: ID!) { nodes(ids: $ids) { __typename ... on Product { handle } ... on ProductVariant { title } ... on Collection { handle } } product(id: $id) { handle } }`,
      {ids, id: data.product.id},
    );
    expect(byId.data.nodes).toEqual([
      {__typename: 'Product', handle: 'ash-tool'},
      {__typename: 'ProductVariant', title: 'Default Title'},
      {__typename: 'Collection', handle: 'parts'},
      null,
    ]);
    expect(byId.data.product).toEqual({handle: 'ash-tool'});
    expect(
      (await api.storefront('{ product(id: "42") { id } }')).errors?.[0]
        ?.message,
    ).toBe("Invalid global id '42'");
  });
});

describe('collections', () => {
  it('lists the collections the storefront needs', async () => {
    const {data} = await api.storefront(
      '{ collections(first: 20, sortKey: TITLE) { nodes { handle title } } }',
    );
    expect(
      data.collections.nodes
        .map((collection: {handle: string}) => collection.handle)
        .sort(),
    ).toEqual([
      'accessories',
      'all',
      'best-sellers',
      'fuel',
      'grills',
      'new-arrivals',
      'parts',
      'sale',
    ]);
  });

  it('serves a collection’s products with sort keys and filters', async () => {
    const {data, errors} = await api.storefront(`{
      grills: collection(handle: "grills") { title products(first: 10) { nodes { handle productType } } }
      byPrice: collection(handle: "sale") { products(first: 10, sortKey: PRICE, reverse: true) { nodes { priceRange { minVariantPrice { amount } } compareAtPriceRange { maxVariantPrice { amount } } } } }
      filtered: collection(handle: "accessories") { products(first: 20, filters: [{productType: "Pizza Stone"}]) { nodes { handle } } }
      available: collection(handle: "fuel") { products(first: 20, filters: [{available: true}]) { nodes { handle } } }
    }`);
    expect(errors).toBeUndefined();
    expect(
      data.grills.products.nodes.map((node: {handle: string}) => node.handle),
    ).toEqual([
      'rolling-kamado-nest',
      'scout-15-kamado-grill',
      'classic-18-kamado-grill',
      'titan-24-kamado-grill',
    ]);
    const prices = data.byPrice.products.nodes.map(
      (node: {priceRange: {minVariantPrice: {amount: string}}}) =>
        Number(node.priceRange.minVariantPrice.amount),
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(
      data.byPrice.products.nodes.every(
        (node: {compareAtPriceRange: {maxVariantPrice: {amount: string}}}) =>
          Number(node.compareAtPriceRange.maxVariantPrice.amount) > 0,
      ),
    ).toBe(true);
    expect(data.filtered.products.nodes).toEqual([
      {handle: 'cordierite-pizza-stone'},
    ]);
    expect(
      data.available.products.nodes.map(
        (node: {handle: string}) => node.handle,
      ),
    ).not.toContain('quebracho-blanco-lump-charcoal');
  });
});

describe('errors as Shopify returns them', () => {
  it('reports unknown fields and arguments, missing arguments and bad syntax with codes and paths', async () => {
    const unknownField = await api.storefront('query Q { shop { nmae } }');
    expect(unknownField.errors).toEqual([
      {
        message: "Field 'nmae' doesn't exist on type 'Shop'",
        locations: [{line: 1, column: 18}],
        path: ['query Q', 'shop', 'nmae'],
        extensions: {
          code: 'undefinedField',
          typeName: 'Shop',
          fieldName: 'nmae',
        },
      },
    ]);
    expect(unknownField.data).toBeUndefined();
    const unknownArgument = await api.storefront(
      '{ products(first: 1, colour: "red") { nodes { id } } }',
    );
    expect(unknownArgument.errors?.[0]).toMatchObject({
      message: "Field 'products' doesn't accept argument 'colour'",
      extensions: {code: 'argumentNotAccepted'},
    });
    const missing = await api.storefront('{ cart { id } }');
    expect(missing.errors?.[0]).toMatchObject({
      message: "Field 'cart' is missing required arguments: id",
      path: ['query', 'cart'],
      extensions: {code: 'missingRequiredArguments'},
    });
    const badValue = await api.storefront(
      '{ products(first: "ten") { nodes { id } } }',
    );
    expect(badValue.errors?.[0]).toMatchObject({
      message: `Argument 'first' on Field 'products' has an invalid value ("ten"). Expected type 'Int'.`,
      extensions: {code: 'argumentLiteralsIncompatible'},
    });
    const undeclared = await api.storefront(
      'query Q { product(handle: $h) { id } }',
    );
    expect(undeclared.errors?.[0]).toMatchObject({
      message: 'Variable $h is used by Q but not declared',
      extensions: {code: 'variableNotDefined'},
    });
    const syntax = await api.storefront('{ shop { name }');
    expect(syntax.errors?.[0]).toMatchObject({
      locations: [{line: 1, column: 16}],
      extensions: {code: 'parseError'},
    });
  });

  it('answers what the shop does not have as an empty shop does: empty connections and nulls', async () => {
    const result = await api.storefront(`{
      metaobjects(type: "faq", first: 3) { nodes { id } }
      locations(first: 3) { nodes { id } }
      blog(handle: "news") { id }
      article(id: "gid://shopify/Article/1") { id }
      customer(customerAccessToken: "nope") { id }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      metaobjects: {nodes: []},
      locations: {nodes: []},
      blog: null,
      article: null,
      customer: null,
    });
  });

  it('answers an unemulated field with an error naming it, never invented data', async () => {
    const result = await api.storefront(
      'mutation { customerAccessTokenCreate(input: {email: "a@b.c", password: "x"}) { customerAccessToken { accessToken } } }',
    );
    expect(result.errors?.[0]).toMatchObject({
      message:
        'Mutation.customerAccessTokenCreate is not supported by the local Storefront API',
    });
  });

  it('serves version 2026-04, earlier versions as 2026-04, and says so; refuses what is not a version', async () => {
    const body = {query: '{ shop { name } }'};
    const headers = {
      'X-Shopify-Storefront-Access-Token': api.server.publicToken,
    };
    for (const version of ['2026-04', '2024-01']) {
      const response = await api.post(
        `/api/${version}/graphql.json`,
        body,
        headers,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('x-shopify-api-version')).toBe('2026-04');
    }
    for (const version of ['banana', '2026-05', '2099-01', 'unstable'])
      expect(
        (await api.post(`/api/${version}/graphql.json`, body, headers)).status,
      ).toBe(404);
  });

  it('answers unstable consentManagement as shopify.dev documents it and records the choice', async () => {
    const headers = {
      'X-Shopify-Storefront-Access-Token': api.server.publicToken,
      'Shopify-Storefront-Consent-Management': '1',
      'X-Shopify-UniqueToken': 'unique-1',
      'X-Shopify-VisitToken': 'visit-1',
      'X-Shopify-Client-IP': '203.0.113.9',
    };
    const response = await api.post(
      '/api/unstable/graphql.json',
      {
        query:
          'query Choice($consent: VisitorConsent!) { consentManagement { cookies(visitorConsent: $consent) { trackingConsentCookie cookieDomain } } }',
        variables: {
          consent: {
            analytics: true,
            marketing: false,
            preferences: true,
            saleOfData: false,
          },
        },
      },
      headers,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-shopify-api-version')).toBe('unstable');
    const {data} = (await response.json()) as {
      data: {
        consentManagement: {
          cookies: {trackingConsentCookie: string; cookieDomain: string};
        };
      };
    };
    const cookie = JSON.parse(
      decodeURIComponent(data.consentManagement.cookies.trackingConsentCookie),
    );
    expect(cookie.purposes).toEqual({a: true, m: false, p: true, t: false});
    expect(data.consentManagement.cookies.cookieDomain).toBe(
      new URL(api.server.url).hostname,
    );
    const records = (await (
      await fetch(`${api.server.url}/__local/consent`)
    ).json()) as Array<Record<string, unknown>>;
    expect(records.at(-1)).toMatchObject({
      visitorConsent: {
        analytics: true,
        marketing: false,
        preferences: true,
        saleOfData: false,
      },
      uniqueToken: 'unique-1',
      visitToken: 'visit-1',
      buyerIp: '203.0.113.9',
      marked: true,
    });
    // Only consent management: the rest of unstable is still a real store's.
    expect(
      (
        await api.post(
          '/api/unstable/graphql.json',
          {query: '{ shop { name } consentManagement { __typename } }'},
          headers,
        )
      ).status,
    ).toBe(404);
  });

  it('refuses a body that is not JSON with 415 and an Accept it cannot answer with 406', async () => {
    const headers = {
      'X-Shopify-Storefront-Access-Token': api.server.publicToken,
    };
    for (const type of ['application/graphql', 'text/plain'])
      expect(
        (
          await api.post('/api/2026-04/graphql.json', '{ shop { name } }', {
            ...headers,
            'Content-Type': type,
          })
        ).status,
      ).toBe(415);
    expect(
      (
        await api.post(
          '/api/2026-04/graphql.json',
          {query: '{ shop { name } }'},
          {...headers, Accept: 'text/html'},
        )
      ).status,
    ).toBe(406);
  });

  it('refuses a query far over the complexity limit before running it', async () => {
    const result = await api.storefront(
      '{ products(first: 250) { nodes { collections(first: 250) { nodes { products(first: 250) { nodes { id } } } } } } }',
    );
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions?.code).toBe(
      'MAX_COMPLEXITY_EXCEEDED',
    );
  });

  it('returns 401 with Shopify’s body for a missing or wrong token and accepts the private token', async () => {
    const body = {query: '{ shop { name } }'};
    const missing = await api.post('/api/2026-04/graphql.json', body);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      errors: [{message: '', extensions: {code: 'UNAUTHORIZED'}}],
    });
    expect(
      (
        await api.post('/api/2026-04/graphql.json', body, {
          'X-Shopify-Storefront-Access-Token': 'wrong',
        })
      ).status,
    ).toBe(401);
    const privateToken = await api.post('/api/2026-04/graphql.json', body, {
      'Shopify-Storefront-Private-Token': api.server.privateToken,
    });
    expect(await privateToken.json()).toEqual({
      data: {shop: {name: 'Emberforge Kamado'}},
    });
  });

  it('returns 400 for a body that is not JSON and answers GET with ?query=', async () => {
    const headers = {
      'X-Shopify-Storefront-Access-Token': api.server.publicToken,
    };
    expect(
      (await api.post('/api/2026-04/graphql.json', '{not json', headers))
        .status,
    ).toBe(400);
    const get = await fetch(
      `${api.server.url}/api/2025-07/graphql.json?query=${encodeURIComponent('{ shop { name } }')}`,
      {headers},
    );
    expect(await get.json()).toEqual({
      data: {shop: {name: 'Emberforge Kamado'}},
    });
    const getMutation = await fetch(
      `${api.server.url}/api/2025-07/graphql.json?query=${encodeURIComponent('mutation { cartCreate { cart { id } } }')}`,
      {headers},
    );
    expect(getMutation.status).toBe(405);
  });
});

describe('images', () => {
  it('serves every product image as cacheable SVG, ignoring Hydrogen’s size parameters', async () => {
    const {data} = await api.storefront(
      '{ products(first: 250) { nodes { title images(first: 10) { nodes { url } } } } }',
    );
    for (const product of data.products.nodes) {
      for (const image of product.images.nodes) {
        const response = await fetch(
          `${image.url}?width=300&height=300&crop=center`,
        );
        expect(response.status, image.url).toBe(200);
        expect(response.headers.get('content-type')).toBe(
          'image/svg+xml; charset=utf-8',
        );
        expect(response.headers.get('cache-control')).toContain(
          'max-age=31536000',
        );
        const svg = await response.text();
        expect(svg).toMatch(/^<svg /);
        expect(svg).toContain(
          product.title.replaceAll('&', '&amp;').replaceAll('"', '&quot;'),
        );
      }
    }
    expect(
      (await fetch(`${api.server.url}/images/ash-tool-9.svg`)).status,
    ).toBe(404);
    expect(
      (await fetch(`${api.server.url}/images/no-such-product-1.svg`)).status,
    ).toBe(404);
  });
});
