/**
 * Issue 30 in the production worker: the country/language selector's post (the choice
 * remembered, the cart moved to the market and re-priced, the same page in the market,
 * never an open redirect) and the buyer-country notice's endpoint, the only answers that
 * read `oxygen-buyer-country` or the remembered choice: private, never on a public page.
 */
import {describe, expect, it} from 'vitest';
import {useWorkerOnStandIns} from '../support/worker';
import {
  MARKET_COOKIE,
  MARKET_FIELDS,
  MARKET_NOTICE_PATH,
  MARKET_PATH,
} from '../../app/features/markets/market-contract';
import {MARKETS_DE} from '../../app/features/markets/copy.de';

const worker = useWorkerOnStandIns();
const SAME_ORIGIN = {'Sec-Fetch-Site': 'same-origin'};
const VARIANT = 'gid://shopify/ProductVariant/7001253218357';

function choose(
  fields: Record<string, string>,
  headers: Record<string, string> = SAME_ORIGIN,
) {
  return worker.fetch(MARKET_PATH, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
  });
}

describe('the selector on a public page', () => {
  it('is a plain form in the header and the footer listing our markets from Shopify’s localization', async () => {
    const response = await worker.fetch('/store/shop', {
      headers: {'oxygen-buyer-country': 'DE'},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    expect(response.headers.get('vary') ?? '').not.toMatch(/oxygen|cookie/i);
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    const forms = html.match(/<form[^>]*action="\/api\/market"[^>]*>/g) ?? [];
    expect(forms).toHaveLength(2);
    for (const id of ['header-market', 'footer-market']) {
      expect(html).toContain(`<label for="${id}"`);
      expect(html).toContain(
        `<select id="${id}" name="${MARKET_FIELDS.market}"`,
      );
    }
    const values = [...html.matchAll(/<option value="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(values).toEqual([
      ...['en-US', 'en-CA', 'fr-CA', 'en-GB', 'de-DE'],
      ...['en-US', 'en-CA', 'fr-CA', 'en-GB', 'de-DE'],
    ]);
    expect(html).toContain('Canada (CAD $) · Français');
    expect(html).toContain('<market-notice hidden=""></market-notice>');
  });
});

describe('POST /api/market', () => {
  it('remembers the choice and answers 303 to the same page in the market', async () => {
    const response = await choose({
      [MARKET_FIELDS.market]: 'de-DE',
      [MARKET_FIELDS.returnTo]: '/en-ca/store/shop?sort=price&notice=joined',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/de-de/store/shop?sort=price',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie')).toMatch(
      new RegExp(
        `^${MARKET_COOKIE}=de-DE; Path=/; Max-Age=\\d+; SameSite=Lax; HttpOnly`,
      ),
    );
  });

  it('back to the US store: the unprefixed page', async () => {
    const response = await choose({
      [MARKET_FIELDS.market]: 'en-US',
      [MARKET_FIELDS.returnTo]: '/fr-ca',
    });
    expect(response.headers.get('location')).toBe('/');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example'])(
    'never sends the visitor off the site (%s)',
    async (returnTo) => {
      const response = await choose({
        [MARKET_FIELDS.market]: 'en-GB',
        [MARKET_FIELDS.returnTo]: returnTo,
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/en-gb');
    },
  );

  it('refuses a market we do not sell in with a 400 in the page’s language, private', async () => {
    const response = await choose({
      [MARKET_FIELDS.market]: 'ja-JP',
      [MARKET_FIELDS.returnTo]: '/de-de/store',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toBe(MARKETS_DE.MARKETS_COPY.invalidChoice);
  });

  it('refuses a post from another site', async () => {
    const response = await choose(
      {[MARKET_FIELDS.market]: 'de-DE', [MARKET_FIELDS.returnTo]: '/'},
      {'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example'},
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('keeps the cart and moves it to the market: Shopify re-prices it in CAD', async () => {
    const added = await worker.fetch('/api/cart', {
      method: 'POST',
      body: new URLSearchParams({intent: 'add', merchandiseId: VARIANT}),
      headers: SAME_ORIGIN,
    });
    expect(added.status).toBe(200);
    const cartCookie = added.headers
      .getSetCookie()
      .find((line) => line.startsWith('cart='))!
      .split(';')[0]!;
    // Hydrogen keeps the id's last part in the cookie (cartSetIdDefault).
    const value = decodeURIComponent(cartCookie.slice('cart='.length));
    const cartId = value.startsWith('gid://')
      ? value
      : `gid://shopify/Cart/${value}`;

    const before = await cartInStandIn(cartId);
    expect(before.cost.totalAmount.currencyCode).toBe('USD');

    const response = await choose(
      {[MARKET_FIELDS.market]: 'en-CA', [MARKET_FIELDS.returnTo]: '/cart'},
      {...SAME_ORIGIN, Cookie: cartCookie},
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-ca/cart');

    const after = await cartInStandIn(cartId);
    expect(after.id).toBe(before.id);
    expect(after.lines.nodes).toHaveLength(1);
    expect(after.buyerIdentity.countryCode).toBe('CA');
    expect(after.cost.totalAmount.currencyCode).toBe('CAD');
  });
});

async function cartInStandIn(id: string) {
  const storefront = worker.standIns().storefront!;
  const response = await fetch(`${storefront.url}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': storefront.publicToken,
    },
    body: JSON.stringify({
      query: `query ($id: ID!) { cart(id: $id) { id buyerIdentity { countryCode } cost { totalAmount { currencyCode } } lines(first: 5) { nodes { id } } } }`,
      variables: {id},
    }),
  });
  const {data} = (await response.json()) as {
    data: {
      cart: {
        id: string;
        buyerIdentity: {countryCode: string};
        cost: {totalAmount: {currencyCode: string}};
        lines: {nodes: unknown[]};
      };
    };
  };
  return data.cart;
}

describe(`GET ${MARKET_NOTICE_PATH}: the notice's private answer`, () => {
  const ask = (page: string, headers: Record<string, string> = {}) =>
    worker.fetch(`${MARKET_NOTICE_PATH}?page=${page}`, {headers});

  it('offers a visitor from Germany the German store, in German, private and never cached', async () => {
    const response = await ask('en-US', {'oxygen-buyer-country': 'DE'});
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The notice itself (the page carries an empty element, decision 0267): its sentence
    // and link in German, its name and close button in the page's English.
    const answer = (await response.json()) as {prefix: string; html: string};
    expect(answer.prefix).toBe('de-de');
    expect(answer.html).toContain(
      '<section aria-label="Your country’s store" class="market-notice">',
    );
    expect(answer.html).toContain(
      '<p class="flex-1" lang="de-DE">Sie kaufen in Deutschland ein? <a href="/de-de"',
    );
    expect(answer.html).toContain('>Diese Seite in EUR ansehen</a>');
    expect(answer.html).toContain('aria-label="Dismiss"');
  });

  it('offers nothing (204) in the page’s own country, to a visitor who chose, or from elsewhere', async () => {
    for (const [page, headers] of [
      ['de-DE', {'oxygen-buyer-country': 'DE'}],
      ['fr-CA', {'oxygen-buyer-country': 'CA'}],
      ['en-US', {'oxygen-buyer-country': 'JP'}],
      ['en-US', {}],
      [
        'en-US',
        {'oxygen-buyer-country': 'DE', Cookie: `${MARKET_COOKIE}=en-US`},
      ],
    ] as const) {
      const response = await ask(page, headers);
      expect(response.status, `${page} ${JSON.stringify(headers)}`).toBe(204);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('the remembered choice wins over the country', async () => {
    const response = await ask('en-US', {
      'oxygen-buyer-country': 'DE',
      Cookie: `${MARKET_COOKIE}=fr-CA`,
    });
    const answer = (await response.json()) as {prefix: string; html: string};
    expect(answer.prefix).toBe('fr-ca');
    expect(answer.html).toContain('lang="fr-CA"');
  });

  it('an unknown page market is a 400, private', async () => {
    const response = await ask('xx-YY', {'oxygen-buyer-country': 'DE'});
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
