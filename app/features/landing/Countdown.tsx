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
      {/* Its cells, values and labels are styled by their place (app.css, .countdown). */}
      <dl className="countdown" aria-label={COUNTDOWN_COPY.label}>
        {COUNTDOWN_UNITS.map((unit) => (
          <div key={unit}>
            <dd {...attr(LAUNCH_COUNTDOWN_DOM.unit, unit)}>
              {formatUnit(unit, left[unit])}
            </dd>
            <dt>{COUNTDOWN_COPY.units[unit]}</dt>
          </div>
        ))}
      </dl>
    </launch-countdown>
  );
}
