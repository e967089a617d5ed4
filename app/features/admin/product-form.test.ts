import {describe, expect, it} from 'vitest';
import {PRODUCT_FORM_COPY} from './copy';
import {
  descriptionHtml,
  formFieldForUserError,
  productSetInput,
  readProductForm,
  validateProductForm,
} from './product-form';

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const VALID = {
  title: 'Test Kamado Grill',
  description: 'Line one.\n\nLine <two> & more.',
  productType: 'Kamado Grill',
  price: '799',
  compareAtPrice: '899.50',
  optionName: 'Size',
  optionValues: 'Small, Large',
  'variantPrice:Large': '1099.99',
  images:
    'https://images.example.com/a.jpg\n\nhttps://images.example.com/b.jpg',
  tags: 'new, grill',
  status: 'ACTIVE',
};

describe('the product form', () => {
  it('turns a valid form into a ProductSetInput with options, variants and files', () => {
    const checked = validateProductForm(readProductForm(formOf(VALID)));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(productSetInput(checked.form)).toEqual({
      title: 'Test Kamado Grill',
      descriptionHtml: '<p>Line one.</p><p>Line &lt;two&gt; &amp; more.</p>',
      productType: 'Kamado Grill',
      status: 'ACTIVE',
      tags: ['new', 'grill'],
      productOptions: [
        {
          name: 'Size',
          position: 1,
          values: [{name: 'Small'}, {name: 'Large'}],
        },
      ],
      variants: [
        {
          optionValues: [{optionName: 'Size', name: 'Small'}],
          price: '799',
          compareAtPrice: '899.50',
        },
        {
          optionValues: [{optionName: 'Size', name: 'Large'}],
          price: '1099.99',
          compareAtPrice: '899.50',
        },
      ],
      files: [
        {
          originalSource: 'https://images.example.com/a.jpg',
          contentType: 'IMAGE',
          alt: 'Test Kamado Grill',
        },
        {
          originalSource: 'https://images.example.com/b.jpg',
          contentType: 'IMAGE',
          alt: 'Test Kamado Grill',
        },
      ],
    });
  });

  it('makes one default variant without options', () => {
    const checked = validateProductForm(
      readProductForm(
        formOf({
          ...VALID,
          optionName: '',
          optionValues: '',
          compareAtPrice: '',
        }),
      ),
    );
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const input = productSetInput(checked.form);
    expect(input.productOptions).toEqual([
      {name: 'Title', position: 1, values: [{name: 'Default Title'}]},
    ]);
    expect(input.variants).toEqual([
      {
        optionValues: [{optionName: 'Title', name: 'Default Title'}],
        price: '799',
        compareAtPrice: null,
      },
    ]);
  });

  it.each([
    [{title: '  '}, 'title', PRODUCT_FORM_COPY.titleRequired],
    [{productType: ''}, 'productType', PRODUCT_FORM_COPY.productTypeRequired],
    [{price: '-1'}, 'price', PRODUCT_FORM_COPY.priceShape],
    [{price: '12.999'}, 'price', PRODUCT_FORM_COPY.priceShape],
    [
      {compareAtPrice: '700'},
      'compareAtPrice',
      PRODUCT_FORM_COPY.compareAtNotHigher,
    ],
    [
      {optionValues: ''},
      'optionValues',
      PRODUCT_FORM_COPY.optionValuesRequired,
    ],
    [{optionName: ''}, 'optionName', PRODUCT_FORM_COPY.optionNameRequired],
    [
      {optionValues: 'S, S'},
      'optionValues',
      PRODUCT_FORM_COPY.duplicateOptionValues,
    ],
    [
      {images: 'javascript:alert(1)'},
      'images',
      PRODUCT_FORM_COPY.imageUrlInvalid,
    ],
    [{status: 'ARCHIVED'}, 'status', PRODUCT_FORM_COPY.statusInvalid],
    [
      {'variantPrice:Large': 'free'},
      'variantPrice:Large',
      PRODUCT_FORM_COPY.priceShape,
    ],
  ])('refuses %o with a message on %s', (change, field, message) => {
    const checked = validateProductForm(
      readProductForm(formOf({...VALID, ...change})),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors[field as keyof typeof checked.errors]).toBe(message);
  });

  it('defaults tags to "new" on a fresh form and keeps an emptied tags field empty', () => {
    const {tags: _, ...withoutTags} = VALID;
    expect(readProductForm(formOf(withoutTags)).tags).toBe('new');
    expect(readProductForm(formOf({...VALID, tags: ''})).tags).toBe('');
  });

  it('escapes the description and keeps line breaks', () => {
    expect(descriptionHtml('a "b"\nc')).toBe('<p>a &quot;b&quot;<br>c</p>');
  });

  it.each([
    [['input', 'title'], 'title'],
    [['input', 'handle'], 'title'],
    [['input', 'productType'], 'productType'],
    [['input', 'descriptionHtml'], 'description'],
    [['input', 'variants', '1', 'price'], 'variantPrice:Large'],
    [['input', 'variants', '7', 'price'], 'price'],
    [['input', 'variants', '0', 'compareAtPrice'], 'compareAtPrice'],
    [['input', 'variants', '0', 'optionValues'], 'optionValues'],
    [['input', 'productOptions', '0', 'name'], 'optionName'],
    [['input', 'productOptions', '0', 'values'], 'optionValues'],
    [['input', 'files', '0', 'originalSource'], 'images'],
    [['input', 'tags'], 'tags'],
    [['input', 'vendor'], null],
    [null, null],
  ])('places a userError on %j next to %s', (field, expected) => {
    expect(formFieldForUserError(field, ['Small', 'Large'])).toBe(expected);
  });

  it('answers any posted strings with a result, never an exception (seeded fuzz)', () => {
    let seed = 16;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pieces = [
      '',
      ' ',
      ',',
      '\n',
      '0',
      '-1',
      '1e9',
      'é',
      '\u0000',
      '<b>',
      'https://x.example/a.png',
      'Size',
      '12.5',
      'ARCHIVED',
      'ACTIVE',
      'a'.repeat(300),
    ];
    const names = [
      'title',
      'description',
      'productType',
      'price',
      'compareAtPrice',
      'optionName',
      'optionValues',
      'images',
      'tags',
      'status',
      'variantPrice:a',
    ];
    for (let run = 0; run < 2000; run++) {
      const form = new FormData();
      for (const name of names) {
        if (random() < 0.2) continue;
        const length = Math.floor(random() * 4);
        form.set(
          name,
          Array.from(
            {length},
            () => pieces[Math.floor(random() * pieces.length)],
          ).join(''),
        );
      }
      const checked = validateProductForm(readProductForm(form));
      if (checked.ok)
        expect(productSetInput(checked.form).variants.length).toBeGreaterThan(
          0,
        );
      else expect(Object.keys(checked.errors).length).toBeGreaterThan(0);
    }
  });
});
