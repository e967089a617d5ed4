/**
 * The shop's part of every analytics event (Hydrogen's `getShopAnalytics`): the shop's id,
 * its currency and language, and the storefront's id. The same for every visitor, cached
 * like the shop's other settings and reused by the isolate for a minute
 * (reuse-for-a-while.server.ts); when the Storefront API fails, no analytics this time.
 */
import type {AppLoadContext} from 'react-router';
import {reuseForAWhile} from '~/lib/reuse-for-a-while.server';
import type {AnalyticsShopQuery} from 'storefrontapi.generated';
import type {AnalyticsShop} from './analytics-contract';

/** Per market context (country and language): the isolate's last answer, for a minute. */
const reuse = reuseForAWhile<AnalyticsShopQuery>();

export async function analyticsShopFor(
  context: AppLoadContext,
): Promise<AnalyticsShop | null> {
  const {storefront} = context;
  const {country, language} = storefront.i18n;
  try {
    const {shop, localization} = await reuse(`${country}:${language}`, () =>
      storefront.query(ANALYTICS_SHOP_QUERY, {cache: storefront.CacheLong()}),
    );
    return {
      shopId: shop.id,
      currency: shop.paymentSettings.currencyCode,
      acceptedLanguage: localization.language.isoCode,
      hydrogenSubchannelId: context.env.PUBLIC_STOREFRONT_ID || '0',
    };
  } catch (error) {
    context.log.error('analytics.shop_failed', {error});
    return null;
  }
}

const ANALYTICS_SHOP_QUERY = `#graphql
  query AnalyticsShop($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    shop {
      id
      paymentSettings {
        currencyCode
      }
    }
    localization {
      language {
        isoCode
      }
    }
  }
` as const;
