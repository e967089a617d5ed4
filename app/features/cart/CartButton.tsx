import {useLocation} from 'react-router';
import {attr} from '~/elements/contract';
import {cartCountIn} from '~/features/cart/cart-confirmation';
import {CART_DOM, CART_PATH} from '~/features/cart/cart-contract';
import {cartLinkLabel} from '~/features/cart/copy';
import {CartIcon} from '~/components/icons';
import {useLocalize} from '~/features/markets/use-market';

/**
 * The header's cart control: a link to the full cart page (no JavaScript); <cart-drawer>
 * (app/features/cart/cart-drawer.element.ts) fills in the count and opens its drawer from this link.
 */
export function CartButton() {
  const localize = useLocalize();
  const location = useLocation();
  // Until the count arrives (or without JavaScript), an add's confirmation URL carries it.
  const count = cartCountIn(location.search) ?? 0;
  return (
    <a
      href={localize(CART_PATH)}
      className="icon-button"
      {...attr(CART_DOM.opensCart)}
      aria-label={cartLinkLabel(count)}
    >
      <CartIcon />
      <span
        aria-hidden
        {...attr(CART_DOM.badge)}
        hidden={!count}
        className="cart-badge"
      >
        {count || null}
      </span>
    </a>
  );
}
