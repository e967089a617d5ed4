/** The four category pages (SPEC 2), in the order the spec's mapping checks them. */
export const CATEGORIES = ['grills', 'fuel', 'accessories', 'parts'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_COPY: Record<Category, {title: string; description: string}> = {
  grills: {title: 'Grills', description: 'Ceramic kamado grills in three sizes, built to hold a steady fire for hours.'},
  fuel: {title: 'Fuel', description: 'Lump and coconut charcoal and natural fire starters for a clean, long burn.'},
  accessories: {title: 'Accessories', description: 'Grates, pizza stones, rotisseries, covers, tools and thermometers.'},
  parts: {title: 'Parts', description: 'Replacement gaskets, hinges, fire rings and grates to keep your kamado going.'},
};

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}
