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
