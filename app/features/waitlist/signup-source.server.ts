/**
 * Where a signup came from (decision 0156): the landing URL's UTM values, read on submit,
 * so the landing page's HTML stays the same for every visitor and publicly cacheable.
 *
 * 1. The form's own `utm_*` fields, when it has any: the enhanced forms copy them from the
 *    page's address (app/features/waitlist/waitlist-form.element.ts), and the no-JS signup dialog (`/?signup`)
 *    renders them from the address the visitor came from (see `utmFromReferrer`).
 * 2. Else the request's `Referer`, when it is one of our own pages: a form posts from the
 *    page it is on, and our Referrer-Policy (strict-origin-when-cross-origin) sends the full
 *    URL, query included, to our own origin. A Referer naming another origin is ignored.
 *
 * Both are whatever the visitor's browser sends, so the values are attribution hints, never
 * trusted for anything else: control characters dropped, trimmed, cut to 100 characters
 * (what the database allows, supabase/migrations/20251124170000_signup_sources.sql).
 */

import {UTM_FIELDS} from './waitlist-contract';

export {UTM_FIELDS};
export type UtmField = (typeof UTM_FIELDS)[number];
export type UtmValues = Partial<Record<UtmField, string>>;

/** The database's limit (the `utm_value` domain), in characters (code points). */
export const UTM_MAX_LENGTH = 100;

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A storable UTM value, or null: printable, trimmed, at most 100 characters. */
export function utmValueOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const printable = value
    .slice(0, 4 * UTM_MAX_LENGTH)
    .replace(CONTROL_CHARACTERS, '')
    .trim();
  const cut = Array.from(printable).slice(0, UTM_MAX_LENGTH).join('').trim();
  return cut || null;
}

/** The storable UTM values among `get`'s (a query string's or a form's). */
export function utmValuesFrom(get: (name: UtmField) => unknown): UtmValues {
  const values: UtmValues = {};
  for (const field of UTM_FIELDS) {
    const value = utmValueOf(get(field));
    if (value) values[field] = value;
  }
  return values;
}

/** The query of the request's Referer when it is a page of our own origin, else null. */
export function sameOriginReferrerQuery(
  request: Request,
): URLSearchParams | null {
  const referer = request.headers.get('Referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin
      ? from.searchParams
      : null;
  } catch {
    return null;
  }
}

/** The UTM values of the page the visitor came from (our own pages only). */
export function utmFromReferrer(request: Request): UtmValues {
  const query = sameOriginReferrerQuery(request);
  return query ? utmValuesFrom((field) => query.get(field)) : {};
}

/** A submission's UTM values: the form's fields if it has any, else its Referer's query. */
export function utmOfSubmission(
  request: Request,
  form: FormData | null,
): UtmValues {
  const fromForm = utmValuesFrom((field) => form?.get(field));
  return Object.keys(fromForm).length ? fromForm : utmFromReferrer(request);
}

/** The join forms (`subscribers.source`); the newsletter's are its intents. */
export const JOIN_FORMS = ['modal', 'welcome-page'] as const;
export type JoinForm = (typeof JOIN_FORMS)[number];

export function joinFormOf(value: unknown): JoinForm | null {
  return (JOIN_FORMS as readonly unknown[]).includes(value)
    ? (value as JoinForm)
    : null;
}
