/**
 * Discount and gift card codes in the cart, through Hydrogen's cart handler. A code Shopify
 * does not apply is reported with the reason its cart warnings give; an unknown discount
 * code is not kept in the cart, a known one that does not apply yet (a minimum not reached)
 * stays, shown as not applied, and applies once the cart qualifies.
 */
import type {HydrogenCart} from '@shopify/hydrogen';
import type {CartActionOutcome} from './cart-actions.server';
import {CART_FIELDS, type CartIntent} from './cart-contract';
import {CODE_MESSAGES} from './copy';

/** Shopify's codes are short words; anything else is refused before it reaches Shopify. */
const CODE_PATTERN = /^[\p{L}\p{N}_-]{1,64}$/u;
const GIFT_CARD_ID = /^gid:\/\/shopify\/AppliedGiftCard\/[\w-]+$/;

type Warning = {code: string; message: string; target: string};
type CodeResponse = {
  cart?: {
    id: string;
    discountCodes?: {code: string; applicable: boolean}[];
  } | null;
  userErrors?: {message: string; field?: string[] | null}[] | null;
  warnings?: Warning[] | null;
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
): CartActionOutcome => ({result: {intent, errors}, status, headers});

/** The current cart, or null when there is none or Shopify no longer has it. */
async function currentCart(cart: HydrogenCart) {
  return cart.getCartId() ? await cart.get() : null;
}

/**
 * Adds a discount code to the cart's codes (a cart is created when there is none). The
 * codes Shopify reports as not found are dropped again.
 */
export async function applyDiscountCode(
  cart: HydrogenCart,
  rawCode: FormDataEntryValue | string | null,
  intent: CartIntent = 'apply-discount',
): Promise<CartActionOutcome> {
  const code = normaliseCode(rawCode);
  if (!code) return outcome(intent, [CODE_MESSAGES.discountMissing], 400);
  const existing = await currentCart(cart);
  const codes = [
    ...(existing?.discountCodes ?? [])
      .map((discount) => discount.code)
      .filter((known) => known.toLowerCase() !== code.toLowerCase()),
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
    return outcome(
      intent,
      response.userErrors.map((error) => error.message),
      422,
      headers,
    );

  const warnings = codeWarnings(response.warnings ?? [], codes);
  const notFound = warnings
    .filter((warning) => warning.warning === 'DISCOUNT_NOT_FOUND')
    .map((warning) => warning.code.toLowerCase());
  if (notFound.length)
    await cart.updateDiscountCodes(
      codes.filter((known) => !notFound.includes(known.toLowerCase())),
    );
  const isEmpty = !existing?.lines.nodes.length;
  const mine = warnings.filter(
    (warning) =>
      warning.code.toLowerCase() === code.toLowerCase() &&
      // On an empty cart a valid code is kept for the items still to come.
      !(isEmpty && warning.warning === 'DISCOUNT_NO_ENTITLED_LINE_ITEMS'),
  );
  return mine.length
    ? outcome(
        intent,
        mine.map((warning) => CODE_MESSAGES.warning(code, warning.warning)),
        422,
        headers,
      )
    : outcome(intent, [], 200, headers);
}

/**
 * Shopify's discount warnings name the code in the message and target the cart; this
 * pairs each warning with the code it is about.
 */
function codeWarnings(warnings: Warning[], codes: string[]) {
  return warnings.flatMap((warning) => {
    const code = codes.find((candidate) =>
      warning.message.toLowerCase().includes(candidate.toLowerCase()),
    );
    return code && warning.code.startsWith('DISCOUNT_')
      ? [{code, warning: warning.code}]
      : [];
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
  const errors = (response.userErrors ?? []).map((error) => error.message);
  return outcome(intent, errors, errors.length ? 422 : 200);
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
