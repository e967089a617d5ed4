import {describe, expect, it} from 'vitest';
import {shortDescription} from './meta';

describe('shortDescription', () => {
  it('keeps a short text, with its spaces tidied', () => {
    expect(shortDescription('  Sear,\n smoke  and bake. ')).toBe(
      'Sear, smoke and bake.',
    );
  });

  it('cuts a long text at a word, within 155 characters, with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const short = shortDescription(text);
    expect(short.length).toBeLessThanOrEqual(155);
    expect(short).toMatch(/\bword…$/);
    expect(short).not.toMatch(/ …$/);
  });
});
