import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {buildCatalog, CATALOG_FILE, loadCatalog} from './catalog.ts';
import {productImageSvg} from './images.ts';
import {collectionProducts} from './product-search.ts';
import {parseSearchQuery} from './search-syntax.ts';
import {encodeVariantCombinations} from './variant-encoding.ts';

/** What issue 3 asks of the catalog data, checked on catalog.json itself. */
describe('catalog.json', () => {
  const catalog = loadCatalog();
  const byType = (type: string) =>
    catalog.products.filter((product) => product.productType === type);

  it('has at least 24 products, each drawable, with real descriptions and 1 to 10 images', () => {
    expect(catalog.products.length).toBeGreaterThanOrEqual(24);
    for (const product of catalog.products) {
      expect(product.description.length, product.handle).toBeGreaterThan(60);
      expect(product.descriptionHtml).toMatch(/^<p>/);
      for (const image of product.images)
        expect(
          productImageSvg(product, image.position),
          product.handle,
        ).toContain('<svg');
    }
  });

  it('gives every variant an image of itself: its colour, and the nest and shelves of a bundle', () => {
    for (const product of catalog.products) {
      const swatches = product.options
        .flatMap((option) => option.values)
        .filter((value) => value.swatch);
      for (const variant of product.variants) {
        if (!variant.image) continue;
        const svg = productImageSvg(product, variant.image.position)!;
        const colour = swatches.find((value) =>
          variant.selectedOptions.some((option) => option.value === value.name),
        );
        if (colour)
          expect(svg, `${product.handle} ${variant.title}`).toContain(
            `fill="${colour.swatch}"`,
          );
        if (/bundle/i.test(variant.title))
          expect(variant.image.altText, variant.title).toMatch(
            /with nest and shelves/,
          );
      }
    }
  });

  it('has kamado grills in three sizes with colour variants and one sold-out variant', () => {
    const grills = byType('Kamado Grill');
    expect(grills.map((grill) => grill.title.match(/\d+"/)?.[0])).toEqual([
      '15"',
      '18"',
      '24"',
    ]);
    expect(
      grills.every((grill) =>
        grill.options.some(
          (option) => option.name === 'Color' && option.values.length === 3,
        ),
      ),
    ).toBe(true);
    expect(
      grills
        .flatMap((grill) => grill.variants)
        .filter((variant) => !variant.availableForSale),
    ).toHaveLength(1);
  });

  it('covers fuel, accessory and part product types, one type that matches no category rule, and a gift card', () => {
    const types = new Set(
      catalog.products.map((product) => product.productType),
    );
    for (const type of [
      'Lump Charcoal',
      'Coconut Charcoal',
      'Cooking Grates',
      'Cooking Grids',
      'Pizza Stone',
      'Rotisserie',
      'Grill Tools',
      'Grill Covers',
      'Thermometer',
      'Temperature Controller',
      'Replacement Gasket',
      'Replacement Hinge',
      'Fire Ring',
      'Ash Tool',
      'Fire Grate',
      'Apparel',
    ]) {
      expect(types, type).toContain(type);
    }
    const giftCards = catalog.products.filter((product) => product.isGiftCard);
    expect(giftCards).toHaveLength(1);
    expect(giftCards[0]!.variants.map((variant) => variant.priceCents)).toEqual(
      [2500, 5000, 10000, 25000],
    );
    expect(
      giftCards[0]!.variants.every((variant) => !variant.requiresShipping),
    ).toBe(true);
  });

  it('marks sale items with compare-at prices and fills the collections the storefront links to', () => {
    const collection = (handle: string) =>
      collectionProducts(
        catalog,
        catalog.collections.find((candidate) => candidate.handle === handle)!,
      );
    const sale = collection('sale');
    expect(sale.length).toBeGreaterThanOrEqual(3);
    expect(
      sale.every((product) =>
        product.variants.every(
          (variant) => (variant.compareAtPriceCents ?? 0) > variant.priceCents,
        ),
      ),
    ).toBe(true);
    for (const handle of [
      'new-arrivals',
      'best-sellers',
      'grills',
      'fuel',
      'accessories',
      'parts',
    ])
      expect(collection(handle).length, handle).toBeGreaterThanOrEqual(3);
  });

  it('has the four policies and the warranty page', () => {
    expect(catalog.policies.map((policy) => policy.kind).sort()).toEqual([
      'privacyPolicy',
      'refundPolicy',
      'shippingPolicy',
      'termsOfService',
    ]);
    expect(
      catalog.pages.find((page) => page.handle === 'warranty')?.body,
    ).toMatch(/kamado/i);
  });

  it('rejects inconsistent data with a message that names the product', () => {
    const raw = catalogJson();
    raw.products[0].variants[0].options = ['Plaid'];
    expect(() => buildCatalog(raw)).toThrow(
      /scout-15-kamado-grill.*unknown value "Plaid"/,
    );
  });
});

function catalogJson() {
  return JSON.parse(readFileSync(CATALOG_FILE, 'utf8'));
}

describe('search syntax parser', () => {
  const term = (
    field: string | null,
    value: string,
    comparator = ':',
    prefix = false,
  ) => ({kind: 'term', field, comparator, value, prefix});

  it('parses fields, comparators, quotes and prefixes, with OR binding looser than AND', () => {
    expect(
      parseSearchQuery(
        'product_type:"Pizza Stone" OR (tag:new -tag:sale) variants.price:>=10 kam*',
      ),
    ).toEqual({
      kind: 'or',
      children: [
        term('product_type', 'Pizza Stone'),
        {
          kind: 'and',
          children: [
            {
              kind: 'and',
              children: [
                term('tag', 'new'),
                {kind: 'not', child: term('tag', 'sale')},
              ],
            },
            term('variants.price', '10', '>='),
            term(null, 'kam', ':', true),
          ],
        },
      ],
    });
  });

  it('tolerates empty queries, stray parentheses and a trailing NOT', () => {
    expect(parseSearchQuery('   ')).toBeNull();
    expect(parseSearchQuery('tag:new )')).toEqual(term('tag', 'new'));
    expect(parseSearchQuery("(title:'Ash Tool'")).toEqual(
      term('title', 'Ash Tool'),
    );
    expect(parseSearchQuery('tag:new NOT')).toEqual(term('tag', 'new'));
  });
});

describe('variant encoding', () => {
  it('produces the example from Shopify’s documentation', () => {
    const combinations = [
      [0, 0, 0],
      [0, 1, 0],
      [0, 1, 1],
      [1, 0, 0],
      [1, 0, 1],
      [1, 1, 1],
      [2, 0, 1],
      [2, 1, 0],
    ];
    expect(encodeVariantCombinations(combinations)).toBe(
      'v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,',
    );
    expect(encodeVariantCombinations([[0], [1], [2], [4]])).toBe('v1_0-2 4');
    expect(encodeVariantCombinations([])).toBe('');
  });
});
