import {describe, expect, it} from 'vitest';
import type {ProductDetailFragment} from 'storefrontapi.generated';
import {productForPage} from './product-page';

describe('productForPage', () => {
  it('leaves the variant list, the plain description and the SEO fields out', () => {
    const product = {
      id: 'gid://shopify/Product/1',
      handle: 'classic-18',
      title: 'Classic 18',
      description: 'Plain text',
      descriptionHtml: '<p>Plain text</p>',
      seo: {title: null, description: null},
      variants: {nodes: []},
      adjacentVariants: [],
      options: [],
    } as unknown as ProductDetailFragment;
    const shown = productForPage(product);
    expect(shown).toEqual({
      id: 'gid://shopify/Product/1',
      handle: 'classic-18',
      title: 'Classic 18',
      descriptionHtml: '<p>Plain text</p>',
      adjacentVariants: [],
      options: [],
    });
  });
});
