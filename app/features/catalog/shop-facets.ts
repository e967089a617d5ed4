/**
 * The shop's facets in the URL, with Shopify's own parameter names (as its themes use):
 * `filter.v.availability=1`, `filter.v.price.gte=0&filter.v.price.lte=100`,
 * `filter.p.product_type=Pizza Stone`, `filter.v.option.color=Ember Red`. They become the
 * Storefront API's `ProductFilter` inputs; values of one facet are alternatives, different
 * facets all apply. The spec's `?filter=new|bestsellers|sale` is a separate parameter.
 */
import type {ProductFilter} from '@shopify/hydrogen/storefront-api-types';

export const AVAILABILITY_PARAM = 'filter.v.availability';
export const PRICE_MIN_PARAM = 'filter.v.price.gte';
export const PRICE_MAX_PARAM = 'filter.v.price.lte';
const PRODUCT_TYPE_PARAM = 'filter.p.product_type';
const OPTION_PREFIX = 'filter.v.option.';

/** Every facet parameter starts so (the shop's query rule: route-policy.ts). */
export const FACET_PREFIX = 'filter.';

/**
 * At most this many facet values count (issue 24: a thousand reached the 4 s deadline).
 * Shopify's own theme filters never need more than a handful at once.
 */
export const MAX_FACET_VALUES = 20;

export function isFacetParam(name: string): boolean {
  return name.startsWith(FACET_PREFIX);
}

function priceOf(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : null;
}

/**
 * The ProductFilter inputs the URL asks for; unknown or malformed values are ignored, a
 * value given twice counts once, and past MAX_FACET_VALUES the rest are ignored.
 */
export function facetFilters(params: URLSearchParams): ProductFilter[] {
  const filters: ProductFilter[] = [];
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (!isFacetParam(name) || seen.has(`${name}=${value}`)) continue;
    seen.add(`${name}=${value}`);
    if (filters.length >= MAX_FACET_VALUES) break;
    if (name === AVAILABILITY_PARAM && (value === '1' || value === '0'))
      filters.push({available: value === '1'});
    else if (name === PRODUCT_TYPE_PARAM && value)
      filters.push({productType: value});
    else if (name.startsWith(OPTION_PREFIX) && value)
      filters.push({
        variantOption: {name: name.slice(OPTION_PREFIX.length), value},
      });
  }
  const min = priceOf(params.get(PRICE_MIN_PARAM));
  const max = priceOf(params.get(PRICE_MAX_PARAM));
  if (min !== null || max !== null)
    filters.push({
      price: {...(min !== null ? {min} : {}), ...(max !== null ? {max} : {})},
    });
  return filters;
}

/** A facet value's URL parameter: Shopify's value ids are `<filter id>.<value>`. */
export function facetParam(
  filterId: string,
  valueId: string,
): {name: string; value: string} {
  return {
    name: filterId,
    value: valueId.startsWith(`${filterId}.`)
      ? valueId.slice(filterId.length + 1)
      : valueId,
  };
}

/** The URL without one facet value (or without both price bounds): a removal link. */
export function withoutFacet(
  params: URLSearchParams,
  name: string,
  value?: string,
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, current] of params) {
    if (key === 'cursor' || key === 'direction') continue;
    if (key === name && (value === undefined || current === value)) continue;
    next.append(key, current);
  }
  return next;
}
