import {describe, expect, it} from 'vitest';
import {countOverSale, type FacetProduct} from './sale-facets';

const product = (
  productType: string,
  options: Record<string, string>[],
  availableForSale = true,
): FacetProduct => ({
  availableForSale,
  productType,
  tags: [],
  variants: options.map((selected) => ({
    price: {amount: '100.0'},
    selectedOptions: Object.entries(selected).map(([name, value]) => ({
      name,
      value,
    })),
  })),
});

const facets = [
  {
    id: 'filter.p.product_type',
    label: 'Product type',
    type: 'LIST',
    values: ['Kamado Grill', 'Apparel', 'Grill Tools'].map((type) => ({
      id: `filter.p.product_type.${type}`,
      label: type,
      count: 9,
      input: JSON.stringify({productType: type}),
    })),
  },
  {
    id: 'filter.v.option.color',
    label: 'Color',
    type: 'LIST',
    values: ['Ember Red', 'Sandstone'].map((color) => ({
      id: `filter.v.option.color.${color}`,
      label: color,
      count: 9,
      input: JSON.stringify({variantOption: {name: 'color', value: color}}),
    })),
  },
  {
    id: 'filter.v.price',
    label: 'Price',
    type: 'PRICE_RANGE',
    values: [{id: 'filter.v.price', label: 'Price', count: 0, input: '{}'}],
  },
];

// On sale: two grills (one red, one sandstone) and a set of tools; no apparel.
const onSale = [
  product('Kamado Grill', [{Color: 'Ember Red'}]),
  product('Kamado Grill', [{Color: 'Sandstone'}]),
  product('Grill Tools', [{Size: 'One size'}], false),
];

const counts = (result: ReturnType<typeof countOverSale>) =>
  Object.fromEntries(
    result.flatMap((facet) =>
      facet.values.map((value) => [value.label, value.count]),
    ),
  );

describe('the facet counts of the sale list', () => {
  it('count only the products on sale', () => {
    expect(counts(countOverSale(facets, onSale, []))).toEqual({
      'Kamado Grill': 2,
      Apparel: 0,
      'Grill Tools': 1,
      'Ember Red': 1,
      Sandstone: 1,
      Price: 0,
    });
  });

  it("count what a value would show given the other facets' selections, not its own", () => {
    const selected = [
      {productType: 'Kamado Grill'},
      {variantOption: {name: 'color', value: 'Ember Red'}},
    ];
    expect(counts(countOverSale(facets, onSale, selected))).toMatchObject({
      // Types, given Ember Red: one grill.
      'Kamado Grill': 1,
      'Grill Tools': 0,
      // Colours, given Kamado Grill: both grills' colours.
      'Ember Red': 1,
      Sandstone: 1,
    });
  });
});
