import {readFileSync} from 'node:fs';
import {
  getDirectiveValues,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type {Catalog, CatalogProduct, CatalogVariant} from './catalog.ts';
import {stripHtml} from './html.ts';
import {parseCents} from './money.ts';

/**
 * Shopify Markets as the Storefront API shows them (issue 30): each market sells to its
 * countries in its currency, at the fixed prices of its price list, in its languages, and may
 * not sell some products. `@inContext(country:, language:)` picks the market and the
 * language; the primary market in the shop's language is the catalog itself, untouched.
 * `markets.json` holds the markets and their price lists, `translations.json` the catalog's
 * French and German titles and descriptions (Shopify's Translate & Adapt content).
 */

type RawPrice = {price: string; compareAtPrice?: string};
type RawMarket = {
  handle: string;
  name: string;
  countries: string[];
  currencyCode: string;
  languages: string[];
  primary?: boolean;
  /** Shopify's conversion for a product the price list has no fixed price for. */
  rate?: number;
  /** Product handles this market does not sell (shown, not available for sale). */
  notSold?: string[];
  /** Fixed prices by variant SKU, as a Shopify price list's fixed prices. */
  priceList?: Record<string, RawPrice>;
};
type ProductTranslation = {
  title: string;
  descriptionHtml: string;
  seo?: {title?: string; description?: string};
};

export type StorefrontMarket = {
  handle: string;
  name: string;
  countries: string[];
  currencyCode: string;
  /** Language codes, the market's default first. */
  languages: string[];
  primary: boolean;
  rate: number;
  notSold: Set<string>;
  priceList: Map<
    string,
    {priceCents: number; compareAtPriceCents: number | null}
  >;
};

export type Markets = {
  all: StorefrontMarket[];
  primary: StorefrontMarket;
  /** Language code -> product handle -> translation. */
  translations: Map<string, Map<string, ProductTranslation>>;
};

/** What one request runs in: the market and language `@inContext` resolved to. */
export type InContext = {
  country: string;
  language: string;
  market: StorefrontMarket;
};

const MARKETS_FILE = new URL('./markets.json', import.meta.url);
const TRANSLATIONS_FILE = new URL('./translations.json', import.meta.url);

/** Reads and checks the markets against the catalog: every variant has a price everywhere. */
export function loadMarkets(
  catalog: Catalog,
  files: {markets?: URL; translations?: URL} = {},
): Markets {
  const raw = JSON.parse(
    readFileSync(files.markets ?? MARKETS_FILE, 'utf8'),
  ) as {markets: RawMarket[]};
  const translations = JSON.parse(
    readFileSync(files.translations ?? TRANSLATIONS_FILE, 'utf8'),
  ) as Record<string, Record<string, ProductTranslation>>;

  const all = raw.markets.map((market): StorefrontMarket => {
    const where = `market "${market.handle}"`;
    for (const handle of market.notSold ?? [])
      if (!catalog.productByHandle.has(handle))
        throw new Error(`${where}: notSold names unknown product "${handle}"`);
    const priceList = new Map(
      Object.entries(market.priceList ?? {}).map(([sku, price]) => [
        sku,
        {
          priceCents: parseCents(price.price),
          compareAtPriceCents: price.compareAtPrice
            ? parseCents(price.compareAtPrice)
            : null,
        },
      ]),
    );
    if (!market.primary)
      for (const variant of catalog.variantById.values())
        if (!variant.sku || !priceList.has(variant.sku))
          throw new Error(
            `${where}: no fixed price for ${variant.product.handle} ${variant.sku ?? variant.title}`,
          );
    return {
      handle: market.handle,
      name: market.name,
      countries: market.countries,
      currencyCode: market.currencyCode,
      languages: market.languages,
      primary: market.primary ?? false,
      rate: market.rate ?? 1,
      notSold: new Set(market.notSold ?? []),
      priceList,
    };
  });
  const primaries = all.filter((market) => market.primary);
  if (primaries.length !== 1)
    throw new Error('markets.json: exactly one market must be primary');
  const primary = primaries[0]!;
  if (
    !primary.countries.includes(catalog.shop.countryCode) ||
    primary.currencyCode !== catalog.shop.currencyCode
  )
    throw new Error("markets.json: the primary market is the shop's country");
  const countries = all.flatMap((market) => market.countries);
  if (new Set(countries).size !== countries.length)
    throw new Error('markets.json: a country is in two markets');

  for (const [language, products] of Object.entries(translations))
    for (const handle of Object.keys(products))
      if (!catalog.productByHandle.has(handle))
        throw new Error(
          `translations.json: ${language} translates unknown product "${handle}"`,
        );
  return {
    all,
    primary,
    translations: new Map(
      Object.entries(translations).map(([language, products]) => [
        language,
        new Map(Object.entries(products)),
      ]),
    ),
  };
}

/**
 * What `@inContext` resolves to, as Shopify does: a country no market sells to is the
 * primary market's (the shop's) country; a language the market does not offer is the
 * market's default language. Hydrogen's "unknown" country, ZZ, is no country.
 */
export function resolveInContext(
  markets: Markets,
  shopCountry: string,
  requested: {country?: unknown; language?: unknown},
): InContext {
  const asked =
    typeof requested.country === 'string' ? requested.country : null;
  const market =
    (asked &&
      markets.all.find((candidate) => candidate.countries.includes(asked))) ||
    markets.primary;
  const country =
    asked && market.countries.includes(asked) ? asked : shopCountry;
  const language =
    typeof requested.language === 'string' &&
    market.languages.includes(requested.language)
      ? requested.language
      : market.languages[0]!;
  return {country, language, market};
}

/** The arguments of the operation's `@inContext` directive, as sent (unchecked). */
export function inContextArguments(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode | null,
  variables: unknown,
): {country?: unknown; language?: unknown} {
  const directive = schema.getDirective('inContext');
  if (!directive || !operation) return {};
  return (
    getDirectiveValues(
      directive,
      operation,
      variables && typeof variables === 'object'
        ? (variables as Record<string, unknown>)
        : {},
    ) ?? {}
  );
}

/** The market a cart's buyer country belongs to (the primary one for none or another). */
export function marketOfCountry(
  markets: Markets,
  country: string | null,
): StorefrontMarket {
  return (
    (country &&
      markets.all.find((market) => market.countries.includes(country))) ||
    markets.primary
  );
}

/** A variant's price in a market: its fixed price, else the catalog's converted at the rate. */
export function marketPrice(
  market: StorefrontMarket,
  variant: Pick<CatalogVariant, 'sku' | 'priceCents' | 'compareAtPriceCents'>,
): {priceCents: number; compareAtPriceCents: number | null} {
  if (market.primary)
    return {
      priceCents: variant.priceCents,
      compareAtPriceCents: variant.compareAtPriceCents,
    };
  const fixed = variant.sku ? market.priceList.get(variant.sku) : undefined;
  if (fixed) return fixed;
  const convert = (cents: number) => Math.round(cents * market.rate);
  return {
    priceCents: convert(variant.priceCents),
    compareAtPriceCents:
      variant.compareAtPriceCents === null
        ? null
        : convert(variant.compareAtPriceCents),
  };
}

/**
 * The catalog as one market in one language sees it: the same ids, records and order, with
 * the market's prices, its availability and the language's titles and descriptions. The
 * primary market in the shop's language is the catalog object itself, so its answers are
 * exactly what they were before markets. Built per request from the live catalog, so stock
 * changes and products made through the Admin API show in every market at once.
 */
export function catalogInContext(
  catalog: Catalog,
  markets: Markets,
  context: InContext,
): Catalog {
  const {market, language} = context;
  const translations =
    language === catalog.shop.languageCode
      ? undefined
      : markets.translations.get(language);
  if (market.primary && !translations) return catalog;

  const products = catalog.products.map((product) =>
    productInContext(product, market, translations?.get(product.handle)),
  );
  const variants = products.flatMap((product) => product.variants);
  // What has no price list (shipping rates, discount minimums, gift card balances) is the
  // shop's amount converted at the market's rate, as Shopify converts them.
  const convert = (cents: number) =>
    market.primary ? cents : Math.round(cents * market.rate);
  return {
    ...catalog,
    shop: {...catalog.shop, currencyCode: market.currencyCode},
    deliveryOptions: catalog.deliveryOptions.map((option) => ({
      ...option,
      costCents: convert(option.costCents),
    })),
    discountCodes: catalog.discountCodes.map((discount) => ({
      ...discount,
      minimumSubtotalCents: convert(discount.minimumSubtotalCents),
    })),
    giftCards: catalog.giftCards.map((card) => ({
      ...card,
      balanceCents: convert(card.balanceCents),
    })),
    products,
    productByHandle: new Map(
      products.map((product) => [product.handle, product]),
    ),
    variantById: new Map(variants.map((variant) => [variant.id, variant])),
  };
}

function productInContext(
  product: CatalogProduct,
  market: StorefrontMarket,
  translation: ProductTranslation | undefined,
): CatalogProduct {
  const sold = !market.notSold.has(product.handle);
  const localized: CatalogProduct = {
    ...product,
    ...(translation && {
      title: translation.title,
      descriptionHtml: translation.descriptionHtml,
      description: stripHtml(translation.descriptionHtml),
      seo: {
        title: translation.seo?.title ?? null,
        description: translation.seo?.description ?? null,
      },
    }),
    variants: [],
  };
  localized.variants = product.variants.map((variant) => ({
    ...variant,
    ...marketPrice(market, variant),
    product: localized,
    // Not sold here: still shown, never for sale; the stock is what it is.
    availableForSale: sold && variant.availableForSale,
  }));
  localized.availableForSale = localized.variants.some(
    (variant) => variant.availableForSale,
  );
  return localized;
}
