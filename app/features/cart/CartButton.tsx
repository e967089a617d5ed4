import {Link, useLocation} from 'react-router';
import {cartCountIn} from '~/features/cart/cart-confirmation';
import {CART_PATH} from '~/features/cart/cart-contract';
import {CartIcon} from '~/components/icons';

/**
 * The header's cart control: a link to the full cart page (no JavaScript); <cart-drawer>
 * (app/features/cart/cart-drawer.element.ts) fills in the count and opens its drawer from this link.
 */
export function CartButton() {
  const location = useLocation();
  // Until the count arrives (or without JavaScript), an add's confirmation URL carries it.
  const count = cartCountIn(location.search) ?? 0;
  return (
    <Link
      to={CART_PATH}
      className="icon-button relative"
      data-opens-cart=""
      aria-label={
        count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'
      }
    >
      <CartIcon />
      <span aria-hidden data-cart-count hidden={!count} className="cart-badge">
        {count || null}
      </span>
    </Link>
  );
}
