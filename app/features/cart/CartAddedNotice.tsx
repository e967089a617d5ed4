import {useCopy} from '~/features/markets/use-copy';
import {CART_PATH} from './cart-contract';
import type {CartConfirmation} from './cart-confirmation';
import {useLocalize} from '~/features/markets/use-market';

/**
 * "Added … to your cart" after an add without JavaScript (the cart action's redirect
 * carries `?added=&cart=`, cart-confirmation.ts), beside the form that added it: on a
 * product page and beside each product a recipe needs.
 */
export function CartAddedNotice({
  confirmation,
  name,
  className = '',
}: {
  confirmation: CartConfirmation;
  /** What was added, as the page knows it (the product, with its variant). */
  name: string;
  className?: string;
}) {
  const {VISITOR_COPY} = useCopy('messages');
  const localize = useLocalize();
  return (
    <p
      role="status"
      className={`rounded-2xl bg-green-100 px-4 py-3 text-green-900 dark:bg-green-950 dark:text-green-100 ${className}`.trimEnd()}
    >
      {VISITOR_COPY.cartAdded(name)}{' '}
      {VISITOR_COPY.cartCount(confirmation.count)}{' '}
      <a
        href={localize(CART_PATH)}
        className="font-semibold underline underline-offset-4"
      >
        {VISITOR_COPY.viewCart}
      </a>
    </p>
  );
}

/** A product and its variant as a confirmation names them ("Default Title" says nothing). */
export const variantName = (productTitle: string, variantTitle: string) =>
  variantTitle === 'Default Title'
    ? productTitle
    : `${productTitle} (${variantTitle})`;
