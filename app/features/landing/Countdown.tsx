import {useCopy} from '~/features/markets/use-copy';
import {attr} from '~/elements/contract';

import {formatUnit, timeLeftUntil} from '~/features/landing/launch-clock';
import {
  COUNTDOWN_UNITS,
  LAUNCH_COUNTDOWN_DOM,
} from '~/features/landing/landing-contract';

/** Server-rendered snapshot; <launch-countdown> ticks it every second in the browser. */
export function Countdown({launchAt, now}: {launchAt: string; now: number}) {
  const {COUNTDOWN_COPY} = useCopy('landing');
  const left = timeLeftUntil(launchAt, now);
  return (
    <launch-countdown {...attr(LAUNCH_COUNTDOWN_DOM.launchAt, launchAt)}>
      <dl
        className="grid grid-cols-4 gap-1.5 sm:gap-4"
        aria-label={COUNTDOWN_COPY.label}
      >
        {COUNTDOWN_UNITS.map((unit) => (
          <div
            key={unit}
            className="countdown-cell rounded-2xl border border-stone-200 bg-white/70 px-1 py-3 text-center shadow-sm sm:px-4 dark:border-stone-800 dark:bg-stone-900/70"
          >
            <dd
              {...attr(LAUNCH_COUNTDOWN_DOM.unit, unit)}
              className="countdown-value font-bold tabular-nums tracking-tight"
            >
              {formatUnit(unit, left[unit])}
            </dd>
            <dt className="countdown-label mt-1 font-medium uppercase text-stone-600 dark:text-stone-400">
              {COUNTDOWN_COPY.units[unit]}
            </dt>
          </div>
        ))}
      </dl>
    </launch-countdown>
  );
}
