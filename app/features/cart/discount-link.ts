/**
 * Shopify's shareable discount link, `/discount/CODE?redirect=/path`: the outcome travels
 * to the page it leads to as `?discount=applied|saved|refused` (DiscountLinkNotice).
 */
export const DISCOUNT_LINK_PARAM = 'discount';

export const DISCOUNT_LINK_COPY = {
  applied: 'Your discount code is in your cart and applies at checkout.',
  saved:
    'Your discount code is saved in your cart: it applies to the items you add.',
  refused: "That discount code can't be used, so it is not in your cart.",
} as const;

export type DiscountLinkOutcome = keyof typeof DISCOUNT_LINK_COPY;

export function discountLinkOutcomeIn(
  search: string,
): DiscountLinkOutcome | null {
  const value = new URLSearchParams(search).get(DISCOUNT_LINK_PARAM);
  return value && Object.hasOwn(DISCOUNT_LINK_COPY, value)
    ? (value as DiscountLinkOutcome)
    : null;
}

/** `path` (a same-site path) with the outcome in its query. */
export function withDiscountLinkOutcome(
  path: string,
  outcome: DiscountLinkOutcome,
): string {
  const url = new URL(path, 'http://same.origin');
  url.searchParams.set(DISCOUNT_LINK_PARAM, outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}
