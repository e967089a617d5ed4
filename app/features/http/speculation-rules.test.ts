import {describe, expect, it} from 'vitest';
import {MARKETS} from '~/features/markets/markets';
import {
  PREFETCHED_ONLY_PATHS,
  PRERENDERED_PATHS,
  SPECULATION_RULES,
  cachedSpeculationRulesCount,
  speculationRules,
  speculationRulesHeader,
  speculationRulesJson,
  speculationRulesUrl,
  speculationRulesVersion,
} from './speculation-rules';

/** A pathname against the rules' patterns (URLPattern's `*`; any query matches). */
const prerendered = (pathname: string) =>
  PRERENDERED_PATHS.some((pattern) =>
    new RegExp(
      `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
    ).test(pathname),
  );

describe('Speculation Rules', () => {
  it('prerender the store’s pages', () => {
    for (const path of [
      '/store',
      '/store/shop',
      '/store/product/classic-18-kamado-grill',
      '/grills',
      '/gift-cards',
      '/cart',
      '/search',
      '/blogs/guides/first-light',
      '/pages/about',
      '/shipping',
    ])
      expect(prerendered(path), path).toBe(true);
  });

  it('only prefetch the landing page, whose funnel image would count a prerender as a view', () => {
    expect(prerendered('/')).toBe(false);
    expect(PREFETCHED_ONLY_PATHS).toEqual(['/']);
    expect(SPECULATION_RULES.prefetch[0].where.and[0].href_matches).toEqual([
      ...PRERENDERED_PATHS,
      '/',
    ]);
  });

  it('never prerender a page a GET acts on, the admin or the API', () => {
    for (const path of [
      '/admin/logout',
      '/admin/dashboard',
      '/admin/export/subscribers',
      '/api/cart',
      '/api/waitlist',
      '/discount/WELCOME10',
      '/welcome-discount',
      '/cart-recovery',
      '/browse-discount',
      '/unsubscribe',
      '/waitlist/confirm',
      '/waitlist/abc',
      '/store/ai-recipes',
      '/sitemap.xml',
    ])
      expect(prerendered(path), path).toBe(false);
  });

  it('prerender (and prefetch) on intent (moderate), except links that opt out', () => {
    expect(SPECULATION_RULES.prerender[0].eagerness).toBe('moderate');
    // The same links prefetched where a prerender is declined (and the landing page).
    expect(SPECULATION_RULES.prefetch[0].eagerness).toBe('moderate');
    expect(SPECULATION_RULES.prefetch[0].where.and[1]).toEqual(
      SPECULATION_RULES.prerender[0].where.and[1],
    );
    expect(JSON.parse(speculationRulesJson())).toEqual(SPECULATION_RULES);
  });

  it('are named by a versioned URL in a Speculation-Rules header (decision 0268)', () => {
    const version = speculationRulesVersion();
    expect(version).toMatch(/^[0-9a-z]+$/);
    expect(speculationRulesUrl()).toBe(`/speculation-rules.json?v=${version}`);
    // A structured-field list of one string.
    expect(speculationRulesHeader()).toBe(`"${speculationRulesUrl()}"`);
  });
});

describe('Speculation Rules in a market (decision 0260)', () => {
  const canada = MARKETS.find((market) => market.prefix === 'en-ca')!;

  it("name the same pages in the page's own market, the landing page only prefetched", () => {
    const rules = speculationRules(canada);
    const prerender = rules.prerender[0].where.and[0].href_matches;
    expect(prerender).toEqual(PRERENDERED_PATHS.map((path) => `/en-ca${path}`));
    expect(rules.prefetch[0].where.and[0].href_matches).toEqual([
      ...prerender,
      '/en-ca',
    ]);
    expect(JSON.parse(speculationRulesJson(canada))).toEqual(rules);
  });

  it("are the market's own resource, with a version of its own", () => {
    expect(speculationRulesUrl(canada)).toBe(
      `/en-ca/speculation-rules.json?v=${speculationRulesVersion(canada)}`,
    );
    const versions = new Set(MARKETS.map(speculationRulesVersion));
    expect(versions.size).toBe(MARKETS.length);
  });

  it('are the same text for a copy of the market (the root loader hands components a copy)', () => {
    expect(speculationRulesJson({...canada})).toBe(
      speculationRulesJson(canada),
    );
    for (let i = 0; i < 20; i++)
      for (const market of MARKETS) speculationRulesJson({...market});
    speculationRulesJson();
    // Kept by prefix, not by object: the copies add nothing.
    expect(cachedSpeculationRulesCount()).toBeLessThanOrEqual(
      MARKETS.length + 1,
    );
  });
});
