import type {CatalogProduct} from './catalog.ts';
import {
  matchesProductFilters,
  type ProductFilterInput,
} from './product-search.ts';

/**
 * `ProductConnection.filters` and `SearchResultItemConnection.productFilters`: the facets a
 * merchant enabled in Shopify's Search & Discovery app, here the ones listed in catalog.json
 * (`productFilters`). Like Shopify, each value counts the products it would show given the
 * other facets' selections (values of one facet are alternatives), and `input` is the JSON
 * (as a string) to pass back in `filters:`.
 */

export type FacetSetting =
  | {type: 'availability'}
  | {type: 'price'}
  | {type: 'productType'}
  | {type: 'productVendor'}
  | {type: 'variantOption'; name: string};

type FacetValue = {
  id: string;
  label: string;
  count: number;
  input: string;
  image: null;
  swatch: {color: string | null; image: null} | null;
};
type Facet = {
  id: string;
  label: string;
  type: 'BOOLEAN' | 'LIST' | 'PRICE_RANGE';
  presentation: 'TEXT' | 'SWATCH' | null;
  values: FacetValue[];
};

function listValue(
  id: string,
  label: string,
  filter: ProductFilterInput,
  count: number,
  swatch: string | null = null,
): FacetValue {
  return {
    id,
    label,
    count,
    input: JSON.stringify(filter),
    image: null,
    swatch: swatch ? {color: swatch, image: null} : null,
  };
}

function distinct<T>(values: T[]): T[] {
  return [...new Set(values)];
}

export function productFacets(
  settings: FacetSetting[],
  products: CatalogProduct[],
  selected: ProductFilterInput[],
): Facet[] {
  /** Products a value would show: the other facets' selections plus this value. */
  const countFor = (group: string, filter: ProductFilterInput) =>
    products.filter(
      (product) =>
        matchesProductFilters(product, selected, group) &&
        matchesProductFilters(product, [filter]),
    ).length;

  return settings.flatMap((setting): Facet[] => {
    switch (setting.type) {
      case 'availability':
        return [
          {
            id: 'filter.v.availability',
            label: 'Availability',
            type: 'LIST',
            presentation: 'TEXT',
            values: [
              listValue(
                'filter.v.availability.1',
                'In stock',
                {available: true},
                countFor('available', {available: true}),
              ),
              listValue(
                'filter.v.availability.0',
                'Out of stock',
                {available: false},
                countFor('available', {available: false}),
              ),
            ],
          },
        ];
      case 'price': {
        const highest = Math.max(
          0,
          ...products.flatMap((product) =>
            product.variants.map((variant) => variant.priceCents),
          ),
        );
        const range = {price: {min: 0, max: highest / 100}};
        return [
          {
            id: 'filter.v.price',
            label: 'Price',
            type: 'PRICE_RANGE',
            presentation: null,
            values: [
              {
                ...listValue('filter.v.price', 'Price', range, 0),
              },
            ],
          },
        ];
      }
      case 'productType':
      case 'productVendor': {
        const isType = setting.type === 'productType';
        const names = distinct(
          products.map((product) =>
            isType ? product.productType : product.vendor,
          ),
        ).sort();
        const id = isType ? 'filter.p.product_type' : 'filter.p.vendor';
        return [
          {
            id,
            label: isType ? 'Product type' : 'Brand',
            type: 'LIST',
            presentation: 'TEXT',
            values: names.map((name) =>
              listValue(
                `${id}.${name}`,
                name,
                {[setting.type]: name},
                countFor(setting.type, {[setting.type]: name}),
              ),
            ),
          },
        ];
      }
      case 'variantOption': {
        const key = setting.name.toLowerCase();
        const values = new Map<string, string | null>();
        for (const product of products) {
          const option = product.options.find(
            (candidate) => candidate.name.toLowerCase() === key,
          );
          for (const value of option?.values ?? [])
            if (!values.has(value.name)) values.set(value.name, value.swatch);
        }
        if (values.size === 0) return [];
        const swatches = [...values.values()].some(Boolean);
        return [
          {
            id: `filter.v.option.${key}`,
            label: setting.name,
            type: 'LIST',
            presentation: swatches ? 'SWATCH' : 'TEXT',
            values: [...values].map(([value, swatch]) => {
              const filter = {variantOption: {name: key, value}};
              return listValue(
                `filter.v.option.${key}.${value}`,
                value,
                filter,
                countFor(`variantOption:${key}`, filter),
                swatch,
              );
            }),
          },
        ];
      }
    }
  });
}
