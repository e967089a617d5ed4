import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {
  hydrogenStorefront,
  startTestStorefront,
  type TestStorefront,
} from '../../../local/storefront/test-support';
import {findNeededProducts} from './needed-products.server';
import {planCook} from './planner';

/** The real Storefront query, through Hydrogen's client, against the local Storefront API. */
let api: TestStorefront;
beforeAll(async () => {
  api = await startTestStorefront();
});
afterAll(() => api.server.close());

const storefront = () => hydrogenStorefront(api.server);

const brisket = planCook({
  cook: 'brisket',
  servings: 8,
  ready: '18:00',
  grill: 'classic-18',
  fuel: 'lump',
  wood: 'hickory',
  units: 'f',
});

describe('findNeededProducts', () => {
  it('finds every product a brisket plan needs, with the variant it asks for', async () => {
    const found = await findNeededProducts(storefront(), brisket.needs);
    expect(found).not.toBeNull();
    const byNeed = Object.fromEntries(
      found!.map(({need, product}) => [need.id, product]),
    );
    expect(Object.keys(byNeed)).toEqual(brisket.needs.map((need) => need.id));
    for (const product of Object.values(byNeed)) expect(product).not.toBeNull();
    expect(byNeed.grill!.title).toBe('Classic 18" Kamado Grill');
    expect(byNeed.charcoal!.handle).toBe('hardwood-lump-charcoal');
    expect(byNeed.charcoal!.variant.title).toBe('20 lb');
    expect(byNeed.charcoal!.variant.price.amount).toMatch(/^34\.0+$/);
    expect(byNeed.wood!.variant.title).toBe('Hickory');
    expect(byNeed.deflector!.handle).toBe('heat-deflector-plates');
  });

  it('a pizza plan gets the pizza stone; an oversized brisket the grill that fits', async () => {
    const pizza = planCook({
      cook: 'pizza',
      servings: 4,
      grill: 'scout-15',
      fuel: 'lump',
      wood: 'oak',
      units: 'c',
    });
    const big = planCook({
      cook: 'brisket',
      weightKg: 6.5,
      grill: 'scout-15',
      fuel: 'coconut',
      wood: 'none',
      units: 'c',
    });
    const [pizzaProducts, bigProducts] = await Promise.all([
      findNeededProducts(storefront(), pizza.needs),
      findNeededProducts(storefront(), big.needs),
    ]);
    expect(
      pizzaProducts!.find((p) => p.need.id === 'stone')!.product!.handle,
    ).toBe('cordierite-pizza-stone');
    expect(
      bigProducts!.find((p) => p.need.id === 'grill')!.product!.title,
    ).toBe('Classic 18" Kamado Grill');
    expect(
      bigProducts!.find((p) => p.need.id === 'charcoal')!.product!.handle,
    ).toBe('coconut-shell-charcoal');
  });

  it('answers null (the page shows the plan without products) when the Storefront API fails', async () => {
    await fetch(`${api.server.url}/__local/fail`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({mode: 'http', status: 502}),
    });
    const log = {warn: vi.fn()};
    expect(
      await findNeededProducts(storefront(), brisket.needs, log),
    ).toBeNull();
    expect(log.warn).toHaveBeenCalledWith('recipes.products_failed', {
      error: expect.any(Error),
    });
  });
});
