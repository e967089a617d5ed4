/**
 * The header is the merchant's Shopify menu (issue 27), as the production worker shows it:
 * a link removed from `main-menu` through the Admin API leaves the header once the menu's
 * cache window (one second here: MENU_MAX_AGE_SECONDS) has passed, without a restart; and
 * while the Storefront API cannot answer, the header still has the spec's links.
 * On stand-ins of its own: it edits the menus, which other files read.
 */
import {describe, expect, it} from 'vitest';
import {useWorkerOnOwnStandIns} from '../support/worker';

const worker = useWorkerOnOwnStandIns({MENU_MAX_AGE_SECONDS: '1'});

/** The desktop main menu's HTML (the header's first navigation). */
async function mainMenuOf(path: string): Promise<string> {
  const response = await worker.fetch(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const menu = /<nav aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/.exec(html);
  expect(menu, 'the page has the main menu').not.toBeNull();
  return menu![1]!;
}

async function shopify(kind: 'admin' | 'control', body: unknown, path = '') {
  const {storefront} = worker.standIns();
  const response = await fetch(
    kind === 'admin'
      ? `${storefront!.url}/admin/api/2026-04/graphql.json`
      : `${storefront!.url}/__local/${path}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Access-Token': storefront!.adminToken,
      },
      body: JSON.stringify(body),
    },
  );
  expect(response.ok).toBe(true);
  return (await response.json()) as {data: any; errors?: unknown};
}

const GIFT_CARDS_LINK =
  /<a href="\/gift-cards" class="nav-item">Gift Cards<\/a>/;

type AdminItem = {
  id: string;
  title: string;
  type: string;
  url: string;
  resourceId: string | null;
  items: AdminItem[];
};
const asInput = (item: AdminItem): Record<string, unknown> => ({
  id: item.id,
  title: item.title,
  type: item.type,
  ...(item.resourceId ? {resourceId: item.resourceId} : {url: item.url}),
  items: item.items.map(asInput),
});
const ITEM = 'id title type url resourceId';

describe("the header from the merchant's menus", () => {
  it("keeps the spec's links while the Storefront API cannot answer", async () => {
    await shopify(
      'control',
      {mode: 'http', status: 503, operation: 'NavMenus', times: 50},
      'fail',
    );
    try {
      // The landing page needs nothing else from the store: only the menus fail.
      const menu = await mainMenuOf('/');
      expect(menu).toMatch(GIFT_CARDS_LINK);
      expect(menu).toContain('>Categories</h2>');
      expect(menu).toContain('href="/grills"');
    } finally {
      await shopify('control', {}, 'reset-failures');
    }
  });

  it('loses a link removed through the Admin API after the cache window, with no restart', async () => {
    expect(await mainMenuOf('/store/shop')).toMatch(GIFT_CARDS_LINK);

    const {data} = await shopify('admin', {
      query: `{ menus(first: 5) { nodes { id handle title items { ${ITEM} items { ${ITEM} items { ${ITEM} items { id } } } } } } }`,
    });
    const main = data.menus.nodes.find(
      (menu: {handle: string}) => menu.handle === 'main-menu',
    );
    const updated = await shopify('admin', {
      query: `mutation U($id: ID!, $title: String!, $items: [MenuItemUpdateInput!]!) { menuUpdate(id: $id, title: $title, items: $items) { userErrors { message } } }`,
      variables: {
        id: main.id,
        title: main.title,
        items: (main.items as AdminItem[])
          .filter((item) => item.title !== 'Gift Cards')
          .map(asInput),
      },
    });
    expect(updated.data.menuUpdate.userErrors).toEqual([]);

    // Past the window the next request is served stale and fetches the menus again
    // (stale-while-revalidate); a few requests later the header has the edit.
    let menu = '';
    for (let attempt = 0; attempt < 40; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      menu = await mainMenuOf('/store/shop');
      if (!GIFT_CARDS_LINK.test(menu)) break;
    }
    expect(menu).not.toMatch(GIFT_CARDS_LINK);
    // The rest of the menu is as it was.
    expect(menu).toMatch(
      /<a href="\/store\/ai-recipes" class="nav-item">Recipes<\/a>/,
    );
    expect(menu).toContain('href="/store/shop?filter=sale"');
  });
});
