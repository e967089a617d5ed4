/** The four category pages (SPEC 2), in the order the spec's mapping checks them. */
export const CATEGORIES = ['grills', 'fuel', 'accessories', 'parts'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_COPY: Record<
  Category,
  {title: string; description: string}
> = {
  grills: {
    title: 'Grills',
    description:
      'Ceramic kamado grills in three sizes, built to hold a steady fire for hours.',
  },
  fuel: {
    title: 'Fuel',
    description:
      'Lump and coconut charcoal and natural fire starters for a clean, long burn.',
  },
  accessories: {
    title: 'Accessories',
    description:
      'Grates, pizza stones, rotisseries, covers, tools and thermometers.',
  },
  parts: {
    title: 'Parts',
    description:
      'Replacement gaskets, hinges, fire rings and grates to keep your kamado going.',
  },
};

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/**
 * The spec's rules (SPEC 3), checked in this order: the first that matches wins. Words are
 * matched as substrings of the lower-cased product type, as the spec says "contains":
 * "Charcoal Basket" is fuel (fuel comes before accessories), "Ash Tool" is parts ("tools"
 * is not in it, "ash" is).
 */
const CATEGORY_RULES: Array<{
  category: Category;
  matches: (type: string) => boolean;
}> = [
  {
    category: 'grills',
    matches: (type) => type.includes('kamado') && type.includes('grill'),
  },
  {
    category: 'fuel',
    matches: containsAny(['charcoal', 'fuel', 'coconut', 'lump']),
  },
  {
    category: 'accessories',
    matches: containsAny([
      'accessories',
      'accessory',
      'temperature',
      'grids',
      'grates',
      'pizza',
      'rotisserie',
      'tools',
      'covers',
      'basket',
      'thermometer',
      'stone',
    ]),
  },
  {
    category: 'parts',
    matches: containsAny([
      'replacement',
      'parts',
      'gasket',
      'hinge',
      'fire ring',
      'ash',
      'fire grate',
    ]),
  },
];

/** Anything the rules do not place is an accessory (SPEC 3). */
const FALLBACK_CATEGORY: Category = 'accessories';

export function categoryOf(productType: string): Category {
  const type = productType.toLowerCase();
  return (
    CATEGORY_RULES.find((rule) => rule.matches(type))?.category ??
    FALLBACK_CATEGORY
  );
}

/**
 * A Storefront search query for the products of one category: the shop's product types
 * that map to it, OR-ed. `null` when no type maps to the category (an empty query would
 * match every product).
 */
export function categorySearchQuery(
  category: Category,
  productTypes: readonly string[],
): string | null {
  const types = productTypes.filter(
    (type) => type && categoryOf(type) === category,
  );
  if (types.length === 0) return null;
  return types
    .map(
      (type) =>
        `product_type:"${type.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
    )
    .join(' OR ');
}

function containsAny(words: string[]) {
  return (type: string) => words.some((word) => type.includes(word));
}
