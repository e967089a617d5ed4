import {describe, expect, it} from 'vitest';
import {
  joinFormOf,
  UTM_MAX_LENGTH,
  utmFromReferrer,
  utmOfSubmission,
  utmValueOf,
} from './signup-source.server';

const post = (referer?: string) =>
  new Request('https://shop.example/api/waitlist', {
    method: 'POST',
    headers: referer ? {Referer: referer} : {},
  });

describe('signup sources', () => {
  it('reads the UTM values of a Referer from our own origin', () => {
    expect(
      utmFromReferrer(
        post(
          'https://shop.example/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&x=1',
        ),
      ),
    ).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
    });
  });

  it('ignores a Referer from another origin, a malformed one, and none', () => {
    expect(
      utmFromReferrer(post('https://evil.example/?utm_source=spoof')),
    ).toEqual({});
    expect(
      utmFromReferrer(post('http://shop.example/?utm_source=downgraded')),
    ).toEqual({});
    expect(utmFromReferrer(post('not a url'))).toEqual({});
    expect(utmFromReferrer(post())).toEqual({});
  });

  it("prefers the form's own fields to the Referer", () => {
    const form = new FormData();
    form.set('utm_campaign', 'from-form');
    expect(
      utmOfSubmission(post('https://shop.example/?utm_source=ref'), form),
    ).toEqual({utm_campaign: 'from-form'});
    expect(
      utmOfSubmission(
        post('https://shop.example/?utm_source=ref'),
        new FormData(),
      ),
    ).toEqual({utm_source: 'ref'});
  });

  it('keeps hostile values storable: printable, trimmed, at most 100 characters', () => {
    expect(utmValueOf('x'.repeat(10_240))).toBe('x'.repeat(UTM_MAX_LENGTH));
    // Counted in characters as Postgres counts them, not UTF-16 units.
    expect(Array.from(utmValueOf('🔥'.repeat(150)) ?? '')).toHaveLength(100);
    expect(utmValueOf(' spring\n\u0000sale ')).toBe('springsale');
    expect(utmValueOf('   ')).toBeNull();
    expect(utmValueOf(42)).toBeNull();
  });

  it('knows the join forms and nothing else', () => {
    expect(joinFormOf('modal')).toBe('modal');
    expect(joinFormOf('welcome-page')).toBe('welcome-page');
    expect(joinFormOf('footer')).toBeNull();
    expect(joinFormOf(null)).toBeNull();
  });
});
