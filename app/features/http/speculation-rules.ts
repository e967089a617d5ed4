import {CATEGORIES} from '~/features/catalog/categories';
import {POLICY_HANDLES} from '~/features/content/policies';
import {ROUTES} from '~/lib/navigation';
import {
  DEFAULT_MARKET,
  localizedPath,
  type Market,
} from '~/features/markets/markets';
import {NO_SPECULATION_ATTRIBUTE} from './speculation-opt-out';

/**
 * Speculation Rules (issue 31): with JavaScript or without, Chromium prerenders a store
 * page a moment before the visitor follows a link to it (`moderate`: after a short hover,
 * or on pointer down), so the next page is shown at once instead of loading. Only pages a
 * GET cannot change anything through, by an allow-list rather than exclusions: a new route
 * is not prerendered until it is listed here (never the admin, sign-out, email-link pages,
 * /discount/*, /cart-recovery, /browse-discount or the API; nor the AI recipes page, whose
 * query may ask a language model for a plan). A path matches with any query. A prerendered page runs its
 * elements; one that records a visit waits for the visitor (`whenShown`, app/elements/dom.ts).
 *
 * The rules are not in the page (decision 0268): every document answers a
 * `Speculation-Rules` header naming its market's rules (`/speculation-rules.json`,
 * `/en-ca/speculation-rules.json`, app/routes/[speculation-rules.json].tsx), a public
 * resource the browser and the edge keep, versioned by its content (`?v=`). Chromium
 * fetches it without a CSP check (the header is the site's own word, as a nonce is).
 */
export const PRERENDERED_PATHS: readonly string[] = [
  ROUTES.store,
  ROUTES.shop,
  `${ROUTES.store}/product/*`,
  ...CATEGORIES.map((category) => ROUTES.category(category)),
  ...POLICY_HANDLES.map((handle) => ROUTES.policy(handle)),
  ROUTES.giftCards,
  ROUTES.search,
  ROUTES.cart,
  ROUTES.blogs,
  `${ROUTES.blogs}/*`,
  '/pages/*',
];

/**
 * Fetched ahead but never prerendered: the landing page counts its views with an image
 * (the waitlist funnel, decision 0241), which a prerender would load for a visitor who
 * never opens the page. A prefetch fetches the document alone.
 */
export const PREFETCHED_ONLY_PATHS: readonly string[] = [ROUTES.home];

const OPTED_OUT = {
  // A link that opts out (or one search engines are told not to follow).
  not: {selector_matches: `[rel~="nofollow"], [${NO_SPECULATION_ATTRIBUTE}]`},
} as const;

const linksTo = (paths: readonly string[]) =>
  ({
    where: {and: [{href_matches: paths}, OPTED_OUT]},
    eagerness: 'moderate',
  }) as const;

/**
 * Prerender, and prefetch the same links: where Chromium declines a prerender (low memory,
 * an open DevTools, a data saver) the document is still fetched ahead. The landing page
 * is only prefetched. A market's pages (decision 0260) speculate on the same pages in
 * their own market: their links carry its prefix.
 */
export function speculationRules(market: Market = DEFAULT_MARKET) {
  const inMarket = (paths: readonly string[]) =>
    paths.map((path) => localizedPath(market, path));
  return {
    prerender: [linksTo(inMarket(PRERENDERED_PATHS))],
    prefetch: [
      linksTo(inMarket([...PRERENDERED_PATHS, ...PREFETCHED_ONLY_PATHS])),
    ],
  } as const;
}

/** The default market's rules (the US pages). */
export const SPECULATION_RULES = speculationRules();

/** The rules resource's path in the default market (each market's under its prefix). */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';
/** The query parameter that names the rules' version (their text's hash). */
export const SPECULATION_RULES_VERSION = 'v';
/** The media type Chromium requires of a rules resource. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

type RulesText = {json: string; version: string};

/** By prefix: the market a component gets is a copy from the root loader's data. */
const rulesText = new Map<string | null, RulesText>();

function rulesTextOf(market: Market): RulesText {
  let text = rulesText.get(market.prefix);
  if (text === undefined) {
    const json = JSON.stringify(speculationRules(market));
    text = {json, version: fnv1a(json)};
    rulesText.set(market.prefix, text);
  }
  return text;
}

/** The rules resource's body, per market. */
export function speculationRulesJson(market: Market = DEFAULT_MARKET): string {
  return rulesTextOf(market).json;
}

/** The version the documents name: what the resource's `?v=` must be to be kept for good. */
export function speculationRulesVersion(
  market: Market = DEFAULT_MARKET,
): string {
  return rulesTextOf(market).version;
}

/** The URL a market's documents name, versioned: a deploy that changes the rules changes it. */
export function speculationRulesUrl(market: Market = DEFAULT_MARKET): string {
  return `${localizedPath(market, SPECULATION_RULES_PATH)}?${SPECULATION_RULES_VERSION}=${speculationRulesVersion(market)}`;
}

/** A document's `Speculation-Rules` header (a structured-field list of one string). */
export function speculationRulesHeader(
  market: Market = DEFAULT_MARKET,
): string {
  return `"${speculationRulesUrl(market)}"`;
}

/** How many texts are kept (tests: one per market, however many copies ask). */
export function cachedSpeculationRulesCount(): number {
  return rulesText.size;
}

/** 32-bit FNV-1a, base 36: a short name for a text, not a secret. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
