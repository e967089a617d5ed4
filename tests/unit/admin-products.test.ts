/**
 * The worker's product creation against the local Admin API over HTTP: the documents
 * validate against the Admin schema subset, a valid form creates and publishes a product
 * that the Storefront API then serves, Shopify's userErrors come back with their fields,
 * and a hung Admin API costs the deadline, not the hang.
 */
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {parse, validate} from 'graphql';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createProduct} from '../../app/features/admin/admin-products.server';
import {BACKEND_DEADLINE_MS} from '../../app/features/http/backend-deadline';
import {
  productSetInput,
  readProductForm,
  validateProductForm,
} from '../../app/features/admin/product-form';
import * as documents from '../../app/features/admin/shopify-admin-documents';
import {AdminApiUnavailable} from '../../app/features/admin/shopify-admin.server';
import {loadAdminSchema} from '../../local/storefront/schema';
import {
  startTestStorefront,
  type TestStorefront,
} from '../../local/storefront/test-support';

let api: TestStorefront;
beforeAll(async () => {
  api = await startTestStorefront();
});
afterAll(() => api?.server.close());

function inputFor(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const checked = validateProductForm(readProductForm(form));
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return productSetInput(checked.form);
}

const FIELDS = {
  title: 'Unit Test Pizza Stone',
  description: 'Round and hot.',
  productType: 'Pizza Stone',
  price: '59',
  compareAtPrice: '',
  optionName: 'Diameter',
  optionValues: '13 in, 15 in',
  'variantPrice:15 in': '69',
  images: 'https://images.example.com/stone.jpg',
  tags: 'new',
  status: 'ACTIVE',
};

describe('Admin API documents', () => {
  it.each(Object.entries(documents))(
    '%s validates against the Admin schema',
    (_, source) => {
      expect(validate(loadAdminSchema(), parse(source))).toEqual([]);
    },
  );
});

describe('createProduct against the local Admin API', () => {
  const env = () => ({
    PUBLIC_STORE_DOMAIN: api.server.url,
    SHOPIFY_ADMIN_API_TOKEN: api.server.adminToken,
  });

  it('creates, publishes, and the Storefront API serves the product', async () => {
    const result = await createProduct(env(), inputFor(FIELDS));
    expect(result).toMatchObject({
      status: 'created',
      handle: 'unit-test-pizza-stone',
    });
    const {data} = await api.storefront(
      `query P($handle: String!) { product(handle: $handle) { title tags variants(first: 5) { nodes { title price { amount } } } } }`,
      {handle: 'unit-test-pizza-stone'},
    );
    expect(data.product).toEqual({
      title: 'Unit Test Pizza Stone',
      tags: ['new'],
      variants: {
        nodes: [
          {title: '13 in', price: {amount: '59.0'}},
          {title: '15 in', price: {amount: '69.0'}},
        ],
      },
    });
  });

  it('returns Shopify userErrors with their field paths', async () => {
    const input = inputFor(FIELDS);
    const result = await createProduct(env(), {
      ...input,
      variants: [input.variants[0]!, input.variants[0]!],
    });
    expect(result).toEqual({
      status: 'user-errors',
      userErrors: [
        {
          field: ['input', 'variants', '1', 'optionValues'],
          message: "The variant '13 in' already exists.",
          code: 'INVALID_VARIANT',
        },
      ],
    });
  });

  it('throws AdminApiUnavailable on a wrong token', async () => {
    await expect(
      createProduct(
        {...env(), SHOPIFY_ADMIN_API_TOKEN: 'wrong'},
        inputFor(FIELDS),
      ),
    ).rejects.toBeInstanceOf(AdminApiUnavailable);
  });

  it('gives up on a hung Admin API after the backend deadline', async () => {
    const hung = createServer(() => {});
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const {port} = hung.address() as AddressInfo;
    const started = Date.now();
    try {
      await expect(
        createProduct(
          {
            PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${port}`,
            SHOPIFY_ADMIN_API_TOKEN: 't',
          },
          inputFor(FIELDS),
        ),
      ).rejects.toBeInstanceOf(AdminApiUnavailable);
      expect(Date.now() - started).toBeLessThan(BACKEND_DEADLINE_MS + 3_000);
    } finally {
      hung.closeAllConnections();
      hung.close();
    }
  });
});
