import {DASHBOARD_COPY} from '~/features/admin/copy';
import {DailyBarChart} from '~/features/admin/DailyBarChart';
import type {FunnelDay} from '~/features/admin/admin-dashboard.server';
import {FUNNEL_STEPS, type FunnelStep} from '~/features/admin/funnel-steps';

/** One colour per step, from the first touch (light) to the referral (dark). */
const STEP_FILLS: Record<FunnelStep, string> = {
  landing_views: 'fill-stone-400 dark:fill-stone-500',
  dialogs_opened: 'fill-amber-500 dark:fill-amber-400',
  joined: 'fill-orange-600 dark:fill-orange-400',
  confirmed: 'fill-red-700 dark:fill-red-400',
  referred: 'fill-emerald-700 dark:fill-emerald-400',
};
const FUNNEL_SERIES = FUNNEL_STEPS.map((step) => ({
  label: DASHBOARD_COPY.funnelSteps[step],
  className: STEP_FILLS[step],
}));

/** The waitlist funnel per day (decision 0241): the five steps side by side each day. */
export function FunnelChart({
  days,
  source,
}: {
  days: FunnelDay[];
  /** The UTM source shown; null: all of them. */
  source: string | null;
}) {
  return (
    <DailyBarChart
      id="funnel-chart"
      title={DASHBOARD_COPY.funnelChartTitle(source)}
      caption={DASHBOARD_COPY.funnelChartCaption(days.length)}
      series={FUNNEL_SERIES}
      days={days.map((day) => ({
        day: day.day,
        values: FUNNEL_STEPS.map((step) => day[step]),
      }))}
    />
  );
}
