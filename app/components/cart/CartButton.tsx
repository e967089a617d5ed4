import {Link, useLocation} from 'react-router';
import {cartCountIn} from '~/lib/cart-confirmation';
import {CART_PATH} from '~/lib/cart-form';
import {CartIcon} from '../icons';
import {useCart} from './CartProvider';

/**
 * The header's cart control: a link to the full cart page (no JavaScript); with React it
 * opens the drawer and shows the item count. On pages that do not hydrate, <cart-drawer>
 * (app/enhance/cart-drawer.ts) fills in the count and opens its drawer from this link.
 */
export function CartButton() {
  const cart = useCart();
  const location = useLocation();
  // Until the cart data arrives (or without JavaScript), an add's confirmation URL carries the count.
  const count = cart?.cart?.totalQuantity ?? cartCountIn(location.search) ?? 0;
  return (
    <Link
      to={CART_PATH}
      className="icon-button relative"
      data-opens-cart={cart ? undefined : ''}
      aria-label={
        count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'
      }
      onClick={(event) => {
        if (!cart) return;
        event.preventDefault();
        cart.open();
      }}
    >
      <CartIcon />
      <span
        aria-hidden
        data-cart-count
        hidden={!count}
        className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-orange-700 px-1 text-xs font-semibold text-white [&[hidden]]:hidden"
      >
        {count || null}
      </span>
    </Link>
  );
}
