/**
 * The cache policies a document or resource answer can carry. Which one applies is the
 * route's declared audience (route-policy.ts), enforced for every answer by
 * route-policy.server.ts; a loader of a public route may still answer one variant
 * privately with `data(value, {headers: PRIVATE_PAGE_CACHE})`.
 */
export const PUBLIC_PAGE_CACHE = {
  'Cache-Control': 'public, max-age=60, stale-while-revalidate=600',
  'Oxygen-Cache-Control': 'public, max-age=60, stale-while-revalidate=600',
} as const;

export const PRIVATE_PAGE_CACHE = {
  'Cache-Control': 'private, no-store',
} as const;
