/**
 * The curated table the planner works from: what we cook, the styles each cook suits, the
 * dome temperature and time of each, the doneness we aim for, the woods that pair well and
 * the rub. Times are the kamado rules of thumb pitmasters publish (e.g. brisket at 250 °F
 * takes 1 to 1.5 hours per pound); doneness targets never go below the USDA minimum
 * (food-safety.ts), which the planner enforces again.
 */
import type {SafetyCategory} from './food-safety';
import type {GrillId} from './grills';

export const STYLE_IDS = [
  'low-and-slow',
  'roast',
  'reverse-sear',
  'direct-sear',
  'bake',
  'pizza',
  'smoke-cold',
] as const;
export type StyleId = (typeof STYLE_IDS)[number];

export const STYLE_NAMES: Record<StyleId, string> = {
  'low-and-slow': 'Low and slow',
  roast: 'Roast',
  'reverse-sear': 'Reverse sear',
  'direct-sear': 'Direct sear',
  bake: 'Bake',
  pizza: 'Pizza',
  'smoke-cold': 'Cold smoke',
};

export const WOOD_IDS = [
  'none',
  'hickory',
  'oak',
  'apple',
  'cherry',
  'pecan',
  'mesquite',
] as const;
export type WoodId = (typeof WOOD_IDS)[number];

export const WOOD_NAMES: Record<WoodId, string> = {
  none: 'No wood',
  hickory: 'Hickory',
  oak: 'Oak',
  apple: 'Apple',
  cherry: 'Cherry',
  pecan: 'Pecan',
  mesquite: 'Mesquite',
};

export const FUEL_IDS = ['lump', 'coconut'] as const;
export type FuelId = (typeof FUEL_IDS)[number];

export const FUEL_NAMES: Record<FuelId, string> = {
  lump: 'Lump charcoal',
  coconut: 'Coconut charcoal',
};

/** How the fire and grate are arranged. */
export type Setup = 'indirect' | 'direct' | 'indirect-then-direct';

export type StyleRule = {
  domeF: number;
  setup: Setup;
  /** Minutes per kilogram of food (per item for counted cooks) plus fixed minutes. */
  minutesPerUnit: number;
  fixedMinutes: number;
  /** Wood chunks to bury in the lump when the cook has wood (0: wood adds nothing here). */
  woodChunks: number;
  /** Low-and-slow cooks wrap when the bark is set, at about this internal temperature. */
  wrapAtF?: number;
  /** Reverse sear: leave the indirect fire at this internal temperature to sear. */
  searAtF?: number;
  /** Reverse sear: the dome for the sear, and how long it takes. */
  searDomeF?: number;
  searMinutes?: number;
  /** Needs the pizza stone (pizza, bread). */
  stone?: boolean;
};

export type Ingredient = {
  item: string;
  /** Per kilogram of food, or per item for counted cooks. */
  amount: number;
  unit: 'g' | 'ml' | 'tsp' | 'piece';
};

export type Cook = {
  id: string;
  name: string;
  safety: SafetyCategory;
  /** The internal temperature we serve at (°F), before the USDA floor is applied; null when no probe applies (pizza). */
  doneF: number | null;
  /** What "done" means for this cook, shown beside the temperature. */
  doneness: string;
  restMinutes: number;
  /**
   * `kg`: sized by weight (raw kilograms per serving below). `item`: counted (pizzas,
   * loaves), one item feeding `servingsPerItem` people.
   */
  measure: 'kg' | 'item';
  servingKg: number;
  servingsPerItem: number;
  itemName?: {one: string; many: string};
  /** Counted cooks: how many items one batch takes on each grill (one stone, one loaf per 8 inches). */
  itemsPerBatch?: Record<GrillId, number>;
  /** Grate area one kilogram (or one item) needs, in square inches. */
  sqInPerUnit: number;
  /** One big piece cannot be split into batches; small pieces (wings, burgers) can. */
  batchable: boolean;
  styles: Partial<Record<StyleId, StyleRule>>;
  defaultStyle: StyleId;
  /** Woods that pair well, best first. */
  woods: Exclude<WoodId, 'none'>[];
  rubName: string;
  ingredients: Ingredient[];
  /** A tip specific to this cook, used as one of the steps. */
  tip: string;
};

const STONE = {stone: true} as const;

export const COOKS = [
  {
    id: 'brisket',
    name: 'Brisket',
    safety: 'beef-pork-lamb-whole',
    doneF: 203,
    doneness: 'probe tender, like butter',
    restMinutes: 60,
    measure: 'kg',
    servingKg: 0.45,
    servingsPerItem: 1,
    sqInPerUnit: 32,
    batchable: false,
    styles: {
      'low-and-slow': {
        domeF: 250,
        setup: 'indirect',
        minutesPerUnit: 150,
        fixedMinutes: 30,
        woodChunks: 4,
        wrapAtF: 165,
      },
      roast: {
        domeF: 300,
        setup: 'indirect',
        minutesPerUnit: 110,
        fixedMinutes: 30,
        woodChunks: 3,
        wrapAtF: 165,
      },
    },
    defaultStyle: 'low-and-slow',
    woods: ['oak', 'hickory', 'mesquite', 'pecan'],
    rubName: 'Salt and pepper rub',
    ingredients: [
      {item: 'Coarse kosher salt', amount: 10, unit: 'g'},
      {item: 'Coarse black pepper', amount: 10, unit: 'g'},
      {item: 'Garlic powder', amount: 3, unit: 'g'},
    ],
    tip: 'Cook fat side toward the fire (down on a kamado with the deflector in) and keep the point toward the back of the grill.',
  },
  {
    id: 'pork-shoulder',
    name: 'Pork shoulder',
    safety: 'beef-pork-lamb-whole',
    doneF: 203,
    doneness: 'the bone wiggles free; pulls apart with forks',
    restMinutes: 45,
    measure: 'kg',
    servingKg: 0.4,
    servingsPerItem: 1,
    sqInPerUnit: 30,
    batchable: false,
    styles: {
      'low-and-slow': {
        domeF: 250,
        setup: 'indirect',
        minutesPerUnit: 165,
        fixedMinutes: 30,
        woodChunks: 4,
        wrapAtF: 165,
      },
      roast: {
        domeF: 325,
        setup: 'indirect',
        minutesPerUnit: 100,
        fixedMinutes: 20,
        woodChunks: 2,
      },
    },
    defaultStyle: 'low-and-slow',
    woods: ['apple', 'hickory', 'cherry', 'pecan'],
    rubName: 'Sweet pork rub',
    ingredients: [
      {item: 'Yellow mustard (binder)', amount: 15, unit: 'ml'},
      {item: 'Brown sugar', amount: 15, unit: 'g'},
      {item: 'Sweet paprika', amount: 8, unit: 'g'},
      {item: 'Kosher salt', amount: 10, unit: 'g'},
      {item: 'Black pepper', amount: 4, unit: 'g'},
      {item: 'Garlic powder', amount: 3, unit: 'g'},
      {item: 'Apple juice (spritz)', amount: 60, unit: 'ml'},
    ],
    tip: 'Score the fat cap in a diamond pattern so the rub reaches the meat.',
  },
  {
    id: 'ribs',
    name: 'Pork ribs',
    safety: 'beef-pork-lamb-whole',
    doneF: 198,
    doneness: 'the rack bends and the surface cracks when lifted',
    restMinutes: 15,
    measure: 'kg',
    servingKg: 0.5,
    servingsPerItem: 1,
    sqInPerUnit: 55,
    batchable: false,
    styles: {
      'low-and-slow': {
        domeF: 250,
        setup: 'indirect',
        minutesPerUnit: 20,
        fixedMinutes: 300,
        woodChunks: 3,
        wrapAtF: 170,
      },
      roast: {
        domeF: 300,
        setup: 'indirect',
        minutesPerUnit: 15,
        fixedMinutes: 180,
        woodChunks: 2,
      },
    },
    defaultStyle: 'low-and-slow',
    woods: ['hickory', 'cherry', 'apple', 'pecan'],
    rubName: 'Sweet rib rub and glaze',
    ingredients: [
      {item: 'Brown sugar', amount: 20, unit: 'g'},
      {item: 'Smoked paprika', amount: 8, unit: 'g'},
      {item: 'Kosher salt', amount: 8, unit: 'g'},
      {item: 'Black pepper', amount: 4, unit: 'g'},
      {item: 'Barbecue sauce (glaze)', amount: 80, unit: 'ml'},
    ],
    tip: 'Pull the membrane off the bone side with a paper towel before the rub goes on.',
  },
  {
    id: 'whole-chicken',
    name: 'Whole chicken',
    safety: 'poultry',
    doneF: 165,
    doneness: 'juices run clear; 165 °F in the thickest part of the breast',
    restMinutes: 15,
    measure: 'kg',
    servingKg: 0.45,
    servingsPerItem: 1,
    sqInPerUnit: 45,
    batchable: false,
    styles: {
      roast: {
        domeF: 375,
        setup: 'indirect',
        minutesPerUnit: 40,
        fixedMinutes: 15,
        woodChunks: 1,
      },
      'low-and-slow': {
        domeF: 275,
        setup: 'indirect',
        minutesPerUnit: 75,
        fixedMinutes: 15,
        woodChunks: 2,
      },
    },
    defaultStyle: 'roast',
    woods: ['apple', 'cherry', 'pecan'],
    rubName: 'Herb dry brine',
    ingredients: [
      {item: 'Kosher salt (dry brine)', amount: 10, unit: 'g'},
      {item: 'Sweet paprika', amount: 5, unit: 'g'},
      {item: 'Garlic powder', amount: 3, unit: 'g'},
      {item: 'Dried thyme', amount: 2, unit: 'g'},
      {item: 'Olive oil', amount: 15, unit: 'ml'},
    ],
    tip: 'Dry brine uncovered in the fridge overnight for crisp skin.',
  },
  {
    id: 'wings',
    name: 'Chicken wings',
    safety: 'poultry',
    doneF: 175,
    doneness: 'the skin is crisp and the meat pulls from the bone',
    restMinutes: 5,
    measure: 'kg',
    servingKg: 0.35,
    servingsPerItem: 1,
    sqInPerUnit: 80,
    batchable: true,
    styles: {
      roast: {
        domeF: 400,
        setup: 'indirect',
        minutesPerUnit: 5,
        fixedMinutes: 40,
        woodChunks: 1,
      },
      'direct-sear': {
        domeF: 450,
        setup: 'direct',
        minutesPerUnit: 4,
        fixedMinutes: 20,
        woodChunks: 0,
      },
    },
    defaultStyle: 'roast',
    woods: ['hickory', 'apple', 'cherry'],
    rubName: 'Crisp wing rub',
    ingredients: [
      {item: 'Baking powder (for crisp skin)', amount: 10, unit: 'g'},
      {item: 'Kosher salt', amount: 8, unit: 'g'},
      {item: 'Garlic powder', amount: 4, unit: 'g'},
      {item: 'Cayenne', amount: 1, unit: 'g'},
      {item: 'Hot sauce and butter (toss)', amount: 80, unit: 'ml'},
    ],
    tip: 'Pat the wings dry before the rub: dry skin crisps, wet skin steams.',
  },
  {
    id: 'turkey',
    name: 'Whole turkey',
    safety: 'poultry',
    doneF: 165,
    doneness: '165 °F in the breast and the thigh',
    restMinutes: 30,
    measure: 'kg',
    servingKg: 0.6,
    servingsPerItem: 1,
    sqInPerUnit: 25,
    batchable: false,
    styles: {
      roast: {
        domeF: 325,
        setup: 'indirect',
        minutesPerUnit: 30,
        fixedMinutes: 20,
        woodChunks: 2,
      },
      'low-and-slow': {
        domeF: 275,
        setup: 'indirect',
        minutesPerUnit: 45,
        fixedMinutes: 20,
        woodChunks: 3,
      },
    },
    defaultStyle: 'roast',
    woods: ['apple', 'cherry', 'pecan', 'oak'],
    rubName: 'Butter and herb rub',
    ingredients: [
      {item: 'Kosher salt (dry brine)', amount: 10, unit: 'g'},
      {item: 'Soft butter', amount: 20, unit: 'g'},
      {item: 'Chopped sage and thyme', amount: 3, unit: 'g'},
      {item: 'Black pepper', amount: 2, unit: 'g'},
    ],
    tip: 'Spatchcock the bird if it is big: it cooks evenly and takes less room.',
  },
  {
    id: 'salmon',
    name: 'Salmon fillet',
    safety: 'fish',
    doneF: 145,
    doneness: 'flakes with a fork, flesh opaque',
    restMinutes: 5,
    measure: 'kg',
    servingKg: 0.2,
    servingsPerItem: 1,
    sqInPerUnit: 90,
    batchable: true,
    styles: {
      'low-and-slow': {
        domeF: 225,
        setup: 'indirect',
        minutesPerUnit: 15,
        fixedMinutes: 60,
        woodChunks: 2,
      },
      roast: {
        domeF: 375,
        setup: 'indirect',
        minutesPerUnit: 5,
        fixedMinutes: 15,
        woodChunks: 1,
      },
    },
    defaultStyle: 'low-and-slow',
    woods: ['apple', 'cherry', 'oak'],
    rubName: 'Brown sugar and dill cure',
    ingredients: [
      {item: 'Brown sugar', amount: 20, unit: 'g'},
      {item: 'Kosher salt', amount: 15, unit: 'g'},
      {item: 'Chopped dill', amount: 5, unit: 'g'},
      {item: 'Lemon', amount: 1, unit: 'piece'},
    ],
    tip: 'Leave the skin on and cook skin side down; slide a spatula between skin and flesh to serve.',
  },
  {
    id: 'steak',
    name: 'Steak',
    safety: 'beef-pork-lamb-whole',
    doneF: 145,
    doneness: 'a warm pink centre',
    restMinutes: 5,
    measure: 'kg',
    servingKg: 0.3,
    servingsPerItem: 1,
    sqInPerUnit: 70,
    batchable: true,
    styles: {
      'reverse-sear': {
        domeF: 250,
        setup: 'indirect-then-direct',
        minutesPerUnit: 20,
        fixedMinutes: 35,
        woodChunks: 1,
        searAtF: 125,
        searDomeF: 600,
        searMinutes: 4,
      },
      'direct-sear': {
        domeF: 600,
        setup: 'direct',
        minutesPerUnit: 2,
        fixedMinutes: 10,
        woodChunks: 0,
      },
    },
    defaultStyle: 'reverse-sear',
    woods: ['oak', 'hickory', 'mesquite'],
    rubName: 'Steak seasoning',
    ingredients: [
      {item: 'Flaky salt', amount: 10, unit: 'g'},
      {item: 'Coarse black pepper', amount: 5, unit: 'g'},
      {item: 'Butter (to baste)', amount: 30, unit: 'g'},
    ],
    tip: 'Steaks at least 1.5 inches (4 cm) thick reward a reverse sear; thinner ones go straight over the coals.',
  },
  {
    id: 'burgers',
    name: 'Burgers',
    safety: 'ground-meat',
    doneF: 160,
    doneness: 'no pink in the centre, clear juices',
    restMinutes: 3,
    measure: 'kg',
    servingKg: 0.17,
    servingsPerItem: 1,
    sqInPerUnit: 100,
    batchable: true,
    styles: {
      'direct-sear': {
        domeF: 450,
        setup: 'direct',
        minutesPerUnit: 2,
        fixedMinutes: 10,
        woodChunks: 0,
      },
      'reverse-sear': {
        domeF: 275,
        setup: 'indirect-then-direct',
        minutesPerUnit: 10,
        fixedMinutes: 20,
        woodChunks: 1,
        searAtF: 145,
        searDomeF: 550,
        searMinutes: 3,
      },
    },
    defaultStyle: 'direct-sear',
    woods: ['hickory', 'oak', 'mesquite'],
    rubName: 'Burger seasoning',
    ingredients: [
      {item: 'Kosher salt', amount: 8, unit: 'g'},
      {item: 'Black pepper', amount: 3, unit: 'g'},
      {item: 'Burger buns', amount: 6, unit: 'piece'},
      {item: 'Cheese slices', amount: 6, unit: 'piece'},
    ],
    tip: 'Press a shallow dimple into each patty so it stays flat as it cooks.',
  },
  {
    id: 'lamb-leg',
    name: 'Leg of lamb',
    safety: 'beef-pork-lamb-whole',
    doneF: 145,
    doneness: 'rosy and juicy',
    restMinutes: 20,
    measure: 'kg',
    servingKg: 0.35,
    servingsPerItem: 1,
    sqInPerUnit: 35,
    batchable: false,
    styles: {
      roast: {
        domeF: 325,
        setup: 'indirect',
        minutesPerUnit: 50,
        fixedMinutes: 15,
        woodChunks: 2,
      },
      'reverse-sear': {
        domeF: 250,
        setup: 'indirect-then-direct',
        minutesPerUnit: 70,
        fixedMinutes: 15,
        woodChunks: 2,
        searAtF: 130,
        searDomeF: 500,
        searMinutes: 8,
      },
    },
    defaultStyle: 'roast',
    woods: ['cherry', 'oak', 'apple'],
    rubName: 'Garlic and rosemary paste',
    ingredients: [
      {item: 'Garlic cloves', amount: 3, unit: 'piece'},
      {item: 'Chopped rosemary', amount: 4, unit: 'g'},
      {item: 'Kosher salt', amount: 10, unit: 'g'},
      {item: 'Olive oil', amount: 20, unit: 'ml'},
    ],
    tip: 'Cut small slits all over and push slivers of garlic into them.',
  },
  {
    id: 'pizza',
    name: 'Pizza',
    safety: 'none',
    doneF: null,
    doneness: 'puffed, leopard-spotted crust and bubbling cheese',
    restMinutes: 2,
    measure: 'item',
    servingKg: 0,
    servingsPerItem: 2,
    itemName: {one: 'pizza', many: 'pizzas'},
    itemsPerBatch: {'scout-15': 1, 'classic-18': 1, 'titan-24': 1},
    sqInPerUnit: 0,
    batchable: true,
    styles: {
      pizza: {
        domeF: 650,
        setup: 'indirect',
        minutesPerUnit: 8,
        fixedMinutes: 0,
        woodChunks: 1,
        ...STONE,
      },
    },
    defaultStyle: 'pizza',
    woods: ['oak', 'cherry', 'apple'],
    rubName: 'Neapolitan-style dough and toppings',
    ingredients: [
      {item: 'Bread flour (dough)', amount: 150, unit: 'g'},
      {item: 'Water (dough)', amount: 95, unit: 'ml'},
      {item: 'Salt (dough)', amount: 4, unit: 'g'},
      {item: 'Instant yeast (dough)', amount: 1, unit: 'g'},
      {item: 'Crushed tomatoes', amount: 80, unit: 'g'},
      {item: 'Fresh mozzarella', amount: 100, unit: 'g'},
      {item: 'Semolina (for the peel)', amount: 10, unit: 'g'},
    ],
    tip: 'Dust the peel with semolina and give it a shake before the toppings go on: the pizza must slide.',
  },
  {
    id: 'bread',
    name: 'Bread',
    safety: 'none',
    doneF: 205,
    doneness: 'a deep brown crust that sounds hollow when tapped',
    restMinutes: 60,
    measure: 'item',
    servingKg: 0,
    servingsPerItem: 8,
    itemName: {one: 'loaf', many: 'loaves'},
    itemsPerBatch: {'scout-15': 1, 'classic-18': 2, 'titan-24': 3},
    sqInPerUnit: 0,
    batchable: true,
    styles: {
      bake: {
        domeF: 450,
        setup: 'indirect',
        minutesPerUnit: 40,
        fixedMinutes: 0,
        woodChunks: 0,
        ...STONE,
      },
    },
    defaultStyle: 'bake',
    woods: ['oak', 'apple'],
    rubName: 'Country loaf',
    ingredients: [
      {item: 'Bread flour', amount: 500, unit: 'g'},
      {item: 'Water', amount: 360, unit: 'ml'},
      {item: 'Salt', amount: 10, unit: 'g'},
      {item: 'Instant yeast', amount: 4, unit: 'g'},
    ],
    tip: 'Score the loaf just before it goes in, and slide a pan of water onto the deflector for a crisp crust.',
  },
  {
    id: 'vegetables',
    name: 'Vegetables',
    safety: 'none',
    doneF: null,
    doneness: 'tender with charred edges',
    restMinutes: 0,
    measure: 'kg',
    servingKg: 0.25,
    servingsPerItem: 1,
    sqInPerUnit: 180,
    batchable: true,
    styles: {
      roast: {
        domeF: 400,
        setup: 'indirect',
        minutesPerUnit: 5,
        fixedMinutes: 30,
        woodChunks: 1,
      },
      'direct-sear': {
        domeF: 500,
        setup: 'direct',
        minutesPerUnit: 2,
        fixedMinutes: 10,
        woodChunks: 0,
      },
    },
    defaultStyle: 'roast',
    woods: ['apple', 'cherry', 'pecan'],
    rubName: 'Olive oil, salt and herbs',
    ingredients: [
      {item: 'Olive oil', amount: 30, unit: 'ml'},
      {item: 'Kosher salt', amount: 6, unit: 'g'},
      {item: 'Black pepper', amount: 2, unit: 'g'},
      {item: 'Dried oregano', amount: 2, unit: 'g'},
    ],
    tip: 'Cut everything to the same thickness so it is done at the same time.',
  },
  {
    id: 'cheese',
    name: 'Cheese',
    safety: 'none',
    doneF: null,
    doneness:
      'a light amber colour; rest it in the fridge a day for the smoke to mellow',
    restMinutes: 0,
    measure: 'kg',
    servingKg: 0.1,
    servingsPerItem: 1,
    sqInPerUnit: 80,
    batchable: true,
    styles: {
      'smoke-cold': {
        domeF: 80,
        setup: 'indirect',
        minutesPerUnit: 0,
        fixedMinutes: 120,
        woodChunks: 2,
      },
    },
    defaultStyle: 'smoke-cold',
    woods: ['apple', 'cherry', 'pecan', 'oak'],
    rubName: 'Plain (the smoke is the seasoning)',
    ingredients: [{item: 'Ice (for the tray)', amount: 2000, unit: 'g'}],
    tip: 'Cut hard cheese into 2-inch (5 cm) blocks and cold smoke only when it is below 60 °F (15 °C) outside.',
  },
] as const satisfies readonly Cook[];

export type CookId = (typeof COOKS)[number]['id'];
export const COOK_IDS = COOKS.map((cook) => cook.id) as [CookId, ...CookId[]];

export function cookById(id: CookId): Cook {
  return COOKS.find((cook) => cook.id === id)!;
}

export function stylesOf(cook: Cook): StyleId[] {
  return STYLE_IDS.filter((style) => cook.styles[style]);
}
