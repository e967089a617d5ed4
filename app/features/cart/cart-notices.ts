/**
 * What Shopify changed in a cart by itself during a mutation, told to the shopper: a line
 * cut to the stock, an item sold out, a discount code it stopped applying (which the cart
 * action then takes out). Read from the mutation's documented fields only: the warning
 * `code` and `target`, the lines, `discountCodes[].applicable`; never a message.
 *
 * Without JavaScript the cart action sends the shopper to /cart with the notices in the
 * query (`?cut=<variant number>`, `?soldout=1`, `?dropped=CODE&reason=WARNING_CODE`): the
 * cart page is personal and never cached, and it words each notice from its own cart. With
 * JavaScript the same query travels in the answer, and the drawer loads /cart with it, so
 * the one rendering is the server's.
 */
import type {CartWarningCode} from '@shopify/hydrogen/storefront-api-types';
import {CART_COPY, CODE_MESSAGES} from './copy';

export type CartNotice =
  | {kind: 'cut'; variantId: string}
  | {kind: 'sold-out'}
  | {kind: 'code-dropped'; code: string; reason: CartWarningCode | null};

export const NOTICE_PARAMS = {
  cut: 'cut',
  soldOut: 'soldout',
  dropped: 'dropped',
  reason: 'reason',
} as const;

const VARIANT = /^gid:\/\/shopify\/ProductVariant\/(\d{1,20})$/;
const CODE = /^[\p{L}\p{N}_-]{1,64}$/u;
const DISCOUNT_WARNING = /^DISCOUNT_[A-Z_]{1,60}$/;

export function noticeQuery(notices: CartNotice[]): string {
  const params = new URLSearchParams();
  for (const notice of notices) {
    if (notice.kind === 'cut') {
      const number = VARIANT.exec(notice.variantId)?.[1];
      if (number) params.append(NOTICE_PARAMS.cut, number);
    } else if (notice.kind === 'sold-out')
      params.set(NOTICE_PARAMS.soldOut, '1');
    else {
      params.append(NOTICE_PARAMS.dropped, notice.code);
      params.append(NOTICE_PARAMS.reason, notice.reason ?? '');
    }
  }
  return params.toString();
}

/** The notices a /cart URL carries; anything malformed is left out. */
export function noticesIn(search: string | URLSearchParams): CartNotice[] {
  const params = new URLSearchParams(search);
  const notices: CartNotice[] = [];
  for (const number of params.getAll(NOTICE_PARAMS.cut))
    if (/^\d{1,20}$/.test(number))
      notices.push({
        kind: 'cut',
        variantId: `gid://shopify/ProductVariant/${number}`,
      });
  if (params.get(NOTICE_PARAMS.soldOut) === '1')
    notices.push({kind: 'sold-out'});
  const reasons = params.getAll(NOTICE_PARAMS.reason);
  params.getAll(NOTICE_PARAMS.dropped).forEach((code, index) => {
    if (!CODE.test(code)) return;
    const reason = reasons[index] ?? '';
    notices.push({
      kind: 'code-dropped',
      code,
      reason: DISCOUNT_WARNING.test(reason)
        ? (reason as CartWarningCode)
        : null,
    });
  });
  return notices;
}

type NoticeLine = {
  quantity: number;
  merchandise: {id: string; title: string; product: {title: string}};
};

/** The notice in words, from the cart as it is now (null: nothing left to say). */
export function noticeText(
  notice: CartNotice,
  lines: readonly NoticeLine[],
): string | null {
  switch (notice.kind) {
    case 'cut': {
      const line = lines.find(
        (item) => item.merchandise.id === notice.variantId,
      );
      if (!line) return null;
      const {merchandise} = line;
      const name =
        merchandise.title === 'Default Title'
          ? merchandise.product.title
          : `${merchandise.product.title} (${merchandise.title})`;
      return CART_COPY.stockCut(line.quantity, name);
    }
    case 'sold-out':
      return CART_COPY.soldOutNotice;
    case 'code-dropped':
      return `${CODE_MESSAGES.warning(notice.code, notice.reason ?? '')} ${CODE_MESSAGES.removedFromCart}`;
  }
}

export function noticeTexts(
  notices: CartNotice[],
  lines: readonly NoticeLine[],
): string[] {
  return notices.flatMap((notice) => noticeText(notice, lines) ?? []);
}
