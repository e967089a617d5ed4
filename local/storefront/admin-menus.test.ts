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

const ITEM = `id title type url resourceId tags`;
const MENUS = `query M($query: String) { menus(first: 10, query: $query) { nodes { id handle title isDefault items { ${ITEM} items { ${ITEM} items { ${ITEM} } } } } } }`;
const UPDATE = `mutation U($id: ID!, $title: String!, $handle: String, $items: [MenuItemUpdateInput!]!) {
  menuUpdate(id: $id, title: $title, handle: $handle, items: $items) { menu { id handle title items { id title type url resourceId items { id title } } } userErrors { field message code } }
}`;
const CREATE = `mutation C($title: String!, $handle: String!, $items: [MenuItemCreateInput!]!) {
  menuCreate(title: $title, handle: $handle, items: $items) { menu { id handle isDefault items { title type url resourceId } } userErrors { field message code } }
}`;
const DELETE = `mutation D($id: ID!) { menuDelete(id: $id) { deletedMenuId userErrors { field message code } } }`;
const STOREFRONT_MENU = `query S($handle: String!) { menu(handle: $handle) { items { title url } } }`;

type AdminItem = {
  id: string;
  title: string;
  type: string;
  url: string;
  resourceId: string | null;
  items?: AdminItem[];
};

/** An Admin API item as MenuItemUpdateInput (what a merchant's app sends back). */
const asInput = (item: AdminItem): Record<string, unknown> => ({
  id: item.id,
  title: item.title,
  type: item.type,
  ...(item.resourceId ? {resourceId: item.resourceId} : {url: item.url}),
  items: (item.items ?? []).map(asInput),
});

async function mainMenu() {
  const {data, errors} = await api.admin(MENUS);
  expect(errors).toBeUndefined();
  return data.menus.nodes.find(
    (menu: {handle: string}) => menu.handle === 'main-menu',
  );
}

describe('the Admin API menus', () => {
  it('lists the default menus with their item trees and resource ids', async () => {
    const {data} = await api.admin(MENUS);
    expect(
      data.menus.nodes.map((menu: {handle: string}) => menu.handle),
    ).toEqual(expect.arrayContaining(['main-menu', 'footer']));
    const main = await mainMenu();
    expect(main.isDefault).toBe(true);
    const grills = main.items[0].items[0].items[1];
    expect(grills).toMatchObject({
      title: 'Grills',
      type: 'COLLECTION',
      url: '/collections/grills',
      resourceId: expect.stringMatching(/^gid:\/\/shopify\/Collection\//),
    });
    expect(
      (await api.admin(`{ menu(id: "${main.id}") { handle } }`)).data.menu,
    ).toEqual({handle: 'main-menu'});
    expect(
      (await api.admin(MENUS, {query: 'title:footer'})).data.menus.nodes,
    ).toHaveLength(1);
  });

  it('removes a link with menuUpdate, which the Storefront API serves at once, until a reset', async () => {
    const main = await mainMenu();
    const items = (main.items as AdminItem[])
      .filter((item) => item.title !== 'Gift Cards')
      .map(asInput);
    const updated = await api.admin(UPDATE, {
      id: main.id,
      title: main.title,
      items,
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data.menuUpdate.userErrors).toEqual([]);
    // Items sent with their ids keep them.
    expect(updated.data.menuUpdate.menu.items[0].id).toBe(main.items[0].id);
    const served = await api.storefront(STOREFRONT_MENU, {handle: 'main-menu'});
    expect(
      served.data.menu.items.map((item: {title: string}) => item.title),
    ).toEqual(['Shop', 'Recipes']);

    await api.control('reset');
    const again = await api.storefront(STOREFRONT_MENU, {handle: 'main-menu'});
    expect(
      again.data.menu.items.map((item: {title: string}) => item.title),
    ).toEqual(['Shop', 'Recipes', 'Gift Cards']);
  });

  it('refuses what Shopify refuses and changes nothing then', async () => {
    const main = await mainMenu();
    const unknown = await api.admin(UPDATE, {
      id: main.id,
      title: main.title,
      items: [
        {
          title: 'Gone',
          type: 'COLLECTION',
          resourceId: 'gid://shopify/Collection/1',
        },
      ],
    });
    expect(unknown.data.menuUpdate).toEqual({
      menu: null,
      userErrors: [
        {
          field: ['items', '0', 'resourceId'],
          message: expect.any(String),
          code: 'NOT_FOUND',
        },
      ],
    });
    const deep = await api.admin(UPDATE, {
      id: main.id,
      title: main.title,
      items: [
        {
          title: 'a',
          type: 'FRONTPAGE',
          items: [
            {
              title: 'b',
              type: 'FRONTPAGE',
              items: [
                {
                  title: 'c',
                  type: 'FRONTPAGE',
                  items: [{title: 'd', type: 'FRONTPAGE'}],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(deep.data.menuUpdate.userErrors[0].code).toBe('NESTING_TOO_DEEP');
    const missing = await api.admin(UPDATE, {
      id: 'gid://shopify/Menu/1',
      title: 'x',
      items: [],
    });
    expect(missing.data.menuUpdate.userErrors[0].code).toBe('NOT_FOUND');
    const refused = await api.admin(DELETE, {id: main.id});
    expect(refused.data.menuDelete).toEqual({
      deletedMenuId: null,
      userErrors: [
        {
          field: ['id'],
          message: expect.any(String),
          code: 'UNABLE_TO_DELETE_DEFAULT_MENU',
        },
      ],
    });
    // A default menu keeps its handle.
    const renamed = await api.admin(UPDATE, {
      id: main.id,
      title: main.title,
      handle: 'top',
      items: (main.items as AdminItem[]).map(asInput),
    });
    expect(renamed.data.menuUpdate.menu.handle).toBe('main-menu');
    expect((await mainMenu()).items).toEqual(
      main.items.map((item: AdminItem) => ({...item})),
    );
  });

  it('creates and deletes a menu of its own', async () => {
    const created = await api.admin(CREATE, {
      title: 'Sidebar',
      handle: 'sidebar',
      items: [
        {title: 'Home', type: 'FRONTPAGE'},
        {title: 'Warranty', type: 'HTTP', url: '/warranty'},
      ],
    });
    expect(created.data.menuCreate.userErrors).toEqual([]);
    expect(created.data.menuCreate.menu).toMatchObject({
      handle: 'sidebar',
      isDefault: false,
      items: [
        {title: 'Home', type: 'FRONTPAGE', url: '/', resourceId: null},
        {title: 'Warranty', type: 'HTTP', url: '/warranty'},
      ],
    });
    const taken = await api.admin(CREATE, {
      title: 'Again',
      handle: 'sidebar',
      items: [],
    });
    expect(taken.data.menuCreate.userErrors[0].field).toEqual(['handle']);
    const served = await api.storefront(STOREFRONT_MENU, {handle: 'sidebar'});
    expect(served.data.menu.items[1].url).toBe(`${api.server.url}/warranty`);
    const deleted = await api.admin(DELETE, {
      id: created.data.menuCreate.menu.id,
    });
    expect(deleted.data.menuDelete).toEqual({
      deletedMenuId: created.data.menuCreate.menu.id,
      userErrors: [],
    });
    expect(
      (await api.storefront(STOREFRONT_MENU, {handle: 'sidebar'})).data.menu,
    ).toBeNull();
    const gone = await api.admin(DELETE, {id: created.data.menuCreate.menu.id});
    expect(gone.data.menuDelete.userErrors[0].code).toBe('MENU_DOES_NOT_EXIST');
  });

  it('links a blog and an article by resourceId', async () => {
    const ids = await api.storefront(
      `{ blog(handle: "guides") { id articleByHandle(handle: "setting-up-for-pizza") { id } } }`,
    );
    const main = await mainMenu();
    const updated = await api.admin(UPDATE, {
      id: main.id,
      title: main.title,
      items: [
        ...(main.items as AdminItem[]).map(asInput),
        {title: 'Guides', type: 'BLOG', resourceId: ids.data.blog.id},
        {
          title: 'Pizza',
          type: 'ARTICLE',
          resourceId: ids.data.blog.articleByHandle.id,
        },
      ],
    });
    expect(updated.data.menuUpdate.userErrors).toEqual([]);
    const served = await api.storefront(
      `{ menu(handle: "main-menu") { items { title url resource { __typename ... on Blog { handle } ... on Article { handle } } } } }`,
    );
    expect(served.data.menu.items.slice(-2)).toEqual([
      {
        title: 'Guides',
        url: `${api.server.url}/blogs/guides`,
        resource: {__typename: 'Blog', handle: 'guides'},
      },
      {
        title: 'Pizza',
        url: `${api.server.url}/blogs/guides/setting-up-for-pizza`,
        resource: {__typename: 'Article', handle: 'setting-up-for-pizza'},
      },
    ]);
  });
});
