import {describe, expect, it} from 'vitest';
import {
  productJsonLd,
  productBreadcrumbs,
  productSeoMeta,
  variantSearch,
} from './product-seo';

const usd = (amount: string) => ({amount, currencyCode: 'USD' as const});
const variant = (
  title: string,
  options: Array<[string, string]>,
  availableForSale: boolean,
) => ({
  id: `gid://shopify/ProductVariant/${title}`,
  title,
  sku: `SKU-${title}`,
  availableForSale,
  price: usd('1899.00'),
  compareAtPrice: null,
  selectedOptions: options.map(([name, value]) => ({name, value})),
  image: null,
  product: {handle: 'titan'},
});

describe('productJsonLd', () => {
  const product = {
    title: 'Titan 24" Kamado Grill',
    descriptionHtml: '<p>Big.</p>',
    vendor: 'Emberforge',
    images: {
      nodes: [
        {
          id: 'i1',
          url: 'https://cdn.example/titan-1.svg',
          altText: null,
          width: 1200,
          height: 1200,
        },
      ],
    },
    variants: {
      nodes: [
        variant('Obsidian Black', [['Color', 'Obsidian Black']], true),
        variant('Ember Red', [['Color', 'Ember Red']], false),
      ],
    },
  };

  it('lists one offer per variant with its availability and URL', () => {
    const json = productJsonLd(
      product,
      'https://shop.example/store/product/titan',
    );
    expect(json).toMatchObject({
      '@type': 'Product',
      name: product.title,
      brand: {name: 'Emberforge'},
      image: ['https://cdn.example/titan-1.svg'],
    });
    expect(json.offers).toEqual([
      expect.objectContaining({
        price: '1899.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/store/product/titan?Color=Obsidian+Black',
      }),
      expect.objectContaining({
        availability: 'https://schema.org/OutOfStock',
        url: 'https://shop.example/store/product/titan?Color=Ember+Red',
      }),
    ]);
  });
});

describe('productJsonLd, issue 25 item 18', () => {
  const single = {
    title: 'Pizza Peel',
    descriptionHtml:
      '<p>Made of oak &amp; steel</p><ul><li>Fits 18&quot; grills</li><li>Fits 24&quot; grills</li></ul>',
    vendor: 'Emberforge',
    images: {nodes: []},
    variants: {
      nodes: [variant('Default Title', [['Title', 'Default Title']], true)],
    },
  };

  it('names a single-variant offer after the product, never "Default Title"', () => {
    const json = productJsonLd(single, 'https://shop.example/store/product/p');
    expect(json.offers.map((offer) => offer.name)).toEqual(['Pizza Peel']);
  });

  it('names a variant offer after the product and the variant', () => {
    const json = productJsonLd(
      {
        ...single,
        variants: {nodes: [variant('Large', [['Size', 'Large']], true)]},
      },
      'https://shop.example/store/product/p',
    );
    expect(json.offers[0]!.name).toBe('Pizza Peel (Large)');
  });

  it('keeps list items and paragraphs apart in the description', () => {
    const json = productJsonLd(single, 'https://shop.example/store/product/p');
    expect(json.description).toBe(
      'Made of oak & steel. Fits 18" grills. Fits 24" grills.',
    );
  });
});

describe('variantSearch', () => {
  it('puts the options in the query, none for the default variant', () => {
    expect(
      variantSearch([
        {name: 'Color', value: 'Ember Red'},
        {name: 'Package', value: 'Grill only'},
      ]),
    ).toBe('?Color=Ember+Red&Package=Grill+only');
    expect(variantSearch([{name: 'Title', value: 'Default Title'}])).toBe('');
  });
});

describe('productBreadcrumbs', () => {
  it('leads from home through the category to the product, gift cards through their page', () => {
    const crumbs = (productType: string, isGiftCard = false) =>
      productBreadcrumbs(
        {title: 'T', handle: 'h', productType, isGiftCard},
        'https://shop.example',
      ).itemListElement.map((item) => item.item);
    expect(crumbs('Kamado Grill')).toEqual([
      'https://shop.example/',
      'https://shop.example/grills',
      'https://shop.example/store/product/h',
    ]);
    // The gift card's page is /gift-cards itself.
    expect(crumbs('Gift Card', true)).toEqual([
      'https://shop.example/',
      'https://shop.example/gift-cards',
    ]);
  });
});

describe('productSeoMeta', () => {
  const product = {
    title: 'Titan',
    descriptionHtml: `<p>${'A long description. '.repeat(20)}</p>`,
    seo: {title: null, description: null},
    images: {
      nodes: [
        {
          id: 'i1',
          url: 'https://cdn.example/titan-1.svg',
          altText: 'Titan',
          width: 1200,
          height: 1200,
        },
      ],
    },
  };

  it('falls back to the title and a shortened description, with the canonical URL and image', () => {
    const meta = productSeoMeta(
      product,
      'https://shop.example/store/product/titan',
    );
    expect(meta).toContainEqual({title: 'Titan | Emberforge Kamado'});
    const description = meta.find(
      (tag) => 'name' in tag && tag.name === 'description',
    ) as {content: string};
    expect(description.content.length).toBeLessThanOrEqual(155);
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example/store/product/titan',
    });
    expect(meta).toContainEqual({
      property: 'og:image',
      content: 'https://cdn.example/titan-1.svg',
    });
    expect(meta).toContainEqual({property: 'og:type', content: 'product'});
  });

  it('prefers the SEO title and description of the store', () => {
    const meta = productSeoMeta(
      {...product, seo: {title: 'Titan 24', description: 'Big grill.'}},
      'https://x',
    );
    expect(meta).toContainEqual({title: 'Titan 24 | Emberforge Kamado'});
    expect(meta).toContainEqual({name: 'description', content: 'Big grill.'});
  });
});
