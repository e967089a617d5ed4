import {describe, expect, it} from 'vitest';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {toProductCard, toProductCardPage} from './product-card';

const usd = (amount: string) => ({amount, currencyCode: 'USD' as const});
const image = (n: number) => ({
  id: `gid://shopify/ProductImage/${n}`,
  url: `https://cdn.example/${n}.jpg`,
  altText: n === 1 ? 'The grill' : null,
  width: 1200,
  height: 1200,
});
const grill: ProductCardFragment = {
  id: 'gid://shopify/Product/1',
  handle: 'classic-18',
  title: 'Classic 18',
  productType: 'Kamado Grill',
  availableForSale: true,
  isGiftCard: false,
  images: {nodes: [image(1), image(2), image(3)]},
  variants: {
    nodes: [
      {
        id: 'gid://shopify/ProductVariant/1',
        availableForSale: true,
        price: usd('1099.0'),
        compareAtPrice: usd('1299.0'),
      },
      {
        id: 'gid://shopify/ProductVariant/2',
        availableForSale: false,
        price: usd('1399.0'),
        compareAtPrice: null,
      },
    ],
  },
};

describe('toProductCard', () => {
  it('keeps what the card shows: the first image and the card price, no variants', () => {
    expect(toProductCard(grill)).toEqual({
      handle: 'classic-18',
      title: 'Classic 18',
      productType: 'Kamado Grill',
      availableForSale: true,
      image: {url: 'https://cdn.example/1.jpg', altText: 'The grill'},
      price: {price: usd('1099.0'), compareAtPrice: usd('1299.0'), from: true},
      saleOnSomeOptions: true,
    });
  });

  it('only some options on sale: the plain price says so, and a sale listing shows the reduced option (issue 25)', () => {
    // Classic 18: the grill alone at its full price, the bundle reduced.
    const bundleOnSale: ProductCardFragment = {
      ...grill,
      variants: {
        nodes: [
          {...grill.variants.nodes[0]!, compareAtPrice: null},
          {
            ...grill.variants.nodes[1]!,
            availableForSale: true,
            compareAtPrice: usd('1549.0'),
          },
        ],
      },
    };
    expect(toProductCard(bundleOnSale)).toMatchObject({
      price: {price: usd('1099.0'), compareAtPrice: null, from: true},
      saleOnSomeOptions: true,
    });
    expect(toProductCard(bundleOnSale, {saleView: true})).toMatchObject({
      price: {price: usd('1399.0'), compareAtPrice: usd('1549.0'), from: false},
      saleOnSomeOptions: true,
    });
    const allOnSale = {
      ...bundleOnSale,
      variants: {
        nodes: bundleOnSale.variants.nodes.map((variant) => ({
          ...variant,
          compareAtPrice: usd('1999.0'),
        })),
      },
    };
    expect(toProductCard(allOnSale).saleOnSomeOptions).toBe(false);
  });

  it('a product without images or variants has no image and no price', () => {
    const bare = {...grill, images: {nodes: []}, variants: {nodes: []}};
    expect(toProductCard(bare)).toMatchObject({image: null, price: null});
  });

  it('a page keeps its page info', () => {
    const pageInfo = {hasNextPage: true, hasPreviousPage: false};
    expect(toProductCardPage({nodes: [grill], pageInfo})).toEqual({
      nodes: [toProductCard(grill)],
      pageInfo,
    });
  });
});
