/**
 * Discount and gift card codes in the cart, through Hydrogen's cart handler. Whether a code
 * applies is `discountCodes[].applicable`; why not is the warning's `code`. A code Shopify
 * does not apply is said so and taken out of the cart again (no "not applied" rows, nothing
 * inapplicable at checkout), except one that waits on an empty cart for the items to come.
 */
import type {HydrogenCart} from '@shopify/hydrogen';
import type {CartActionOutcome} from './cart-actions.server';
import {
  refusalReason,
  type CartWarning,
  type MutationCart,
} from './cart-changes.server';
import {CART_FIELDS, type CartIntent} from './cart-contract';
import {noticeQuery} from './cart-notices';
import {CODE_MESSAGES} from './copy';

/** Shopify's codes are short words; anything else is refused before it reaches Shopify. */
const CODE_PATTERN = /^[\p{L}\p{N}_-]{1,64}$/u;
const GIFT_CARD_ID = /^gid:\/\/shopify\/AppliedGiftCard\/[\w-]+$/;

type CodeResponse = {
  cart?: MutationCart | null;
  userErrors?: {message: string; field?: string[] | null}[] | null;
  warnings?: CartWarning[] | null;
  errors?: unknown;
};

export function normaliseCode(value: FormDataEntryValue | string | null) {
  if (typeof value !== 'string') return null;
  const code = value.trim();
  return CODE_PATTERN.test(code) ? code : null;
}

const outcome = (
  intent: CartIntent,
  errors: string[],
  status: number,
  headers = new Headers(),
  extra: Partial<CartActionOutcome['result']> = {},
): CartActionOutcome => ({result: {intent, errors, ...extra}, status, headers});

/** The current cart, or null when there is none or Shopify no longer has it. */
async function currentCart(cart: HydrogenCart) {
  return cart.getCartId() ? await cart.get() : null;
}

const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Adds a discount code to the cart's codes (a cart is created when there is none). A code
 * Shopify refuses is reported with the reason its warning code gives and taken out again;
 * a code another one displaced (codes do not combine) is taken out and said so too.
 */
export async function applyDiscountCode(
  cart: HydrogenCart,
  rawCode: FormDataEntryValue | string | null,
  intent: CartIntent = 'apply-discount',
): Promise<CartActionOutcome> {
  const code = normaliseCode(rawCode);
  if (!code)
    return outcome(intent, [CODE_MESSAGES.discountMissing], 400, undefined, {
      codeState: 'refused',
    });
  const existing = await currentCart(cart);
  const codes = [
    ...(existing?.discountCodes ?? [])
      .filter(
        (discount) => discount.applicable && !sameCode(discount.code, code),
      )
      .map((discount) => discount.code),
    code,
  ];
  const response = (
    existing
      ? await cart.updateDiscountCodes(codes)
      : await cart.create({discountCodes: codes})
  ) as CodeResponse;
  const headers =
    !existing && response.cart?.id
      ? cart.setCartId(response.cart.id)
      : new Headers();
  if (response.errors && !response.userErrors?.length)
    return outcome(intent, [CODE_FAILED], 502, headers);
  if (response.userErrors?.length)
    return outcome(intent, [CODE_FAILED], 422, headers, {codeState: 'refused'});

  const applied = response.cart?.discountCodes ?? [];
  const refused = applied.filter((discount) => !discount.applicable);
  const reason = refusalReason(refused.length, response.warnings ?? []);
  const isEmpty = !response.cart?.lines?.nodes.length;
  const mine = refused.find((discount) => sameCode(discount.code, code));
  // On an empty cart a code Shopify knows waits for the items still to come.
  const waits = isEmpty && mine && reason === 'DISCOUNT_NO_ENTITLED_LINE_ITEMS';
  const dropped = refused.filter((discount) => !(waits && discount === mine));
  if (dropped.length)
    await cart.updateDiscountCodes(
      applied
        .filter((discount) => !dropped.includes(discount))
        .map((discount) => discount.code),
    );
  const displaced = dropped.filter((discount) => discount !== mine);
  const notices = displaced.map(
    (discount) =>
      `${CODE_MESSAGES.warning(discount.code, 'DISCOUNT_CODE_NOT_HONOURED')} ${CODE_MESSAGES.removedFromCart}`,
  );
  const told = notices.length
    ? {
        notices,
        noticeQuery: noticeQuery(
          displaced.map((discount) => ({
            kind: 'code-dropped' as const,
            code: discount.code,
            reason: 'DISCOUNT_CODE_NOT_HONOURED' as const,
          })),
        ),
      }
    : {};
  if (mine && !waits)
    return outcome(
      intent,
      [CODE_MESSAGES.warning(code, reason ?? '')],
      422,
      headers,
      {codeState: 'refused', codeRefusal: reason, ...told},
    );
  return outcome(intent, [], 200, headers, {
    codeState: waits ? 'saved' : 'applied',
    ...(waits ? {notices: [CODE_MESSAGES.savedForLater(code)]} : told),
  });
}

export async function removeDiscountCode(
  cart: HydrogenCart,
  rawCode: FormDataEntryValue | null,
): Promise<CartActionOutcome> {
  const code = normaliseCode(rawCode);
  const existing = await currentCart(cart);
  if (!code || !existing)
    return outcome('remove-discount', [CODE_MESSAGES.discountMissing], 400);
  const response = (await cart.updateDiscountCodes(
    existing.discountCodes
      .map((discount) => discount.code)
      .filter((known) => known.toLowerCase() !== code.toLowerCase()),
  )) as CodeResponse;
  return mutationOutcome('remove-discount', response);
}

export async function applyGiftCardCode(
  cart: HydrogenCart,
  rawCode: FormDataEntryValue | null,
): Promise<CartActionOutcome> {
  const code = normaliseCode(rawCode);
  if (!code)
    return outcome('apply-gift-card', [CODE_MESSAGES.giftCardMissing], 400);
  const existing = await currentCart(cart);
  if (!existing)
    return outcome(
      'apply-gift-card',
      [CODE_MESSAGES.giftCardUnknown(code)],
      422,
    );
  const response = (await cart.addGiftCardCodes([code])) as CodeResponse;
  // Shopify's one user error here is an unknown code.
  if (response.userErrors?.length)
    return outcome(
      'apply-gift-card',
      [CODE_MESSAGES.giftCardUnknown(code)],
      422,
    );
  return mutationOutcome('apply-gift-card', response);
}

export async function removeGiftCard(
  cart: HydrogenCart,
  rawId: FormDataEntryValue | null,
): Promise<CartActionOutcome> {
  if (typeof rawId !== 'string' || !GIFT_CARD_ID.test(rawId))
    return outcome('remove-gift-card', [CODE_MESSAGES.giftCardMissing], 400);
  return mutationOutcome(
    'remove-gift-card',
    (await cart.removeGiftCardCodes([rawId])) as CodeResponse,
  );
}

const CODE_FAILED = 'We could not update your cart. Please try again.';

function mutationOutcome(
  intent: CartIntent,
  response: CodeResponse,
): CartActionOutcome {
  if (response.errors && !response.userErrors?.length)
    return outcome(intent, [CODE_FAILED], 502);
  return response.userErrors?.length
    ? outcome(intent, [CODE_FAILED], 422)
    : outcome(intent, [], 200);
}

export function runCodeAction(
  intent: CartIntent,
  form: FormData,
  cart: HydrogenCart,
): Promise<CartActionOutcome> | null {
  switch (intent) {
    case 'apply-discount':
      return applyDiscountCode(cart, form.get(CART_FIELDS.discountCode));
    case 'remove-discount':
      return removeDiscountCode(cart, form.get(CART_FIELDS.discountCode));
    case 'apply-gift-card':
      return applyGiftCardCode(cart, form.get(CART_FIELDS.giftCardCode));
    case 'remove-gift-card':
      return removeGiftCard(cart, form.get(CART_FIELDS.giftCardId));
    default:
      return null;
  }
}
