import {useCopy} from '~/features/markets/use-copy';
import {attr, FORM_DOM} from '~/elements/contract';
import {CartActionForm} from './CartActionForm';

/**
 * The checkout button (MESSAGES.checkoutButton). Without JavaScript the form opens a
 * new tab whose POST redirects to the checkout. With it (<cart-form>), the button shows
 * progress while the checkout is created, then the checkout opens in a new tab; a
 * failure shows the spec's message in the alert under it.
 */
export function CheckoutForm() {
  const {CART_COPY} = useCopy('cart');
  const {MESSAGES} = useCopy('messages');
  return (
    <CartActionForm intent="checkout" target="_blank" className="checkout-form">
      <button
        type="submit"
        className="button-primary"
        {...attr(FORM_DOM.busyLabel, CART_COPY.creatingCheckout)}
      >
        {MESSAGES.checkoutButton}
      </button>
      <p {...attr(FORM_DOM.message, 'alert')} />
    </CartActionForm>
  );
}
