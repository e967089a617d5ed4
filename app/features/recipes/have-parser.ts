/**
 * Reads the form's free-text "what I have" line ("2 kg pork shoulder, apple wood, ready by
 * 19:00") into the same fields the selects give. Plain patterns over a small vocabulary:
 * what it does not recognise it ignores, and it says what it understood.
 */
import type {CookId, FuelId, StyleId, WoodId} from './cooks';
import type {GrillId} from './grills';
import type {TemperatureUnit} from './schema';
import {KG_PER_LB} from './units';

export type ParsedHave = {
  cook?: CookId;
  weightKg?: number;
  servings?: number;
  ready?: string;
  style?: StyleId;
  wood?: WoodId;
  fuel?: FuelId;
  grill?: GrillId;
  units?: TemperatureUnit;
};

const COOK_WORDS: Record<CookId, string[]> = {
  brisket: ['brisket', 'packer brisket'],
  'pork-shoulder': [
    'pork shoulder',
    'pork butt',
    'boston butt',
    'pulled pork',
    'shoulder',
  ],
  ribs: [
    'ribs',
    'spare ribs',
    'spareribs',
    'baby back ribs',
    'baby backs',
    'rack of ribs',
  ],
  'whole-chicken': ['chicken', 'whole chicken', 'roast chicken'],
  wings: ['wings', 'chicken wings'],
  turkey: ['turkey', 'whole turkey'],
  salmon: ['salmon', 'salmon fillet', 'fish'],
  steak: [
    'steak',
    'steaks',
    'ribeye',
    'rib eye',
    'sirloin',
    'strip steak',
    't-bone',
    'tomahawk',
    'picanha',
  ],
  burgers: ['burger', 'burgers', 'patties', 'hamburgers'],
  'lamb-leg': ['lamb', 'leg of lamb', 'lamb leg'],
  pizza: ['pizza', 'pizzas'],
  bread: ['bread', 'loaf', 'loaves', 'sourdough'],
  vegetables: ['vegetables', 'veggies', 'veg', 'peppers', 'corn', 'zucchini'],
  cheese: ['cheese', 'cheddar', 'gouda'],
};

const STYLE_WORDS: Record<StyleId, string[]> = {
  'low-and-slow': [
    'low and slow',
    'low & slow',
    'low-and-slow',
    'smoked',
    'smoke',
    'barbecue',
    'bbq',
  ],
  roast: ['roast', 'roasted'],
  'reverse-sear': ['reverse sear', 'reverse seared', 'reverse-sear'],
  'direct-sear': ['sear', 'seared', 'direct sear', 'grilled'],
  bake: ['bake', 'baked'],
  pizza: ['pizza style'],
  'smoke-cold': ['cold smoke', 'cold smoked', 'cold-smoked'],
};

const WOOD_WORDS: Record<WoodId, string[]> = {
  none: ['no wood', 'without wood'],
  hickory: ['hickory'],
  oak: ['oak', 'post oak'],
  apple: ['apple', 'applewood'],
  cherry: ['cherry'],
  pecan: ['pecan'],
  mesquite: ['mesquite'],
};

const GRILL_WORDS: Record<GrillId, string[]> = {
  'scout-15': ['scout', '15 inch', '15"', '15in', 'small grill'],
  'classic-18': ['classic', '18 inch', '18"', '18in', 'medium grill'],
  'titan-24': ['titan', '24 inch', '24"', '24in', 'large grill'],
};

const FUEL_WORDS: Record<FuelId, string[]> = {
  lump: ['lump'],
  coconut: ['coconut'],
};

const UNIT_WORDS: Record<TemperatureUnit, string[]> = {
  c: ['celsius', '°c'],
  f: ['fahrenheit', '°f'],
};

/** The longest phrase wins ("chicken wings" over "chicken", "cold smoke" over "smoke"). */
function findWord<K extends string>(
  text: string,
  table: Record<K, string[]>,
): K | undefined {
  const phrases = (Object.entries(table) as Array<[K, string[]]>)
    .flatMap(([key, words]) => words.map((word) => ({key, word})))
    .sort((a, b) => b.word.length - a.word.length);
  return phrases.find(({word}) => containsPhrase(text, word))?.key;
}

function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Word edges made of letters and digits only, so '15"' and '°c' match too.
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(text);
}

const WEIGHT =
  /(\d+(?:[.,]\d+)?)\s*(kg|kgs|kilos?|kilograms?|g|grams?|lbs?|pounds?)(?![a-z])/;
const SERVINGS = [
  /\bfor\s+(\d{1,2})(?!\s*(?:[:.]\d|kg|lb|g\b|am|pm|h\b))\b/,
  /\b(\d{1,2})\s*(?:people|persons|guests|servings|adults|of us)\b/,
  /\bserves?\s+(\d{1,2})\b/,
];
const CLOCK = /\b(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm)?\b/;
const READY = new RegExp(
  `\\b(?:ready|served?|eat|eating|dinner|lunch|done)?\\s*(?:by|at)\\s+${CLOCK.source}`,
);

function readClock(
  hoursText: string,
  minutesText: string | undefined,
  meridiem: string | undefined,
): string | undefined {
  let hours = Number(hoursText);
  const minutes = minutesText ? Number(minutesText) : 0;
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export function parseHave(input: string): ParsedHave {
  const text = ` ${input.toLowerCase().replaceAll(/\s+/g, ' ').trim()} `;
  const parsed: ParsedHave = {};

  const weight = WEIGHT.exec(text);
  if (weight?.[1] && weight[2]) {
    const value = Number(weight[1].replace(',', '.'));
    const unit = weight[2];
    const kg = unit.startsWith('k')
      ? value
      : unit.startsWith('g')
        ? value / 1000
        : value * KG_PER_LB;
    parsed.weightKg = Math.round(kg * 100) / 100;
  }

  for (const pattern of SERVINGS) {
    const match = pattern.exec(text);
    if (match?.[1]) {
      parsed.servings = Number(match[1]);
      break;
    }
  }

  const ready = READY.exec(text);
  const clockOnly = /\b(\d{1,2}):(\d{2})\b/.exec(text);
  if (ready?.[1]) {
    const clock = readClock(ready[1], ready[2], ready[3]);
    if (clock) parsed.ready = clock;
  } else if (clockOnly?.[1]) {
    const clock = readClock(clockOnly[1], clockOnly[2], undefined);
    if (clock) parsed.ready = clock;
  }

  const words: Array<[keyof ParsedHave, Record<string, string[]>]> = [
    ['cook', COOK_WORDS],
    ['style', STYLE_WORDS],
    ['wood', WOOD_WORDS],
    ['grill', GRILL_WORDS],
    ['fuel', FUEL_WORDS],
    ['units', UNIT_WORDS],
  ];
  for (const [field, table] of words) {
    const found = findWord(text, table);
    if (found) Object.assign(parsed, {[field]: found});
  }
  return parsed;
}

/** What the parser understood, for the page to echo ("pork shoulder · 2 kg · apple wood"). */
export function describeParsed(parsed: ParsedHave): string[] {
  const parts: string[] = [];
  if (parsed.cook) parts.push(parsed.cook.replaceAll('-', ' '));
  if (parsed.weightKg !== undefined) parts.push(`${parsed.weightKg} kg`);
  if (parsed.servings !== undefined) parts.push(`for ${parsed.servings}`);
  if (parsed.style) parts.push(parsed.style.replaceAll('-', ' '));
  if (parsed.wood)
    parts.push(parsed.wood === 'none' ? 'no wood' : `${parsed.wood} wood`);
  if (parsed.fuel) parts.push(`${parsed.fuel} charcoal`);
  if (parsed.grill) parts.push(`${parsed.grill.replace('-', ' ')}"`);
  if (parsed.units) parts.push(parsed.units === 'c' ? '°C' : '°F');
  if (parsed.ready) parts.push(`ready by ${parsed.ready}`);
  return parts;
}
