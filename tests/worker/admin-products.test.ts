/**
 * /admin/create-products in the production worker: an anonymous visitor (page, `.data`,
 * or a same-origin post) gets the login page and creates nothing, and the Admin API token
 * never reaches the browser's bundle.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

const FIELDS = {
  title: 'Anonymous Kamado Grill',
  productType: 'Kamado Grill',
  price: '999',
  status: 'ACTIVE',
};

async function storefrontFinds(title: string): Promise<string[]> {
  const {storefront} = worker.standIns();
  const response = await fetch(`${storefront!.url}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': storefront!.publicToken,
    },
    body: JSON.stringify({
      query: `query S($q: String!) { products(first: 10, query: $q) { nodes { title } } }`,
      variables: {q: `title:"${title}"`},
    }),
  });
  const body = (await response.json()) as {
    data: {products: {nodes: {title: string}[]}};
  };
  return body.data.products.nodes.map((node) => node.title);
}

describe('/admin/create-products for an anonymous visitor', () => {
  it('GET redirects to the login page with no data, also as a .data request', async () => {
    const page = await worker.fetch('/admin/create-products');
    expect(page.headers.get('location')).toMatch(
      /^\/admin\/login\?next=%2Fadmin%2Fcreate-products/,
    );
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).not.toContain('Product type');

    const data = await worker.fetch('/admin/create-products.data');
    const body = await data.text();
    expect(body).toContain('/admin/login');
    expect(body).not.toContain('email');
  });

  it('a same-origin POST is sent to the login page and creates nothing', async () => {
    const response = await worker.fetch('/admin/create-products', {
      method: 'POST',
      body: new URLSearchParams(FIELDS),
      headers: {'Sec-Fetch-Site': 'same-origin'},
    });
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('location')).toMatch(/^\/admin\/login/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await storefrontFinds(FIELDS.title)).toEqual([]);
  });

  it("a same-origin Retry on the dashboard's failed-messages panel is sent to the login page", async () => {
    const response = await worker.fetch('/admin/dashboard', {
      method: 'POST',
      body: new URLSearchParams({intent: 'retry-message', messageId: '1'}),
      headers: {'Sec-Fetch-Site': 'same-origin'},
    });
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(response.headers.get('location')).toMatch(/^\/admin\/login/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('the client bundle carries no Admin API token', () => {
    const token = worker.standIns().storefront!.adminToken;
    const assets = join(import.meta.dirname, '../../dist/client/assets');
    for (const file of readdirSync(assets).filter((name) =>
      name.endsWith('.js'),
    )) {
      const source = readFileSync(join(assets, file), 'utf8');
      expect(source, file).not.toContain(token);
      expect(source, file).not.toContain('X-Shopify-Access-Token');
    }
  });
});
