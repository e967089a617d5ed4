/** The waitlist funnel's steps, in order (decision 0241): the dashboard's columns. */
export const FUNNEL_STEPS = [
  'landing_views',
  'dialogs_opened',
  'joined',
  'confirmed',
  'referred',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
