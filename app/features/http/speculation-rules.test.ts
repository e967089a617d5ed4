import {describe, expect, it} from 'vitest';
import {
  PREFETCHED_ONLY_PATHS,
  PRERENDERED_PATHS,
  SPECULATION_RULES,
  SPECULATION_RULES_JSON,
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
    expect(JSON.parse(SPECULATION_RULES_JSON)).toEqual(SPECULATION_RULES);
    expect(SPECULATION_RULES_JSON).not.toContain('<');
  });
});
