/**
 * Time left until launch, split into the countdown's units. Pure, so the server renders
 * the same snapshot the browser then ticks from.
 */
import {boundedCache} from '~/lib/bounded-cache';

export type TimeLeft = {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
};

export function timeLeftUntil(
  launchAt: string | number | Date,
  now: number,
): TimeLeft {
  const remaining = Math.max(
    0,
    Math.floor((new Date(launchAt).getTime() - now) / 1000),
  );
  return {
    days: Math.floor(remaining / 86_400),
    hours: Math.floor((remaining % 86_400) / 3600),
    minutes: Math.floor((remaining % 3600) / 60),
    seconds: remaining % 60,
    done: remaining === 0,
  };
}

/** Two digits for hours, minutes and seconds; days as they are. */
export function formatUnit(
  unit: keyof Omit<TimeLeft, 'done'>,
  value: number,
): string {
  return unit === 'days' ? String(value) : String(value).padStart(2, '0');
}

/**
 * The launch as people read it where it happens: the date and time in the offset the
 * setting is written in (`2025-12-01T10:00:00-05:00` is 10:00 on 1 December at UTC−5),
 * so the label on the page always says what LAUNCH_AT says.
 */
export function launchMoment(launchAt: string): LaunchMoment {
  // The setting is one string per deployment: its label is worked out once per isolate
  // (two Intl.DateTimeFormat constructions were 5% of the landing page's server time).
  return launchMoments.get(launchAt, () => readLaunchMoment(launchAt));
}

type LaunchMoment = {date: string; time: string; zone: string};
const launchMoments = boundedCache<LaunchMoment>(8);

function readLaunchMoment(launchAt: string): LaunchMoment {
  const offset = /([+-])(\d{2}):?(\d{2})$/.exec(launchAt);
  const offsetMinutes = offset
    ? (offset[1] === '-' ? -1 : 1) *
      (Number(offset[2]) * 60 + Number(offset[3]))
    : 0;
  const wallClock = new Date(Date.parse(launchAt) + offsetMinutes * 60_000);
  const date = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(wallClock);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(wallClock);
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  const zone =
    offsetMinutes === 0
      ? 'UTC'
      : `UTC${offsetMinutes < 0 ? '−' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  return {date, time, zone};
}

/** Before or after the launch, at one moment: the landing page shows one of two states. */
export function hasLaunched(launchAt: string, now: number): boolean {
  return timeLeftUntil(launchAt, now).done;
}
