import {scaleBand, scaleLinear} from 'd3-scale';
import {DASHBOARD_COPY} from '~/features/admin/copy';
import type {DailySignups} from '~/features/admin/admin-dashboard.server';

const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = {top: 12, right: 12, bottom: 28, left: 36};

/**
 * Signups per day as an SVG drawn on the server: readable without JavaScript, coloured with
 * `currentColor` and Tailwind's dark variants so it follows the theme. d3-scale computes
 * the band and linear scales and the "nice" ticks; the table below the chart carries the
 * same figures for screen readers.
 */
export function SignupsChart({days}: {days: DailySignups[]}) {
  const x = scaleBand<string>()
    .domain(days.map((day) => day.day))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.2);
  const max = Math.max(1, ...days.map((day) => day.signups));
  const y = scaleLinear()
    .domain([0, max])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const ticks = y.ticks(Math.min(5, y.domain()[1]!)).filter(Number.isInteger);
  const labelEvery = Math.ceil(days.length / 6);

  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="signups-chart-title"
        className="h-auto w-full text-stone-700 dark:text-stone-300"
      >
        <title id="signups-chart-title">{DASHBOARD_COPY.chartTitle}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-stone-200 dark:stroke-stone-700"
            />
            <text
              x={MARGIN.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize="11"
              fill="currentColor"
            >
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, index) => (
          <g key={day.day}>
            <rect
              x={x(day.day)}
              y={y(day.signups)}
              width={x.bandwidth()}
              height={y(0) - y(day.signups)}
              className="fill-orange-600 dark:fill-orange-400"
            >
              <title>{`${day.day}: ${day.signups}`}</title>
            </rect>
            {index % labelEvery === 0 ? (
              <text
                x={(x(day.day) ?? 0) + x.bandwidth() / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
                fontSize="11"
                fill="currentColor"
              >
                {day.day.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption className="text-sm text-stone-600 dark:text-stone-400">
        Signups per day (UTC), last {days.length} days.
      </figcaption>
    </figure>
  );
}
