import type {ReactNode} from 'react';
import {useLocation} from 'react-router';
import {
  CART_FIELDS,
  CART_PATH,
  type CartIntent,
} from '~/features/cart/cart-contract';
import {useLocalize} from '~/features/markets/use-market';

/**
 * A cart form: a plain POST to /cart that redirects back to this page, so it works without
 * JavaScript. <cart-form> (app/features/cart/cart-form.element.ts) posts the same fields with fetch and
 * keeps the shopper where they are; it shows errors in the child marked
 * `data-form-message` and a button's `data-busy-label` while the post is in flight.
 */
export function CartActionForm({
  intent,
  fields = {},
  className,
  target,
  children,
}: {
  intent: CartIntent;
  fields?: Record<string, string | number>;
  className?: string;
  target?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const localize = useLocalize();
  return (
    <cart-form>
      <form
        method="post"
        action={localize(CART_PATH)}
        className={className}
        target={target}
      >
        <input type="hidden" name={CART_FIELDS.intent} value={intent} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input
          type="hidden"
          name={CART_FIELDS.redirectTo}
          value={location.pathname + location.search}
        />
        {children}
      </form>
    </cart-form>
  );
}
