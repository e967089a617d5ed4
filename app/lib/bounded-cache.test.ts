import {describe, expect, it, vi} from 'vitest';
import {boundedCache} from './bounded-cache';

describe('boundedCache', () => {
  it('computes a key once and then answers from memory', () => {
    const cache = boundedCache<number>(10);
    const make = vi.fn(() => 42);
    expect(cache.get('a', make)).toBe(42);
    expect(cache.get('a', make)).toBe(42);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps at most `limit` entries, dropping the oldest first', () => {
    const cache = boundedCache<string>(3);
    for (const key of ['a', 'b', 'c', 'd']) cache.get(key, () => key);
    expect(cache.size).toBe(3);
    const make = vi.fn(() => 'again');
    expect(cache.get('a', make)).toBe('again');
    expect(cache.get('d', make)).toBe('d');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a falsy value like any other', () => {
    const cache = boundedCache<number | null>(2);
    const make = vi.fn(() => null);
    cache.get('x', make);
    cache.get('x', make);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
