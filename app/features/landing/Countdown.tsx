import {formatUnit, timeLeftUntil} from '~/features/landing/launch-clock';

const UNITS = [
  {unit: 'days', label: 'Days'},
  {unit: 'hours', label: 'Hours'},
  {unit: 'minutes', label: 'Minutes'},
  {unit: 'seconds', label: 'Seconds'},
] as const;

/** Server-rendered snapshot; <launch-countdown> ticks it every second in the browser. */
export function Countdown({launchAt, now}: {launchAt: string; now: number}) {
  const left = timeLeftUntil(launchAt, now);
  return (
    <launch-countdown data-launch-at={launchAt}>
      <dl
        className="grid grid-cols-4 gap-2 sm:gap-4"
        aria-label="Time until launch"
      >
        {UNITS.map(({unit, label}) => (
          <div
            key={unit}
            className="rounded-2xl border border-stone-200 bg-white/70 px-2 py-3 text-center shadow-sm sm:px-4 dark:border-stone-800 dark:bg-stone-900/70"
          >
            <dd
              data-unit={unit}
              className="text-3xl font-bold tabular-nums tracking-tight sm:text-5xl"
            >
              {formatUnit(unit, left[unit])}
            </dd>
            <dt className="mt-1 text-xs font-medium uppercase tracking-wider text-stone-600 dark:text-stone-400">
              {label}
            </dt>
          </div>
        ))}
      </dl>
    </launch-countdown>
  );
}
