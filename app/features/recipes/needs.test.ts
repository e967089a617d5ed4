import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {formRequests} from './combinations';
import {matchNeed, needsSearchQuery} from './needs';
import {planCook} from './planner';
import type {Need} from './schema';

type RawProduct = {
  title: string;
  productType: string;
  options?: Array<{name: string}>;
  variants: Array<{options?: string[]}>;
};
const catalog = JSON.parse(
  readFileSync(
    new URL('../../../local/storefront/catalog.json', import.meta.url),
    'utf8',
  ),
) as {products: RawProduct[]};
const products = catalog.products.map((product) => ({
  ...product,
  variants: {
    nodes: product.variants.map((variant) => ({
      selectedOptions: (variant.options ?? []).map((value, index) => ({
        name: product.options![index]!.name,
        value,
      })),
    })),
  },
}));

/** Every distinct need any plan of the form can produce. */
function everyNeed(): Need[] {
  const needs = new Map<string, Need>();
  for (const request of formRequests()) {
    if (request.fuel === 'coconut' && request.wood !== 'none') continue;
    for (const need of planCook(request).needs)
      needs.set(JSON.stringify({...need, why: ''}), need);
  }
  return [...needs.values()];
}

describe('what you need', () => {
  const needs = everyNeed();

  it('covers the grills, both fuels, the woods we sell and the accessories', () => {
    const ids = new Set(needs.map((need) => need.id));
    for (const id of [
      'grill',
      'charcoal',
      'starters',
      'wood',
      'deflector',
      'stone',
      'grate',
      'thermometer',
      'controller',
    ])
      expect(ids).toContain(id);
    expect(
      new Set(
        needs.filter((n) => n.id === 'grill').map((n) => n.titleIncludes),
      ),
    ).toEqual(new Set(['15"', '18"', '24"']));
  });

  it.each(needs.map((need) => [need.label, need] as const))(
    '%s resolves to a product (and variant) of the local catalog',
    (_label, need) => {
      const match = matchNeed(need, products);
      expect(match).not.toBeNull();
      if (need.option)
        expect(
          match!.product.variants.nodes[match!.variantIndex]!.selectedOptions,
        ).toContainEqual(need.option);
    },
  );

  it("recommends an option that can be bought when the plan's is sold out (issue 25)", () => {
    const chunks = {
      productType: 'Smoking Wood Fuel',
      title: 'Smoking Wood Chunks',
      variants: {
        nodes: ['Hickory', 'Cherry', 'Post Oak'].map((value) => ({
          availableForSale: value !== 'Post Oak',
          selectedOptions: [{name: 'Wood', value}],
        })),
      },
    };
    const need: Need = {
      id: 'wood',
      label: 'Post Oak smoking chunks',
      why: '4 chunks for the smoke.',
      productType: 'Smoking Wood Fuel',
      option: {name: 'Wood', value: 'Post Oak'},
    };
    expect(matchNeed(need, [chunks])).toMatchObject({
      variantIndex: 0,
      swapped: true,
    });
    expect(
      matchNeed({...need, option: {name: 'Wood', value: 'Cherry'}}, [chunks]),
    ).toMatchObject({variantIndex: 1, swapped: false});
    const allSoldOut = {
      ...chunks,
      variants: {
        nodes: chunks.variants.nodes.map((variant) => ({
          ...variant,
          availableForSale: false,
        })),
      },
    };
    // Nothing to buy: the plan's own choice, shown as sold out.
    expect(matchNeed(need, [allSoldOut])).toMatchObject({
      variantIndex: 2,
      swapped: false,
    });
  });

  it('finds them all with one Storefront search by product type', () => {
    const query = needsSearchQuery(needs);
    for (const need of needs)
      expect(query).toContain(`product_type:"${need.productType}"`);
    expect(query.split(' OR ')).toHaveLength(
      new Set(needs.map((n) => n.productType)).size,
    );
  });

  it('picks the 40 lb bag when the cook burns more than a 20 lb bag', () => {
    const big = planCook({
      cook: 'brisket',
      weightKg: 9,
      grill: 'titan-24',
      fuel: 'lump',
      wood: 'oak',
      units: 'f',
    });
    expect(big.fuel.charcoalKg).toBeGreaterThan(9);
    expect(big.needs.find((n) => n.id === 'charcoal')!.option).toEqual({
      name: 'Size',
      value: '40 lb',
    });
  });
});
