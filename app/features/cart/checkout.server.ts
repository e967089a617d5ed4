/**
 * Checkout (SPEC 4): create a cart on Shopify with the shopper's lines and hand back its
 * id (it becomes the shopper's cart) and checkout URL with `channel=online_store`. Every failure maps to the spec's error
 * catalogue (SPEC 8); the shopper sees MESSAGES.checkoutFailed, the log gets the reason.
 *
 * A plain fetch rather than `storefront.mutate`, so the HTTP status (402 and others) is
 * ours to read.
 */
import {BACKEND_DEADLINE_MS} from '~/features/http/backend-deadline';
import {MESSAGES} from '~/lib/messages';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';

export type CheckoutLine = {merchandiseId: string; quantity: number};
export type CheckoutResult =
  {ok: true; cartId: string; checkoutUrl: string} | {ok: false; reason: string};

export type StorefrontEndpoint = {
  url: string;
  headers: Record<string, string>;
  fetch?: typeof fetch;
};

type CartCreateResponse = {
  data?: {
    cartCreate?: {
      cart?: {id: string; checkoutUrl?: string | null} | null;
      userErrors?: {message: string}[];
    } | null;
  };
  errors?: {message: string}[];
};

export async function createCheckout(
  endpoint: StorefrontEndpoint,
  input: {
    lines: CheckoutLine[];
    discountCodes?: string[];
    buyerIdentity?: {customerAccessToken?: string; countryCode?: CountryCode};
  },
): Promise<CheckoutResult> {
  let response: Response;
  // One Content-Type: Hydrogen's token headers name it in lower case already.
  const headers = new Headers(endpoint.headers);
  headers.set('Content-Type', 'application/json');
  try {
    response = await (endpoint.fetch ?? fetch)(endpoint.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query: CHECKOUT_CART_CREATE_MUTATION,
        // The market's context (@inContext): the new cart's prices and checkout language.
        variables: {
          input,
          ...(input.buyerIdentity?.countryCode
            ? {country: input.buyerIdentity.countryCode}
            : {}),
        },
      }),
      signal: AbortSignal.timeout(BACKEND_DEADLINE_MS),
    });
  } catch (error) {
    return {
      ok: false,
      reason: `Network error: ${error instanceof Error ? error.message : String(error)}`,
    };
  }

  if (response.status === 402)
    return {ok: false, reason: MESSAGES.paymentRequired};
  if (!response.ok)
    return {ok: false, reason: MESSAGES.httpError(response.status)};

  const body = (await response
    .json()
    .catch(() => null)) as CartCreateResponse | null;
  if (body?.errors?.length)
    return {
      ok: false,
      reason: MESSAGES.shopifyApiError(body.errors.map((e) => e.message)),
    };
  const userErrors = body?.data?.cartCreate?.userErrors ?? [];
  if (userErrors.length)
    return {
      ok: false,
      reason: MESSAGES.cartCreationFailed(userErrors.map((e) => e.message)),
    };
  const cart = body?.data?.cartCreate?.cart;
  if (!cart?.checkoutUrl) return {ok: false, reason: MESSAGES.noCheckoutUrl};
  return {
    ok: true,
    cartId: cart.id,
    checkoutUrl: withOnlineStoreChannel(cart.checkoutUrl),
  };
}

export function withOnlineStoreChannel(checkoutUrl: string): string {
  const url = new URL(checkoutUrl);
  url.searchParams.set('channel', 'online_store');
  return url.toString();
}

const CHECKOUT_CART_CREATE_MUTATION = `#graphql
  mutation CheckoutCartCreate(
    $input: CartInput!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    cartCreate(input: $input) {
      cart {
        id
        checkoutUrl
        totalQuantity
        cost {
          totalAmount {
            amount
            currencyCode
          }
        }
        lines(first: 100) {
          nodes {
            id
            quantity
          }
        }
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;
