/**
 * Time left until launch, split into the countdown's units. Pure, so the server renders
 * the same snapshot the browser then ticks from.
 */
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
