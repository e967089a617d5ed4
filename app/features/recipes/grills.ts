/**
 * The three kamado sizes of our catalog (local/storefront/catalog.json: the Scout 15",
 * Classic 18" and Titan 24", product type "Kamado Grill"), with what the planner needs to
 * know about each: grate area (from the product descriptions), how much charcoal the
 * firebox holds and how fast it burns. Burn rates are calibrated on the catalog's own
 * claims: the Scout holds 225 °F for 8 hours and the Titan for 18 hours on one load.
 */
export const GRILL_IDS = ['scout-15', 'classic-18', 'titan-24'] as const;
export type GrillId = (typeof GRILL_IDS)[number];

export type Grill = {
  id: GrillId;
  name: string;
  /** Inches, as in the product title ("Scout 15\" Kamado Grill"). */
  inches: number;
  /** Square inches of grate, as the product description states it. */
  gridAreaSqIn: number;
  /** Kilograms of lump charcoal a full firebox holds. */
  fireboxKg: number;
  /** Kilograms of lump burned per hour at a low-and-slow 225–275 °F dome. */
  lowBurnKgPerHour: number;
  /** Charcoal that goes into lighting and bringing the dome up, in kilograms. */
  lightingKg: number;
};

export const GRILLS: Record<GrillId, Grill> = {
  'scout-15': {
    id: 'scout-15',
    name: 'Scout 15"',
    inches: 15,
    gridAreaSqIn: 200,
    fireboxKg: 2.5,
    lowBurnKgPerHour: 0.25,
    lightingKg: 0.4,
  },
  'classic-18': {
    id: 'classic-18',
    name: 'Classic 18"',
    inches: 18,
    gridAreaSqIn: 320,
    fireboxKg: 4.5,
    lowBurnKgPerHour: 0.35,
    lightingKg: 0.6,
  },
  'titan-24': {
    id: 'titan-24',
    name: 'Titan 24"',
    inches: 24,
    gridAreaSqIn: 450,
    fireboxKg: 9,
    lowBurnKgPerHour: 0.45,
    lightingKg: 0.9,
  },
};

/**
 * How much of the grate food may cover: an indirect cook keeps a hand's width clear at the
 * rim so the heat that rolls around the deflector can pass; a direct cook can use more.
 */
export const USABLE_GRATE_SHARE = {direct: 0.8, indirect: 0.7} as const;

/** The grill sizes from the smallest up: the first that fits is the one we suggest. */
export const GRILLS_BY_SIZE: Grill[] = GRILL_IDS.map((id) => GRILLS[id]);

/** Burn rate multiplier for a dome temperature (°F): a hotter fire eats charcoal faster. */
export function burnFactor(domeF: number): number {
  if (domeF <= 150) return 0.3;
  if (domeF <= 275) return 1;
  if (domeF <= 350) return 1.5;
  if (domeF <= 450) return 2;
  return 2.8;
}
