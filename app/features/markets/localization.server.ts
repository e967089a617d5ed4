/**
 * What the country/language selector lists: the Storefront API's `localization` (the
 * countries the shop sells to, each with its currency and languages), kept to the markets
 * this store has a prefix for (markets.ts). A country or language Shopify offers that has
 * no prefix here is left out; a market Shopify does not list is left out too (it would
 * show prices Shopify does not have).
 */
import type {Storefront} from '@shopify/hydrogen';
import type {Logger} from '~/lib/logger.server';
import {reuseForAWhile} from '~/lib/reuse-for-a-while.server';
import type {MarketSelectorQuery} from 'storefrontapi.generated';
import type {MarketOption} from './market-contract';
import {marketsCopy} from './market-copy';
import {marketFor, MARKETS, type Market} from './markets';

type Localization = {
  availableCountries: ReadonlyArray<{
    isoCode: string;
    name: string;
    currency: {isoCode: string; symbol: string};
    availableLanguages: ReadonlyArray<{isoCode: string; endonymName: string}>;
  }>;
};

/** The selector's options in the Storefront's order, one per market we have a prefix for. */
export function selectorOptions(
  localization: Localization,
  market: Market,
): MarketOption[] {
  const copy = marketsCopy(market);
  return localization.availableCountries.flatMap((country) =>
    country.availableLanguages.flatMap((language) => {
      const option = marketFor(country.isoCode, language.isoCode);
      if (!option) return [];
      const currency = `${country.currency.isoCode} ${country.currency.symbol}`;
      return [
        {
          value: option.locale,
          label: copy.option(country.name, currency, language.endonymName),
          lang: option.locale,
        },
      ];
    }),
  );
}

/**
 * The options when the Storefront API does not answer: every market, named by the
 * runtime's own country and language names, so the form still works.
 */
export function fallbackOptions(market: Market): MarketOption[] {
  const copy = marketsCopy(market);
  const regions = new Intl.DisplayNames([market.locale], {type: 'region'});
  return MARKETS.map((option) => {
    const language = option.language.toLowerCase();
    const endonym =
      new Intl.DisplayNames([language], {type: 'language'}).of(language) ??
      option.language;
    return {
      value: option.locale,
      label: copy.option(
        regions.of(option.country) ?? option.country,
        option.currency,
        endonym.charAt(0).toLocaleUpperCase(language) + endonym.slice(1),
      ),
      lang: option.locale,
    };
  });
}

/** Per market: the isolate's last answer, for a minute (reuse-for-a-while.server.ts). */
const reuse = reuseForAWhile<MarketSelectorQuery>();

export async function loadMarketOptions(
  {storefront, log}: {storefront: Storefront; log: Pick<Logger, 'warn'>},
  market: Market,
): Promise<MarketOption[]> {
  try {
    const {localization} = await reuse(market.locale, () =>
      storefront.query(LOCALIZATION_QUERY, {cache: storefront.CacheLong()}),
    );
    const options = selectorOptions(localization, market);
    if (options.length) return options;
    log.warn('markets.localization_empty', {});
  } catch (error) {
    log.warn('markets.localization_failed', {error});
  }
  return fallbackOptions(market);
}

const LOCALIZATION_QUERY = `#graphql
  query MarketSelector($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    localization {
      availableCountries {
        isoCode
        name
        currency {
          isoCode
          symbol
        }
        availableLanguages {
          isoCode
          endonymName
        }
      }
    }
  }
` as const;
