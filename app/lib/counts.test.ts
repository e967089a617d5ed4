import {describe, expect, it} from 'vitest';
import {formatCount} from './counts';

describe('formatCount', () => {
  it('writes a count as each market’s language does, as toLocaleString would', () => {
    for (const locale of ['en-US', 'fr-CA', 'de-DE']) {
      expect(formatCount(1234567, locale)).toBe(
        (1234567).toLocaleString(locale),
      );
    }
    expect(formatCount(2000)).toBe('2,000');
    expect(formatCount(1234, 'de-DE')).toBe('1.234');
  });
});
