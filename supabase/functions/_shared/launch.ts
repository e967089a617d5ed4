/**
 * What the emails say about the launch follows LAUNCH_AT as the store's pages do: before
 * it they promise the launch, after it they point at the open store. Set LAUNCH_AT as a
 * function secret to the same value as the store's (`supabase/functions/.env.example`).
 */

/** The store's default (app/lib/site.ts, SITE.launchAt): 1 December 2025, 10:00 at UTC−5. */
export const DEFAULT_LAUNCH_AT = '2025-12-01T10:00:00-05:00';

/** True once LAUNCH_AT (or the default) has passed at `now`; a malformed value counts as the default. */
export function hasLaunched(
  env: Readonly<Record<string, string | undefined>>,
  now: Date,
): boolean {
  const configured = Date.parse(env.LAUNCH_AT ?? '');
  const launchAt = Number.isNaN(configured)
    ? Date.parse(DEFAULT_LAUNCH_AT)
    : configured;
  return now.getTime() >= launchAt;
}
