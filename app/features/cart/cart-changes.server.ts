/**
 * After a cart mutation Shopify accepted: what it changed by itself (its `warnings`,
 * Storefront API 2024-10 on) and what the cart action does about it. A line Shopify cut to
 * the stock is told; a line whose merchandise sold out is taken out and told; a discount
 * code Shopify no longer applies on a cart with items is taken out and told, so no
 * "not applied" code lingers in the cart or reaches checkout. Decisions rest on warning
 * codes, targets, lines and `discountCodes[].applicable`, never on a message.
 */
import type {HydrogenCart} from '@shopify/hydrogen';
import type {CartWarningCode} from '@shopify/hydrogen/storefront-api-types';
import type {CartNotice} from './cart-notices';
import {CART_COPY} from './copy';
import {MESSAGES} from '~/lib/messages';

export type MutationCart = {
  id: string;
  totalQuantity?: number;
  discountCodes?: {code: string; applicable: boolean}[];
  lines?: {
    nodes: {
      id: string;
      quantity?: number;
      merchandise: {
        id: string;
        title?: string;
        sku?: string | null;
        price?: {amount: string};
        product?: {
          id?: string;
          title: string;
          vendor?: string;
          productType?: string;
        };
      };
    }[];
  };
};
export type CartWarning = {code: string; message?: string; target: string};
export type MutationPayload = {
  cart?: MutationCart | null;
  userErrors?: {message: string; code?: string | null}[] | null;
  warnings?: CartWarning[] | null;
  errors?: unknown;
};

/** The shopper's words for Shopify's CartErrorCode (its messages are for developers). */
export function userErrorText(code: string | null | undefined): string {
  switch (code) {
    case 'MERCHANDISE_NOT_APPLICABLE':
      return CART_COPY.notApplicable;
    case 'INVALID_MERCHANDISE_LINE':
      return MESSAGES.cartLineNotFound;
    default:
      return MESSAGES.cartUpdateFailed;
  }
}

export const isDiscountWarning = (code: string): code is CartWarningCode =>
  code.startsWith('DISCOUNT_');

/**
 * Why a refused code was refused: Shopify's discount warnings target the cart, not a code,
 * so the reason is certain only when one code is refused.
 */
export function refusalReason(
  refusedCount: number,
  warnings: readonly CartWarning[],
): CartWarningCode | null {
  const reasons = warnings
    .map((warning) => warning.code)
    .filter(isDiscountWarning);
  return refusedCount === 1 && reasons.length ? reasons[0]! : null;
}

/** The notices, and how many items the lines taken out held (for the cart's count). */
export async function settleChanges(
  cart: HydrogenCart,
  payload: MutationPayload,
): Promise<{notices: CartNotice[]; removedQuantity: number}> {
  const lines = payload.cart?.lines?.nodes ?? [];
  const warnings = payload.warnings ?? [];
  const notices: CartNotice[] = [];

  const soldOutLines: string[] = [];
  for (const warning of warnings) {
    const line = lines.find((item) => item.id === warning.target);
    if (warning.code === 'MERCHANDISE_NOT_ENOUGH_STOCK' && line)
      notices.push({kind: 'cut', variantId: line.merchandise.id});
    else if (warning.code === 'MERCHANDISE_OUT_OF_STOCK') {
      // Target is the line (sold out while in the cart) or the merchandise (not added).
      if (line) soldOutLines.push(line.id);
      if (!notices.some((notice) => notice.kind === 'sold-out'))
        notices.push({kind: 'sold-out'});
    }
  }
  if (soldOutLines.length) await cart.removeLines(soldOutLines);
  const removedQuantity = lines
    .filter((line) => soldOutLines.includes(line.id))
    .reduce((sum, line) => sum + (line.quantity ?? 0), 0);

  const codes = payload.cart?.discountCodes ?? [];
  const refused = codes.filter((discount) => !discount.applicable);
  const hasItems = lines.length > soldOutLines.length;
  if (refused.length && hasItems) {
    const reason = refusalReason(refused.length, warnings);
    await cart.updateDiscountCodes(
      codes.filter((discount) => discount.applicable).map((d) => d.code),
    );
    for (const discount of refused)
      notices.push({kind: 'code-dropped', code: discount.code, reason});
  }
  return {notices, removedQuantity};
}
