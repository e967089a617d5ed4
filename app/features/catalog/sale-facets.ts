/**
 * The shop's facet counts under `?filter=sale`. Shopify has no "on sale" filter, so the
 * sale list is computed here (a variant below its compare-at price, decision 0140) and
 * Shopify's counts, made over every product, would promise products the list does not
 * show ("Apparel (1)", then nothing). Each value is counted again over the products on
 * sale, the way Shopify counts: the products the value would show given the other facets'
 * selections (values of one facet are alternatives, different facets all apply).
 */
import type {ProductFilter} from '@shopify/hydrogen/storefront-api-types';

export type FacetProduct = {
  availableForSale: boolean;
  productType: string;
  tags: string[];
  variants: {
    price: {amount: string};
    selectedOptions: {name: string; value: string}[];
  }[];
};

type CountedFacet = {
  id: string;
  /** PRICE_RANGE facets have no counts to show. */
  type: string;
  values: {id: string; label: string; count: number; input: unknown}[];
};

/** A filter's group: the values of one group are alternatives. */
function groupOf(filter: ProductFilter): string | null {
  if (filter.variantOption)
    return `variantOption:${filter.variantOption.name.toLowerCase()}`;
  const [key] = Object.entries(filter).find(([, value]) => value != null) ?? [];
  return key ?? null;
}

/** Whether a product matches one filter, as Shopify's `filters:` does. */
export function matchesFilter(
  product: FacetProduct,
  filter: ProductFilter,
): boolean {
  if (filter.available != null)
    return product.availableForSale === filter.available;
  if (filter.productType != null)
    return product.productType === filter.productType;
  if (filter.tag != null) return product.tags.includes(filter.tag);
  if (filter.variantOption) {
    const {name, value} = filter.variantOption;
    return product.variants.some((variant) =>
      variant.selectedOptions.some(
        (option) =>
          option.name.toLowerCase() === name.toLowerCase() &&
          option.value.toLowerCase() === value.toLowerCase(),
      ),
    );
  }
  if (filter.price) {
    const {min, max} = filter.price;
    return product.variants.some((variant) => {
      const price = Number(variant.price.amount);
      return price >= (min ?? 0) && (max == null || price <= max);
    });
  }
  return true;
}

/** Matches every selected group except `ignore` (one value of a group is enough). */
function matchesSelection(
  product: FacetProduct,
  selected: ProductFilter[],
  ignore: string | null,
): boolean {
  const groups = new Map<string, ProductFilter[]>();
  for (const filter of selected) {
    const group = groupOf(filter);
    if (group && group !== ignore)
      groups.set(group, [...(groups.get(group) ?? []), filter]);
  }
  return [...groups.values()].every((alternatives) =>
    alternatives.some((filter) => matchesFilter(product, filter)),
  );
}

function parseInput(input: unknown): ProductFilter | null {
  try {
    const filter: unknown =
      typeof input === 'string' ? JSON.parse(input) : input;
    return filter && typeof filter === 'object'
      ? (filter as ProductFilter)
      : null;
  } catch {
    return null;
  }
}

/**
 * The facets with each value's count made over `onSale` (the products on sale), given the
 * `selected` filters. A value whose input cannot be read keeps Shopify's count.
 */
export function countOverSale<Facet extends CountedFacet>(
  facets: Facet[],
  onSale: FacetProduct[],
  selected: ProductFilter[],
): Facet[] {
  return facets.map((facet) =>
    facet.type === 'PRICE_RANGE'
      ? facet
      : {
          ...facet,
          values: facet.values.map((value) => {
            const filter = parseInput(value.input);
            if (!filter) return value;
            const group = groupOf(filter);
            return {
              ...value,
              count: onSale.filter(
                (product) =>
                  matchesSelection(product, selected, group) &&
                  matchesFilter(product, filter),
              ).length,
            };
          }),
        },
  );
}
