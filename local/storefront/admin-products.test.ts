import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {startTestStorefront, type TestStorefront} from './test-support.ts';

let api: TestStorefront;
beforeAll(async () => {
  api = await startTestStorefront();
});
afterAll(() => api.server.close());
beforeEach(async () => {
  await api.control('reset');
});

const PRODUCT_SET = `mutation Set($input: ProductSetInput!, $identifier: ProductSetIdentifiers) {
  productSet(input: $input, identifier: $identifier, synchronous: true) {
    product {
      id handle title status productType tags
      options { name position optionValues { name hasVariants } }
      variants(first: 10) { nodes { title price compareAtPrice selectedOptions { name value } } }
      media(first: 5) { nodes { alt mediaContentType ... on MediaImage { image { url } } } }
      publishedOnCurrentPublication
    }
    userErrors { field message code }
  }
}`;
const PUBLICATIONS = `{ publications(first: 10) { nodes { id name } } }`;
const PUBLISH = `mutation Publish($id: ID!, $input: [PublicationInput!]!) {
  publishablePublish(id: $id, input: $input) {
    publishable { ... on Product { id publishedOnCurrentPublication } }
    userErrors { field message }
  }
}`;
const STOREFRONT_PRODUCT = `query P($handle: String!) {
  product(handle: $handle) {
    id title productType tags
    variants(first: 10) { nodes { id title price { amount } compareAtPrice { amount } } }
    images(first: 5) { nodes { url altText } }
  }
}`;
const STOREFRONT_SEARCH = `query S($query: String!) {
  products(first: 50, query: $query) { nodes { handle } }
}`;

const GRILL_INPUT = {
  title: 'Ember Test Kamado Grill',
  descriptionHtml: '<p>A grill made in a test.</p>',
  productType: 'Kamado Grill',
  status: 'ACTIVE',
  tags: ['new', ' new', 'grill'],
  productOptions: [
    {name: 'Size', position: 1, values: [{name: 'Small'}, {name: 'Large'}]},
  ],
  variants: [
    {
      optionValues: [{optionName: 'Size', name: 'Small'}],
      price: '799.00',
      compareAtPrice: '899.00',
    },
    {optionValues: [{optionName: 'Size', name: 'Large'}], price: '1099.00'},
  ],
  files: [
    {
      originalSource: 'https://images.example.com/grill.jpg',
      alt: 'The grill',
      contentType: 'IMAGE',
    },
  ],
};

async function onlineStoreId(): Promise<string> {
  const {data} = await api.admin(PUBLICATIONS);
  return data.publications.nodes.find(
    (node: {name: string}) => node.name === 'Online Store',
  ).id;
}

describe('Admin API productSet and publishablePublish', () => {
  it('creates a product with options, variants and media, and the storefront shows it once published', async () => {
    const created = await api.admin(PRODUCT_SET, {input: GRILL_INPUT});
    expect(created.errors).toBeUndefined();
    const {product, userErrors} = created.data.productSet;
    expect(userErrors).toEqual([]);
    expect(product).toMatchObject({
      handle: 'ember-test-kamado-grill',
      status: 'ACTIVE',
      tags: ['new', 'grill'],
      options: [
        {
          name: 'Size',
          position: 1,
          optionValues: [
            {name: 'Small', hasVariants: true},
            {name: 'Large', hasVariants: true},
          ],
        },
      ],
      variants: {
        nodes: [
          {title: 'Small', price: '799.0', compareAtPrice: '899.0'},
          {title: 'Large', price: '1099.0', compareAtPrice: null},
        ],
      },
      publishedOnCurrentPublication: false,
    });
    expect(product.media.nodes[0].alt).toBe('The grill');
    expect(product.media.nodes[0].image.url).toMatch(
      /\/images\/ember-test-kamado-grill-1\.svg$/,
    );

    // Not published yet: the storefront does not know it.
    const before = await api.storefront(STOREFRONT_PRODUCT, {
      handle: product.handle,
    });
    expect(before.data.product).toBeNull();

    const published = await api.admin(PUBLISH, {
      id: product.id,
      input: [{publicationId: await onlineStoreId()}],
    });
    expect(published.data.publishablePublish).toEqual({
      publishable: {id: product.id, publishedOnCurrentPublication: true},
      userErrors: [],
    });

    const after = await api.storefront(STOREFRONT_PRODUCT, {
      handle: product.handle,
    });
    expect(after.data.product).toMatchObject({
      id: product.id,
      title: 'Ember Test Kamado Grill',
      productType: 'Kamado Grill',
      variants: {
        nodes: [
          {
            title: 'Small',
            price: {amount: '799.0'},
            compareAtPrice: {amount: '899.0'},
          },
          {title: 'Large', price: {amount: '1099.0'}, compareAtPrice: null},
        ],
      },
    });
    const image = after.data.product.images.nodes[0];
    expect(image.altText).toBe('The grill');
    const svg = await fetch(image.url);
    expect(svg.status).toBe(200);
    expect(await svg.text()).toContain('Ember Test Kamado Grill');

    // Search and the category query (product_type) find it too.
    for (const query of [
      'ember test',
      'product_type:"Kamado Grill"',
      'tag:new',
    ]) {
      const found = await api.storefront(STOREFRONT_SEARCH, {query});
      expect(
        found.data.products.nodes.map((node: {handle: string}) => node.handle),
        query,
      ).toContain(product.handle);
    }

    // It can be bought: a cart line with the new variant.
    const variantId = after.data.product.variants.nodes[1].id;
    const cart = await api.storefront(
      `mutation C($lines: [CartLineInput!]!) { cartCreate(input: {lines: $lines}) { cart { totalQuantity cost { subtotalAmount { amount } } } userErrors { message } } }`,
      {lines: [{merchandiseId: variantId, quantity: 1}]},
    );
    expect(cart.data.cartCreate.userErrors).toEqual([]);
    expect(cart.data.cartCreate.cart.cost.subtotalAmount.amount).toBe('1099.0');
  });

  it('answers a product without media like Shopify: no featured image, empty image connections, everywhere', async () => {
    const {data} = await api.admin(PRODUCT_SET, {
      input: {...GRILL_INPUT, title: 'Imageless Peel', files: []},
    });
    const {id, handle} = data.productSet.product;
    expect(data.productSet.product.media.nodes).toEqual([]);
    await api.admin(PUBLISH, {
      id,
      input: [{publicationId: await onlineStoreId()}],
    });

    const IMAGE_FIELDS = `handle featuredImage { url } images(first: 5) { nodes { url } } media(first: 5) { nodes { id } }`;
    const page = await api.storefront(
      `query P($handle: String!) { product(handle: $handle) { ${IMAGE_FIELDS} variants(first: 5) { nodes { image { url } } } } }`,
      {handle},
    );
    expect(page.errors).toBeUndefined();
    expect(page.data.product).toEqual({
      handle,
      featuredImage: null,
      images: {nodes: []},
      media: {nodes: []},
      variants: {nodes: [{image: null}, {image: null}]},
    });

    // Lists, collections, search and predictive search read every product's images.
    const lists = await api.storefront(
      `{
        products(first: 250, sortKey: CREATED_AT, reverse: true) { nodes { ${IMAGE_FIELDS} } }
        collection(handle: "all") { products(first: 250) { nodes { ${IMAGE_FIELDS} } } }
        search(query: "imageless", first: 5, types: PRODUCT) { nodes { ... on Product { ${IMAGE_FIELDS} } } }
        predictiveSearch(query: "imagele", types: PRODUCT) { products { ${IMAGE_FIELDS} } }
      }`,
    );
    expect(lists.errors).toBeUndefined();
    const found = [
      lists.data.products.nodes,
      lists.data.collection.products.nodes,
      lists.data.search.nodes,
      lists.data.predictiveSearch.products,
    ].map((nodes) =>
      nodes.find((node: {handle: string}) => node.handle === handle),
    );
    for (const node of found)
      expect(node).toEqual({
        handle,
        featuredImage: null,
        images: {nodes: []},
        media: {nodes: []},
      });
  });

  it('keeps a DRAFT product out of the storefront even when published', async () => {
    const {data} = await api.admin(PRODUCT_SET, {
      input: {...GRILL_INPUT, title: 'Draft Grill', status: 'DRAFT'},
    });
    const {id, handle} = data.productSet.product;
    await api.admin(PUBLISH, {
      id,
      input: [{publicationId: await onlineStoreId()}],
    });
    const found = await api.storefront(STOREFRONT_PRODUCT, {handle});
    expect(found.data.product).toBeNull();
  });

  it('gives a taken title a unique handle and refuses a taken explicit handle', async () => {
    const first = await api.admin(PRODUCT_SET, {input: GRILL_INPUT});
    const second = await api.admin(PRODUCT_SET, {input: GRILL_INPUT});
    expect(second.data.productSet.product.handle).toBe(
      `${first.data.productSet.product.handle}-1`,
    );
    const taken = await api.admin(PRODUCT_SET, {
      input: {...GRILL_INPUT, handle: 'classic-18-kamado-grill'},
    });
    expect(taken.data.productSet).toEqual({
      product: null,
      userErrors: [
        {
          field: ['input', 'handle'],
          message:
            "Handle 'classic-18-kamado-grill' already in use. Please provide a new handle.",
          code: 'HANDLE_NOT_UNIQUE',
        },
      ],
    });
  });

  it.each([
    ['a blank title', {title: '  '}, [['input', 'title'], 'INVALID_PRODUCT']],
    [
      'a negative price',
      {
        variants: [
          {optionValues: [{optionName: 'Size', name: 'Small'}], price: '-1'},
          GRILL_INPUT.variants[1],
        ],
      },
      [['input', 'variants', '0', 'price'], 'INVALID_VARIANT'],
    ],
    [
      'options without variants',
      {variants: []},
      [['input', 'variants'], 'VARIANTS_INPUT_MISSING'],
    ],
    [
      'variants with option values but no options',
      {productOptions: []},
      [['input', 'productOptions'], 'PRODUCT_OPTIONS_INPUT_MISSING'],
    ],
    [
      'a duplicated option value',
      {
        productOptions: [
          {name: 'Size', values: [{name: 'Small'}, {name: 'small'}]},
        ],
      },
      [['input', 'productOptions', '0', 'values'], 'DUPLICATED_OPTION_VALUE'],
    ],
    [
      'four options',
      {
        productOptions: ['A', 'B', 'C', 'D'].map((name) => ({
          name,
          values: [{name: 'x'}],
        })),
      },
      [['input', 'productOptions'], 'OPTIONS_OVER_LIMIT'],
    ],
    [
      'a variant with an unknown value',
      {
        variants: [
          {optionValues: [{optionName: 'Size', name: 'Huge'}], price: '1'},
        ],
      },
      [
        ['input', 'variants', '0', 'optionValues'],
        'OPTION_VALUE_DOES_NOT_EXIST',
      ],
    ],
    [
      'two variants with the same values',
      {
        variants: [GRILL_INPUT.variants[0], GRILL_INPUT.variants[0]],
      },
      [['input', 'variants', '1', 'optionValues'], 'INVALID_VARIANT'],
    ],
    [
      'an image that is not a URL',
      {files: [{originalSource: 'javascript:alert(1)'}]},
      [['input', 'files', '0', 'originalSource'], 'INVALID_INPUT'],
    ],
  ])(
    'answers %s with a userError on its field',
    async (_, change, expected) => {
      const [field, code] = expected as [string[], string];
      const {data, errors} = await api.admin(PRODUCT_SET, {
        input: {...GRILL_INPUT, ...change},
      });
      expect(errors).toBeUndefined();
      expect(data.productSet.product).toBeNull();
      expect(data.productSet.userErrors).toContainEqual(
        expect.objectContaining({field, code}),
      );
    },
  );

  it('refuses an unknown publication and an unknown product', async () => {
    const {data} = await api.admin(PRODUCT_SET, {input: GRILL_INPUT});
    const wrongPublication = await api.admin(PUBLISH, {
      id: data.productSet.product.id,
      input: [{publicationId: 'gid://shopify/Publication/1'}],
    });
    expect(wrongPublication.data.publishablePublish.userErrors).toEqual([
      {
        field: ['input', '0', 'publicationId'],
        message: 'Publication does not exist',
      },
    ]);
    const wrongProduct = await api.admin(PUBLISH, {
      id: 'gid://shopify/Product/1',
      input: [{publicationId: await onlineStoreId()}],
    });
    expect(wrongProduct.data.publishablePublish.userErrors).toEqual([
      {field: ['id'], message: 'Product does not exist'},
    ]);
  });

  it('productCreate makes one variant from the first option values, its errors name `product`', async () => {
    const created = await api.admin(
      `mutation C($product: ProductCreateInput, $media: [CreateMediaInput!]) { productCreate(product: $product, media: $media) { product { title variants(first: 5) { nodes { title price } } } userErrors { field message } } }`,
      {
        product: {
          title: 'Created Cover',
          productType: 'Grill Covers',
          productOptions: [{name: 'Size', values: [{name: 'S'}, {name: 'L'}]}],
        },
        media: [
          {
            mediaContentType: 'IMAGE',
            originalSource: 'https://images.example.com/cover.jpg',
          },
        ],
      },
    );
    expect(created.data.productCreate).toEqual({
      product: {
        title: 'Created Cover',
        variants: {nodes: [{title: 'S', price: '0.0'}]},
      },
      userErrors: [],
    });
    const blank = await api.admin(
      `mutation C($product: ProductCreateInput) { productCreate(product: $product) { userErrors { field message } } }`,
      {product: {title: ''}},
    );
    expect(blank.data.productCreate.userErrors).toEqual([
      {field: ['product', 'title'], message: "Title can't be blank"},
    ]);
  });

  it('answers 401 without the admin token', async () => {
    const response = await api.post('/admin/api/2026-04/graphql.json', {
      query: PRODUCT_SET,
      variables: {input: GRILL_INPUT},
    });
    expect(response.status).toBe(401);
  });

  it('forgets created products on reset', async () => {
    const {data} = await api.admin(PRODUCT_SET, {input: GRILL_INPUT});
    await api.admin(PUBLISH, {
      id: data.productSet.product.id,
      input: [{publicationId: await onlineStoreId()}],
    });
    await api.control('reset');
    const found = await api.storefront(STOREFRONT_PRODUCT, {
      handle: data.productSet.product.handle,
    });
    expect(found.data.product).toBeNull();
  });
});
