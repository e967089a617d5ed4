import type {ReactNode} from 'react';
import {useFetcher, useLocation} from 'react-router';
import {
  CART_FIELDS,
  CART_PATH,
  RESPOND_WITH_DATA,
  type CartIntent,
} from '~/lib/cart-form';
import type {CartActionResult} from '~/lib/cart-actions.server';
import {useHydrated} from './useHydrated';

/**
 * A cart form. Server-rendered it is a plain POST to /cart that redirects back here, so it
 * works without JavaScript; once hydrated it submits through `fetcher` (shared by `fetcherKey`,
 * which lets a cart line show its pending quantity) and the page stays put.
 */
export function CartActionForm({
  intent,
  fields = {},
  fetcherKey,
  className,
  target,
  children,
}: {
  intent: CartIntent;
  fields?: Record<string, string | number>;
  fetcherKey?: string;
  className?: string;
  target?: string;
  children: ReactNode;
}) {
  const fetcher = useFetcher<CartActionResult>({key: fetcherKey});
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <fetcher.Form
      method="post"
      action={CART_PATH}
      className={className}
      target={hydrated ? undefined : target}
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
      {hydrated ? (
        <input
          type="hidden"
          name={RESPOND_WITH_DATA.name}
          value={RESPOND_WITH_DATA.value}
        />
      ) : null}
      {children}
    </fetcher.Form>
  );
}
