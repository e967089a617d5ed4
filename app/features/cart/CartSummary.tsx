import {useCopy} from '~/features/markets/use-copy';
import {useId} from 'react';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {CART_FIELDS} from '~/features/cart/cart-contract';
import {type Money} from '~/lib/money';
import {attr, FORM_DOM} from '~/elements/contract';
import {CartActionForm} from './CartActionForm';
import {useFormatMoney} from '~/features/markets/use-market';

type Cart = CartApiQueryFragment;

function sum(amounts: Money[], currencyCode: string): Money {
  const cents = amounts.reduce(
    (total, money) => total + Math.round(Number(money.amount) * 100),
    0,
  );
  return {amount: (cents / 100).toFixed(2), currencyCode};
}

/** What each applied code takes off: its allocations on the lines and on the cart. */
function discountByCode(cart: Cart, code: string): Money {
  const allocations = [
    ...cart.discountAllocations,
    ...cart.lines.nodes.flatMap((line) => line.discountAllocations),
  ].filter(
    (allocation) =>
      'code' in allocation &&
      String(allocation.code).toLowerCase() === code.toLowerCase(),
  );
  return sum(
    allocations.map((allocation) => allocation.discountedAmount),
    cart.cost.totalAmount.currencyCode,
  );
}

/**
 * The cart's money and codes: items subtotal, each discount code with what it takes off (or
 * "not applied"), the total, gift cards with what they pay and what is left to pay, and the
 * two code fields. Every button is a cart form, so it all works without JavaScript.
 */
export function CartSummary({cart}: {cart: Cart}) {
  const formatMoney = useFormatMoney();
  const {CART_COPY, CODE_MESSAGES} = useCopy('cart');
  const currencyCode = cart.cost.totalAmount.currencyCode;
  const itemsSubtotal = sum(
    cart.lines.nodes.map((line) => line.cost.subtotalAmount),
    currencyCode,
  );
  const giftCardsUsed = sum(
    cart.appliedGiftCards.map((card) => card.amountUsed),
    currencyCode,
  );
  const due = {
    amount: Math.max(
      0,
      Number(cart.cost.totalAmount.amount) - Number(giftCardsUsed.amount),
    ).toFixed(2),
    currencyCode,
  };
  return (
    <div className="space-y-3">
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>{CODE_MESSAGES.subtotal}</dt>
          <dd>{formatMoney(itemsSubtotal)}</dd>
        </div>
        {cart.discountCodes.map((discount) => (
          <div
            key={discount.code}
            className="flex items-center justify-between gap-2"
          >
            <dt className="flex items-center gap-2">
              <span>
                {CODE_MESSAGES.discountLabel}{' '}
                <strong className="font-semibold">{discount.code}</strong>
              </span>
              <CartActionForm
                intent="remove-discount"
                fields={{[CART_FIELDS.discountCode]: discount.code}}
              >
                <button
                  type="submit"
                  className="text-stone-600 underline underline-offset-4 dark:text-stone-400"
                  aria-label={CODE_MESSAGES.discountRemove(discount.code)}
                >
                  {CART_COPY.remove}
                </button>
              </CartActionForm>
            </dt>
            <dd>
              {discount.applicable
                ? `−${formatMoney(discountByCode(cart, discount.code))}`
                : CODE_MESSAGES.discountNotApplied}
            </dd>
          </div>
        ))}
        <div className="flex justify-between text-lg font-semibold">
          <dt>{CODE_MESSAGES.total}</dt>
          <dd data-testid="cart-total">{formatMoney(cart.cost.totalAmount)}</dd>
        </div>
        {cart.appliedGiftCards.map((card) => (
          <div
            key={card.id}
            className="flex items-center justify-between gap-2"
          >
            <dt className="flex items-center gap-2">
              <span>{CODE_MESSAGES.giftCardEnding(card.lastCharacters)}</span>
              <CartActionForm
                intent="remove-gift-card"
                fields={{[CART_FIELDS.giftCardId]: card.id}}
              >
                <button
                  type="submit"
                  className="text-stone-600 underline underline-offset-4 dark:text-stone-400"
                  aria-label={CODE_MESSAGES.giftCardRemove(card.lastCharacters)}
                >
                  {CART_COPY.remove}
                </button>
              </CartActionForm>
            </dt>
            <dd>−{formatMoney(card.amountUsed)}</dd>
          </div>
        ))}
        {cart.appliedGiftCards.length ? (
          <div className="flex justify-between font-semibold">
            <dt>{CODE_MESSAGES.dueAtCheckout}</dt>
            <dd>{formatMoney(due)}</dd>
          </div>
        ) : null}
      </dl>
      <CodeField
        intent="apply-discount"
        name={CART_FIELDS.discountCode}
        label={CODE_MESSAGES.discountLabel}
        button={CODE_MESSAGES.discountApply}
      />
      <CodeField
        intent="apply-gift-card"
        name={CART_FIELDS.giftCardCode}
        label={CODE_MESSAGES.giftCardLabel}
        button={CODE_MESSAGES.giftCardApply}
      />
    </div>
  );
}

/**
 * A code input with its button; the error of the last attempt shows under it
 * (<cart-form> fills the slot; without JavaScript the cart page shows it at the top).
 */
function CodeField({
  intent,
  name,
  label,
  button,
}: {
  intent: 'apply-discount' | 'apply-gift-card';
  name: string;
  label: string;
  button: string;
}) {
  const id = useId();
  return (
    <CartActionForm intent={intent} className="code-field">
      <label htmlFor={id}>{label}</label>
      <div>
        <input
          id={id}
          name={name}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={`${id}-error`}
        />
        <button type="submit" className="button-secondary">
          {button}
        </button>
      </div>
      <p id={`${id}-error`} role="status" {...attr(FORM_DOM.message)} />
    </CartActionForm>
  );
}
