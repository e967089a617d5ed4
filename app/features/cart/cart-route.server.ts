import type {AppLoadContext} from 'react-router';
import {
  runCartAction,
  type CartActionOutcome,
} from '~/features/cart/cart-actions.server';
import {cartCountCookie} from '~/features/cart/cart-count-cookie';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {MESSAGES} from '~/lib/messages';
import {COPY_CATALOGUES} from '~/lib/copy-catalogues';
import {copyLanguage} from '~/features/markets/use-copy';

/**
 * A cart form's post, as both cart actions run it: /cart (a plain form, answered with a
 * redirect or the page) and /api/cart (<cart-form>, answered with the outcome as data).
 * A failure nobody foresaw is the spec's message with 502, never a stack trace.
 */
export async function performCartAction(
  request: Request,
  context: AppLoadContext,
): Promise<{form: FormData; outcome: CartActionOutcome}> {
  const form = await request.formData().catch(() => new FormData());
  const {storefront, env} = context;
  const outcome = await runCartAction(form, {
    cart: context.cart,
    market: {
      country: context.market.country,
      notSoldHere:
        COPY_CATALOGUES.messages[copyLanguage(context.market)].MESSAGES
          .notSoldHere,
    },
    saleOf: async (id) => {
      const {node} = await storefront.query(VARIANT_SALE_QUERY, {
        cache: storefront.CacheNone(),
        variables: {id},
      });
      return node && 'availableForSale' in node ? node : null;
    },
    checkoutEndpoint: () => ({
      url: storefront.getApiUrl(),
      headers: env.PRIVATE_STOREFRONT_API_TOKEN
        ? storefront.getPrivateTokenHeaders()
        : storefront.getPublicTokenHeaders(),
    }),
    customerAccessToken: async () => {
      // Unset accounts, or a session that cannot be read: checkout as a guest.
      try {
        return (await context.customerAccount.getBuyer())?.customerAccessToken;
      } catch {
        return undefined;
      }
    },
    log: context.log.event,
  }).catch((error: unknown): CartActionOutcome => {
    context.log.error('cart.action_failed', {error});
    return {
      result: {intent: null, errors: [MESSAGES.cartUpdateFailed]},
      status: 502,
      headers: new Headers(),
    };
  });
  outcome.headers.set('Cache-Control', PRIVATE_PAGE_CACHE['Cache-Control']);
  const count =
    outcome.result.intent === 'clear' ? 0 : outcome.result.cartCount;
  if (count != null) setCartCount(outcome.headers, request, count);
  return {form, outcome};
}

/** Sets the header's count cookie (cart-count-cookie.ts) on a cart answer. */
export function setCartCount(
  headers: Headers,
  request: Request,
  count: number,
): void {
  headers.append(
    'Set-Cookie',
    cartCountCookie(count, new URL(request.url).protocol === 'https:'),
  );
}

/** Whether the request's market sells a variant (cart-actions.server.ts, isNotSoldHere). */
const VARIANT_SALE_QUERY = `#graphql
  query VariantSale($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    node(id: $id) {
      ... on ProductVariant {
        availableForSale
        quantityAvailable
      }
    }
  }
` as const;
