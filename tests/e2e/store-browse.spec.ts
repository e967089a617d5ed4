/**
 * Browsing the store (issue 6): shop filters, sorting and pagination, category pages, the
 * product page's variants and the gift cards page. Expected lists come from the catalog
 * itself (local/storefront/catalog.json), not from app code. Where each test runs
 * (fixtures.ts, MODE): the lists, filters, sorting, pagination and pages are the server's
 * HTML reached through plain links, so they run once, in `no-js` (@server-output); choosing
 * a variant by its option links runs in both projects (the variant picker is where a
 * script may keep the scroll position and the history entry); the axe scans need scripts
 * in the page, so `js` only. The product page's title, meta and JSON-LD are worker tests
 * (tests/worker/seo-tags.test.ts), as is an unknown product's 404 (tests/worker/shell.test.ts).
 */
import {readFileSync} from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {
  PAGE_SIZE,
  SHOP_FILTERS,
} from '../../app/features/catalog/product-listing';
import {expect, MODE, test, VIEWPORTS} from './fixtures';
import {CATALOG_COPY} from '../../app/features/catalog/copy';

type CatalogVariant = {
  price: string;
  compareAtPrice?: string;
  options: string[];
};
type CatalogProduct = {
  handle: string;
  title: string;
  productType: string;
  tags: string[];
  unitsSold: number;
  isGiftCard?: boolean;
  variants: CatalogVariant[];
};
const catalog = JSON.parse(
  readFileSync(
    new URL('../../local/storefront/catalog.json', import.meta.url),
    'utf8',
  ),
) as {
  collections: Array<{handle: string; query: string}>;
  products: CatalogProduct[];
};

/** The default order of every list: Shopify's BEST_SELLING (units sold, most first). */
const bestSelling = [...catalog.products].sort(
  (a, b) => b.unitsSold - a.unitsSold,
);
const titles = (products: CatalogProduct[]) =>
  products.map((product) => product.title);
const minPrice = (product: CatalogProduct) =>
  Math.min(...product.variants.map((variant) => Number(variant.price)));

/** A category's products as the catalog's own collection selects them (by product type). */
function categoryProducts(category: string): CatalogProduct[] {
  const query = catalog.collections.find(
    (collection) => collection.handle === category,
  )!.query;
  const types = [...query.matchAll(/product_type:(?:"([^"]+)"|(\S+))/g)].map(
    (match) => match[1] ?? match[2],
  );
  return bestSelling.filter(
    (product) => types.includes(product.productType) && !product.isGiftCard,
  );
}

const productList = (page: Page) =>
  page.getByRole('region', {name: 'Products'});
const productTitles = (page: Page) =>
  productList(page).getByRole('heading', {level: 3});

/** The price each card shows first (the cheapest variant's). */
async function cardPrices(page: Page): Promise<number[]> {
  const cards = await productList(page).getByRole('listitem').allTextContents();
  return cards.map((text) =>
    Number(/\$([\d,]+\.\d\d)/.exec(text)![1]!.replaceAll(',', '')),
  );
}

test.describe('shop filters', {tag: MODE.serverOutput}, () => {
  test('New arrivals lists exactly the products tagged "new"', async ({
    page,
  }) => {
    await page.goto('/store/shop');
    await page
      .getByRole('navigation', {name: 'Filter'})
      .getByRole('link', {name: 'New arrivals'})
      .click();
    await expect(page).toHaveURL(/\/store\/shop\?filter=new$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      SHOP_FILTERS.new.label,
    );
    await expect(page.getByText(SHOP_FILTERS.new.meaning)).toBeVisible();
    await expect(productTitles(page)).toHaveText(
      titles(bestSelling.filter((product) => product.tags.includes('new'))),
    );
  });

  test('Best sellers lists every product in best-selling order, without other orders to pick', async ({
    page,
  }) => {
    await page.goto('/store/shop?filter=bestsellers&sort=price-asc');
    await expect(
      page.getByText(SHOP_FILTERS.bestsellers.meaning),
    ).toBeVisible();
    await expect(productTitles(page)).toHaveText(
      titles(bestSelling.slice(0, PAGE_SIZE)),
    );
    await expect(page.getByRole('navigation', {name: 'Sort by'})).toHaveCount(
      0,
    );
  });

  test('Sale lists the products with a variant below its compare-at price, tagged or not', async ({
    page,
  }) => {
    const onSale = bestSelling.filter((product) =>
      product.variants.some(
        (variant) =>
          variant.compareAtPrice &&
          Number(variant.compareAtPrice) > Number(variant.price),
      ),
    );
    // The catalog's trap: a reduced variant on a product without the "sale" tag.
    expect(onSale.some((product) => !product.tags.includes('sale'))).toBe(true);

    await page.goto('/store/shop');
    await page
      .getByRole('navigation', {name: 'Filter'})
      .getByRole('link', {name: 'Sale'})
      .click();
    await expect(page).toHaveURL(/\?filter=sale$/);
    await expect(page.getByText(SHOP_FILTERS.sale.meaning)).toBeVisible();
    await expect(productTitles(page)).toHaveText(titles(onSale));
    // A card says "Sale" when every option is reduced, "Sale on some options" when only
    // some are (it then shows the reduced option's price, issue 25).
    const cards = await productList(page).getByRole('listitem').all();
    for (const [index, card] of cards.entries()) {
      const product = onSale[index]!;
      const everyOption = product.variants.every(
        (variant) =>
          !!variant.compareAtPrice &&
          Number(variant.compareAtPrice) > Number(variant.price),
      );
      await expect(
        card.getByText(
          everyOption ? CATALOG_COPY.sale : CATALOG_COPY.saleOnSomeOptions,
          {exact: true},
        ),
      ).toHaveCount(1);
    }
  });

  test('an unknown filter shows all products', async ({page}) => {
    const response = await page.goto('/store/shop?filter=clearance');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      SHOP_FILTERS.all.label,
    );
    await expect(productTitles(page)).toHaveText(
      titles(bestSelling.slice(0, PAGE_SIZE)),
    );
    await expect(
      page
        .getByRole('navigation', {name: 'Filter'})
        .getByRole('link', {name: 'All products'}),
    ).toHaveAttribute('aria-current', 'true');
  });

  test('a filter with nothing in it says so', async ({page}) => {
    // Past the last sale product: an empty page of the sale list.
    const lastOnSale = bestSelling
      .filter((product) => product.variants.some((v) => v.compareAtPrice))
      .at(-1)!;
    await page.goto(
      `/store/shop?filter=sale&cursor=${lastOnSale.handle}&direction=next`,
    );
    await expect(
      page.getByRole('status').filter({hasText: 'No products here right now.'}),
    ).toBeVisible();
    await expect(
      page.getByRole('link', {name: 'See all products'}),
    ).toHaveAttribute('href', '/store/shop');
  });
});

test.describe('shop sorting', {tag: MODE.serverOutput}, () => {
  test('price, low to high is ascending and starts at the cheapest product', async ({
    page,
  }) => {
    await page.goto('/store/shop');
    await page
      .getByRole('navigation', {name: 'Sort by'})
      .getByRole('link', {name: 'Price, low to high'})
      .click();
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    await expect(productTitles(page).first()).toHaveText(
      titles(
        [...catalog.products].sort((a, b) => minPrice(a) - minPrice(b)),
      )[0]!,
    );
    const prices = await cardPrices(page);
    expect(prices).toHaveLength(PAGE_SIZE);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('price, high to low is descending; the order keeps the filter', async ({
    page,
  }) => {
    await page.goto('/store/shop?filter=sale');
    await page
      .getByRole('navigation', {name: 'Sort by'})
      .getByRole('link', {name: 'Price, high to low'})
      .click();
    await expect(page).toHaveURL(/\?filter=sale&sort=price-desc$/);
    await expect(
      page
        .getByRole('navigation', {name: 'Sort by'})
        .getByRole('link', {name: 'Price, high to low'}),
    ).toHaveAttribute('aria-current', 'true');
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});

test.describe('shop pagination', {tag: MODE.serverOutput}, () => {
  test('pages forward to the end and back to the start', async ({page}) => {
    const pages = [0, 1, 2].map((index) =>
      titles(bestSelling.slice(index * PAGE_SIZE, (index + 1) * PAGE_SIZE)),
    );
    expect(pages[2]!.length).toBeGreaterThan(0);
    const pagination = page.getByRole('navigation', {name: 'Pagination'});

    await page.goto('/store/shop');
    await expect(productTitles(page)).toHaveText(pages[0]!);
    await expect(
      pagination.getByRole('link', {name: /Previous page/}),
    ).toHaveCount(0);

    await pagination.getByRole('link', {name: /Next page/}).click();
    await expect(productTitles(page)).toHaveText(pages[1]!);
    await expect(page).toHaveURL(/cursor=.+&direction=next/);
    await pagination.getByRole('link', {name: /Next page/}).click();
    await expect(productTitles(page)).toHaveText(pages[2]!);
    await expect(pagination.getByRole('link', {name: /Next page/})).toHaveCount(
      0,
    );

    await pagination.getByRole('link', {name: /Previous page/}).click();
    await expect(productTitles(page)).toHaveText(pages[1]!);
    await expect(page).toHaveURL(/direction=previous/);
    await pagination.getByRole('link', {name: /Previous page/}).click();
    await expect(productTitles(page)).toHaveText(pages[0]!);
    await expect(
      pagination.getByRole('link', {name: /Previous page/}),
    ).toHaveCount(0);
  });

  test('a page link with a cursor Shopify no longer knows starts the list again', async ({
    page,
  }) => {
    const response = await page.goto(
      '/store/shop?filter=new&cursor=stale&direction=next',
    );
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/store\/shop\?filter=new$/);
    await expect(productTitles(page)).toHaveText(
      titles(bestSelling.filter((product) => product.tags.includes('new'))),
    );
  });

  test('a filtered, sorted list keeps its filter and order across pages', async ({
    page,
  }) => {
    await page.goto('/store/shop?sort=title');
    await page
      .getByRole('navigation', {name: 'Pagination'})
      .getByRole('link', {name: /Next page/})
      .click();
    await expect(page).toHaveURL(/\?sort=title&cursor=.+&direction=next$/);
    const byTitle = titles(
      [...catalog.products].sort((a, b) =>
        a.title.toLowerCase().localeCompare(b.title.toLowerCase()),
      ),
    );
    await expect(productTitles(page)).toHaveText(
      byTitle.slice(PAGE_SIZE, 2 * PAGE_SIZE),
    );
  });
});

test.describe('category pages', {tag: MODE.serverOutput}, () => {
  for (const category of ['grills', 'fuel', 'accessories', 'parts']) {
    test(`/${category} lists exactly the products of its product types, no gift card`, async ({
      page,
    }) => {
      const expected = categoryProducts(category);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThanOrEqual(PAGE_SIZE);
      const response = await page.goto(`/${category}`);
      expect(response?.status()).toBe(200);
      await expect(productTitles(page)).toHaveText(titles(expected));
    });
  }

  test('a product card leads to its product page', async ({page}) => {
    const [first] = categoryProducts('grills');
    await page.goto('/grills');
    await productList(page).getByRole('link', {name: first!.title}).click();
    await expect(page).toHaveURL(
      new RegExp(`/store/product/${first!.handle}$`),
    );
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      first!.title,
    );
  });

  test('the ambiguous types land where the spec says', async ({page}) => {
    await page.goto('/fuel');
    await expect(
      productTitles(page).filter({hasText: 'Charcoal Basket'}),
    ).toHaveCount(1);
    await page.goto('/parts');
    await expect(productTitles(page).filter({hasText: 'Ash Tool'})).toHaveCount(
      1,
    );
  });
});

test.describe('the store front page', {tag: MODE.serverOutput}, () => {
  test('shows featured grills, the four categories, new arrivals and best sellers', async ({
    page,
  }) => {
    await page.goto('/store');
    const section = (name: string) => page.getByRole('region', {name});
    await expect(
      section('Featured grills').getByRole('heading', {level: 3}),
    ).toHaveText(titles(categoryProducts('grills').slice(0, 4)));
    await expect(
      section('Best sellers').getByRole('heading', {level: 3}),
    ).toHaveText(titles(bestSelling.slice(0, 4)));
    await expect(
      section('New arrivals').getByRole('heading', {level: 3}),
    ).toHaveCount(4);
    const categories = section('Shop by category').getByRole('link');
    await expect(categories).toHaveCount(4);
    for (const path of ['/grills', '/fuel', '/accessories', '/parts'])
      await expect(
        section('Shop by category').locator(`a[href="${path}"]`),
      ).toHaveCount(1);
  });
});

test.describe('product page', () => {
  const CLASSIC = '/store/product/classic-18-kamado-grill';
  const TITAN = '/store/product/titan-24-kamado-grill';
  const optionGroup = (page: Page, option: string) =>
    page.getByRole('group', {name: new RegExp(`^${option}`)});

  test(
    'a variant chosen in the URL shows its price, compare-at price and choices',
    {tag: MODE.serverOutput},
    async ({page}) => {
      await page.goto(`${CLASSIC}?Color=Ember+Red&Package=Complete+bundle`);
      const main = page.getByRole('main');
      await expect(main.getByText('$1,399.00', {exact: true})).toBeVisible();
      await expect(main.locator('s')).toHaveText('$1,549.00');
      await expect(
        optionGroup(page, 'Color').getByRole('link', {name: 'Ember Red'}),
      ).toHaveAttribute('aria-current', 'true');
      await expect(
        optionGroup(page, 'Package').getByRole('link', {
          name: 'Complete bundle',
        }),
      ).toHaveAttribute('aria-current', 'true');
      await expect(
        page.getByRole('button', {name: 'Add to cart'}),
      ).toBeEnabled();
    },
  );

  test('clicking an option changes the URL, the price and the choice', async ({
    page,
  }) => {
    await page.goto(CLASSIC);
    const main = page.getByRole('main');
    await expect(main.getByText('$1,099.00', {exact: true})).toBeVisible();
    await optionGroup(page, 'Package')
      .getByRole('link', {name: 'Complete bundle'})
      .click();
    await expect(page).toHaveURL(/Package=Complete\+bundle/);
    await expect(main.getByText('$1,399.00', {exact: true})).toBeVisible();
    await expect(
      optionGroup(page, 'Package').getByRole('link', {name: 'Complete bundle'}),
    ).toHaveAttribute('aria-current', 'true');

    // The other choice is kept where that variant exists.
    await optionGroup(page, 'Color')
      .getByRole('link', {name: 'Ember Red'})
      .click();
    await expect(page).toHaveURL(/Color=Ember\+Red&Package=Complete\+bundle/);
  });

  // Both modes: with scripts <variant-picker> swaps the product in place.
  test('choosing an option keeps the scroll position and the history entry; without scripts it is a plain link', async ({
    page,
    jsEnabled,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/store');
    await page.goto(CLASSIC);
    if (jsEnabled)
      await page.waitForFunction(() => customElements.get('variant-picker'));
    const bundle = optionGroup(page, 'Package').getByRole('link', {
      name: 'Complete bundle',
    });
    await bundle.scrollIntoViewIfNeeded();
    const where = () =>
      page.evaluate(() => ({
        scrollY: Math.round(window.scrollY),
        entries: history.length,
      }));
    const before = await where();
    expect(before.scrollY).toBeGreaterThan(0);

    await bundle.click();
    await expect(page).toHaveURL(/Package=Complete\+bundle/);
    await expect(
      page.getByRole('main').getByText('$1,399.00', {exact: true}),
    ).toBeVisible();
    await expect(bundle).toHaveAttribute('aria-current', 'true');
    const after = await where();
    if (jsEnabled) {
      expect(after).toEqual(before);
      await expect(bundle).toBeFocused();
      // Back leaves the product, not the option.
      await page.goBack();
      await expect(page).toHaveURL(/\/store$/);
    } else {
      // The link loaded the variant's page, as any link does.
      expect(after.entries).toBe(before.entries + 1);
    }
  });

  test(
    'a combination that does not exist is shown but not offered as a link',
    {tag: MODE.serverOutput},
    async ({page}) => {
      await page.goto(`${CLASSIC}?Color=Sandstone`);
      const packages = optionGroup(page, 'Package');
      await expect(
        packages.getByRole('link', {name: 'Grill only'}),
      ).toHaveAttribute('aria-current', 'true');
      await expect(
        packages.getByRole('link', {name: /Complete bundle/}),
      ).toHaveCount(0);
      await expect(packages.getByText('Complete bundle')).toBeVisible();
    },
  );

  test(
    'a sold-out variant is marked and cannot be added; an available one can',
    {tag: MODE.serverOutput},
    async ({page}) => {
      await page.goto(TITAN);
      await expect(
        page.getByRole('button', {name: 'Add to cart'}),
      ).toBeEnabled();
      await optionGroup(page, 'Color')
        .getByRole('link', {name: /^Ember Red/})
        .click();
      await expect(page).toHaveURL(/Color=Ember\+Red/);
      await expect(page.getByText(/^Sold out: /)).toBeVisible();
      await expect(page.getByRole('button', {name: 'Sold out'})).toBeDisabled();
      await expect(page.getByRole('button', {name: 'Add to cart'})).toHaveCount(
        0,
      );

      await optionGroup(page, 'Color')
        .getByRole('link', {name: 'Sandstone'})
        .click();
      await expect(page).toHaveURL(/Color=Sandstone/);
      await expect(page.getByText('In stock', {exact: true})).toBeVisible();
      await expect(
        page.getByRole('button', {name: 'Add to cart'}),
      ).toBeEnabled();
    },
  );

  test(
    'shows up to 10 images, the first one loaded at once and the rest lazily',
    {tag: MODE.serverOutput},
    async ({page}) => {
      await page.goto(CLASSIC);
      const images = page.getByRole('main').getByRole('img');
      const count = await images.count();
      expect(count).toBeGreaterThan(1);
      expect(count).toBeLessThanOrEqual(10);
      await expect(images.first()).toHaveAttribute('loading', 'eager');
      await expect(images.first()).toHaveAttribute('sizes', /.+/);
      for (const image of (await images.all()).slice(1))
        await expect(image).toHaveAttribute('loading', 'lazy');
    },
  );
});

test.describe('gift cards', {tag: MODE.serverOutput}, () => {
  test('shows the gift card in its four denominations, each one can be chosen and added', async ({
    page,
  }) => {
    await page.goto('/gift-cards');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Emberforge Gift Card',
    );
    const denominations = page
      .getByRole('group', {name: /^Denomination/})
      .getByRole('link');
    await expect(denominations).toHaveText(['$25', '$50', '$100', '$250']);

    await denominations.filter({hasText: '$100'}).click();
    await expect(page).toHaveURL(/\/gift-cards\?Denomination=%24100$/);
    await expect(
      page.getByRole('main').getByText('$100.00', {exact: true}),
    ).toBeVisible();
    await expect(page.getByRole('button', {name: 'Add to cart'})).toBeEnabled();
  });
});

// axe runs as a script in the page.
test.describe('accessibility', {tag: MODE.jsOnly}, () => {
  const PAGES = [
    '/store',
    '/store/shop?filter=sale',
    '/grills',
    '/store/product/titan-24-kamado-grill?Color=Ember+Red',
    '/gift-cards',
  ];

  for (const theme of ['light', 'dark']) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      test(`the store's pages have no axe violations, ${theme} on a ${name}`, async ({
        page,
      }) => {
        // Scans every store page in turn: a long test on a busy machine.
        test.slow();
        await page.setViewportSize(viewport);
        await page.addInitScript(
          (choice) => localStorage.setItem('theme', choice),
          theme,
        );
        for (const path of PAGES) {
          await page.goto(path);
          expect(
            (await new AxeBuilder({page}).analyze()).violations,
            path,
          ).toEqual([]);
        }
      });
    }
  }
});
