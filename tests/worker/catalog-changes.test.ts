/**
 * What a merchant changes in Shopify directly, as the production worker shows it (issue 25,
 * items 1 and 2): a product without media is normal and every page that lists it answers
 * with the placeholder image; a product of a type the shop never had reaches its category
 * within the listing queries' cache life (docs/decisions/0211), without a restart. On stand-ins
 * of its own: it adds products to the catalog, which other files list exactly.
 */
import {describe, expect, it} from 'vitest';
import {LISTING_QUERY_MAX_AGE_S} from '../../app/features/catalog/listing-freshness.server';
import {readHead} from '../support/head';
import {useWorkerOnOwnStandIns} from '../support/worker';

const worker = useWorkerOnOwnStandIns();

/** The fingerprinted placeholder asset, as a page's HTML names it. */
const PLACEHOLDER = /\/assets\/product-placeholder-[\w-]+\.svg/;

/** Creates and publishes a product through the stand-in's Admin API, as Shopify's admin would. */
async function createInShopify(input: Record<string, unknown>) {
  const {storefront} = worker.standIns();
  const admin = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(
      `${storefront!.url}/admin/api/2026-04/graphql.json`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Shopify-Access-Token': storefront!.adminToken,
        },
        body: JSON.stringify({query, variables}),
      },
    );
    return (await response.json()) as {data: any};
  };
  const set = await admin(
    `mutation S($input: ProductSetInput!) { productSet(input: $input, synchronous: true) { product { id handle } userErrors { message } } }`,
    {input},
  );
  expect(set.data.productSet.userErrors).toEqual([]);
  const {id, handle} = set.data.productSet.product;
  const publications = await admin(
    `{ publications(first: 5) { nodes { id name } } }`,
    {},
  );
  const online = publications.data.publications.nodes.find(
    (node: {name: string}) => node.name === 'Online Store',
  );
  await admin(
    `mutation P($id: ID!, $input: [PublicationInput!]!) { publishablePublish(id: $id, input: $input) { userErrors { message } } }`,
    {id, input: [{publicationId: online.id}]},
  );
  return handle as string;
}

const productInput = (title: string, productType: string) => ({
  title,
  descriptionHtml: '<p>No picture yet.</p>',
  productType,
  status: 'ACTIVE',
  tags: ['new'],
  productOptions: [
    {name: 'Size', position: 1, values: [{name: 'Small'}, {name: 'Large'}]},
  ],
  variants: [
    {
      optionValues: [{optionName: 'Size', name: 'Small'}],
      price: '49.00',
      compareAtPrice: '59.00',
    },
    {optionValues: [{optionName: 'Size', name: 'Large'}], price: '69.00'},
  ],
  files: [],
});

describe('a product without an image', () => {
  it('is listed with the placeholder on every page that shows it, and its page and JSON-LD have one', async () => {
    // A type the shop already has (Accessories), so the category lists it at once.
    const handle = await createInShopify(
      productInput('Bare Grill Brush', 'Grill Tools'),
    );

    for (const path of [
      '/store',
      '/store/shop?filter=sale',
      '/store/shop?filter=new',
      '/store/shop?sort=newest',
      '/accessories',
      '/search?q=bare+grill+brush',
    ]) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const card = new RegExp(
        `<a href="/store/product/${handle}"[^>]*>[\\s\\S]*?</a>`,
      ).exec(html)?.[0];
      expect(card ?? `no card for ${handle}`, path).toMatch(PLACEHOLDER);
    }

    const page = await worker.fetch(`/store/product/${handle}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(
      new RegExp(
        `<img src="${PLACEHOLDER.source}"[^>]* width="640" height="640"`,
      ),
    );
    const product = readHead(html).jsonLd.find(
      (node) => node['@type'] === 'Product',
    );
    expect(product?.image).toEqual([
      expect.stringMatching(
        new RegExp(`^http://localhost:8787${PLACEHOLDER.source}$`),
      ),
    ]);

    const suggestions = await worker.fetch(
      '/api/predictive-search?q=bare+grill',
    );
    expect(suggestions.status).toBe(200);
    const {products} = (await suggestions.json()) as {
      products: {title: string; image: string}[];
    };
    expect(
      products.find((suggested) => suggested.title === 'Bare Grill Brush')
        ?.image,
    ).toMatch(PLACEHOLDER);
  });
});

describe('a product of a type the shop never had', () => {
  it("reaches its category within the listing queries' cache life", async () => {
    // The category page has been seen (its product types are in the worker's cache).
    // Newest first: the new product is on the first page.
    const category = '/accessories?sort=newest';
    const before = await worker.fetch(category);
    expect((await before.text()).includes('Walnut Pizza Peel')).toBe(false);

    await createInShopify(productInput('Walnut Pizza Peel', 'Pizza Peel'));

    const started = Date.now();
    let listed = false;
    while (
      !listed &&
      Date.now() - started < (LISTING_QUERY_MAX_AGE_S + 5) * 1000
    ) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      listed = (await (await worker.fetch(category)).text()).includes(
        'Walnut Pizza Peel',
      );
    }
    expect(listed).toBe(true);
  }, 30_000);
});
