import {describe, expect, it} from 'vitest';
import {
  FIRST_TOUCH_COOKIE,
  firstTouchCookieFor,
  readFirstTouch,
} from './first-touch.server';

const ORIGIN = 'https://shop.example';

const visit = (
  query: string,
  headers: Record<string, string> = {'Sec-Fetch-Site': 'same-origin'},
) => new Request(`${ORIGIN}/api/visit${query}`, {headers});

const cookieValue = (setCookie: string | null) =>
  setCookie?.split(';')[0]!.slice(FIRST_TOUCH_COOKIE.length + 1) ?? '';

const withCookie = (setCookie: string | null, extra = {}) =>
  new Request(`${ORIGIN}/`, {
    headers: {
      Cookie: `cart=abc; ${FIRST_TOUCH_COOKIE}=${cookieValue(setCookie)}`,
      ...extra,
    },
  });

describe("the visit's first touch", () => {
  it("keeps the friend's code and the campaign from the endpoint's own query, as a session cookie", () => {
    const setCookie = firstTouchCookieFor(
      visit('?ref=rita234567&utm_source=newsletter&utm_campaign=spring'),
    );
    expect(setCookie).toMatch(
      new RegExp(
        `^${FIRST_TOUCH_COOKIE}=[^;]+; Path=/; HttpOnly; SameSite=Lax; Secure$`,
      ),
    );
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    expect(readFirstTouch(withCookie(setCookie))).toEqual({
      ref: 'rita234567',
      utm: {utm_source: 'newsletter', utm_campaign: 'spring'},
    });
  });

  it('reads the page address from the Referer when the query is empty (the no-JS image)', () => {
    const setCookie = firstTouchCookieFor(
      visit('', {
        'Sec-Fetch-Site': 'same-origin',
        Referer: `${ORIGIN}/store?utm_source=podcast&utm_medium=audio`,
      }),
    );
    expect(readFirstTouch(withCookie(setCookie))).toEqual({
      ref: null,
      utm: {utm_source: 'podcast', utm_medium: 'audio'},
    });
  });

  it('sets nothing for an address without values, or once a first touch is kept', () => {
    expect(firstTouchCookieFor(visit('?q=grill'))).toBeNull();
    const first = firstTouchCookieFor(visit('?utm_source=first'));
    const again = new Request(`${ORIGIN}/api/visit?utm_source=second`, {
      headers: {
        'Sec-Fetch-Site': 'same-origin',
        Cookie: `${FIRST_TOUCH_COOKIE}=${cookieValue(first)}`,
      },
    });
    expect(firstTouchCookieFor(again)).toBeNull();
  });

  it('refuses another site (it cannot plant a referrer) and a bad code', () => {
    expect(
      firstTouchCookieFor(
        visit('?ref=evil234567', {'Sec-Fetch-Site': 'cross-site'}),
      ),
    ).toBeNull();
    // No Sec-Fetch-Site (an old browser): only with a Referer of our own.
    expect(firstTouchCookieFor(visit('?ref=evil234567', {}))).toBeNull();
    expect(
      firstTouchCookieFor(
        visit('?ref=evil234567', {
          Referer: 'https://evil.example/?ref=evil234567',
        }),
      ),
    ).toBeNull();
    expect(firstTouchCookieFor(visit('?ref=not a code!'))).toBeNull();
  });

  it('reads nothing from a missing or mangled cookie, and only storable values', () => {
    expect(readFirstTouch(new Request(ORIGIN))).toEqual({ref: null, utm: {}});
    expect(
      readFirstTouch(
        new Request(ORIGIN, {
          headers: {Cookie: `${FIRST_TOUCH_COOKIE}=%E0%A4%A`},
        }),
      ),
    ).toEqual({ref: null, utm: {}});
    expect(
      readFirstTouch(
        new Request(ORIGIN, {
          headers: {
            Cookie: `${FIRST_TOUCH_COOKIE}=${encodeURIComponent(`ref=<x>&utm_source=${'a'.repeat(300)}`)}`,
          },
        }),
      ).utm.utm_source,
    ).toHaveLength(100);
  });
});
