/**
 * A hydrating page serializes its loader data into its HTML (record 0180): the store
 * pages send what their components read, not the products as queried.
 */
import {describe, expect, it} from 'vitest';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

/** The loader data React Router streams into the page. */
async function loaderDataOf(path: string) {
  const response = await worker.fetch(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const chunks = [...html.matchAll(/streamController\.enqueue\((".*?")\);/g)];
  expect(chunks.length).toBeGreaterThan(0);
  return chunks.map((chunk) => JSON.parse(chunk[1]!) as string).join('');
}

describe('store pages carry only the data their components read', () => {
  it.each(['/store/shop', '/grills', '/search?q=grill', '/store'])(
    '%s sends product cards: no variant list, no gallery, no ids',
    async (path) => {
      const data = await loaderDataOf(path);
      expect(data).toContain('"handle"');
      expect(data).not.toContain('gid://shopify/ProductVariant/');
      expect(data).not.toContain('gid://shopify/ProductImage/');
      expect(data).not.toContain('"variants"');
    },
  );

  it('the shop sends its facets once, without the unused filter input', async () => {
    const data = await loaderDataOf('/store/shop');
    expect(data).toContain('filter.v.availability');
    expect(data).not.toContain('"input"');
    expect(data).not.toContain('"filters"');
  });

  it.each(['/store/product/classic-18-kamado-grill', '/gift-cards'])(
    '%s sends no variant list (the JSON-LD offers are built on the server)',
    async (path) => {
      const data = await loaderDataOf(path);
      expect(data).toContain('"adjacentVariants"');
      expect(data).not.toContain('"variants"');
    },
  );
});
