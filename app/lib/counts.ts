import {boundedCache} from './bounded-cache';

/**
 * A whole number as a language writes it ("2,000", "2 000", "2.000"). One formatter per
 * locale, made once: `Number#toLocaleString(locale)` builds a new one on every call, and
 * the landing page writes five counts per render.
 */
export function formatCount(value: number, locale = 'en-US'): string {
  return formats.get(locale, () => new Intl.NumberFormat(locale)).format(value);
}

const formats = boundedCache<Intl.NumberFormat>(16);
