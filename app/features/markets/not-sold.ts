/**
 * A variant the market's country does not sell (issue 30): Shopify answers it, in that
 * market's context, as not for sale although it is in stock (or its stock is not tracked);
 * a sold-out variant says 0. The Storefront API 2026-04 has no field or cart warning that
 * says "not sold here" (PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION arrives in 2026-07), so this
 * is how the product page, the cart and the add action tell it from sold out.
 */
export function isNotSoldHere(variant: {
  availableForSale: boolean;
  quantityAvailable?: number | null;
}): boolean {
  return !variant.availableForSale && variant.quantityAvailable !== 0;
}
