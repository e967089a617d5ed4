import {describe, expect, it} from 'vitest';
import {
  confirmationIn,
  confirmationPath,
  withoutConfirmation,
} from './cart-confirmation';

describe('cart confirmation in the URL', () => {
  it('round-trips the variant and the count, keeping the page options', () => {
    const path = confirmationPath('/store/product/classic?Color=Ember+Red', {
      merchandiseId: 'gid://shopify/ProductVariant/42',
      count: 3,
    });
    expect(path).toBe('/store/product/classic?Color=Ember+Red&added=42&cart=3');
    expect(confirmationIn(new URL(path, 'http://x').search)).toEqual({
      variantId: 'gid://shopify/ProductVariant/42',
      count: 3,
    });
    expect(withoutConfirmation(path)).toBe(
      '/store/product/classic?Color=Ember+Red',
    );
  });

  it('ignores anything but numbers', () => {
    expect(confirmationIn('?added=Free+phone&cart=1')).toBeNull();
    expect(confirmationIn('?added=42&cart=-1')).toBeNull();
    expect(confirmationIn('?added=42')).toBeNull();
  });
});
