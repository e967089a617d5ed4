import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {loadCatalog} from './catalog.ts';
import {
  hydrogenStorefront,
  startTestStorefront,
  type TestStorefront,
} from './test-support.ts';

/** Shopify Markets in the stand-in (issue 30), over HTTP as the worker asks. */
let api: TestStorefront;
beforeAll(async () => {
  api = await startTestStorefront();
});
afterAll(() => api.server.close());
beforeEach(async () => {
  await api.control('reset');
});

/** A query in a market: the operation carries `@inContext` as Hydrogen's queries do. */
function inContext<T = any>(
  country: string,
  language: string,
  selection: string,
  variables: Record<string, unknown> = {},
  declarations = '',
) {
  return api.storefront<T>(
    `query Q($country: CountryCode, $language: LanguageCode${declarations}) @inContext(country: $country, language: $language) ${selection}`,
    {country, language, ...variables},
  );
}
function mutationIn<T = any>(
  country: string,
  selection: string,
  variables: Record<string, unknown>,
  declarations: string,
) {
  return api.storefront<T>(
    `mutation M($country: CountryCode${declarations}) @inContext(country: $country) ${selection}`,
    {country, ...variables},
  );
}

const catalog = loadCatalog();
const variantBySku = (sku: string) =>
  [...catalog.variantById.values()].find((variant) => variant.sku === sku)!.id;

const PRODUCT = `{ product(handle: $handle) {
  title description availableForSale seo { title }
  priceRange { minVariantPrice { amount currencyCode } }
  variants(first: 10) { nodes { sku availableForSale quantityAvailable price { amount currencyCode } compareAtPrice { amount currencyCode } } }
} }`;
const product = (country: string, language: string, handle: string) =>
  inContext(country, language, PRODUCT, {handle}, ', $handle: String!');

describe('localization', () => {
  const LOCALIZATION = `{ localization {
    country { isoCode name currency { isoCode name symbol } unitSystem defaultLanguage { isoCode } availableLanguages { isoCode } }
    language { isoCode name endonymName }
    availableCountries { isoCode currency { isoCode } }
    availableLanguages { isoCode endonymName }
    market { handle }
  } }`;

  it('lists every country a market sells to, each in its currency', async () => {
    const {data} = await inContext('US', 'EN', LOCALIZATION);
    expect(data.localization.availableCountries).toEqual([
      {isoCode: 'US', currency: {isoCode: 'USD'}},
      {isoCode: 'CA', currency: {isoCode: 'CAD'}},
      {isoCode: 'GB', currency: {isoCode: 'GBP'}},
      {isoCode: 'DE', currency: {isoCode: 'EUR'}},
    ]);
  });

  it('answers in the country and language asked: Canada in French', async () => {
    const {data} = await inContext('CA', 'FR', LOCALIZATION);
    expect(data.localization.country).toEqual({
      isoCode: 'CA',
      name: 'Canada',
      currency: {isoCode: 'CAD', name: 'Canadian Dollar', symbol: '$'},
      unitSystem: 'METRIC_SYSTEM',
      defaultLanguage: {isoCode: 'EN'},
      availableLanguages: [{isoCode: 'EN'}, {isoCode: 'FR'}],
    });
    expect(data.localization.language).toEqual({
      isoCode: 'FR',
      name: 'French',
      endonymName: 'Français',
    });
    expect(data.localization.availableLanguages).toEqual([
      {isoCode: 'EN', endonymName: 'English'},
      {isoCode: 'FR', endonymName: 'Français'},
    ]);
    expect(data.localization.market).toEqual({handle: 'ca'});
  });

  it("falls back as Shopify does: another country to the shop's, another language to the market's", async () => {
    const japan = await inContext('JP', 'EN', LOCALIZATION);
    expect(japan.data.localization.country.isoCode).toBe('US');
    expect(japan.data.localization.market).toEqual({handle: 'us'});
    const germanyInFrench = await inContext('DE', 'FR', LOCALIZATION);
    expect(germanyInFrench.data.localization.country.isoCode).toBe('DE');
    expect(germanyInFrench.data.localization.language.isoCode).toBe('DE');
  });
});

describe('prices: each market its fixed price list', () => {
  it.each([
    ['CA', 'CAD', '1929.0', '2139.0'],
    ['GB', 'GBP', '1149.0', '1269.0'],
    ['DE', 'EUR', '1359.0', '1499.0'],
    ['US', 'USD', '1399.0', '1549.0'],
  ])(
    'in %s the Classic bundle is in %s at its listed price and compare-at price',
    async (country, currency, price, compareAt) => {
      const {data} = await product(country, 'EN', 'classic-18-kamado-grill');
      const bundle = data.product.variants.nodes.find(
        (variant: {sku: string}) => variant.sku === 'EF-CL18-BLK-B',
      );
      expect(bundle.price).toEqual({amount: price, currencyCode: currency});
      expect(bundle.compareAtPrice).toEqual({
        amount: compareAt,
        currencyCode: currency,
      });
      expect(data.product.priceRange.minVariantPrice.currencyCode).toBe(
        currency,
      );
    },
  );

  it('are fixed prices, not the US price times a rate', async () => {
    const amounts = async (country: string) =>
      (
        await product(country, 'EN', 'hardwood-lump-charcoal')
      ).data.product.variants.nodes.map((variant: {price: {amount: string}}) =>
        Number(variant.price.amount),
      );
    const [us, ca] = [await amounts('US'), await amounts('CA')];
    expect(ca[0]! / us[0]!).not.toBeCloseTo(ca[1]! / us[1]!, 3);
  });

  it("sort and filter by the market's prices", async () => {
    const {data} = await inContext(
      'GB',
      'EN',
      `{ collection(handle: "all") { products(first: 50, sortKey: PRICE, filters: [{price: {min: 100, max: 200}}]) {
        nodes { handle variants(first: 10) { nodes { price { amount currencyCode } } } } } } }`,
    );
    const products: {
      variants: {nodes: {price: {amount: string; currencyCode: string}}[]};
    }[] = data.collection.products.nodes;
    expect(products.length).toBeGreaterThan(0);
    for (const {variants} of products) {
      const prices = variants.nodes.map((variant) => variant.price);
      expect(prices.every((price) => price.currencyCode === 'GBP')).toBe(true);
      expect(
        prices.some(
          (price) => Number(price.amount) >= 100 && Number(price.amount) <= 200,
        ),
      ).toBe(true);
    }
    const cheapest = products.map((product) =>
      Math.min(
        ...product.variants.nodes.map((variant) =>
          Number(variant.price.amount),
        ),
      ),
    );
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
  });
});

describe('availability per market', () => {
  it('shows the smart controller in the UK, not for sale, with its stock as it is', async () => {
    const uk = (await product('GB', 'EN', 'smart-temperature-controller')).data
      .product;
    const us = (await product('US', 'EN', 'smart-temperature-controller')).data
      .product;
    expect(us.availableForSale).toBe(true);
    expect(uk.availableForSale).toBe(false);
    expect(uk.variants.nodes[0].availableForSale).toBe(false);
    expect(uk.variants.nodes[0].quantityAvailable).toBe(
      us.variants.nodes[0].quantityAvailable,
    );
    expect(uk.variants.nodes[0].price.currencyCode).toBe('GBP');
  });

  it("leaves it out of the UK's available products", async () => {
    const handles = async (country: string) =>
      (
        await inContext(
          country,
          'EN',
          `{ search(query: "controller", first: 10, types: PRODUCT, unavailableProducts: HIDE) { nodes { ... on Product { handle } } } }`,
        )
      ).data.search.nodes.map((node: {handle: string}) => node.handle);
    expect(await handles('US')).toContain('smart-temperature-controller');
    expect(await handles('GB')).not.toContain('smart-temperature-controller');
  });
});

describe('translated content', () => {
  it('gives titles, descriptions and SEO in French and German, English elsewhere', async () => {
    const title = async (country: string, language: string) =>
      (await product(country, language, 'classic-18-kamado-grill')).data
        .product;
    expect((await title('CA', 'FR')).title).toBe('Barbecue kamado Classic 18"');
    expect((await title('CA', 'FR')).description).toMatch(
      /^Notre modèle phare/,
    );
    expect((await title('CA', 'FR')).seo.title).toBe(
      'Barbecue kamado en céramique Classic 18"',
    );
    expect((await title('DE', 'DE')).title).toBe('Classic 18" Kamado-Grill');
    expect((await title('DE', 'DE')).description).toMatch(/^Unser Flaggschiff/);
    expect((await title('CA', 'EN')).title).toBe('Classic 18" Kamado Grill');
    expect((await title('GB', 'EN')).title).toBe('Classic 18" Kamado Grill');
  });

  it('translates every product into French and German', async () => {
    for (const [country, language] of [
      ['CA', 'FR'],
      ['DE', 'DE'],
    ] as const) {
      const {data} = await inContext(
        country,
        language,
        `{ products(first: 100) { nodes { handle title description } } }`,
      );
      for (const node of data.products.nodes) {
        const english = catalog.productByHandle.get(node.handle)!;
        expect(node.title, `${language} ${node.handle}`).not.toBe(
          english.title,
        );
        expect(node.description, `${language} ${node.handle}`).not.toBe(
          english.description,
        );
      }
    }
  });

  it('searches the words of the language asked', async () => {
    const {data} = await inContext(
      'DE',
      'DE',
      `{ predictiveSearch(query: "Grillkohle", limit: 5) { products { handle title } } }`,
    );
    expect(
      data.predictiveSearch.products.map((p: {handle: string}) => p.handle),
    ).toContain('hardwood-lump-charcoal');
  });
});

describe('carts in a market', () => {
  const CART = `cart { id checkoutUrl buyerIdentity { countryCode }
    cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
    lines(first: 10) { nodes { quantity cost { amountPerQuantity { amount currencyCode } } merchandise { ... on ProductVariant { sku title price { amount currencyCode } product { title } } } } } }`;
  const ERRORS = 'userErrors { field message code } warnings { code target }';

  async function createIn(country: string, sku: string, quantity = 1) {
    const {data} = await mutationIn(
      country,
      `{ cartCreate(input: $input) { ${CART} ${ERRORS} } }`,
      {input: {lines: [{merchandiseId: variantBySku(sku), quantity}]}},
      ', $input: CartInput!',
    );
    return data.cartCreate;
  }

  it('are priced in the market @inContext creates them in', async () => {
    const {cart, userErrors} = await createIn('GB', 'EF-CL18-BLK-B', 2);
    expect(userErrors).toEqual([]);
    expect(cart.buyerIdentity.countryCode).toBe('GB');
    expect(cart.cost.subtotalAmount).toEqual({
      amount: '2298.0',
      currencyCode: 'GBP',
    });
    expect(cart.lines.nodes[0].merchandise.price).toEqual({
      amount: '1149.0',
      currencyCode: 'GBP',
    });
  });

  it('are re-priced, lines kept, when the buyer country changes', async () => {
    const {cart} = await createIn('GB', 'EF-CL18-BLK-B');
    const {data} = await api.storefront(
      `mutation U($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${CART} ${ERRORS} } }`,
      {cartId: cart.id, buyerIdentity: {countryCode: 'DE'}},
    );
    const updated = data.cartBuyerIdentityUpdate.cart;
    expect(updated.id).toBe(cart.id);
    expect(updated.lines.nodes[0].quantity).toBe(1);
    expect(updated.cost.totalAmount).toEqual({
      amount: '1359.0',
      currencyCode: 'EUR',
    });
  });

  it("read their lines in the language asked, at the cart's prices", async () => {
    const {cart} = await createIn('CA', 'EF-LUMP-20');
    const {data} = await inContext(
      'CA',
      'FR',
      `{ cart(id: $id) { lines(first: 5) { nodes { merchandise { ... on ProductVariant { price { currencyCode } product { title } } } } } } }`,
      {id: cart.id},
      ', $id: ID!',
    );
    expect(data.cart.lines.nodes[0].merchandise).toEqual({
      price: {currencyCode: 'CAD'},
      product: {title: 'Charbon de bois dur en morceaux'},
    });
  });

  it('keep a product the market does not sell, as 2026-04 does, and the checkout refuses the order', async () => {
    // Storefront API 2026-04 has no warning for it: PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION
    // comes with 2026-07 (shopify.dev changelog). The storefront must not offer the add.
    const {cart, userErrors} = await createIn('GB', 'EF-CTRL-1');
    expect(userErrors).toEqual([]);
    expect(cart.lines.nodes[0].merchandise.sku).toBe('EF-CTRL-1');
    const page = await fetch(cart.checkoutUrl);
    const html = await page.text();
    expect(html).toContain(
      "Smart Temperature Controller can't be shipped to your country.",
    );
    expect(html).not.toContain('Place order');
    const placed = await fetch(cart.checkoutUrl, {
      method: 'POST',
      body: new URLSearchParams(),
      redirect: 'manual',
    });
    expect(placed.status).toBe(422);
    const orders = await fetch(`${api.server.url}/__local/orders`);
    expect(await orders.json()).toEqual([]);
    const inUs = await createIn('US', 'EF-CTRL-1');
    const usPage = await (await fetch(inUs.cart.checkoutUrl)).text();
    expect(usPage).toContain('Place order');
  });

  it("check out in the cart's currency", async () => {
    const {cart} = await createIn('GB', 'EF-LUMP-20', 2);
    const page = await (await fetch(cart.checkoutUrl)).text();
    expect(page).toContain('2 × £27.99');
    expect(page).toContain('£55.98');
    expect(page).not.toMatch(/\$\d/);
  });
});

describe("Hydrogen's client", () => {
  it('fills $country and $language from its i18n, as the worker will per market', async () => {
    const storefront = hydrogenStorefront(
      api.server,
      {publicStorefrontToken: api.server.publicToken},
      {country: 'DE', language: 'DE'},
    );
    const data = await storefront.query<any>(
      `#graphql
      query HydrogenInContext($country: CountryCode, $language: LanguageCode)
      @inContext(country: $country, language: $language) {
        localization { country { isoCode currency { isoCode } } language { isoCode } }
        product(handle: "scout-15-kamado-grill") { title priceRange { minVariantPrice { currencyCode } } }
      }`,
      {cache: storefront.CacheNone()},
    );
    expect(data.localization).toEqual({
      country: {isoCode: 'DE', currency: {isoCode: 'EUR'}},
      language: {isoCode: 'DE'},
    });
    expect(data.product).toEqual({
      title: 'Scout 15" Kamado-Grill',
      priceRange: {minVariantPrice: {currencyCode: 'EUR'}},
    });
  });
});

describe('amounts without a price list', () => {
  it('convert at the market rate: shipping, discount minimums and gift card balances', async () => {
    const CART = `cart { cost { totalAmount { amount currencyCode } }
      discountCodes { code applicable }
      appliedGiftCards { balance { amount currencyCode } amountUsed { amount } }
      deliveryGroups(first: 1) { nodes { deliveryOptions { handle estimatedCost { amount currencyCode } } } } }`;
    // 3 × £27.99 = £83.97: over CARTBACK15's $100 minimum converted (£82), under 100.
    const {data} = await api.storefront(
      `mutation M($input: CartInput!) @inContext(country: GB) { cartCreate(input: $input) { ${CART} userErrors { message } } }`,
      {
        input: {
          lines: [{merchandiseId: variantBySku('EF-LUMP-20'), quantity: 3}],
          discountCodes: ['CARTBACK15'],
          giftCardCodes: ['EMBR-GIFT-0050'],
        },
      },
    );
    const cart = data.cartCreate.cart;
    expect(cart.discountCodes).toEqual([
      {code: 'CARTBACK15', applicable: true},
    ]);
    expect(cart.appliedGiftCards[0].balance).toEqual({
      amount: '41.0',
      currencyCode: 'GBP',
    });
    const express = cart.deliveryGroups.nodes[0].deliveryOptions.find(
      (option: {handle: string}) => option.handle === 'express',
    );
    expect(express.estimatedCost).toEqual({
      amount: '23.78',
      currencyCode: 'GBP',
    });
  });
});
