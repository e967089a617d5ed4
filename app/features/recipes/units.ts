/** Temperatures, weights and durations as the plan shows them. */
import type {TemperatureUnit} from './schema';

/**
 * °F to °C for a dome (rounded). Internal temperatures use `internalCelsius`, which rounds
 * up so a shown Celsius target is never below the Fahrenheit one it comes from.
 */
export function domeCelsius(fahrenheit: number): number {
  return Math.round(((fahrenheit - 32) * 5) / 9);
}

export function internalCelsius(fahrenheit: number): number {
  return Math.ceil(((fahrenheit - 32) * 5) / 9 - 1e-9);
}

export function formatTemperature(
  temperature: {f: number; c: number},
  unit: TemperatureUnit,
): string {
  return unit === 'f' ? `${temperature.f} °F` : `${temperature.c} °C`;
}

export const KG_PER_LB = 0.45359237;

export function formatWeight(kg: number, unit: TemperatureUnit): string {
  return unit === 'f'
    ? `${roundTo(kg / KG_PER_LB, 0.1)} lb`
    : `${roundTo(kg, 0.1)} kg`;
}

export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Rounds to a step (0.1, 0.5, 5) without binary noise (0.30000000000000004). */
export function roundTo(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Number((Math.round(value / step) * step).toFixed(decimals));
}

export function ceilTo(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Number((Math.ceil(value / step - 1e-9) * step).toFixed(decimals));
}

/** "HH:MM" to minutes after midnight and back. */
export function clockToMinutes(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

export function minutesToClock(minutes: number): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}
