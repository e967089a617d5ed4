/** The waitlist funnel's steps, in order (decision 0241): the dashboard's columns. */
export const FUNNEL_STEPS = [
  'landing_views',
  'dialogs_opened',
  'joined',
  'confirmed',
  'referred',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * The funnel chart's source picker sends `funnel=source:<name>` ('source:' for visits
 * without one) or `funnel=all`; a prefix, as a UTM source may be any text, even "all".
 */
export const FUNNEL_PARAM = 'funnel';
const FUNNEL_SOURCE_PREFIX = 'source:';
export function funnelChoiceValue(source: string | null): string {
  return source === null ? 'all' : `${FUNNEL_SOURCE_PREFIX}${source}`;
}
/** The source the chart shows, or null for all of them. */
export function funnelSourceFrom(value: string | null): string | null {
  return value?.startsWith(FUNNEL_SOURCE_PREFIX)
    ? value.slice(FUNNEL_SOURCE_PREFIX.length).slice(0, 100)
    : null;
}
