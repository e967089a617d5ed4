import {MESSAGES} from '~/lib/messages';
import {CartActionForm} from './CartActionForm';

/**
 * The checkout button (MESSAGES.checkoutButton). Without JavaScript the form opens a
 * new tab whose POST redirects to the checkout. With it (<cart-form>), the button shows
 * progress while the checkout is created, then the checkout opens in a new tab; a
 * failure shows the spec's message in the alert under it.
 */
export function CheckoutForm() {
  return (
    <CartActionForm intent="checkout" target="_blank" className="space-y-2">
      <button
        type="submit"
        className="button-primary w-full"
        data-busy-label="Creating your checkout…"
      >
        {MESSAGES.checkoutButton}
      </button>
      <p
        data-form-message="alert"
        className="text-sm text-red-700 empty:hidden dark:text-red-400"
      />
    </CartActionForm>
  );
}
