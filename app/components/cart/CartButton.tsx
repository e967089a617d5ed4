import {Link} from 'react-router';
import {CART_PATH} from '~/lib/cart-form';
import {CartIcon} from '../icons';
import {useCart} from './CartProvider';

/**
 * The header's cart control: a link to the full cart page (no JavaScript, or pages that
 * do not hydrate); with React it opens the drawer and shows the item count.
 */
export function CartButton() {
  const cart = useCart();
  const count = cart?.cart?.totalQuantity ?? 0;
  return (
    <Link
      to={CART_PATH}
      className="icon-button relative"
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
      {count ? (
        <span
          aria-hidden
          className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-orange-700 px-1 text-xs font-semibold text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
