import {describe, expect, it} from 'vitest';
import {shopifyImageUrl, shopifySrcSet} from './shopify-image';

describe('Shopify CDN image URLs', () => {
  it('adds the width, keeping existing parameters', () => {
    expect(
      shopifyImageUrl('https://cdn.shopify.com/s/files/a.jpg?v=12', 320),
    ).toBe('https://cdn.shopify.com/s/files/a.jpg?v=12&width=320');
  });

  it('crops to a centred square on request', () => {
    expect(
      shopifyImageUrl('https://cdn.shopify.com/a.jpg', 80, {square: true}),
    ).toBe('https://cdn.shopify.com/a.jpg?width=80&height=80&crop=center');
  });

  it('lists one candidate per width', () => {
    expect(shopifySrcSet('https://cdn.shopify.com/a.jpg', [160, 320])).toBe(
      'https://cdn.shopify.com/a.jpg?width=160 160w, https://cdn.shopify.com/a.jpg?width=320 320w',
    );
  });

  it('gives each width the URL shopifyImageUrl gives it, with the same parameters', () => {
    const url = 'https://cdn.shopify.com/a.jpg?v=3&width=9&crop=top';
    expect(shopifySrcSet(url, [160, 320, 480], {square: true})).toBe(
      [160, 320, 480]
        .map((w) => `${shopifyImageUrl(url, w, {square: true})} ${w}w`)
        .join(', '),
    );
    expect(shopifySrcSet(url, [160], {square: true})).toBe(
      'https://cdn.shopify.com/a.jpg?v=3&width=160&crop=center&height=160 160w',
    );
  });
});
