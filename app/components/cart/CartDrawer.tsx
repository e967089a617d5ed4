import {useEffect, useRef} from 'react';
import {CloseIcon} from '../icons';
import {useCart} from './CartProvider';
import {CartView} from './CartView';

/** The slide-in cart: a modal <dialog> (focus kept inside, Escape closes). */
export function CartDrawer() {
  const cart = useCart();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !cart) return;
    if (cart.isOpen && !element.open) element.showModal();
    if (!cart.isOpen && element.open) element.close();
  }, [cart]);

  if (!cart) return null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="cart-drawer-title"
      className="cart-drawer"
      onClose={cart.close}
      {...{closedby: 'any'}}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4 dark:border-stone-800">
          <h2 id="cart-drawer-title" className="text-lg font-semibold">
            Your cart
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label="Close cart"
            onClick={cart.close}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">
          <CartView cart={cart.cart} onNavigate={cart.close} />
        </div>
      </div>
    </dialog>
  );
}
