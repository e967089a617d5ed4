/**
 * The waitlist funnel's first two steps (decision 0241), counted by images the landing
 * page carries: the same markup for everyone, no script, no cookie. The later steps
 * (joined, confirmed, referred a friend) are counted from the signups in Supabase.
 */
export const COUNTED_FUNNEL_STEPS = ['landing_view', 'dialog_opened'] as const;
export type CountedFunnelStep = (typeof COUNTED_FUNNEL_STEPS)[number];

export function isCountedFunnelStep(
  value: unknown,
): value is CountedFunnelStep {
  return COUNTED_FUNNEL_STEPS.includes(value as CountedFunnelStep);
}

/** The image that counts a step; `utmSource` only where the page is personal already. */
export function funnelPixelPath(
  step: CountedFunnelStep,
  utmSource?: string,
): string {
  return `/api/funnel/${step}${utmSource ? `?utm_source=${encodeURIComponent(utmSource)}` : ''}`;
}
