/**
 * The cook planner: a pure, deterministic function from a request to a complete plan. It
 * needs no network and gives the same plan for the same request, so a page built on it is
 * cacheable. An LLM may only reword its summary and steps (llm.server.ts).
 */
import {
  cookById,
  FUEL_NAMES,
  STYLE_NAMES,
  stylesOf,
  WOOD_NAMES,
  type Cook,
  type StyleId,
  type StyleRule,
} from './cooks';
import {safeMinimumFor, USDA_SOURCE} from './food-safety';
import {
  burnFactor,
  GRILLS,
  GRILLS_BY_SIZE,
  USABLE_GRATE_SHARE,
  type Grill,
  type GrillId,
} from './grills';
import {planNeeds} from './needs';
import {
  cookSchemas,
  type CookPlan,
  type CookRequest,
  type TimelineEntry,
} from './schema';
import {
  ceilTo,
  clockToMinutes,
  domeCelsius,
  formatDuration,
  formatTemperature,
  formatWeight,
  internalCelsius,
  minutesToClock,
  roundTo,
} from './units';

/** How a title names the style ("Brisket, low and slow, for 8"; pizza needs none). */
const TITLE_PHRASES: Record<StyleId, string> = {
  'low-and-slow': 'low and slow',
  roast: 'roasted',
  'reverse-sear': 'reverse seared',
  'direct-sear': 'seared',
  bake: 'baked',
  pizza: '',
  'smoke-cold': 'cold smoked',
};

/** Servings when the request gives neither a weight nor a number of people. */
export const DEFAULT_SERVINGS = 4;

/** A request the planner cannot honour (a style the cook does not suit): a 400, not a 500. */
export class PlanRequestError extends Error {
  override name = 'PlanRequestError';
}

/** Minutes from lighting until the food goes on, for a dome temperature. */
function heatUpMinutes(rule: StyleRule): number {
  const light = 15;
  const settle = rule.domeF <= 150 ? 10 : rule.domeF <= 275 ? 30 : 25;
  // A stone must soak up heat, or the base stays pale while the top burns.
  const soak = rule.stone ? 20 : 0;
  return light + settle + soak;
}

/** Sear stage of a reverse sear: deflector out, vents open, about ten minutes to get hot. */
const SEAR_RAMP_MINUTES = 10;

function ventsFor(domeF: number): {bottomVent: string; topVent: string} {
  if (domeF <= 150)
    return {
      bottomVent: 'open a crack (2 mm)',
      topVent: 'daisy wheel petals just open',
    };
  if (domeF <= 275)
    return {
      bottomVent: "open a finger's width (1 cm)",
      topVent: 'daisy wheel petals barely open',
    };
  if (domeF <= 350)
    return {
      bottomVent: 'open two fingers (2 cm)',
      topVent: 'daisy wheel petals half open',
    };
  if (domeF <= 450)
    return {
      bottomVent: 'open a quarter',
      topVent: 'daisy wheel slid a quarter open',
    };
  return {
    bottomVent: 'fully open',
    topVent: 'fully open (burp the dome before you lift it)',
  };
}

function capacityOf(
  cook: Cook,
  rule: StyleRule,
  grill: Grill,
): {capacity: number} {
  if (cook.measure === 'item') return {capacity: cook.itemsPerBatch![grill.id]};
  const share =
    rule.setup === 'direct'
      ? USABLE_GRATE_SHARE.direct
      : USABLE_GRATE_SHARE.indirect;
  return {
    capacity: roundTo(
      Math.floor(((grill.gridAreaSqIn * share) / cook.sqInPerUnit) * 10) / 10,
      0.1,
    ),
  };
}

type Amount = {
  servings: number;
  weightKg?: number;
  items?: number;
  /** Kilograms or items: what capacity and time are measured in. */
  quantity: number;
};

function amountOf(cook: Cook, request: CookRequest): Amount {
  if (cook.measure === 'item') {
    const servings = request.servings ?? DEFAULT_SERVINGS;
    const items = Math.ceil(servings / cook.servingsPerItem);
    return {servings, items, quantity: items};
  }
  if (request.weightKg !== undefined) {
    const weightKg = roundTo(request.weightKg, 0.1);
    return {
      weightKg,
      servings: Math.max(1, Math.round(weightKg / cook.servingKg)),
      quantity: weightKg,
    };
  }
  const servings = request.servings ?? DEFAULT_SERVINGS;
  const weightKg = Math.max(0.1, roundTo(servings * cook.servingKg, 0.1));
  return {servings, weightKg, quantity: weightKg};
}

function describeAmount(cook: Cook, amount: Amount, request: CookRequest) {
  if (amount.items !== undefined)
    return `${amount.items} ${amount.items === 1 ? cook.itemName!.one : cook.itemName!.many}`;
  return `${formatWeight(amount.weightKg!, request.units)} of ${cook.name.toLowerCase()}`;
}

export function planCook(input: CookRequest): CookPlan {
  const request = cookSchemas().CookRequest.parse(input);
  const cook = cookById(request.cook);
  const style: StyleId = request.style ?? cook.defaultStyle;
  const rule = cook.styles[style];
  if (!rule) {
    const styles = stylesOf(cook).map((id) => STYLE_NAMES[id].toLowerCase());
    const refused = STYLE_NAMES[style].toLowerCase();
    // A cook with one style is not told to "choose" it ("Choose pizza."): say it is the only one.
    throw new PlanRequestError(
      styles.length === 1
        ? `We plan ${cook.name.toLowerCase()} one way only (${styles[0]} style), not ${refused}.`
        : `${cook.name} is not a ${refused} cook. Choose ${styles.join(' or ')}.`,
    );
  }
  const grill = GRILLS[request.grill];
  const unit = request.units;
  const temp = (f: number, internal = false) => ({
    f,
    c: internal ? internalCelsius(f) : domeCelsius(f),
  });
  const show = (f: number, internal = false) =>
    formatTemperature(temp(f, internal), unit);
  const notes: string[] = [];

  // Amount, capacity and batches.
  const amount = amountOf(cook, request);
  const {capacity} = capacityOf(cook, rule, grill);
  const tooBig = amount.quantity > capacity;
  const fits = !tooBig || cook.batchable;
  const batches =
    tooBig && cook.batchable ? Math.ceil(amount.quantity / capacity) : 1;
  let suggestedGrill: GrillId | undefined;
  if (!fits) {
    suggestedGrill = GRILLS_BY_SIZE.find(
      (bigger) => capacityOf(cook, rule, bigger).capacity >= amount.quantity,
    )?.id;
    notes.push(
      suggestedGrill
        ? `${describeAmount(cook, amount, request)} does not fit the ${grill.name}: it takes up to ${formatWeight(capacity, unit)}. The ${GRILLS[suggestedGrill].name} fits it.`
        : `${describeAmount(cook, amount, request)} does not fit the ${grill.name} (up to ${formatWeight(capacity, unit)}), nor any of our grills in one piece: cut it in two and cook the halves side by side on two grills.`,
    );
  }
  if (batches > 1)
    notes.push(
      `The ${grill.name} takes ${cook.measure === 'item' ? `${capacity} at a time` : `up to ${formatWeight(capacity, unit)} at a time`}, so this cook runs in ${batches} batches.`,
    );

  // Times.
  const perBatch = amount.quantity / batches;
  const heatUp = heatUpMinutes(rule);
  const slowMinutes =
    cook.measure === 'item'
      ? batches * (rule.fixedMinutes + rule.minutesPerUnit)
      : batches *
        Math.round(rule.fixedMinutes + rule.minutesPerUnit * perBatch);
  const searMinutes =
    rule.setup === 'indirect-then-direct'
      ? SEAR_RAMP_MINUTES + (rule.searMinutes ?? 0)
      : 0;
  const cookMinutes = ceilTo(slowMinutes + searMinutes, 5);
  const rest = cook.restMinutes;
  const total = heatUp + cookMinutes + rest;

  // Fuel and wood.
  const slowHours = (heatUp + cookMinutes - searMinutes) / 60;
  const searHours = searMinutes / 60;
  const coconutFactor = request.fuel === 'coconut' ? 0.85 : 1;
  const charcoalKg = ceilTo(
    (grill.lightingKg +
      grill.lowBurnKgPerHour * burnFactor(rule.domeF) * slowHours +
      grill.lowBurnKgPerHour *
        burnFactor(rule.searDomeF ?? rule.domeF) *
        searHours) *
      coconutFactor,
    0.5,
  );
  const topUps = Math.max(0, Math.ceil(charcoalKg / grill.fireboxKg) - 1);
  const woodChunks = request.wood === 'none' ? 0 : rule.woodChunks;
  const bestWood = WOOD_NAMES[cook.woods[0] ?? 'oak'];
  if (request.wood !== 'none' && rule.woodChunks === 0)
    notes.push(
      `Wood adds little to a fast ${STYLE_NAMES[style].toLowerCase()}, so this plan leaves the ${WOOD_NAMES[request.wood].toLowerCase()} out.`,
    );
  else if (request.wood !== 'none' && !cook.woods.includes(request.wood))
    notes.push(
      `${WOOD_NAMES[request.wood]} is strong for ${cook.name.toLowerCase()}: we use it as planned, but ${bestWood.toLowerCase()} is the classic pairing.`,
    );
  else if (request.wood === 'none' && rule.woodChunks > 0)
    notes.push(
      `${bestWood} would add a gentle smoke (${rule.woodChunks} chunk${rule.woodChunks === 1 ? '' : 's'}).`,
    );

  // Temperatures to pull at, never below the USDA minimum.
  const safe = safeMinimumFor(cook.safety);
  const doneF =
    cook.doneF === null
      ? null
      : Math.max(cook.doneF, safe ? safe.fahrenheit : -Infinity);
  const temperatures: CookPlan['temperatures'] = [];
  if (rule.wrapAtF)
    temperatures.push({
      label: 'Wrap when the bark is set',
      target: temp(rule.wrapAtF, true),
    });
  if (rule.searAtF)
    temperatures.push({
      label: 'Move to the sear',
      target: temp(rule.searAtF, true),
    });
  if (doneF !== null)
    temperatures.push({
      label: `Pull: ${cook.doneness}`,
      target: temp(doneF, true),
      safeMinimum: safe
        ? {f: safe.fahrenheit, c: Math.ceil(safe.celsius)}
        : undefined,
    });
  if (safe)
    notes.push(
      `Food safety: the ${USDA_SOURCE.name} sets ${formatTemperature({f: safe.fahrenheit, c: Math.ceil(safe.celsius)}, unit)} for ${safe.label.toLowerCase()}${safe.restMinutes ? ` with a ${safe.restMinutes}-minute rest` : ''}; this plan never goes below it.`,
    );
  if (style === 'smoke-cold')
    notes.push(
      `Cold smoking keeps the dome below ${show(90)}: only for foods safe to eat uncooked, like hard cheese.`,
    );

  // Set-up.
  const stone = rule.stone === true;
  const deflector = rule.setup !== 'direct';
  const grate = stone
    ? 'raised, above the felt line'
    : rule.setup === 'direct'
      ? 'lowest position, close to the coals'
      : 'at the felt line';
  const setupDescription = stone
    ? `Heat deflector in, the pizza stone on a raised grate above the felt line so its top and bottom heat evenly.`
    : rule.setup === 'direct'
      ? `No deflector: the grate in its lowest position, right over the coals.`
      : rule.setup === 'indirect-then-direct'
        ? `Heat deflector in and the grate at the felt line for the slow part; the deflector comes out for the sear.`
        : style === 'smoke-cold'
          ? `Heat deflector in, a tray of ice on it, the grate at the felt line, and only a few lit coals under the wood.`
          : `Heat deflector in and the grate at the felt line: the food cooks in the heat around it, not over the flame.`;
  const vents = ventsFor(rule.domeF);

  // Timeline, in minutes from lighting.
  const entries: Array<{at: number; label: string}> = [];
  const fuelName = FUEL_NAMES[request.fuel].toLowerCase();
  entries.push({
    at: 0,
    label: `Light ${formatWeight(Math.min(charcoalKg, grill.fireboxKg), unit)} of ${fuelName}${woodChunks ? ` with ${woodChunks} ${WOOD_NAMES[request.wood].toLowerCase()} chunk${woodChunks === 1 ? '' : 's'} buried in it` : ''}`,
  });
  entries.push({
    at: 10,
    label: `${deflector ? 'Deflector in' : 'Grate in, no deflector'}${stone ? ', stone on' : ''}; close the dome and set the vents`,
  });
  const onAt = heatUp;
  const slowEnd = onAt + cookMinutes - searMinutes;
  const doneAt = onAt + cookMinutes;
  entries.push({
    at: onAt,
    label: `Dome steady at ${show(rule.domeF)}: ${amount.items !== undefined ? `first ${cook.itemName!.one} in` : `${cook.name.toLowerCase()} on`}`,
  });
  if (cookMinutes >= 240) {
    for (let at = onAt + 120; at < slowEnd - 30; at += 120)
      entries.push({
        at,
        label: `Check the dome (${show(rule.domeF)}) and the fire${style === 'low-and-slow' ? '; spritz if the surface looks dry' : ''}`,
      });
  }
  if (rule.wrapAtF)
    entries.push({
      at: onAt + ceilTo((cookMinutes - searMinutes) * 0.6, 5),
      label: `Wrap in butcher paper at about ${show(rule.wrapAtF, true)} inside, when the bark is set`,
    });
  for (let load = 1; load <= topUps; load += 1)
    entries.push({
      at: ceilTo(((heatUp + cookMinutes) * load) / (topUps + 1), 5),
      label: `Top up the charcoal (the firebox holds ${formatWeight(grill.fireboxKg, unit)})`,
    });
  if (batches > 1) {
    const every = Math.round((cookMinutes - searMinutes) / batches);
    if (batches <= 6)
      for (let batch = 2; batch <= batches; batch += 1)
        entries.push({
          at: onAt + every * (batch - 1),
          label: `Batch ${batch} of ${batches} on`,
        });
    else
      entries.push({
        at: onAt + every,
        label: `Batches 2 to ${batches}: one every ${every} minutes`,
      });
  }
  if (rule.searAtF)
    entries.push({
      at: slowEnd,
      label: `At ${show(rule.searAtF, true)} inside: lift the food off, deflector out, vents wide open for ${show(rule.searDomeF!)}`,
    });
  entries.push({
    at: doneAt,
    label:
      doneF !== null
        ? `Pull at ${show(doneF, true)} inside: ${cook.doneness}`
        : `Done: ${cook.doneness}`,
  });
  if (rest > 0)
    entries.push({at: doneAt, label: `Rest ${formatDuration(rest)}`});
  entries.push({at: total, label: 'Serve'});
  entries.sort((a, b) => a.at - b.at);

  const serveAt = request.ready ? clockToMinutes(request.ready) : null;
  const timeline: TimelineEntry[] = entries.map(({at, label}) => {
    if (serveAt === null) return {atMinute: at, daysBefore: 0, label};
    const minuteOfServeDay = serveAt - total + at;
    return {
      atMinute: at,
      clock: minutesToClock(minuteOfServeDay),
      daysBefore: Math.max(0, -Math.floor(minuteOfServeDay / 1440)),
      label,
    };
  });
  const lighting = timeline[0]!;
  if (serveAt !== null && lighting.daysBefore > 0)
    notes.push(
      `To serve at ${request.ready}, light the fire at ${lighting.clock} ${lighting.daysBefore === 1 ? 'the day before' : `${lighting.daysBefore} days before`}.`,
    );
  if (total > 12 * 60 && rule.domeF <= 275)
    notes.push(
      'A cook this long runs overnight: a temperature controller holds the dome while you sleep.',
    );

  // Ingredients, scaled to the amount.
  const ingredients = cook.ingredients.map((ingredient) => ({
    item: ingredient.item,
    amount:
      ingredient.unit === 'piece'
        ? Math.max(1, Math.ceil(ingredient.amount * amount.quantity))
        : Math.max(1, roundTo(ingredient.amount * amount.quantity, 1)),
    unit: ingredient.unit,
  }));

  // Numbered steps.
  const what = describeAmount(cook, amount, request);
  const steps: string[] = [
    `Prepare the ${cook.rubName.toLowerCase()} from the ingredients list${cook.measure === 'kg' ? ` and season the ${cook.name.toLowerCase()} all over` : ''}.`,
    `Fill the firebox with ${formatWeight(Math.min(charcoalKg, grill.fireboxKg), unit)} of ${fuelName}${woodChunks ? `, burying ${woodChunks} ${WOOD_NAMES[request.wood].toLowerCase()} chunk${woodChunks === 1 ? '' : 's'} in it` : ''}. Light one fire starter in the centre and leave the dome open for 10 minutes.`,
    setupDescription,
    `Close the dome. Bottom vent ${vents.bottomVent}, top vent ${vents.topVent}. Let the dome settle at ${show(rule.domeF)}; come up to it slowly, as a kamado is easier to hold than to cool.`,
    ...styleSteps(style, rule, cook, {show, what, batches, capacity}),
    doneF !== null
      ? `Pull at ${show(doneF, true)} inside (${cook.doneness})${safe ? `; the USDA minimum is ${formatTemperature({f: safe.fahrenheit, c: Math.ceil(safe.celsius)}, unit)}` : ''}. Check with an instant-read thermometer in the thickest part.`
      : `It is done when it shows ${cook.doneness}.`,
    rest > 0
      ? `Rest ${formatDuration(rest)} before you ${cook.measure === 'item' ? 'slice' : 'carve or serve'}.`
      : 'Serve straight away.',
    cook.tip,
    'Close both vents to put the fire out; the charcoal left over lights again next time.',
  ];

  const plan: CookPlan = {
    request: {
      ...request,
      style,
      servings: amount.servings,
      weightKg: amount.weightKg,
      items: amount.items,
    },
    title: TITLE_PHRASES[style]
      ? `${cook.name}, ${TITLE_PHRASES[style]}, for ${amount.servings}`
      : `${cook.name} for ${amount.servings}`,
    summary: `${capitalize(what)} ${STYLE_NAMES[style].toLowerCase()} at ${show(rule.domeF)} over ${fuelName}${woodChunks ? ` and ${WOOD_NAMES[request.wood].toLowerCase()}` : ''} on the ${grill.name}: ${formatDuration(total)} from lighting the fire to serving${request.ready ? ` at ${request.ready}` : ''}.`,
    setup: {
      method: rule.setup,
      deflector,
      stone,
      grate,
      description: setupDescription,
    },
    dome: {
      ...temp(rule.domeF),
      ...vents,
      sear: rule.searDomeF ? temp(rule.searDomeF) : undefined,
    },
    fuel: {
      fuel: request.fuel,
      charcoalKg,
      topUps,
      wood: request.wood,
      woodChunks,
    },
    minutes: {heatUp, cook: cookMinutes, rest, total},
    batches,
    timeline,
    temperatures,
    ingredients,
    steps,
    needs: [],
    fit: {fits, capacity, suggestedGrill},
    notes,
  };
  plan.needs = planNeeds(plan, cook);
  return cookSchemas().CookPlan.parse(plan);
}

function styleSteps(
  style: StyleId,
  rule: StyleRule,
  cook: Cook,
  {
    show,
    what,
    batches,
    capacity,
  }: {
    show: (f: number, internal?: boolean) => string;
    what: string;
    batches: number;
    capacity: number;
  },
): string[] {
  const inBatches =
    batches > 1
      ? ` Cook in ${batches} batches of up to ${capacity}${cook.measure === 'kg' ? ' kg' : ''}.`
      : '';
  switch (style) {
    case 'low-and-slow':
      return [
        `Put the ${what} on the grate and close the dome.${inBatches} Every lift of the dome costs heat: look only at the checkpoints.`,
        rule.wrapAtF
          ? `When the bark is set and the inside reaches about ${show(rule.wrapAtF, true)} (the stall), wrap it tightly in butcher paper and put it back.`
          : `Leave it alone; the steady low heat does the work.`,
      ];
    case 'roast':
      return [
        `Put the ${what} on the grate and close the dome.${inBatches} Turn it once halfway for even colour.`,
      ];
    case 'reverse-sear':
      return [
        `Cook the ${what} over the deflector until the inside reaches ${show(rule.searAtF!, true)}.${inBatches}`,
        `Lift the food off, take the deflector out with heat-proof gloves, open both vents and let the dome climb to ${show(rule.searDomeF!)}. Sear ${rule.searMinutes} minutes, turning every minute.`,
      ];
    case 'direct-sear':
      return [
        `Lay the ${what} over the hottest part of the grate.${inBatches} Close the dome between turns and flip every 2 minutes.`,
      ];
    case 'bake':
      return [
        `Slide the ${what} onto the hot stone${batches > 1 ? `, ${capacity} at a time` : ''}, close the dome and bake without peeking for the first 20 minutes.`,
      ];
    case 'pizza':
      return [
        `Launch one pizza at a time onto the stone and close the dome. Turn it a half turn after 2 minutes; it is ready in 4 to 5.`,
        `Close the dome for a minute between pizzas so the stone heats up again.`,
      ];
    case 'smoke-cold':
      return [
        `Put the ${what} on the grate over the ice tray and close the dome. Keep the dome under ${show(90)}; add ice when it melts.`,
      ];
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
