/**
 * The "added to your cart" confirmation after an add without JavaScript. The cart action
 * sends the shopper back to the page with `?added=<variant number>&cart=<count>`: numbers
 * only, so the page stays the same for everyone with that URL (cacheable) and the URL can
 * make it say nothing but "this product's variant" and a count. The product page names
 * the variant from its own data.
 */
export const CONFIRMATION_PARAMS = {added: 'added', count: 'cart'} as const;

const VARIANT_NUMBER = /^gid:\/\/shopify\/ProductVariant\/(\d+)$/;
const MAX_COUNT = 9999;

export type CartConfirmation = {variantId: string; count: number};

export function confirmationPath(
  path: string,
  {merchandiseId, count}: {merchandiseId: string; count: number},
): string {
  const url = new URL(path, 'http://same.origin');
  const number = VARIANT_NUMBER.exec(merchandiseId)?.[1];
  if (number) url.searchParams.set(CONFIRMATION_PARAMS.added, number);
  url.searchParams.set(CONFIRMATION_PARAMS.count, String(count));
  return `${url.pathname}${url.search}`;
}

export function confirmationIn(search: string): CartConfirmation | null {
  const params = new URLSearchParams(search);
  const added = params.get(CONFIRMATION_PARAMS.added);
  const count = params.get(CONFIRMATION_PARAMS.count);
  if (!added || !/^\d{1,20}$/.test(added) || !count || !/^\d{1,4}$/.test(count))
    return null;
  return {
    variantId: `gid://shopify/ProductVariant/${added}`,
    count: Math.min(Number(count), MAX_COUNT),
  };
}

/** The header count a page URL carries: the count of a confirmation, if any. */
export function cartCountIn(search: string): number | null {
  return confirmationIn(search)?.count ?? null;
}

/** The path without a confirmation: what the forms on the page send the shopper back to. */
export function withoutConfirmation(pathWithSearch: string): string {
  const url = new URL(pathWithSearch, 'http://same.origin');
  url.searchParams.delete(CONFIRMATION_PARAMS.added);
  url.searchParams.delete(CONFIRMATION_PARAMS.count);
  return `${url.pathname}${url.search}`;
}
