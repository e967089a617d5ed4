import {nice, ticks as tickValues} from 'd3-array';
import {scaleBand} from 'd3-scale';

/**
 * Two drawings of the same figures, as an SVG scales its text with its width: the wide one
 * from `sm` up, and a phone's, drawn narrower with larger text and fewer date labels, so at
 * 320 px it is about 200 px tall with labels of about 11 px (not 96 px and 5 px).
 */
const LAYOUTS = {
  wide: {
    width: 720,
    height: 240,
    fontSize: 11,
    labels: 6,
    className: 'hidden sm:block',
    margin: {top: 12, right: 12, bottom: 28, left: 36},
  },
  phone: {
    width: 360,
    height: 250,
    fontSize: 13,
    labels: 4,
    className: 'sm:hidden',
    margin: {top: 12, right: 8, bottom: 30, left: 34},
  },
} as const;
type Layout = (typeof LAYOUTS)[keyof typeof LAYOUTS];

/** One bar per day and series; `className` colours it (Tailwind fill classes). */
export type ChartSeries = {label: string; className: string};
/** A day (YYYY-MM-DD) and its figure for each series, in the series' order. */
export type ChartDay = {day: string; values: number[]};

/**
 * Figures per day as an SVG drawn on the server: readable without JavaScript, coloured with
 * Tailwind's fill classes and dark variants so it follows the theme. d3-scale computes the
 * band scales, d3-array the "nice" count axis and its ticks (the linear mapping is one line
 * here: d3-scale's scaleLinear brings colour interpolation and number formatting, about
 * 20 KB of the worker, record 0223); with several series each day's band holds one bar
 * per series, side by side. Each bar's <title> names its day, series and figure.
 */
export function DailyBarChart({
  days,
  series,
  title,
  caption,
  id,
}: {
  days: ChartDay[];
  series: ChartSeries[];
  title: string;
  caption: string;
  id: string;
}) {
  return (
    <figure className="space-y-2">
      <ChartDrawing
        days={days}
        series={series}
        title={title}
        layout={LAYOUTS.wide}
        id={`${id}-title`}
      />
      <ChartDrawing
        days={days}
        series={series}
        title={title}
        layout={LAYOUTS.phone}
        id={`${id}-title-phone`}
      />
      {series.length > 1 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {series.map((one) => (
            <li key={one.label} className="flex items-center gap-1.5">
              <svg viewBox="0 0 10 10" className="h-3 w-3" aria-hidden="true">
                <rect width="10" height="10" className={one.className} />
              </svg>
              {one.label}
            </li>
          ))}
        </ul>
      ) : null}
      <figcaption className="text-sm text-stone-600 dark:text-stone-400">
        {caption}
      </figcaption>
    </figure>
  );
}

function ChartDrawing({
  days,
  series,
  title,
  layout,
  id,
}: {
  days: ChartDay[];
  series: ChartSeries[];
  title: string;
  layout: Layout;
  id: string;
}) {
  const {width, height, margin, fontSize} = layout;
  const x = scaleBand<string>()
    .domain(days.map((day) => day.day))
    .range([margin.left, width - margin.right])
    .padding(0.2);
  const inner = scaleBand<number>()
    .domain(series.map((_, index) => index))
    .range([0, x.bandwidth()]);
  const max = Math.max(1, ...days.flatMap((day) => day.values));
  const y = countAxis(max, height - margin.bottom, margin.top);
  const ticks = tickValues(0, y.top, Math.min(5, y.top)).filter(
    Number.isInteger,
  );
  const labelEvery = Math.ceil(days.length / layout.labels);

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={id}
      className={`${layout.className} h-auto w-full text-stone-700 dark:text-stone-300`}
    >
      <title id={id}>{title}</title>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={margin.left}
            x2={width - margin.right}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-stone-200 dark:stroke-stone-700"
          />
          <text
            x={margin.left - 6}
            y={y(tick)}
            textAnchor="end"
            dominantBaseline="middle"
            fontSize={fontSize}
            fill="currentColor"
          >
            {tick}
          </text>
        </g>
      ))}
      {days.map((day, index) => (
        <g key={day.day}>
          {series.map((one, position) => {
            const value = day.values[position] ?? 0;
            return (
              <rect
                key={one.label}
                x={(x(day.day) ?? 0) + (inner(position) ?? 0)}
                y={y(value)}
                width={inner.bandwidth()}
                height={y(0) - y(value)}
                className={one.className}
              >
                <title>
                  {series.length > 1
                    ? `${day.day}, ${one.label}: ${value}`
                    : `${day.day}: ${value}`}
                </title>
              </rect>
            );
          })}
          {index % labelEvery === 0 ? (
            <text
              x={(x(day.day) ?? 0) + x.bandwidth() / 2}
              y={height - 8}
              textAnchor="middle"
              fontSize={fontSize}
              fill="currentColor"
            >
              {day.day.slice(5)}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}

/**
 * Counts from 0 to a "nice" top at or above `max` (as d3-scale's `linear.nice()` with its
 * default ten ticks), mapped onto the pixels from `bottom` up to `top`.
 */
export function countAxis(max: number, bottom: number, top: number) {
  const [, niceTop] = nice(0, max, 10);
  const scale = (count: number) => bottom + (count / niceTop) * (top - bottom);
  return Object.assign(scale, {top: niceTop});
}
