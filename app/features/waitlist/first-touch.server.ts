/**
 * The visit's first touch (docs/decisions/0212): the friend's `ref` code and the `utm_*`
 * values of the first address of the visit that carried any, kept in a first-party session
 * cookie so that a visitor who browses the shop before joining is still credited.
 *
 * The cookie is never set by a public page's answer (those are the same for everyone and
 * cached): `/api/visit` sets it, asked by <visit-source> with scripts (only when the address
 * carries such values) and by a <noscript> image without them, which reads the values from
 * its Referer (the page's address). Only the first touch is kept: a later address does not
 * replace it. The cookie lives until the browser closes ("the visit"); it holds nothing the
 * address did not, and nothing else reads it.
 */
import {referralCodeOf} from './waitlist-status.server';
import {
  sameOriginReferrerQuery,
  UTM_FIELDS,
  utmValuesFrom,
  type UtmValues,
} from './signup-source.server';

export const FIRST_TOUCH_COOKIE = 'ef_first_touch';

export type FirstTouch = {ref: string | null; utm: UtmValues};

const NOTHING: FirstTouch = {ref: null, utm: {}};

/** The storable values of a query string (an address's or the cookie's). */
function firstTouchOf(query: URLSearchParams): FirstTouch {
  return {
    ref: referralCodeOf(query.get('ref')),
    utm: utmValuesFrom((field) => query.get(field)),
  };
}

const isEmpty = (touch: FirstTouch) =>
  !touch.ref && !Object.keys(touch.utm).length;

/** The visit's first touch, from the request's cookie. */
export function readFirstTouch(request: Request): FirstTouch {
  const cookie = request.headers
    .get('Cookie')
    ?.split(/;\s*/)
    .find((pair) => pair.startsWith(`${FIRST_TOUCH_COOKIE}=`));
  if (!cookie) return NOTHING;
  try {
    return firstTouchOf(
      new URLSearchParams(
        decodeURIComponent(cookie.slice(FIRST_TOUCH_COOKIE.length + 1)),
      ),
    );
  } catch {
    return NOTHING;
  }
}

/**
 * The `Set-Cookie` for `/api/visit`, or null: when the request comes from one of our own
 * pages (another site cannot plant a referrer), no first touch is kept yet, and the values
 * (the request's own query, else its Referer's) carry any.
 */
export function firstTouchCookieFor(request: Request): string | null {
  const site = request.headers.get('Sec-Fetch-Site');
  const referrerQuery = sameOriginReferrerQuery(request);
  if (site ? site !== 'same-origin' : !referrerQuery) return null;
  if (!isEmpty(readFirstTouch(request))) return null;
  const own = new URL(request.url).searchParams;
  const touch = firstTouchOf(own.size ? own : (referrerQuery ?? own));
  if (isEmpty(touch)) return null;

  const values = new URLSearchParams();
  if (touch.ref) values.set('ref', touch.ref);
  for (const field of UTM_FIELDS)
    if (touch.utm[field]) values.set(field, touch.utm[field]);
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  // No Max-Age: a session cookie, gone when the browser closes.
  return `${FIRST_TOUCH_COOKIE}=${encodeURIComponent(values.toString())}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}
