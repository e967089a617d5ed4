import {describe, expect, it} from 'vitest';
import {sameOriginPath} from './same-origin-path';

const REQUEST = 'https://shop.example/';

describe('sameOriginPath', () => {
  it('keeps a path on this site with its query and drops the fragment', () => {
    expect(sameOriginPath('/store/shop?filter=new#top', REQUEST)).toBe(
      '/store/shop?filter=new',
    );
  });

  it.each([
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'store',
    '',
    null,
    42,
  ])('refuses %j', (value) => {
    expect(sameOriginPath(value, REQUEST)).toBeNull();
  });
});
