/**
 * When a discount code stops working, read from the code discount in Shopify's admin
 * (`codeDiscountNodeByCode`, scope read_discounts): the one source of every sentence
 * about it (the offer pages here; the emails read the same in supabase/functions). The
 * Storefront API does not say. Without SHOPIFY_ADMIN_API_TOKEN, or when the Admin API
 * cannot answer, the end is unknown and nothing is said about it.
 */
import {CacheShort, type WithCache} from '@shopify/hydrogen';
import {
  adminGraphql,
  hasAdminApi,
  type AdminApiEnv,
} from '~/features/admin/shopify-admin.server';
import type {Logger} from '~/lib/logger.server';
import type {CodeEnd} from './copy';

const CODE_END_QUERY = `query OfferCodeEnd($code: String!) {
  codeDiscountNodeByCode(code: $code) {
    codeDiscount {
      ... on DiscountCodeBasic { endsAt }
    }
  }
}`;

type CodeEndData = {
  codeDiscountNodeByCode: {codeDiscount: {endsAt?: string | null}} | null;
};

export async function fetchCodeEnd(
  context: {env: AdminApiEnv; withCache: WithCache; log: Pick<Logger, 'warn'>},
  code: string,
): Promise<CodeEnd> {
  if (!hasAdminApi(context.env)) return undefined;
  try {
    // Cached like the listings (a minute at most behind the admin, decision 0211).
    const {endsAt} = await context.withCache.run(
      {
        cacheKey: ['offer-code-end', context.env.PUBLIC_STORE_DOMAIN, code],
        cacheStrategy: CacheShort(),
        shouldCacheResult: () => true,
      },
      async () => {
        const data = await adminGraphql<CodeEndData>(
          context.env,
          CODE_END_QUERY,
          {code},
        );
        const discount = data.codeDiscountNodeByCode?.codeDiscount;
        // Unknown to Shopify: say nothing. Known: its end, or null for none.
        return {endsAt: discount ? (discount.endsAt ?? null) : undefined};
      },
    );
    return endsAt;
  } catch (error) {
    context.log.warn('offers.code_end_unavailable', {error, code});
    return undefined;
  }
}
