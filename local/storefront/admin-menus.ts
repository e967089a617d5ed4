/**
 * The Admin API's online-store navigation over the catalog's menus (issue 27): `menus`,
 * `menu(id:)`, `menuCreate`, `menuUpdate`, `menuDelete` in Admin API 2026-04 shapes, so a
 * menu is edited as a merchant's app edits it, and the Storefront API's `menu(handle:)`
 * (which reads the same list) answers with the edit at once.
 *
 * As Shopify documents: `main-menu` and `footer` are default menus (their handles cannot
 * change, they cannot be deleted: UNABLE_TO_DELETE_DEFAULT_MENU); items nest at most three
 * levels (NESTING_TOO_DEEP); a resource item (a collection, page, product, shop policy,
 * blog or article) names its resource by `resourceId` (NOT_FOUND
 * when it does not exist); `menuUpdate` replaces the whole item tree, keeping the ids of
 * items given with theirs. `POST /__local/reset` puts the seed menus back.
 */
import {
  MENU_PATHS,
  menuResourceRecords,
  type Catalog,
  type CatalogMenuItem,
  type MenuResourceType,
} from './catalog.ts';
import {
  connectionFrom,
  mapConnection,
  type ConnectionArgs,
} from './connections.ts';
import {gid, parseGid, stableNumericId} from './global-ids.ts';

type CatalogMenu = Catalog['menus'][number];

/** Shopify's default menus: their handles are fixed and they cannot be deleted. */
const DEFAULT_HANDLES = new Set(['main-menu', 'footer']);
const MAX_DEPTH = 3;

/** Paths of the item types that link no resource. */
const FIXED_PATHS: Record<string, string> = {
  CATALOG: '/collections/all',
  COLLECTIONS: '/collections',
  FRONTPAGE: '/',
  SEARCH: '/search',
};

/** The Storefront type behind each resource item type, as its global id names it. */
const RESOURCE_GID_TYPES: Record<MenuResourceType, string> = {
  COLLECTION: 'Collection',
  PAGE: 'Page',
  PRODUCT: 'Product',
  SHOP_POLICY: 'ShopPolicy',
  BLOG: 'Blog',
  ARTICLE: 'Article',
};

type MenuItemInput = {
  id?: string | null;
  title: string;
  type: string;
  resourceId?: string | null;
  url?: string | null;
  tags?: string[] | null;
  items?: MenuItemInput[] | null;
};
type MenuUserError = {
  field: string[] | null;
  message: string;
  code: string | null;
};

export class MenuAdminStore {
  private readonly catalog: Catalog;
  private readonly seed: string;
  private nextId = 1;

  constructor(catalog: Catalog) {
    this.catalog = catalog;
    this.seed = JSON.stringify(catalog.menus);
  }

  reset(): void {
    this.catalog.menus.splice(
      0,
      this.catalog.menus.length,
      ...(JSON.parse(this.seed) as CatalogMenu[]),
    );
  }

  byId(id: string): CatalogMenu | undefined {
    return this.catalog.menus.find((menu) => menu.id === id);
  }

  freshId(kind: 'Menu' | 'MenuItem'): string {
    return gid(kind, stableNumericId(`${kind}:admin:${this.nextId++}`));
  }

  /** The handle of the resource `resourceId` names, if it is of `type` and exists. */
  resourceHandle(type: MenuResourceType, resourceId: string): string | null {
    const parsed = parseGid(resourceId);
    if (!parsed || parsed.type !== RESOURCE_GID_TYPES[type]) return null;
    return (
      menuResourceRecords(this.catalog, type).find(
        (record) => record.id === resourceId,
      )?.handle ?? null
    );
  }

  /** The Storefront id of an item's resource (the Admin API's `resourceId`). */
  resourceId(item: CatalogMenuItem): string | null {
    const resource = item.resource;
    if (!resource) return null;
    return (
      menuResourceRecords(this.catalog, resource.type).find(
        (record) => record.handle === resource.handle,
      )?.id ?? null
    );
  }
}

/**
 * Turns the input tree into catalog items, or the first userError found (Shopify checks
 * the whole input before it changes anything).
 */
function buildItems(
  store: MenuAdminStore,
  inputs: MenuItemInput[],
  path: string[],
  depth: number,
  keep: Map<string, CatalogMenuItem>,
): CatalogMenuItem[] | MenuUserError {
  if (depth > MAX_DEPTH && inputs.length > 0)
    return {
      field: path,
      message: `The menu cannot be nested more than ${MAX_DEPTH} level deep.`,
      code: 'NESTING_TOO_DEEP',
    };
  const items: CatalogMenuItem[] = [];
  for (const [index, input] of inputs.entries()) {
    const here = [...path, String(index)];
    const built = buildItem(store, input, here, keep);
    if ('message' in built) return built;
    const children = buildItems(
      store,
      input.items ?? [],
      [...here, 'items'],
      depth + 1,
      keep,
    );
    if ('message' in children) return children;
    built.items = children;
    items.push(built);
  }
  return items;
}

function buildItem(
  store: MenuAdminStore,
  input: MenuItemInput,
  path: string[],
  keep: Map<string, CatalogMenuItem>,
): CatalogMenuItem | MenuUserError {
  if (!input.title.trim())
    return {
      field: [...path, 'title'],
      message: "Title can't be blank",
      code: null,
    };
  const id =
    input.id && keep.has(input.id) ? input.id : store.freshId('MenuItem');
  const base = {id, title: input.title, type: input.type, items: []};
  if (input.type in MENU_PATHS) {
    const type = input.type as MenuResourceType;
    const handle = input.resourceId
      ? store.resourceHandle(type, input.resourceId)
      : null;
    if (!handle)
      return {
        field: [...path, 'resourceId'],
        message:
          "The record with the ID used as the input value couldn't be found.",
        code: 'NOT_FOUND',
      };
    return {...base, path: MENU_PATHS[type](handle), resource: {type, handle}};
  }
  if (input.type === 'HTTP') {
    if (!input.url?.trim())
      return {
        field: [...path, 'url'],
        message: "Url can't be blank",
        code: null,
      };
    return {...base, path: input.url.trim(), resource: null};
  }
  const fixed = FIXED_PATHS[input.type];
  if (fixed) return {...base, path: fixed, resource: null};
  // METAOBJECT, CUSTOMER_ACCOUNT_PAGE: not in this shop.
  return {
    field: [...path, 'resourceId'],
    message:
      "The record with the ID used as the input value couldn't be found.",
    code: 'NOT_FOUND',
  };
}

function itemsById(
  items: CatalogMenuItem[],
  into = new Map<string, CatalogMenuItem>(),
) {
  for (const item of items) {
    into.set(item.id, item);
    itemsById(item.items, into);
  }
  return into;
}

function itemModel(store: MenuAdminStore, item: CatalogMenuItem): object {
  return {
    __typename: 'MenuItem',
    id: item.id,
    title: item.title,
    type: item.type,
    url: item.path,
    resourceId: store.resourceId(item),
    tags: [],
    items: item.items.map((child) => itemModel(store, child)),
  };
}

function menuModel(store: MenuAdminStore, menu: CatalogMenu) {
  return {
    __typename: 'Menu',
    id: menu.id,
    handle: menu.handle,
    title: menu.title,
    isDefault: DEFAULT_HANDLES.has(menu.handle),
    items: menu.items.map((item) => itemModel(store, item)),
  };
}

const MENU_SORT: Record<string, (menu: CatalogMenu) => string | number> = {
  ID: (menu) => Number(parseGid(menu.id)!.id),
  TITLE: (menu) => menu.title.toLowerCase(),
  // The stand-in keeps no edit times: the list's own order stands in for them.
  UPDATED_AT: () => 0,
};

/** `title:word` or bare words match the title (case-insensitive), as Shopify's filter. */
function matchesQuery(menu: CatalogMenu, query: string | null | undefined) {
  if (!query?.trim()) return true;
  return query
    .trim()
    .split(/\s+/)
    .every((term) =>
      menu.title.toLowerCase().includes(
        term
          .replace(/^title:/i, '')
          .replace(/^["']|["']$/g, '')
          .toLowerCase(),
      ),
    );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function menuAdminRoot(
  store: MenuAdminStore,
  catalog: Catalog,
  injectedUserErrors: string[] | null,
): Record<string, unknown> {
  const forced = (payload: Record<string, null>) =>
    injectedUserErrors && {
      ...payload,
      userErrors: injectedUserErrors.map((message) => ({
        field: null,
        message,
        code: null,
      })),
    };
  const failed = (payload: Record<string, null>, error: MenuUserError) => ({
    ...payload,
    userErrors: [error],
  });
  return {
    menu: ({id}: {id: string}) => {
      const menu = store.byId(id);
      return menu ? menuModel(store, menu) : null;
    },
    menus: (
      args: ConnectionArgs & {
        query?: string | null;
        reverse?: boolean;
        sortKey?: string;
      },
    ) => {
      const valueOf = MENU_SORT[args.sortKey ?? 'ID']!;
      const sorted = catalog.menus
        .filter((menu) => matchesQuery(menu, args.query))
        .sort((a, b) =>
          valueOf(a) < valueOf(b) ? -1 : valueOf(a) > valueOf(b) ? 1 : 0,
        );
      if (args.reverse) sorted.reverse();
      return mapConnection(
        connectionFrom(sorted, args, (menu) => menu.id),
        (menu) => menuModel(store, menu),
      );
    },
    menuCreate: (args: {
      title: string;
      handle: string;
      items: MenuItemInput[];
    }) => {
      const none = {menu: null};
      const injected = forced(none);
      if (injected) return injected;
      if (!args.title.trim())
        return failed(none, {
          field: ['title'],
          message: "Title can't be blank",
          code: null,
        });
      const handle = slug(args.handle || args.title);
      if (!handle || catalog.menus.some((menu) => menu.handle === handle))
        return failed(none, {
          field: ['handle'],
          message: 'Handle has already been taken',
          code: null,
        });
      const items = buildItems(store, args.items, ['items'], 1, new Map());
      if ('message' in items) return failed(none, items);
      const menu: CatalogMenu = {
        id: store.freshId('Menu'),
        handle,
        title: args.title,
        items,
      };
      catalog.menus.push(menu);
      return {menu: menuModel(store, menu), userErrors: []};
    },
    menuUpdate: (args: {
      id: string;
      title: string;
      handle?: string | null;
      items: MenuItemInput[];
    }) => {
      const none = {menu: null};
      const injected = forced(none);
      if (injected) return injected;
      const menu = store.byId(args.id);
      if (!menu)
        return failed(none, {
          field: ['id'],
          message:
            "The record with the ID used as the input value couldn't be found.",
          code: 'NOT_FOUND',
        });
      if (!args.title.trim())
        return failed(none, {
          field: ['title'],
          message: "Title can't be blank",
          code: null,
        });
      let handle = menu.handle;
      if (args.handle != null && slug(args.handle) !== menu.handle) {
        // Default menus keep their handles (Shopify ignores the change for them).
        if (!DEFAULT_HANDLES.has(menu.handle)) {
          handle = slug(args.handle);
          if (!handle || catalog.menus.some((other) => other.handle === handle))
            return failed(none, {
              field: ['handle'],
              message: 'Handle has already been taken',
              code: null,
            });
        }
      }
      const items = buildItems(
        store,
        args.items,
        ['items'],
        1,
        itemsById(menu.items),
      );
      if ('message' in items) return failed(none, items);
      menu.title = args.title;
      menu.handle = handle;
      menu.items = items;
      return {menu: menuModel(store, menu), userErrors: []};
    },
    menuDelete: ({id}: {id: string}) => {
      const none = {deletedMenuId: null};
      const injected = forced(none);
      if (injected) return injected;
      const menu = store.byId(id);
      if (!menu)
        return failed(none, {
          field: ['id'],
          message: 'Menu does not exist',
          code: 'MENU_DOES_NOT_EXIST',
        });
      if (DEFAULT_HANDLES.has(menu.handle))
        return failed(none, {
          field: ['id'],
          message: 'Default menu cannot be deleted',
          code: 'UNABLE_TO_DELETE_DEFAULT_MENU',
        });
      catalog.menus.splice(catalog.menus.indexOf(menu), 1);
      return {deletedMenuId: id, userErrors: []};
    },
  };
}
