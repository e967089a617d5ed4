import {describe, expect, it} from 'vitest';
import {LANDING_COPY, WAITLIST_STAT_LABELS} from './copy';
import {SPEC_HIGHLIGHTS} from './landing';
import {MESSAGES} from '~/lib/messages';

/**
 * The one place the spec's words are written a second time: here they are checked
 * against SPEC.md once; every page and every other test imports them.
 */
describe('the copy catalogue says what the spec says', () => {
  it('has the landing page texts of SPEC 2 and 4', () => {
    expect(LANDING_COPY).toEqual({
      headline: 'Something is coming.',
      secureYourSpot: 'Secure Your Spot',
      startShopping: 'Start Shopping',
    });
    expect(MESSAGES.exitIntentDecline).toBe("No thanks, I'll pay full price");
  });

  it('names the waitlist stats and the spec highlights as SPEC 2 does', () => {
    expect(
      Object.values(WAITLIST_STAT_LABELS).map((label) => label.toLowerCase()),
    ).toEqual(['home cooks', 'pro chefs', 'restaurants', 'countries']);
    expect(SPEC_HIGHLIGHTS.map((highlight) => highlight.value)).toEqual([
      '±1°C',
      '10,000+',
      '12-minute',
      '4x',
    ]);
  });
});
