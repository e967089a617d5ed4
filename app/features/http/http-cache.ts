/**
 * The cache policies a document or resource answer can carry. Which one applies is the
 * route's declared audience (route-policy.ts), enforced for every answer by
 * route-policy.server.ts; a loader of a public route may still answer one variant
 * privately with `data(value, {headers: PRIVATE_PAGE_CACHE})`.
 */
/**
 * A public page is fresh for 20 s and may be served stale for 30 more while it is
 * rendered again: at most 50 s old in a browser or at the edge. With the listing queries'
 * own 10 s (app/features/catalog/listing-freshness.server.ts), what a merchant changes is
 * on every page within a minute (docs/decisions/0211).
 */
export const PUBLIC_PAGE_MAX_AGE_S = 20;
export const PUBLIC_PAGE_STALE_S = 30;
const PUBLIC_PAGE_POLICY = `public, max-age=${PUBLIC_PAGE_MAX_AGE_S}, stale-while-revalidate=${PUBLIC_PAGE_STALE_S}`;

export const PUBLIC_PAGE_CACHE = {
  'Cache-Control': PUBLIC_PAGE_POLICY,
  'Oxygen-Cache-Control': PUBLIC_PAGE_POLICY,
} as const;

export const PRIVATE_PAGE_CACHE = {
  'Cache-Control': 'private, no-store',
} as const;

/**
 * A resource whose URL names its content (a version in the URL, like a hashed asset): kept
 * a year, never revalidated; a new content gets a new URL.
 */
const VERSIONED_POLICY = 'public, max-age=31536000, immutable';

export const VERSIONED_RESOURCE_CACHE = {
  'Cache-Control': VERSIONED_POLICY,
  'Oxygen-Cache-Control': VERSIONED_POLICY,
} as const;
