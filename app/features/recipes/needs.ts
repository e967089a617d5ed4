/**
 * "What you need": the catalog products a plan uses, described by what the Storefront API
 * can search for (a product type, words of the title, a variant option), never by handle,
 * so a real store with its own handles resolves them the same way.
 */
import type {Cook, WoodId} from './cooks';
import {GRILLS} from './grills';
import type {CookPlan, Need} from './schema';
import {formatWeight, KG_PER_LB} from './units';

/** The woods our "Smoking Wood Chunks" product comes in (its Wood option). */
const WOOD_VARIANTS: Partial<Record<WoodId, string>> = {
  hickory: 'Hickory',
  cherry: 'Cherry',
  oak: 'Post Oak',
};

/** Our lump comes in 20 lb and 40 lb bags. */
const SMALL_BAG_KG = 20 * KG_PER_LB;

/** A long, low cook is where a fan controller earns its keep. */
const CONTROLLER_MINUTES = 8 * 60;

export function planNeeds(plan: Omit<CookPlan, 'needs'>, cook: Cook): Need[] {
  const grill = GRILLS[plan.fit.suggestedGrill ?? plan.request.grill];
  const needs: Need[] = [
    {
      id: 'grill',
      label: `${grill.name} kamado grill`,
      why: plan.fit.fits
        ? 'The grill this plan is made for.'
        : 'The size that fits this cook.',
      productType: 'Kamado Grill',
      titleIncludes: `${grill.inches}"`,
    },
    plan.fuel.fuel === 'lump'
      ? {
          id: 'charcoal',
          label: 'Lump charcoal',
          why: `This cook burns about ${formatWeight(plan.fuel.charcoalKg, plan.request.units)}.`,
          productType: 'Lump Charcoal',
          option: {
            name: 'Size',
            value: plan.fuel.charcoalKg > SMALL_BAG_KG ? '40 lb' : '20 lb',
          },
        }
      : {
          id: 'charcoal',
          label: 'Coconut charcoal',
          why: `This cook burns about ${formatWeight(plan.fuel.charcoalKg, plan.request.units)}.`,
          productType: 'Coconut Charcoal',
        },
    {
      id: 'starters',
      label: 'Fire starters',
      why: 'One lights the charcoal without lighter fluid.',
      productType: 'Charcoal Starters',
    },
  ];
  const woodVariant = WOOD_VARIANTS[plan.fuel.wood];
  if (plan.fuel.woodChunks > 0 && woodVariant)
    needs.push({
      id: 'wood',
      label: `${woodVariant} smoking chunks`,
      why: `${plan.fuel.woodChunks} chunk${plan.fuel.woodChunks === 1 ? '' : 's'} for the smoke.`,
      productType: 'Smoking Wood Fuel',
      option: {name: 'Wood', value: woodVariant},
    });
  if (plan.setup.deflector)
    needs.push({
      id: 'deflector',
      label: 'Heat deflector',
      why: 'Shields the food from the flame for indirect heat.',
      productType: 'Grill Accessories',
      titleIncludes: 'Deflector',
    });
  if (plan.setup.stone)
    needs.push({
      id: 'stone',
      label: 'Pizza stone',
      why: 'Bakes the base evenly at high heat.',
      productType: 'Pizza Stone',
    });
  if (
    plan.request.style === 'direct-sear' ||
    plan.request.style === 'reverse-sear'
  )
    needs.push({
      id: 'grate',
      label: 'Cast iron grate',
      why: 'Holds heat for deep sear marks.',
      productType: 'Cooking Grates',
    });
  if (cook.doneF !== null)
    needs.push({
      id: 'thermometer',
      label: 'Instant-read thermometer',
      why: 'The only sure way to know it is done and safe.',
      productType: 'Thermometer',
    });
  if (plan.minutes.cook >= CONTROLLER_MINUTES && plan.dome.f <= 275)
    needs.push({
      id: 'controller',
      label: 'Temperature controller',
      why: 'Holds the dome steady through a long cook.',
      productType: 'Temperature Controller',
    });
  return needs;
}

/** The Storefront search query that finds every product a list of needs names. */
export function needsSearchQuery(needs: Need[]): string {
  const types = [...new Set(needs.map((need) => need.productType))];
  return types
    .map((type) => `product_type:"${type.replaceAll('"', '\\"')}"`)
    .join(' OR ');
}

type Candidate = {
  productType: string;
  title: string;
  variants: {
    nodes: Array<{
      availableForSale?: boolean;
      selectedOptions: Array<{name: string; value: string}>;
    }>;
  };
};

/**
 * The product (and variant index) a need points at among search results, best first:
 * the first product of the right type whose title has the words; the variant with the
 * preferred option when it can be bought, else the first one that can (`swapped`: the
 * preferred option was sold out), else the preferred one (the page says sold out).
 */
export function matchNeed<P extends Candidate>(
  need: Need,
  products: P[],
): {product: P; variantIndex: number; swapped: boolean} | null {
  const product = products.find(
    (candidate) =>
      candidate.productType.toLowerCase() === need.productType.toLowerCase() &&
      (!need.titleIncludes ||
        candidate.title
          .toLowerCase()
          .includes(need.titleIncludes.toLowerCase())),
  );
  if (!product) return null;
  const variants = product.variants.nodes;
  const preferred = Math.max(
    0,
    need.option
      ? variants.findIndex((variant) =>
          variant.selectedOptions.some(
            (option) =>
              option.name === need.option!.name &&
              option.value === need.option!.value,
          ),
        )
      : -1,
  );
  const available = (index: number) =>
    variants[index]?.availableForSale !== false;
  if (available(preferred))
    return {product, variantIndex: preferred, swapped: false};
  const instead = variants.findIndex((_, index) => available(index));
  return instead === -1
    ? {product, variantIndex: preferred, swapped: false}
    : {product, variantIndex: instead, swapped: Boolean(need.option)};
}
