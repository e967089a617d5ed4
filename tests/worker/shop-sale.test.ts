/**
 * The shop's Sale and New lists (issue 25, items 6 and 19): each facet value's count is
 * what ticking it shows, and a product with only some options reduced says so, with the
 * reduced option's price in the sale list.
 */
import {describe, expect, it} from 'vitest';
import {CATALOG_COPY} from '../../app/features/catalog/copy';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

const html = async (path: string) => {
  const response = await worker.fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** The product type facet's values and counts, as the form shows them. */
const typeCounts = (page: string) =>
  [
    ...page.matchAll(
      /name="filter\.p\.product_type" value="([^"]+)"[^>]*\/>[^<]*<span[^>]*>\((\d+)\)<\/span>/g,
    ),
  ].map(([, type, count]) => ({
    type: type!.replaceAll('&amp;', '&'),
    count: Number(count),
  }));

const cardsIn = (page: string) =>
  /<ul class="card-grid">([\s\S]*?)<\/ul>/
    .exec(page)?.[1]
    ?.match(/<li><a href="\/store\/product\//g)?.length ?? 0;

/** The card of a product (its link and what is inside). */
const card = (page: string, handle: string) =>
  new RegExp(`<a href="/store/product/${handle}"[^>]*>([\\s\\S]*?)</a>`).exec(
    page,
  )?.[1] ?? '';

describe('facet counts under Sale and New', () => {
  it.each(['sale', 'new'])(
    "?filter=%s: every product type's count is what ticking it shows",
    async (filter) => {
      const counts = typeCounts(await html(`/store/shop?filter=${filter}`));
      expect(counts.length).toBeGreaterThan(1);
      for (const {type, count} of counts) {
        const chosen = await html(
          `/store/shop?filter=${filter}&${new URLSearchParams({'filter.p.product_type': type})}`,
        );
        expect(cardsIn(chosen), `${filter}: ${type}`).toBe(count);
      }
      if (filter === 'sale')
        // Apparel has nothing on sale: it must not promise any.
        expect(
          counts.find((value) => value.type === 'Apparel')?.count ?? 0,
        ).toBe(0);
    },
  );
});

describe('a product with only some options on sale', () => {
  it('shows the reduced option, crossed-out price and "Sale on some options" in the sale list', async () => {
    const classic = card(
      await html('/store/shop?filter=sale'),
      'classic-18-kamado-grill',
    );
    expect(classic).toContain(CATALOG_COPY.saleOnSomeOptions);
    expect(classic).toContain('$1,399.00');
    expect(classic).toMatch(/<s\b[^>]*>\$1,549\.00<\/s>/);
    expect(classic).not.toContain('$1,099.00');
  });

  it('says "Sale on some options" beside its plain price elsewhere', async () => {
    const classic = card(await html('/grills'), 'classic-18-kamado-grill');
    expect(classic).toContain(CATALOG_COPY.saleOnSomeOptions);
    expect(classic).toContain('From $1,099.00');
  });
});
