import {useEffect, useRef} from 'react';
import {useFetcher} from 'react-router';
import type {CartActionResult} from '~/lib/cart-actions.server';
import {CART_FIELDS, MAX_LINE_QUANTITY} from '~/lib/cart-form';
import {CartActionForm} from './CartActionForm';
import {useCart} from './CartProvider';

/**
 * "Add to cart" for one variant. Without JavaScript the cart action adds the line and
 * brings the shopper back to this page; with it, the button shows progress and the cart
 * drawer opens on the updated cart. Shopify's refusals (e.g. sold out) show under it.
 */
export function AddToCartForm({
  merchandiseId,
  disabled = false,
  withQuantity = false,
  label = 'Add to cart',
}: {
  merchandiseId: string;
  disabled?: boolean;
  withQuantity?: boolean;
  label?: string;
}) {
  const fetcherKey = `add-${merchandiseId}`;
  const fetcher = useFetcher<CartActionResult>({key: fetcherKey});
  const cart = useCart();
  const busy = fetcher.state !== 'idle';
  const errors = fetcher.state === 'idle' ? (fetcher.data?.errors ?? []) : [];

  // Open the drawer once the add has landed and the cart data has been revalidated.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && fetcher.data && !fetcher.data.errors.length)
      cart?.open();
    wasBusy.current = busy;
  }, [busy, fetcher.data, cart]);

  return (
    <div className="space-y-2">
      <CartActionForm
        intent="add"
        fetcherKey={fetcherKey}
        fields={{
          [CART_FIELDS.merchandiseId]: merchandiseId,
          ...(withQuantity ? {} : {[CART_FIELDS.quantity]: 1}),
        }}
        className="flex flex-wrap items-end gap-3"
      >
        {withQuantity ? (
          <label className="flex flex-col gap-1 text-sm font-medium">
            Quantity
            <input
              type="number"
              name={CART_FIELDS.quantity}
              defaultValue={1}
              min={1}
              max={MAX_LINE_QUANTITY}
              required
              className="w-20 rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base dark:border-stone-600 dark:bg-stone-900"
            />
          </label>
        ) : null}
        <button
          type="submit"
          className="button-primary"
          disabled={disabled || busy}
          aria-busy={busy}
        >
          {disabled ? 'Sold out' : busy ? 'Adding…' : label}
        </button>
      </CartActionForm>
      {errors.length ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
