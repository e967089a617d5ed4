/**
 * The markets the store sells in and the URL prefix of each (decision 0260). The Storefront
 * API owns prices, currencies and availability; this list says which prefixes exist, what
 * `i18n` each one sends with every query, and how its pages speak (locale, <html lang>).
 */
import type {
  CountryCode,
  CurrencyCode,
  LanguageCode,
} from '@shopify/hydrogen/storefront-api-types';

export type Market = {
  /** The first path segment (`en-ca`), or null for the default market's unprefixed URLs. */
  prefix: string | null;
  country: CountryCode;
  language: LanguageCode;
  /** What its prices are in; the Storefront API's answer is the truth, this names it for tests and the selector. */
  currency: CurrencyCode;
  /** BCP 47 tag: Intl formatting, `<html lang>` and hreflang. */
  locale: string;
};

/** The United States in English at today's unprefixed URLs. */
export const DEFAULT_MARKET: Market = {
  prefix: null,
  country: 'US',
  language: 'EN',
  currency: 'USD',
  locale: 'en-US',
};

export const MARKETS: readonly Market[] = [
  DEFAULT_MARKET,
  {
    prefix: 'en-ca',
    country: 'CA',
    language: 'EN',
    currency: 'CAD',
    locale: 'en-CA',
  },
  {
    prefix: 'fr-ca',
    country: 'CA',
    language: 'FR',
    currency: 'CAD',
    locale: 'fr-CA',
  },
  {
    prefix: 'en-gb',
    country: 'GB',
    language: 'EN',
    currency: 'GBP',
    locale: 'en-GB',
  },
  {
    prefix: 'de-de',
    country: 'DE',
    language: 'DE',
    currency: 'EUR',
    locale: 'de-DE',
  },
];

const BY_PREFIX = new Map(
  MARKETS.flatMap((market) =>
    market.prefix ? [[market.prefix, market] as const] : [],
  ),
);

/**
 * The market of a route's optional `locale` parameter: none is the default market, a known
 * prefix its market, anything else null (the page is a 404: no guessing, no aliases, so
 * `/EN-CA` and `/en-us` are not pages either).
 */
export function marketFromParam(locale: string | undefined): Market | null {
  if (locale === undefined) return DEFAULT_MARKET;
  return BY_PREFIX.get(locale) ?? null;
}

/**
 * For resource routes under the prefix (the root loader does not run for them): an
 * unknown prefix is a 404 there too.
 */
export function assertKnownMarket(locale: string | undefined): void {
  if (!marketFromParam(locale)) throw new Response(null, {status: 404});
}

/**
 * The market of a request path, for the worker before routing (the storefront client's
 * `i18n`). A first segment that is not a prefix is an ordinary path of the default market;
 * the route then decides whether it is a page.
 */
export function marketFromPath(pathname: string): Market {
  const first = /^\/([^/]+)/.exec(pathname)?.[1];
  return (first && BY_PREFIX.get(first)) || DEFAULT_MARKET;
}

/** What Hydrogen's storefront client sends as `$country` and `$language`. */
export function storefrontI18n(market: Market): {
  country: CountryCode;
  language: LanguageCode;
} {
  return {country: market.country, language: market.language};
}

/** The path without its market prefix (`/en-ca/store/shop` -> `/store/shop`). */
export function unprefixedPath(pathname: string): string {
  const market = marketFromPath(pathname);
  if (!market.prefix) return pathname;
  return pathname.slice(market.prefix.length + 1) || '/';
}

/** An app path in a market (`/store/shop` -> `/en-ca/store/shop`; `/` -> `/en-ca`). */
export function localizedPath(market: Market, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new Error(`localizedPath takes an app path, not ${path}`);
  }
  if (!market.prefix) return path;
  // The home page with a query or fragment: `/?x` -> `/en-ca?x`, `/#news` -> `/en-ca#news`.
  if (path === '/' || path[1] === '?' || path[1] === '#')
    return `/${market.prefix}${path.slice(1)}`;
  return `/${market.prefix}${path}`;
}

/**
 * Paths that are the same in every market (decision 0260: not pages a shopper reads in a
 * language): the admin area, the API routes but the cart's and the predictive search's
 * (0261), /.well-known, robots.txt and the sitemap index.
 */
const UNLOCALIZED_PATH =
  /^\/admin(?:[/?#]|$)|^\/api\/(?!(?:cart|predictive-search|exit-intent)(?:[/?#]|$))|^\/api$|^\/\.well-known\/|^\/(?:robots\.txt|sitemap\.xml)(?:[?#]|$)/;

/**
 * A link or fetch made in the browser (the elements), in the market of the page it is on:
 * the elements are one module for every market, so they read it from the address.
 */
export function inPageMarket(href: string, pathname: string): string {
  return localizedHref(marketFromPath(pathname), href);
}

/**
 * Any link of a page as it reads in a market: an app page gets the market's prefix (once:
 * a path already in a market is left alone); other origins, `mailto:`, fragments, the admin
 * area and the API stay as they are.
 */
export function localizedHref(market: Market, href: string): string {
  if (
    !market.prefix ||
    !href.startsWith('/') ||
    href.startsWith('//') ||
    UNLOCALIZED_PATH.test(href) ||
    BY_PREFIX.has(/^\/([^/?#]+)/.exec(href)?.[1] ?? '')
  )
    return href;
  return localizedPath(market, href);
}

/** The market whose Storefront `country` and `language` these are, if we sell there. */
export function marketFor(
  country: string,
  language: string,
): Market | undefined {
  return MARKETS.find(
    (market) => market.country === country && market.language === language,
  );
}
