import {describe, expect, it} from 'vitest';
import {
  readViewed,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  rememberViewed,
} from './recently-viewed';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const product = (handle: string) => ({
  handle,
  title: `Product ${handle}`,
  imageUrl: `https://cdn.example/${handle}.jpg`,
});

describe('recently viewed products', () => {
  it('keeps the newest first, once each, at most the maximum', () => {
    const storage = memoryStorage();
    for (let index = 0; index < RECENTLY_VIEWED_MAX + 3; index += 1)
      rememberViewed(storage, product(`p${index}`));
    rememberViewed(storage, product('p5'));
    const handles = readViewed(storage).map((item) => item.handle);
    expect(handles).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(handles[0]).toBe('p5');
    expect(new Set(handles).size).toBe(handles.length);
  });

  it('reads nothing from a broken or tampered value, and skips bad entries', () => {
    expect(
      readViewed(memoryStorage({[RECENTLY_VIEWED_KEY]: '{not json'})),
    ).toEqual([]);
    expect(readViewed(memoryStorage({[RECENTLY_VIEWED_KEY]: '{}'}))).toEqual(
      [],
    );
    const stored = JSON.stringify([
      {handle: '../../admin', title: 'x', imageUrl: null},
      {handle: 'ok', title: 'Fine', imageUrl: 'javascript:alert(1)'},
      {handle: 'good', title: 'Good', imageUrl: null},
    ]);
    expect(readViewed(memoryStorage({[RECENTLY_VIEWED_KEY]: stored}))).toEqual([
      {handle: 'good', title: 'Good', imageUrl: null},
    ]);
  });

  it('does not store an invalid product', () => {
    const storage = memoryStorage();
    rememberViewed(storage, {handle: 'Bad Handle', title: 'x', imageUrl: null});
    expect(storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });
});
