import {useCopy} from '~/features/markets/use-copy';
import {CART_FIELDS, MAX_LINE_QUANTITY} from '~/features/cart/cart-contract';
import {attr, FORM_DOM} from '~/elements/contract';
import {CartActionForm} from './CartActionForm';
import {PendingCartLine} from './CartView';
import {CART_COPY} from './copy';

/**
 * "Add to cart" for one variant. Without JavaScript the cart action adds the line and
 * brings the shopper back to this page; with it (<cart-form>), the button shows progress
 * and the cart drawer opens on the updated cart. Shopify's refusals (e.g. sold out) show
 * under it. With `line` (what the variant's line will show), the drawer opens at once on
 * that line while the add is in flight (CART_DOM.pendingLine).
 */
export function AddToCartForm({
  merchandiseId,
  disabled = false,
  withQuantity = false,
  label = CART_COPY.addToCart,
  line,
}: {
  merchandiseId: string;
  disabled?: boolean;
  withQuantity?: boolean;
  label?: string;
  line?: Omit<Parameters<typeof PendingCartLine>[0], 'merchandiseId'>;
}) {
  const {CART_COPY} = useCopy('cart');
  return (
    <CartActionForm
      intent="add"
      fields={{
        [CART_FIELDS.merchandiseId]: merchandiseId,
        ...(withQuantity ? {} : {[CART_FIELDS.quantity]: 1}),
      }}
      className="add-to-cart"
    >
      {withQuantity ? (
        <label>
          {CART_COPY.quantity}
          <input
            type="number"
            name={CART_FIELDS.quantity}
            defaultValue={1}
            min={1}
            max={MAX_LINE_QUANTITY}
            required
          />
        </label>
      ) : null}
      <button
        type="submit"
        className="button-primary"
        disabled={disabled}
        {...attr(FORM_DOM.busyLabel, disabled ? undefined : CART_COPY.adding)}
      >
        {disabled ? CART_COPY.soldOut : label}
      </button>
      {line && !disabled ? (
        <PendingCartLine merchandiseId={merchandiseId} {...line} />
      ) : null}
      <p {...attr(FORM_DOM.message, 'alert')} />
    </CartActionForm>
  );
}
