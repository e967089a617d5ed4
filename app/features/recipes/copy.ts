/** The AI recipes page's copy: headings, labels, notices and the how-to guides. */
export const RECIPES_COPY = {
  title: 'AI Recipes',
  eyebrow: 'Cook planner',
  heading: 'Plan your cook',
  intro:
    'Tell us what you have and when you want to eat. You get a complete plan for your kamado: set-up, vents, charcoal, a timeline, the temperatures to pull at, and what you need.',
  description:
    'A kamado cook planner: set-up, vents, charcoal, a timeline to your serve-by time, safe internal temperatures and the gear you need, for brisket, ribs, pizza and more.',
  formHeading: 'What are you cooking?',
  haveLabel: 'What I have',
  havePlaceholder: '2 kg pork shoulder, apple wood, ready by 19:00',
  haveHint:
    'Optional. Whatever you write here (the food, its weight or the number of people, the wood, a serve-by time) replaces the same choice below.',
  cookLabel: 'What to cook',
  cookPlaceholder: 'Choose…',
  servingsLabel: 'Servings',
  weightLabel: 'Or its weight',
  weightUnitLabel: 'Weight unit',
  styleLabel: 'Style',
  styleDefault: 'Best for this cook',
  readyLabel: 'Ready by',
  readyHint: 'Optional: we count back from it.',
  grillLabel: 'Grill size',
  fuelLabel: 'Fuel',
  woodLabel: 'Wood on hand',
  unitsLabel: 'Temperatures in',
  submit: 'Plan my cook',
  errorHeading: 'We could not plan that yet',
  understoodPrefix: 'We read:',
  planSource: {
    engine: 'Planned by our kamado engine.',
    llm: 'Written up by AI from our kamado engine’s plan; every temperature, time and quantity comes from the engine.',
    fallback:
      'Our AI writer is unavailable right now, so this is the engine’s own wording; the plan is complete.',
  },
  fitHeading: 'Grill size',
  atAGlance: 'At a glance',
  setupLabel: 'Set-up',
  domeLabel: 'Dome',
  searLabel: 'Sear at',
  ventsLabel: 'Vents',
  fuelAmountLabel: 'Charcoal',
  woodAmountLabel: 'Wood',
  totalLabel: 'Start to finish',
  serveLabel: 'Serve at',
  timelineHeading: 'Timeline',
  temperaturesHeading: 'Internal temperatures',
  usdaMinimum: 'USDA minimum',
  ingredientsHeading: 'Ingredients',
  stepsHeading: 'Steps',
  needsHeading: 'What you need',
  needsUnavailable:
    'Our products could not be loaded right now; the plan above is complete without them.',
  notSold: 'Not in our shop yet.',
  /** The plan's choice is sold out; the product shown is another of its options. */
  soldOutChoice: (wanted: string, offered: string) =>
    `${wanted} is sold out right now: ${offered} works as well.`,
  guidesHeading: 'How-to guides',
  notes: 'Notes',
  printHint: 'Print this page for a clean copy of the plan.',
  dayBefore: (days: number) =>
    days === 1 ? 'the day before' : `${days} days before`,
} as const;

export type Guide = {id: string; title: string; steps: string[]};

/** The guides the menu's "How-to Guides" promises: short, server-rendered. */
export const GUIDES: Guide[] = [
  {
    id: 'lighting',
    title: 'Lighting the kamado',
    steps: [
      'Open both vents fully and stir out last time’s ash so air can reach the fire.',
      'Fill the firebox with lump to the top of the fire ring for a long cook, a little less for a short one; big lumps at the bottom.',
      'Push a natural fire starter into the centre and light it. No lighter fluid: the ceramic soaks up its taste.',
      'Leave the dome open for 10 minutes until the lump around the starter glows, then close it and set the vents.',
    ],
  },
  {
    id: 'vents',
    title: 'Controlling the temperature with the vents',
    steps: [
      'The bottom vent feeds air to the fire and sets the temperature; the top vent lets smoke out and fine-tunes it.',
      'Come up to your target slowly and close the vents a little before you reach it: a kamado is easy to heat and slow to cool.',
      'Change one vent at a time, by a little, and wait 10 minutes before you judge the result.',
      'Burp the dome before you lift it when it is hot: open it an inch for a second, so a rush of air cannot flare up.',
    ],
  },
  {
    id: 'low-and-slow',
    title: 'Setting up for low and slow',
    steps: [
      'Fill the firebox and bury three or four wood chunks in the lump, spread around, so smoke comes all through the cook.',
      'Light one spot in the centre only: the fire burns outward through the lump for hours.',
      'Put the heat deflector in and a drip pan on it, then the grate at the felt line.',
      'Settle the dome at 225 to 275 °F (107 to 135 °C) with the bottom vent a finger’s width open, and leave it alone.',
    ],
  },
  {
    id: 'pizza',
    title: 'Setting up for pizza',
    steps: [
      'Fill the firebox to the top of the fire ring: pizza wants a big, hot fire.',
      'Heat deflector in, then the pizza stone on a raised grate above the felt line, so the stone heats from the air, not the flame.',
      'Open the vents wide and let the dome reach 600 to 700 °F (315 to 370 °C); give the stone 20 more minutes to soak up the heat.',
      'Launch one pizza at a time, turn it halfway, and close the dome for a minute between pizzas.',
    ],
  },
  {
    id: 'searing',
    title: 'Setting up for searing',
    steps: [
      'No deflector: the grate (cast iron holds the most heat) goes in its lowest position over the coals.',
      'Open both vents fully and wait until the dome shows 550 °F (290 °C) or more.',
      'Pat the meat dry, sear with the dome closed, and turn every minute or two for an even crust.',
      'For thick steaks, reverse sear: cook them slowly with the deflector in first, then sear.',
    ],
  },
];
