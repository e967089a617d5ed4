import {describe, expect, it} from 'vitest';
import {readBrowseList, signBrowseList} from './browse-offer.server';

const SECRET = 'a-test-secret-that-is-long-enough-1234';

describe('browse offer lists', () => {
  it('read back the handles we signed, once each', async () => {
    const {products, sig} = await signBrowseList(
      ['cordierite-pizza-stone', 'hardwood-lump-charcoal'],
      SECRET,
    );
    expect(products).toBe('cordierite-pizza-stone,hardwood-lump-charcoal');
    expect(await readBrowseList(products, sig, SECRET)).toEqual([
      'cordierite-pizza-stone',
      'hardwood-lump-charcoal',
    ]);
  });

  it('refuse a changed list, a missing or foreign signature, and lists that are not handles', async () => {
    const {products, sig} = await signBrowseList(['a-b'], SECRET);
    expect(await readBrowseList(`${products},titan`, sig, SECRET)).toBeNull();
    expect(await readBrowseList(products, null, SECRET)).toBeNull();
    expect(await readBrowseList(products, 'x', SECRET)).toBeNull();
    expect(await readBrowseList(products, sig, `${SECRET}-2`)).toBeNull();
    const bad = await signBrowseList(['../admin'], SECRET);
    expect(await readBrowseList(bad.products, bad.sig, SECRET)).toBeNull();
    const many = await signBrowseList(
      Array.from({length: 9}, (_, index) => `p${index}`),
      SECRET,
    );
    expect(await readBrowseList(many.products, many.sig, SECRET)).toBeNull();
  });
});
