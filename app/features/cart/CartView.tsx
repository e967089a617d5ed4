import {useCopy} from '~/features/markets/use-copy';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {attr} from '~/elements/contract';
import {
  CART_DOM,
  CART_FIELDS,
  MAX_LINE_QUANTITY,
} from '~/features/cart/cart-contract';

import {ROUTES} from '~/lib/navigation';
import {ProductImage} from '~/features/catalog/ProductImage';
import {CartActionForm} from './CartActionForm';
import {CartSummary} from './CartSummary';
import {CheckoutForm} from './CheckoutForm';

import {useFormatMoney, useLocalize} from '~/features/markets/use-market';
import {isNotSoldHere} from '~/features/markets/not-sold';

type CartLine = CartApiQueryFragment['lines']['nodes'][number];

/** 80 px thumbnails: 1x, 2x and 3x screens. */
const CART_IMAGE_WIDTHS = [80, 160, 240];

/** Lines, total and checkout; or the empty state. Used by the cart page and the drawer. */
export function CartView({
  cart,
  notices = [],
}: {
  cart: CartApiQueryFragment | null | undefined;
  /** What Shopify changed by itself in the last change (cart-notices.ts). */
  notices?: string[];
}) {
  const {CART_COPY} = useCopy('cart');
  const {MESSAGES} = useCopy('messages');
  const localize = useLocalize();
  const lines = cart?.lines.nodes ?? [];
  const told = notices.length ? (
    <div
      role="status"
      className="mb-4 rounded-2xl bg-amber-50 px-4 py-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </div>
  ) : null;
  if (!cart || lines.length === 0) {
    return (
      <div className="py-10 text-center">
        {told}
        <p className="text-lg font-medium">{MESSAGES.cartEmpty}</p>
        <a href={localize(ROUTES.shop)} className="button-primary mt-6">
          {CART_COPY.browseShop}
        </a>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {told}
      <ul
        aria-label={CART_COPY.lines}
        className="divide-y divide-stone-200 dark:divide-stone-800"
      >
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line} />
        ))}
      </ul>
      <div className="space-y-4 border-t border-stone-200 pt-4 dark:border-stone-800">
        <CartSummary cart={cart} />
        <CheckoutForm />
        <CartActionForm intent="clear" className="text-center">
          <button
            type="submit"
            className="text-sm text-stone-600 underline underline-offset-4 dark:text-stone-400"
          >
            {CART_COPY.clear}
          </button>
        </CartActionForm>
      </div>
    </div>
  );
}

/**
 * One line. While a change to it is in flight, <cart-view> (app/features/cart/cart-view.element.ts)
 * marks it busy and shows the quantity asked for (CART_DOM.line, CART_DOM.lineQuantity).
 */
function CartLineItem({line}: {line: CartLine}) {
  const formatMoney = useFormatMoney();
  const {CART_COPY} = useCopy('cart');
  const localize = useLocalize();
  const {quantity} = line;

  const {merchandise} = line;
  const showVariantTitle = merchandise.title !== 'Default Title';
  const name = `${merchandise.product.title}${showVariantTitle ? `, ${merchandise.title}` : ''}`;
  return (
    <li className="flex gap-4 py-4" {...attr(CART_DOM.line, line.id)}>
      <div className="size-20 shrink-0">
        <ProductImage
          image={
            merchandise.image
              ? {
                  url: merchandise.image.url,
                  altText:
                    merchandise.image.altText ?? merchandise.product.title,
                }
              : null
          }
          sizes="80px"
          widths={CART_IMAGE_WIDTHS}
          className="rounded-xl"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex justify-between gap-2">
          <div className="min-w-0">
            <a
              href={localize(ROUTES.product(merchandise.product.handle))}
              className="font-medium hover:underline"
            >
              {merchandise.product.title}
            </a>
            {showVariantTitle ? (
              <p className="text-sm text-stone-600 dark:text-stone-400">
                {merchandise.title}
              </p>
            ) : null}
            {isNotSoldHere(merchandise) ? (
              <p
                className="text-sm font-medium text-red-700 dark:text-red-400"
                data-not-sold-here=""
              >
                {CART_COPY.notSoldHere}
              </p>
            ) : null}
          </div>
          <span className="shrink-0 text-sm font-medium">
            {formatMoney(line.cost.amountPerQuantity)}
          </span>
        </div>
        <div className="flex items-center gap-3">
          <div className="flex items-center rounded-full border border-stone-300 dark:border-stone-700">
            <CartActionForm
              intent="set-quantity"
              fields={{
                [CART_FIELDS.lineId]: line.id,
                [CART_FIELDS.quantity]: quantity - 1,
              }}
            >
              <button
                type="submit"
                className="grid size-10 place-items-center rounded-full text-lg"
                aria-label={CART_COPY.decrease(name)}
              >
                −
              </button>
            </CartActionForm>
            <span
              className="min-w-8 text-center tabular-nums"
              aria-label={CART_COPY.quantityOf(name)}
              aria-live="polite"
              {...attr(CART_DOM.lineQuantity)}
            >
              {quantity}
            </span>
            <CartActionForm
              intent="set-quantity"
              fields={{
                [CART_FIELDS.lineId]: line.id,
                [CART_FIELDS.quantity]: quantity + 1,
              }}
            >
              <button
                type="submit"
                disabled={quantity >= MAX_LINE_QUANTITY}
                className="grid size-10 place-items-center rounded-full text-lg disabled:opacity-40"
                aria-label={CART_COPY.increase(name)}
              >
                +
              </button>
            </CartActionForm>
          </div>
          <CartActionForm
            intent="remove"
            fields={{[CART_FIELDS.lineId]: line.id}}
          >
            <button
              type="submit"
              className="text-sm text-stone-600 underline underline-offset-4 dark:text-stone-400"
              aria-label={CART_COPY.removeLine(name)}
            >
              {CART_COPY.remove}
            </button>
          </CartActionForm>
        </div>
      </div>
    </li>
  );
}
