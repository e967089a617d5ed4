import {describe, expect, it} from 'vitest';
import {menuItemHref, shopOriginsOf, shopifyPathToRoute} from './menu-urls';

const SHOP = 'https://emberforge.myshopify.com';
const origins = shopOriginsOf(
  'https://emberforge.com',
  'emberforge.myshopify.com',
  'http://127.0.0.1:3100',
);

describe("Shopify's menu URLs as this site links them", () => {
  it.each([
    ['/collections/all', '/store/shop'],
    ['/collections/grills', '/grills'],
    ['/collections/new-arrivals', '/store/shop?filter=new'],
    ['/collections/best-sellers', '/store/shop?filter=bestsellers'],
    ['/collections/sale', '/store/shop?filter=sale'],
    ['/products/emberforge-gift-card', '/gift-cards'],
    [
      '/products/classic-18-kamado-grill',
      '/store/product/classic-18-kamado-grill',
    ],
    ['/pages/warranty', '/warranty'],
    ['/policies/shipping-policy', '/shipping'],
    ['/policies/refund-policy', '/returns'],
    ['/policies/privacy-policy', '/privacy'],
    ['/policies/terms-of-service', '/terms'],
    ['/search', '/search'],
  ])('%s on the shop goes to %s', (path, route) => {
    expect(menuItemHref(`${SHOP}${path}`, origins)).toBe(route);
    expect(menuItemHref(`https://emberforge.com${path}`, origins)).toBe(route);
  });

  it('keeps a path of the shop that is no Shopify resource, with its query and fragment', () => {
    expect(menuItemHref(`${SHOP}/store/ai-recipes`, origins)).toBe(
      '/store/ai-recipes',
    );
    expect(
      menuItemHref(`${SHOP}/blogs/guides/first-light?x=1#a`, origins),
    ).toBe('/blogs/guides/first-light?x=1#a');
    // An unknown collection or page keeps Shopify's path (its redirects answer it).
    expect(menuItemHref(`${SHOP}/collections/winter`, origins)).toBe(
      '/collections/winter',
    );
    expect(menuItemHref(`${SHOP}/pages/about-us`, origins)).toBe(
      '/pages/about-us',
    );
  });

  it('leaves other sites and unparsable URLs as they are', () => {
    for (const url of [
      'https://www.instagram.com/emberforgekamado',
      'https://evil.example/collections/grills',
      'mailto:hello@emberforge.com',
      '#',
      '/relative',
    ]) {
      expect(menuItemHref(url, origins)).toBe(url);
    }
  });

  it('does not take a lookalike host for the shop', () => {
    expect(
      menuItemHref(
        'https://emberforge.myshopify.com.evil.example/pages/warranty',
        origins,
      ),
    ).toBe('https://emberforge.myshopify.com.evil.example/pages/warranty');
  });

  it('maps only resource paths', () => {
    expect(shopifyPathToRoute('/collections/grills/products/x')).toBeNull();
    expect(shopifyPathToRoute('/collections/%E0%A4%A')).toBeNull();
    expect(shopifyPathToRoute('/store/shop')).toBeNull();
  });
});
