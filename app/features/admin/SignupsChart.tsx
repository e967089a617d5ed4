import {DASHBOARD_COPY} from '~/features/admin/copy';
import type {DailySignups} from '~/features/admin/admin-dashboard.server';
import {DailyBarChart} from '~/features/admin/DailyBarChart';

const SIGNUPS_SERIES = [
  {
    label: DASHBOARD_COPY.chartTitle,
    className: 'fill-orange-600 dark:fill-orange-400',
  },
];

/** Waitlist signups per day; the table below the chart carries the same figures. */
export function SignupsChart({days}: {days: DailySignups[]}) {
  return (
    <DailyBarChart
      id="signups-chart"
      title={DASHBOARD_COPY.chartTitle}
      caption={DASHBOARD_COPY.chartCaption(days.length)}
      series={SIGNUPS_SERIES}
      days={days.map((day) => ({day: day.day, values: [day.signups]}))}
    />
  );
}
