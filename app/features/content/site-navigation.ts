/**
 * The header's and footer's links as the merchant's Shopify menus give them (issue 27),
 * with the spec's links (app/lib/navigation.ts) as the seed when a menu is missing, empty
 * or unreachable, so the header is never empty.
 *
 * How a menu becomes the chrome:
 * - `main-menu`: a top-level item with sub-items is a dropdown titled by the item (the
 *   spec's "Shop"); each of its sub-items with sub-items of its own is a titled group
 *   (Categories, Featured, Resources), its plain links are gathered in a group titled by
 *   the dropdown. A top-level item without sub-items is a direct link (Recipes, Gift Cards).
 * - `footer`: each top-level item is a column titled by it, its sub-items the column's
 *   links (Shop, Company, Support, Connect); a top-level item without sub-items is a link
 *   in a column titled by the menu.
 */
import {
  DIRECT_LINKS,
  FOOTER_COLUMNS,
  SHOP_MENU,
  type NavGroup,
  type NavLink,
} from '~/lib/navigation';
import {LAYOUT_COPY} from '~/components/copy';
import {menuItemHref} from './menu-urls';
import {localizedHref, type Market} from '~/features/markets/markets';

export type NavDropdown = {title: string; groups: NavGroup[]};

export type SiteNavigation = {
  dropdowns: NavDropdown[];
  directLinks: NavLink[];
  footerColumns: NavGroup[];
  /**
   * Names this set of links (a hash of them): the chrome is rendered once per version
   * (StaticMarkup), so an edit renders anew and an unchanged menu is never rendered twice.
   */
  version: string;
};

/** A Storefront API `MenuItem`, as MENUS_QUERY selects it (three levels, as Shopify allows). */
export type ShopifyMenuItem = {
  title: string;
  url?: string | null;
  items?: ShopifyMenuItem[] | null;
};
export type ShopifyMenu = {title: string; items: ShopifyMenuItem[]} | null;

export function withVersion(
  navigation: Omit<SiteNavigation, 'version'>,
): SiteNavigation {
  return {...navigation, version: hashOf(JSON.stringify(navigation))};
}

/** The spec's links (SPEC 2), the seed and the fallback. */
export const SEED_NAVIGATION: SiteNavigation = withVersion({
  dropdowns: [{title: LAYOUT_COPY.shopMenu, groups: SHOP_MENU}],
  directLinks: DIRECT_LINKS,
  footerColumns: FOOTER_COLUMNS,
});

/**
 * The navigation the menus describe; a part whose menu is missing or empty comes from
 * `fallback` (the last good navigation, or the seed).
 */
export function navigationFromMenus(
  {main, footer}: {main: ShopifyMenu; footer: ShopifyMenu},
  shopOrigins: string[],
  fallback: SiteNavigation = SEED_NAVIGATION,
): SiteNavigation {
  const link = (item: ShopifyMenuItem): NavLink => ({
    label: item.title,
    to: item.url ? menuItemHref(item.url, shopOrigins) : '#',
  });
  const header = main?.items.length
    ? headerFrom(main.items, link)
    : {dropdowns: fallback.dropdowns, directLinks: fallback.directLinks};
  const footerColumns = footer?.items.length
    ? footerFrom(footer, link)
    : fallback.footerColumns;
  return withVersion({...header, footerColumns});
}

/** Each navigation's links in each market, made once per isolate (a menu edit is a new navigation). */
const inMarkets = new WeakMap<SiteNavigation, Map<string, SiteNavigation>>();

/**
 * The navigation with every link of this site in the market's prefix (decision 0260):
 * a merchant's menu links Shopify's paths once, and each market's pages link its own.
 */
export function navigationInMarket(
  navigation: SiteNavigation,
  market: Market,
): SiteNavigation {
  if (!market.prefix) return navigation;
  let byMarket = inMarkets.get(navigation);
  if (!byMarket) inMarkets.set(navigation, (byMarket = new Map()));
  const known = byMarket.get(market.prefix);
  if (known) return known;
  const links = (list: NavLink[]) =>
    list.map((link) => ({...link, to: localizedHref(market, link.to)}));
  const groups = (list: NavGroup[]) =>
    list.map((group) => ({...group, links: links(group.links)}));
  const localized = withVersion({
    dropdowns: navigation.dropdowns.map((dropdown) => ({
      ...dropdown,
      groups: groups(dropdown.groups),
    })),
    directLinks: links(navigation.directLinks),
    footerColumns: groups(navigation.footerColumns),
  });
  byMarket.set(market.prefix, localized);
  return localized;
}

function headerFrom(
  items: ShopifyMenuItem[],
  link: (item: ShopifyMenuItem) => NavLink,
): Omit<SiteNavigation, 'version' | 'footerColumns'> {
  const dropdowns: NavDropdown[] = [];
  const directLinks: NavLink[] = [];
  for (const item of items) {
    const children = item.items ?? [];
    if (children.length === 0) {
      directLinks.push(link(item));
      continue;
    }
    const groups: NavGroup[] = [];
    const loose: NavLink[] = [];
    for (const child of children) {
      const grandchildren = child.items ?? [];
      if (grandchildren.length > 0)
        groups.push({title: child.title, links: grandchildren.map(link)});
      else loose.push(link(child));
    }
    if (loose.length > 0) groups.push({title: item.title, links: loose});
    dropdowns.push({title: item.title, groups});
  }
  return {dropdowns, directLinks};
}

function footerFrom(
  menu: NonNullable<ShopifyMenu>,
  link: (item: ShopifyMenuItem) => NavLink,
): NavGroup[] {
  const columns: NavGroup[] = [];
  const loose: NavLink[] = [];
  for (const item of menu.items) {
    const children = item.items ?? [];
    if (children.length > 0)
      columns.push({title: item.title, links: children.map(link)});
    else loose.push(link(item));
  }
  if (loose.length > 0) columns.push({title: menu.title, links: loose});
  return columns;
}

/** FNV-1a, 32 bits, in base 36: short and stable; not a security measure. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
