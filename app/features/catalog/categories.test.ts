import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  CATEGORIES,
  categoryOf,
  categorySearchQuery,
  type Category,
} from './categories';

describe('categoryOf (SPEC 3, rules in the spec order)', () => {
  it.each<[string, Category]>([
    // grills: kamado and grill
    ['Kamado Grill', 'grills'],
    ['Kamado Grill Stand', 'grills'],
    ['KAMADO GRILL', 'grills'],
    ['Kamado', 'accessories'],
    ['Grill', 'accessories'],
    // fuel: charcoal, fuel, coconut, lump
    ['Lump Charcoal', 'fuel'],
    ['Coconut Charcoal', 'fuel'],
    ['Charcoal Starters', 'fuel'],
    ['Smoking Wood Fuel', 'fuel'],
    ['Charcoal Basket', 'fuel'], // fuel is checked before accessories ("basket")
    // accessories
    ['Cooking Grates', 'accessories'],
    ['Cooking Grids', 'accessories'],
    ['Pizza Stone', 'accessories'],
    ['Rotisserie', 'accessories'],
    ['Grill Tools', 'accessories'],
    ['Grill Covers', 'accessories'],
    ['Thermometer', 'accessories'],
    ['Temperature Controller', 'accessories'],
    ['Grill Accessories', 'accessories'],
    ['Accessory', 'accessories'],
    ['Basket', 'accessories'],
    // parts
    ['Replacement Gasket', 'parts'],
    ['Replacement Hinge', 'parts'],
    ['Replacement Parts', 'parts'],
    ['Fire Ring', 'parts'],
    ['Fire Grate', 'parts'], // "grate" is not "grates"
    ['Ash Tool', 'parts'], // "tool" is not "tools"; "ash" is a part
    ['gasket', 'parts'],
    // no match
    ['Apparel', 'accessories'],
    ['Gift Card', 'accessories'],
    ['', 'accessories'],
  ])('%j -> %s', (productType, category) => {
    expect(categoryOf(productType)).toBe(category);
  });
});

describe('categorySearchQuery', () => {
  const types = [
    'Kamado Grill',
    'Lump Charcoal',
    'Kamado Grill Stand',
    'Apparel',
  ];

  it('ORs the quoted product types of the category', () => {
    expect(categorySearchQuery('grills', types)).toBe(
      'product_type:"Kamado Grill" OR product_type:"Kamado Grill Stand"',
    );
    expect(categorySearchQuery('accessories', types)).toBe(
      'product_type:"Apparel"',
    );
  });

  it('is null when no type maps to the category, never an empty (match-all) query', () => {
    expect(categorySearchQuery('parts', types)).toBeNull();
  });

  it('escapes quotes inside a type', () => {
    expect(categorySearchQuery('parts', ['Fire Ring "XL"'])).toBe(
      'product_type:"Fire Ring \\"XL\\""',
    );
  });
});

describe('the local catalog agrees with the mapping', () => {
  type CatalogJson = {
    collections: Array<{handle: string; query: string}>;
    products: Array<{
      handle: string;
      productType: string;
      isGiftCard?: boolean;
    }>;
  };
  const catalog = JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../../../local/storefront/catalog.json'),
      'utf8',
    ),
  ) as CatalogJson;

  /** Product types a category collection selects: `product_type:"A" OR product_type:B`. */
  const typesOfCollection = (query: string) =>
    [...query.matchAll(/product_type:(?:"([^"]+)"|(\S+))/g)].map(
      (match) => match[1] ?? match[2],
    );
  const collectionOfType = new Map(
    catalog.collections
      .filter((collection) =>
        (CATEGORIES as readonly string[]).includes(collection.handle),
      )
      .flatMap((collection) =>
        typesOfCollection(collection.query).map(
          (type) => [type, collection.handle] as const,
        ),
      ),
  );

  // Gift cards are in no category collection: they have their own page (/gift-cards).
  const categorisedProducts = catalog.products.filter(
    (product) => !product.isGiftCard,
  );

  it('has products to check', () => {
    expect(categorisedProducts.length).toBeGreaterThan(20);
  });

  it.each(categorisedProducts)(
    '$handle ($productType) maps to the collection that holds its type',
    (product) => {
      expect(
        collectionOfType.get(product.productType),
        `no category collection selects ${product.productType}`,
      ).toBeDefined();
      expect(categoryOf(product.productType)).toBe(
        collectionOfType.get(product.productType),
      );
    },
  );
});
