/**
 * The header's and footer's menus from the Storefront API `menu(handle:)` (issue 27):
 * `main-menu` and `footer`, in one query per cache window.
 *
 * - Cached in the worker's sub-request cache with stale-while-revalidate: fresh for
 *   MENU_MAX_AGE_S, then served stale for up to MENU_STALE_S while it is fetched again, so
 *   a merchant's edit shows within MENU_MAX_AGE_S + one request, never needing a deploy.
 * - Within half the max-age the isolate reuses its last navigation without a cache lookup,
 *   so an edit shows within about 1.5 × MENU_MAX_AGE_S.
 *   `MENU_MAX_AGE_SECONDS` in the environment shortens the window (a test's, one second).
 * - When the Storefront API cannot answer, the isolate's last navigation (or the seed, the
 *   spec's links) is used: the header is never empty and the page is never a 503 for it.
 */
import type {Storefront} from '@shopify/hydrogen';
import type {Logger} from '~/lib/logger.server';
import {shopOriginsOf} from './menu-urls';
import {
  navigationFromMenus,
  SEED_NAVIGATION,
  type ShopifyMenu,
  type SiteNavigation,
} from './site-navigation';

export const MENU_HANDLES = {main: 'main-menu', footer: 'footer'} as const;

/** Fresh for a minute; an edit shows within a minute and a request. */
export const MENU_MAX_AGE_S = 60;
/** How long a stale menu may still be served while the next is fetched. */
export const MENU_STALE_S = 600;

type Remembered = {
  /** The last navigation this isolate built from menus, for when the API is down. */
  navigation: SiteNavigation | null;
  /** The menus' answer the last navigation was built from: a cache hit builds nothing. */
  answer: string | null;
  /**
   * Until when the isolate reuses its last navigation without asking the cache: a cache
   * lookup is about a tenth of a store page's server time (0181), and the menus change
   * rarely. Half the max-age, so an edit still shows within about one and a half windows.
   */
  reuseUntil: number;
};
/**
 * Per language: Shopify translates menu titles (`@inContext(language:)`), so a French
 * page must never reuse the English menus (issue 30). Links are made the market's later
 * (navigationInMarket), so markets sharing a language share this.
 */
const rememberedByLanguage = new Map<string, Remembered>();

export async function loadNavigation({
  storefront,
  env,
  storeOrigin,
  log,
}: {
  storefront: Storefront;
  env: {PUBLIC_STORE_DOMAIN: string; MENU_MAX_AGE_SECONDS?: string};
  storeOrigin: string;
  log: Pick<Logger, 'warn'>;
}): Promise<SiteNavigation> {
  const maxAge = menuMaxAge(env.MENU_MAX_AGE_SECONDS);
  const now = Date.now();
  const language = storefront.i18n.language;
  let remembered = rememberedByLanguage.get(language);
  if (!remembered) {
    remembered = {navigation: null, answer: null, reuseUntil: 0};
    rememberedByLanguage.set(language, remembered);
  }
  const lastNavigation = remembered.navigation;
  if (lastNavigation && now < remembered.reuseUntil) return lastNavigation;
  try {
    const answer = await storefront.query(MENUS_QUERY, {
      cache: storefront.CacheCustom({
        mode: 'public',
        maxAge,
        staleWhileRevalidate: MENU_STALE_S,
      }),
      variables: {main: MENU_HANDLES.main, footer: MENU_HANDLES.footer},
    });
    remembered.reuseUntil = now + (maxAge * 1000) / 2;
    const key = JSON.stringify(answer);
    if (lastNavigation && key === remembered.answer) return lastNavigation;
    const navigation = navigationFromMenus(
      {
        main: answer.main as ShopifyMenu,
        footer: answer.footer as ShopifyMenu,
      },
      shopOriginsOf(
        answer.shop.primaryDomain.url,
        env.PUBLIC_STORE_DOMAIN,
        storeOrigin,
      ),
      lastNavigation ?? SEED_NAVIGATION,
    );
    remembered.navigation = navigation;
    remembered.answer = key;
    return navigation;
  } catch {
    // The Storefront client's guard has logged why (storefront.unavailable).
    log.warn('content.menus_fallback', {
      using: lastNavigation ? 'last-menus' : 'seed',
    });
    return lastNavigation ?? SEED_NAVIGATION;
  }
}

function menuMaxAge(configured: string | undefined): number {
  const seconds = Number(configured);
  return configured && Number.isInteger(seconds) && seconds > 0
    ? seconds
    : MENU_MAX_AGE_S;
}

const MENU_ITEM_FIELDS = `#graphql
  fragment NavMenuItem on MenuItem {
    id
    title
    url
  }
`;

export const MENUS_QUERY = `#graphql
  query NavMenus(
    $main: String!
    $footer: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    shop {
      primaryDomain {
        url
      }
    }
    main: menu(handle: $main) {
      ...NavMenu
    }
    footer: menu(handle: $footer) {
      ...NavMenu
    }
  }
  fragment NavMenu on Menu {
    id
    title
    items {
      ...NavMenuItem
      items {
        ...NavMenuItem
        items {
          ...NavMenuItem
        }
      }
    }
  }
  ${MENU_ITEM_FIELDS}
` as const;
