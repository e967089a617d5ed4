import {describe, expect, it} from 'vitest';
import {
  formatUnit,
  hasLaunched,
  launchMoment,
  timeLeftUntil,
} from './launch-clock';

const LAUNCH = '2025-12-01T10:00:00-05:00';
const launchMs = Date.parse(LAUNCH);

describe('timeLeftUntil', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const now = launchMs - ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000;
    expect(timeLeftUntil(LAUNCH, now)).toEqual({
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
      done: false,
    });
  });

  it('reads the launch in UTC-5 (15:00 UTC)', () => {
    expect(
      timeLeftUntil(LAUNCH, Date.parse('2025-12-01T14:59:59Z')),
    ).toMatchObject({seconds: 1, done: false});
    expect(timeLeftUntil(LAUNCH, Date.parse('2025-12-01T15:00:00Z')).done).toBe(
      true,
    );
  });

  it('stops at zero after launch', () => {
    expect(timeLeftUntil(LAUNCH, launchMs + 86_400_000)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });

  it('pads every unit but days', () => {
    expect(formatUnit('days', 7)).toBe('7');
    expect(formatUnit('seconds', 7)).toBe('07');
  });
});

describe('launchMoment', () => {
  it('reads the date and time in the offset LAUNCH_AT is written in', () => {
    expect(launchMoment(LAUNCH)).toEqual({
      date: '1 December 2025',
      time: '10:00',
      zone: 'UTC−5',
    });
    expect(launchMoment('2026-03-15T18:30:00+05:30')).toEqual({
      date: '15 March 2026',
      time: '18:30',
      zone: 'UTC+5:30',
    });
    expect(launchMoment('2026-01-01T00:00:00Z')).toEqual({
      date: '1 January 2026',
      time: '00:00',
      zone: 'UTC',
    });
  });

  it('says launched from the launch second on, with a fixed clock', () => {
    expect(hasLaunched(LAUNCH, launchMs - 1000)).toBe(false);
    expect(hasLaunched(LAUNCH, launchMs)).toBe(true);
  });
});
