import {afterEach, describe, expect, it, vi} from 'vitest';
import {reuseForAWhile} from './reuse-for-a-while.server';

afterEach(() => vi.useRealTimers());

describe('reuseForAWhile', () => {
  it('reads once, then reuses the value until the time is up', async () => {
    vi.useFakeTimers({now: 0});
    const reuse = reuseForAWhile<string>(1000);
    const read = vi.fn(async () => `read at ${Date.now()}`);
    expect(await reuse('k', read)).toBe('read at 0');
    vi.setSystemTime(999);
    expect(await reuse('k', read)).toBe('read at 0');
    expect(read).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1000);
    expect(await reuse('k', read)).toBe('read at 1000');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps each key apart', async () => {
    const reuse = reuseForAWhile<string>(1000);
    expect(await reuse('en', async () => 'English')).toBe('English');
    expect(await reuse('fr', async () => 'Français')).toBe('Français');
    expect(await reuse('en', async () => 'again')).toBe('English');
  });

  it('keeps nothing when the read fails, so the next request asks again', async () => {
    const reuse = reuseForAWhile<string>(1000);
    await expect(
      reuse('k', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await reuse('k', async () => 'back')).toBe('back');
  });

  it('holds at most `limit` keys', async () => {
    const reuse = reuseForAWhile<number>(60_000, 2);
    const read = vi.fn(async () => 1);
    await reuse('a', read);
    await reuse('b', read);
    await reuse('c', read);
    await reuse('a', read);
    expect(read).toHaveBeenCalledTimes(4);
  });
});
