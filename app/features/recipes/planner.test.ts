import {describe, expect, it} from 'vitest';
import {COOKS, STYLE_IDS, stylesOf, type CookId} from './cooks';
import {USDA_SAFE_MINIMUMS, safeMinimumFor} from './food-safety';
import {GRILLS} from './grills';
import {PlanRequestError, planCook} from './planner';
import {cookSchemas, type CookRequest} from './schema';

const base = {
  grill: 'classic-18',
  fuel: 'lump',
  wood: 'hickory',
  units: 'f',
} as const satisfies Partial<CookRequest>;

function plan(request: Partial<CookRequest> & {cook: CookId}) {
  return planCook({...base, ...request});
}

describe('planCook: food safety (USDA FSIS chart)', () => {
  const cases = COOKS.flatMap((cook) =>
    stylesOf(cook).map((style) => ({cook, style})),
  );

  it.each(cases.map(({cook, style}) => [cook.id, style, cook] as const))(
    '%s, %s: every final pull temperature is at or above the USDA minimum',
    (_id, style, cook) => {
      const result = plan({cook: cook.id, style, servings: 4});
      const safe = safeMinimumFor(cook.safety);
      const pull = result.temperatures.find((t) => t.label.startsWith('Pull'));
      if (!safe) {
        expect(pull?.safeMinimum).toBeUndefined();
        return;
      }
      expect(pull).toBeDefined();
      expect(pull!.target.f).toBeGreaterThanOrEqual(safe.fahrenheit);
      expect(pull!.target.c).toBeGreaterThanOrEqual(safe.celsius);
      expect(pull!.safeMinimum).toEqual({
        f: safe.fahrenheit,
        c: Math.ceil(safe.celsius),
      });
    },
  );

  it.each([
    ['whole-chicken', 165],
    ['wings', 165],
    ['turkey', 165],
    ['burgers', 160],
    ['steak', 145],
    ['lamb-leg', 145],
    ['pork-shoulder', 145],
    ['brisket', 145],
    ['ribs', 145],
    ['salmon', 145],
  ] as const)('%s is held to the USDA minimum of %i °F', (cook, minimum) => {
    const pull = plan({cook}).temperatures.find((t) => t.safeMinimum);
    expect(pull!.safeMinimum!.f).toBe(minimum);
    expect(pull!.target.f).toBeGreaterThanOrEqual(minimum);
  });

  it('uses the USDA chart figures', () => {
    expect(USDA_SAFE_MINIMUMS.poultry.fahrenheit).toBe(165);
    expect(USDA_SAFE_MINIMUMS['ground-meat'].fahrenheit).toBe(160);
    expect(USDA_SAFE_MINIMUMS['beef-pork-lamb-whole'].fahrenheit).toBe(145);
    expect(USDA_SAFE_MINIMUMS.fish.fahrenheit).toBe(145);
  });

  it('shows Celsius targets rounded up, never below the chart (160 °F is 71.1 °C: 72, not 71)', () => {
    const pull = plan({cook: 'burgers', units: 'c'}).temperatures.at(-1)!;
    expect(pull.target.c).toBe(72);
    expect(plan({cook: 'burgers', units: 'c'}).steps.join(' ')).toContain(
      '72 °C',
    );
  });
});

describe('planCook: time', () => {
  it.each([
    ['brisket', 'low-and-slow'],
    ['pork-shoulder', 'low-and-slow'],
    ['pork-shoulder', 'roast'],
    ['whole-chicken', 'roast'],
    ['turkey', 'roast'],
    ['lamb-leg', 'roast'],
    ['ribs', 'low-and-slow'],
  ] as const)('%s, %s: a heavier cook takes longer', (cook, style) => {
    const times = [1, 2, 3, 4].map(
      (weightKg) =>
        plan({cook, style, weightKg, grill: 'titan-24'}).minutes.cook,
    );
    for (let i = 1; i < times.length; i += 1)
      expect(times[i]).toBeGreaterThan(times[i - 1]!);
  });

  it('more pizzas take longer, one at a time on the stone', () => {
    expect(plan({cook: 'pizza', servings: 8}).minutes.cook).toBeGreaterThan(
      plan({cook: 'pizza', servings: 2}).minutes.cook,
    );
  });

  it('plans back from the serve-by time: brisket for 8 by 18:00', () => {
    const result = plan({cook: 'brisket', servings: 8, ready: '18:00'});
    expect(result.timeline.at(-1)).toMatchObject({
      clock: '18:00',
      label: 'Serve',
      daysBefore: 0,
    });
    expect(result.timeline[0]!.atMinute).toBe(0);
    expect(result.timeline.at(-1)!.atMinute).toBe(result.minutes.total);
    expect(result.minutes.total).toBe(
      result.minutes.heatUp + result.minutes.cook + result.minutes.rest,
    );
    expect(result.timeline.map((entry) => entry.label).join('\n')).toMatch(
      /Wrap in butcher paper/,
    );
    expect(result.request.weightKg).toBeCloseTo(3.6);
  });

  it('an early serve-by time starts the day before and says so', () => {
    const result = plan({cook: 'brisket', weightKg: 6, ready: '08:00'});
    expect(result.timeline[0]!.daysBefore).toBe(1);
    expect(result.notes.join(' ')).toMatch(/the day before/);
  });
});

describe('planCook: equipment and capacity', () => {
  it.each(['scout-15', 'classic-18', 'titan-24'] as const)(
    'pizza needs the stone (%s)',
    (grill) => {
      const result = plan({cook: 'pizza', servings: 6, grill});
      expect(result.setup.stone).toBe(true);
      expect(result.needs.map((need) => need.id)).toContain('stone');
      expect(result.dome.f).toBeGreaterThanOrEqual(600);
    },
  );

  it('bread needs the stone; a brisket does not', () => {
    expect(plan({cook: 'bread'}).setup.stone).toBe(true);
    expect(plan({cook: 'brisket'}).setup.stone).toBe(false);
    expect(plan({cook: 'brisket'}).needs.map((n) => n.id)).not.toContain(
      'stone',
    );
  });

  it('a big brisket does not fit the small grill: the plan says so and suggests the size that fits', () => {
    const result = plan({cook: 'brisket', weightKg: 6.5, grill: 'scout-15'});
    expect(result.fit.fits).toBe(false);
    expect(result.fit.capacity).toBeLessThan(6.5);
    expect(result.fit.suggestedGrill).toBe('classic-18');
    expect(result.notes[0]).toMatch(/does not fit the Scout 15"/);
    expect(result.notes[0]).toMatch(/The Classic 18" fits it/);
    const grill = result.needs.find((need) => need.id === 'grill')!;
    expect(grill.titleIncludes).toBe('18"');
    expect(grill.why).toMatch(/size that fits/);
  });

  it('a brisket too big for the Classic goes to the Titan', () => {
    const result = plan({cook: 'brisket', weightKg: 9, grill: 'classic-18'});
    expect(result.fit).toMatchObject({fits: false, suggestedGrill: 'titan-24'});
  });

  it('the same brisket fits the Titan as planned', () => {
    const result = plan({cook: 'brisket', weightKg: 6.5, grill: 'titan-24'});
    expect(result.fit.fits).toBe(true);
    expect(result.fit.suggestedGrill).toBeUndefined();
  });

  it('small pieces that do not fit at once are cooked in batches', () => {
    const result = plan({cook: 'wings', weightKg: 6, grill: 'scout-15'});
    expect(result.fit.fits).toBe(true);
    expect(result.batches).toBeGreaterThan(1);
    expect(result.timeline.some((entry) => /Batch 2/.test(entry.label))).toBe(
      true,
    );
  });

  it('a hotter, longer cook burns more charcoal; a long one on a small firebox is topped up', () => {
    expect(
      plan({cook: 'brisket', weightKg: 4}).fuel.charcoalKg,
    ).toBeGreaterThan(plan({cook: 'brisket', weightKg: 2}).fuel.charcoalKg);
    const long = plan({cook: 'pork-shoulder', weightKg: 4, grill: 'scout-15'});
    expect(long.fuel.charcoalKg).toBeGreaterThan(GRILLS['scout-15'].fireboxKg);
    expect(long.fuel.topUps).toBeGreaterThan(0);
    expect(long.timeline.some((e) => /Top up the charcoal/.test(e.label))).toBe(
      true,
    );
  });

  it('a direct sear has no deflector and sits close to the coals', () => {
    const result = plan({cook: 'steak', style: 'direct-sear'});
    expect(result.setup).toMatchObject({method: 'direct', deflector: false});
    expect(result.needs.map((n) => n.id)).not.toContain('deflector');
    expect(result.needs.map((n) => n.id)).toContain('grate');
  });

  it('a reverse sear has a slow phase and a sear, with both dome temperatures', () => {
    const result = plan({cook: 'steak', style: 'reverse-sear'});
    expect(result.dome.f).toBe(250);
    expect(result.dome.sear?.f).toBe(600);
    expect(result.timeline.some((e) => /deflector out/.test(e.label))).toBe(
      true,
    );
  });
});

describe('planCook: amounts and requests', () => {
  it('scales the rub with the weight', () => {
    const small = plan({cook: 'pork-shoulder', weightKg: 2});
    const big = plan({cook: 'pork-shoulder', weightKg: 4});
    const salt = (p: typeof small) =>
      p.ingredients.find((i) => i.item === 'Kosher salt')!.amount;
    expect(salt(big)).toBe(2 * salt(small));
  });

  it('derives the weight from servings and the servings from a weight', () => {
    expect(plan({cook: 'brisket', servings: 10}).request.weightKg).toBe(4.5);
    expect(plan({cook: 'brisket', weightKg: 4.5}).request.servings).toBe(10);
    expect(plan({cook: 'pizza', servings: 5}).request.items).toBe(3);
  });

  it('refuses a style the cook does not suit with a clear message', () => {
    expect(() => plan({cook: 'brisket', style: 'pizza'})).toThrow(
      PlanRequestError,
    );
    expect(() => plan({cook: 'brisket', style: 'pizza'})).toThrow(
      /Brisket is not a pizza cook. Choose low and slow or roast/,
    );
    // One style only: no "Pizza is not a low and slow cook. Choose pizza." (issue 25 item 21).
    expect(() => plan({cook: 'pizza', style: 'low-and-slow'})).toThrow(
      'We plan pizza one way only (pizza style), not low and slow.',
    );
  });

  it('points to the ingredients without saying where they are (above on the page, apart in JSON-LD)', () => {
    const steps = plan({cook: 'brisket', servings: 10}).steps;
    expect(steps.join(' ')).toContain('from the ingredients list');
    expect(steps.join(' ')).not.toMatch(/ingredients (below|above)/);
  });

  it('rejects out-of-range input through the schema', () => {
    expect(() => plan({cook: 'brisket', weightKg: 100})).toThrow(
      /We plan up to 30 kg/,
    );
    expect(() => plan({cook: 'brisket', ready: '25:00'})).toThrow(/24-hour/);
  });

  it('is deterministic and always schema-valid', () => {
    for (const cook of COOKS)
      for (const style of STYLE_IDS.filter((s) => s in cook.styles)) {
        const a = plan({cook: cook.id, style, servings: 6, ready: '19:30'});
        expect(
          plan({cook: cook.id, style, servings: 6, ready: '19:30'}),
        ).toEqual(a);
        expect(cookSchemas().CookPlan.safeParse(a).success).toBe(true);
        expect(a.steps.length).toBeGreaterThanOrEqual(8);
      }
  });

  it.each([
    [{cook: 'brisket', servings: 8}, 'Brisket, low and slow, for 8'],
    [{cook: 'pizza', servings: 6}, 'Pizza for 6'],
    [{cook: 'bread', servings: 8}, 'Bread, baked, for 8'],
    [{cook: 'steak', servings: 2}, 'Steak, reverse seared, for 2'],
  ] as const)('titles %o as "%s"', (request, title) => {
    expect(plan(request).title).toBe(title);
  });

  it('writes every temperature in the chosen unit', () => {
    const celsius = plan({cook: 'brisket', units: 'c'});
    const text = [
      ...celsius.steps,
      ...celsius.timeline.map((e) => e.label),
    ].join(' ');
    expect(text).toContain('121 °C');
    expect(text).not.toMatch(/°F/);
  });
});
