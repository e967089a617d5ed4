/**
 * The sitemaps: an index naming one child per Storefront `sitemap` page (products,
 * collections, pages, blogs, articles; Shopify pages them, up to 250 resources each) plus the store's own
 * pages and the recipes, and the children as `<urlset>`s with every URL escaped. Built here
 * rather than with Hydrogen's getSitemap so that resources map to this site's paths
 * (collections are categories or shop filters), duplicates are dropped and `&` is escaped.
 * Each market has its own children under its prefix (`/en-ca/sitemap/products/1.xml`, its
 * URLs all in that market); the one index `/sitemap.xml` lists every market's (decision
 * 0260). robots.txt names only the index.
 */
import type {Storefront} from '@shopify/hydrogen';
import {ROUTES} from '~/lib/navigation';
import {collectionPath, pagePath} from '~/features/content/storefront-paths';
import {GIFT_CARD_HANDLE} from '~/features/catalog/gift-card';
import {
  DEFAULT_MARKET,
  localizedPath,
  MARKETS,
  type Market,
} from '~/features/markets/markets';

export const SHOPIFY_SITEMAPS = {
  products: 'PRODUCT',
  collections: 'COLLECTION',
  pages: 'PAGE',
  blogs: 'BLOG',
  articles: 'ARTICLE',
} as const;
export type ShopifySitemap = keyof typeof SHOPIFY_SITEMAPS;

/** Children that are not in Shopify: the store's own pages and the recipes. */
export const SITE_SITEMAPS = {
  store: [
    ROUTES.home,
    ROUTES.store,
    ROUTES.giftCards,
    ROUTES.policy('shipping'),
    ROUTES.policy('returns'),
    ROUTES.policy('privacy'),
    ROUTES.policy('terms'),
    ROUTES.welcomeDiscount,
    ROUTES.blogs,
  ],
  recipes: [ROUTES.recipes],
} as const;
export type SiteSitemap = keyof typeof SITE_SITEMAPS;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

export const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
  'Oxygen-Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
};

export async function sitemapIndex(
  storefront: Storefront,
  origin: string,
  markets: readonly Market[] = MARKETS,
): Promise<string> {
  const counts = await storefront.query(SITEMAP_INDEX_QUERY, {
    cache: storefront.CacheLong(),
  });
  const paths: string[] = [];
  for (const name of Object.keys(SHOPIFY_SITEMAPS) as ShopifySitemap[]) {
    const pages = counts[name].pagesCount?.count ?? 0;
    for (let page = 1; page <= pages; page++)
      paths.push(`/sitemap/${name}/${page}.xml`);
  }
  for (const name of Object.keys(SITE_SITEMAPS))
    paths.push(`/sitemap/${name}/1.xml`);
  const children = markets.flatMap((market) =>
    paths.map((path) => `${origin}${localizedPath(market, path)}`),
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children
    .map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

type Entry = {path: string; lastmod?: string};

/** A child sitemap: the entries' paths in `market` (its prefix), each once. */
export function urlset(
  origin: string,
  entries: Entry[],
  market: Market = DEFAULT_MARKET,
): string {
  const seen = new Set<string>();
  const unique = entries
    .map((entry) => ({...entry, path: localizedPath(market, entry.path)}))
    .filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${unique
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(origin + entry.path)}</loc>${
          entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''
        }</url>`,
    )
    .join('\n')}\n</urlset>\n`;
}

/** One page of a Shopify sitemap as this site's paths; null when the page does not exist. */
export async function shopifySitemapEntries(
  storefront: Storefront,
  name: ShopifySitemap,
  page: number,
): Promise<Entry[] | null> {
  const {sitemap} = await storefront.query(SITEMAP_PAGE_QUERY, {
    cache: storefront.CacheLong(),
    variables: {type: SHOPIFY_SITEMAPS[name], page},
  });
  const items = sitemap.resources?.items ?? [];
  if (!items.length) return null;
  return items.flatMap((item) => {
    const path =
      name === 'products'
        ? // The gift card's address is /gift-cards, in the store's own sitemap.
          item.handle === GIFT_CARD_HANDLE
          ? null
          : ROUTES.product(item.handle)
        : name === 'collections'
          ? collectionPath(item.handle)
          : name === 'blogs'
            ? ROUTES.blog(item.handle)
            : name === 'articles'
              ? // Shopify gives an article's handle as `<blog>/<article>`.
                articleSitemapPath(item.handle)
              : pagePath(item.handle);
    return path ? [{path, lastmod: item.updatedAt}] : [];
  });
}

function articleSitemapPath(handle: string): string | null {
  const [blog, article, ...rest] = handle.split('/');
  return blog && article && rest.length === 0
    ? ROUTES.article(blog, article)
    : null;
}

const SITEMAP_INDEX_QUERY = `#graphql
  query SitemapCounts($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    blogs: sitemap(type: BLOG) {
      pagesCount {
        count
      }
    }
    articles: sitemap(type: ARTICLE) {
      pagesCount {
        count
      }
    }
    products: sitemap(type: PRODUCT) {
      pagesCount {
        count
      }
    }
    collections: sitemap(type: COLLECTION) {
      pagesCount {
        count
      }
    }
    pages: sitemap(type: PAGE) {
      pagesCount {
        count
      }
    }
  }
` as const;

const SITEMAP_PAGE_QUERY = `#graphql
  query SitemapPage(
    $type: SitemapType!
    $page: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    sitemap(type: $type) {
      resources(page: $page) {
        items {
          handle
          updatedAt
        }
      }
    }
  }
` as const;
