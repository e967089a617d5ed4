/**
 * Public pages answer only the query they read (route-policy.ts, QueryRule; issue 24,
 * item 11): thousands of made-up parameters made a 913 KB page and a new edge-cache entry
 * per URL. A GET with parameters its page does not read, or with more values than any page
 * needs, is redirected (301) to the same URL without them; the redirect is never cached
 * (route-policy.server.ts), the clean page is.
 */
import {CONFIRMATION_PARAMS} from '~/features/cart/cart-confirmation';
import {DISCOUNT_LINK_PARAM} from '~/features/cart/discount-link';
import {NOTICE_PARAM} from '~/lib/notices';
import type {QueryRule} from './route-policy';

/**
 * Taken by every page: campaign tags (decision 0156), the no-JS outcome notices and what a
 * `/discount/CODE` link did (it may lead to any page of ours).
 */
export const EVERY_PAGE_READS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  NOTICE_PARAM,
  CONFIRMATION_PARAMS.added,
  CONFIRMATION_PARAMS.count,
  DISCOUNT_LINK_PARAM,
] as const;

/** More values than any page of ours reads (the shop's facets are capped lower). */
export const MAX_QUERY_VALUES = 40;

function allows(rule: QueryRule, name: string): boolean {
  if (rule === 'any') return true;
  if ((EVERY_PAGE_READS as readonly string[]).includes(name)) return true;
  return rule.some((entry) =>
    entry.endsWith('.') ? name.startsWith(entry) : name === entry,
  );
}

/** The path and query to redirect to, or null when the query is already one the page reads. */
export function queryRedirectTarget(url: URL, rule: QueryRule): string | null {
  if (!url.search) return null;
  const kept = new URLSearchParams();
  let count = 0;
  let dropped = false;
  for (const [name, value] of url.searchParams) {
    if (allows(rule, name) && count < MAX_QUERY_VALUES) {
      kept.append(name, value);
      count += 1;
    } else dropped = true;
  }
  if (!dropped) return null;
  const query = kept.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}
