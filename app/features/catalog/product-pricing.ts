/** Sale and price facts the cards, the product page and the sale filter share. */
import type {Money} from '~/lib/money';
export type PricedVariant = {
  price: Money;
  compareAtPrice?: Money | null;
  availableForSale: boolean;
};

/** On sale: a compare-at price above the price (the catalog's `sale` tag is not reliable). */
export function isOnSale(variant: PricedVariant): boolean {
  return (
    !!variant.compareAtPrice &&
    Number(variant.compareAtPrice.amount) > Number(variant.price.amount)
  );
}

/** The compare-at price worth showing beside the price: only when it is higher. */
export function compareAtPriceOf(variant: PricedVariant): Money | null {
  return isOnSale(variant) ? variant.compareAtPrice! : null;
}

export function hasVariantOnSale(variants: readonly PricedVariant[]): boolean {
  return variants.some(isOnSale);
}

/**
 * What a product card shows: the cheapest variant's price (and its compare-at price when
 * that variant is reduced), "from" when other variants cost more.
 */
export function cardPriceOf(
  variants: readonly PricedVariant[],
): {price: Money; compareAtPrice: Money | null; from: boolean} | null {
  if (variants.length === 0) return null;
  const cheapest = variants.reduce((min, variant) =>
    Number(variant.price.amount) < Number(min.price.amount) ? variant : min,
  );
  return {
    price: cheapest.price,
    compareAtPrice: compareAtPriceOf(cheapest),
    from: variants.some(
      (variant) =>
        Number(variant.price.amount) !== Number(cheapest.price.amount),
    ),
  };
}
