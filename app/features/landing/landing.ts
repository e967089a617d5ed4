/** The landing page's fixed figures (SPEC 2 "Landing page", SPEC 9). */
export const EARLY_BIRD = {taken: 387, total: 500, remaining: 113} as const;

export const WAITLIST_STATS = {
  proChefs: 189,
  restaurants: 23,
  countries: 12,
} as const;

/** The spec names "home cooks" without a number: everyone waiting who is not a chef or a restaurant. */
export function homeCooks(waitingCount: number): number {
  return Math.max(
    0,
    waitingCount - WAITLIST_STATS.proChefs - WAITLIST_STATS.restaurants,
  );
}

export const SPEC_HIGHLIGHTS = [
  {value: '±1°C', label: 'Temperature precision'},
  {value: '10,000+', label: 'Recipe combinations'},
  {value: '12-minute', label: 'Heat-up'},
  {value: '4x', label: 'Longer burn'},
] as const;

/** The three sizes: locked teasers before the launch, the grills themselves after it. */
export const GRILL_SIZES = [
  {
    teaser: 'Size I',
    name: 'Scout 15"',
    handle: 'scout-15-kamado-grill',
    hint: 'For two, and a weekend of low-and-slow',
  },
  {
    teaser: 'Size II',
    name: 'Classic 18"',
    handle: 'classic-18-kamado-grill',
    hint: 'The family kamado',
  },
  {
    teaser: 'Size III',
    name: 'Titan 24"',
    handle: 'titan-24-kamado-grill',
    hint: 'For crowds and whole-hog ambitions',
  },
] as const;
