import {describe, expect, it} from 'vitest';
import {
  CART_COUNT_MAX_AGE_S,
  cartCountCookie,
  cartCountInCookies,
} from './cart-count-cookie';

describe('the cart count cookie', () => {
  it('is readable by scripts (no HttpOnly), site-wide, and lives as long as the cart id', () => {
    expect(cartCountCookie(3, true)).toBe(
      `cart_count=3; Max-Age=${CART_COUNT_MAX_AGE_S}; Path=/; SameSite=Lax; Secure`,
    );
    expect(cartCountCookie(0, false)).toBe(
      `cart_count=0; Max-Age=${CART_COUNT_MAX_AGE_S}; Path=/; SameSite=Lax`,
    );
  });

  it('keeps a count in range: never negative, never more than four digits', () => {
    expect(cartCountCookie(-2, false)).toMatch(/^cart_count=0;/);
    expect(cartCountCookie(123456, false)).toMatch(/^cart_count=9999;/);
  });

  it('reads the count among other cookies; none without it, zero for a bad value', () => {
    expect(cartCountInCookies('theme=dark; cart_count=7; other=1')).toBe(7);
    expect(cartCountInCookies('theme=dark')).toBeNull();
    expect(cartCountInCookies('cart_count=<script>')).toBe(0);
    expect(cartCountInCookies('my_cart_count=5')).toBeNull();
  });
});
