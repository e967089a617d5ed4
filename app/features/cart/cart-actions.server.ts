/**
 * Everything a cart form can ask (SPEC 4 "Cart"): add (the same variant raises its line),
 * set quantity (zero or less removes), remove, clear, checkout. Input is validated here;
 * bad input answers 400 with a message, never a 500.
 */
import type {HydrogenCart} from '@shopify/hydrogen';
import type {
  CartWarningCode,
  CountryCode,
} from '@shopify/hydrogen/storefront-api-types';
import {isNotSoldHere} from '~/features/markets/not-sold';
import {
  CART_FIELDS,
  CART_INTENTS,
  MAX_LINE_QUANTITY,
  type CartIntent,
} from './cart-contract';
import {runCodeAction} from './cart-codes.server';
import {
  settleChanges,
  userErrorText,
  type MutationPayload,
} from './cart-changes.server';
import {noticeQuery, noticeTexts} from './cart-notices';
import {
  createCheckout,
  withOnlineStoreChannel,
  type StorefrontEndpoint,
} from './checkout.server';
import {MESSAGES} from '~/lib/messages';
import type {AnalyticsCartAdd} from '~/features/analytics/analytics-contract';

export type CartActionResult = {
  intent: CartIntent | null;
  /** Messages for the shopper (bad input, Shopify's user errors, the checkout failure). */
  errors: string[];
  checkoutUrl?: string;
  /** The cart's item count after a change Shopify accepted (for a confirmation without JavaScript). */
  cartCount?: number;
  /** What Shopify changed by itself, in words (cart-notices.ts). */
  notices?: string[];
  /** The same notices as /cart's query, for the page without JavaScript and the drawer. */
  noticeQuery?: string;
  /** For /discount/CODE: where the code ended up. */
  codeState?: 'applied' | 'saved' | 'refused';
  /** Why Shopify refused the code, when it said (its warning code). */
  codeRefusal?: CartWarningCode | null;
  /** An accepted add: the cart and the line, for Shopify's add-to-cart event (decision 0240). */
  added?: AnalyticsCartAdd;
};

export type CartActionOutcome = {
  result: CartActionResult;
  status: number;
  headers: Headers;
};

/** What a variant's sale looks like in the request's market (isNotSoldHere). */
export type VariantSale = {
  availableForSale: boolean;
  quantityAvailable?: number | null;
};

type CartContext = {
  cart: HydrogenCart;
  /**
   * The market of the request's URL (issue 30): a new cart's buyer country, and the one an
   * existing cart is moved to (Shopify re-prices it) when a change comes from another.
   */
  market?: {country: CountryCode; notSoldHere: string};
  /** The variant's sale in the market's context, to refuse what the market does not sell. */
  saleOf?: (merchandiseId: string) => Promise<VariantSale | null>;
  checkoutEndpoint: () => StorefrontEndpoint;
  /** The signed-in customer's token, for the checkout's new cart (issue 29); else none. */
  customerAccessToken?: () => Promise<string | undefined>;
  log?: (line: Record<string, unknown>) => void;
};

/** Forgets the cart: the next add starts a new one. */
export const CLEAR_CART_COOKIE =
  'cart=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax';

const VARIANT_ID = /^gid:\/\/shopify\/ProductVariant\/[\w-]+$/;
const LINE_ID = /^gid:\/\/shopify\/CartLine\/[\w?=&.-]+$/;

const fail = (
  intent: CartIntent | null,
  message: string,
  status = 400,
): CartActionOutcome => ({
  result: {intent, errors: [message]},
  status,
  headers: new Headers(),
});

export async function runCartAction(
  form: FormData,
  context: CartContext,
): Promise<CartActionOutcome> {
  const intent = form.get(CART_FIELDS.intent);
  if (
    typeof intent !== 'string' ||
    !(CART_INTENTS as readonly string[]).includes(intent)
  ) {
    return fail(null, MESSAGES.cartIntentUnsupported);
  }
  switch (intent as CartIntent) {
    case 'add':
      return add(form, context);
    case 'set-quantity':
      return setQuantity(form, context);
    case 'remove':
      return remove(form, context);
    case 'clear':
      return {
        result: {intent: 'clear', errors: []},
        status: 200,
        headers: new Headers({'Set-Cookie': CLEAR_CART_COOKIE}),
      };
    case 'checkout':
      return checkout(context);
    default:
      return (
        runCodeAction(intent as CartIntent, form, context.cart) ??
        fail(null, 'That cart action is not supported.')
      );
  }
}

function quantityFrom(form: FormData): number | null {
  const raw = form.get(CART_FIELDS.quantity);
  const quantity =
    typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isSafeInteger(quantity) ? quantity : null;
}

async function add(
  form: FormData,
  {cart, market, saleOf}: CartContext,
): Promise<CartActionOutcome> {
  const merchandiseId = form.get(CART_FIELDS.merchandiseId);
  const quantity = form.has(CART_FIELDS.quantity) ? quantityFrom(form) : 1;
  if (typeof merchandiseId !== 'string' || !VARIANT_ID.test(merchandiseId))
    return fail('add', MESSAGES.chooseProductOption);
  if (quantity === null || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    return fail('add', MESSAGES.chooseQuantity(1, MAX_LINE_QUANTITY));
  }

  const lines = [{merchandiseId, quantity}];
  // Shopify (2026-04) adds a product the buyer's country is not sold without a word and
  // only its checkout refuses it: the shopper hears it here, before it is in the cart.
  const [sale, found] = await Promise.all([
    market && saleOf ? saleOf(merchandiseId) : null,
    cart.getCartId() ? cart.get() : null,
  ]);
  if (market && sale && isNotSoldHere(sale))
    return fail('add', market.notSoldHere, 422);
  // A cart Shopify no longer returns (completed at checkout, or expired) is dropped and a
  // new one started, silently.
  const existing = await followMarket(cart, found, market);
  // The cap holds for the line's total, not per request: eleven adds of 99 are not one line of 1,089.
  const inCart =
    existing?.lines.nodes.find((line) => line.merchandise.id === merchandiseId)
      ?.quantity ?? 0;
  if (inCart + quantity > MAX_LINE_QUANTITY)
    return fail('add', MESSAGES.cartLineLimit(MAX_LINE_QUANTITY), 422);
  const response = existing
    ? await cart.addLines(lines)
    : await cart.create({
        lines,
        ...(market ? {buyerIdentity: {countryCode: market.country}} : {}),
      });
  const outcome = await mutationOutcome(
    'add',
    response as MutationPayload,
    cart,
    !existing,
  );
  const added =
    outcome.status === 200
      ? addedLine(response as MutationPayload, merchandiseId)
      : undefined;
  return added ? {...outcome, result: {...outcome.result, added}} : outcome;
}

/**
 * The cart, moved to the request's market when it was made in another (its buyer
 * country): Shopify re-prices it in that market's currency (cartBuyerIdentityUpdate),
 * and the cart is kept, lines and codes.
 */
async function followMarket<
  Cart extends {buyerIdentity?: {countryCode?: string | null} | null},
>(
  cart: HydrogenCart,
  current: Cart | null,
  market: CartContext['market'],
): Promise<Cart | null> {
  if (!current || !market) return current;
  if ((current.buyerIdentity?.countryCode ?? 'US') === market.country)
    return current;
  await cart.updateBuyerIdentity({countryCode: market.country});
  // Its lines as the new market has them (prices, what it sells).
  return ((await cart.get()) as Cart | null) ?? current;
}

/** The line holding the variant just added, as Shopify's add-to-cart event names it. */
function addedLine(
  response: MutationPayload,
  merchandiseId: string,
): AnalyticsCartAdd | undefined {
  const cart = response.cart;
  const line = cart?.lines?.nodes.find(
    (node) => node.merchandise.id === merchandiseId,
  );
  const {merchandise} = line ?? {};
  if (!cart || !line || !merchandise?.product?.id || !merchandise.price)
    return undefined;
  return {
    cartId: cart.id,
    product: {
      productGid: merchandise.product.id,
      variantGid: merchandise.id,
      name: merchandise.product.title,
      variantName: merchandise.title ?? '',
      brand: merchandise.product.vendor ?? '',
      category: merchandise.product.productType || undefined,
      sku: merchandise.sku || undefined,
      price: merchandise.price.amount,
      quantity: line.quantity ?? 0,
    },
  };
}

async function setQuantity(
  form: FormData,
  context: CartContext,
): Promise<CartActionOutcome> {
  const lineId = form.get(CART_FIELDS.lineId);
  const quantity = quantityFrom(form);
  if (typeof lineId !== 'string' || !LINE_ID.test(lineId))
    return fail('set-quantity', MESSAGES.cartLineMissing);
  if (quantity === null || quantity > MAX_LINE_QUANTITY)
    return fail('set-quantity', MESSAGES.chooseQuantity(0, MAX_LINE_QUANTITY));
  if (quantity <= 0) return remove(form, context);
  if (!(await hasLine(context.cart, lineId, context.market)))
    return fail('set-quantity', MESSAGES.cartLineNotFound, 422);
  return mutationOutcome(
    'set-quantity',
    (await context.cart.updateLines([
      {id: lineId, quantity},
    ])) as MutationPayload,
    context.cart,
    false,
  );
}

async function remove(
  form: FormData,
  {cart, market}: CartContext,
): Promise<CartActionOutcome> {
  const lineId = form.get(CART_FIELDS.lineId);
  if (typeof lineId !== 'string' || !LINE_ID.test(lineId))
    return fail('remove', MESSAGES.cartLineMissing);
  if (!(await hasLine(cart, lineId, market)))
    return fail('remove', MESSAGES.cartLineNotFound, 422);
  return mutationOutcome(
    'remove',
    (await cart.removeLines([lineId])) as MutationPayload,
    cart,
    false,
  );
}

/**
 * Shopify answers a change to a line the cart does not have with a top-level error, which
 * looks like an outage; asking first lets the shopper hear the truth, with the cart unchanged.
 */
async function hasLine(
  cart: HydrogenCart,
  lineId: string,
  market: CartContext['market'],
): Promise<boolean> {
  const current = await followMarket(
    cart,
    cart.getCartId() ? await cart.get() : null,
    market,
  );
  return current?.lines.nodes.some((line) => line.id === lineId) ?? false;
}

async function checkout(context: CartContext): Promise<CartActionOutcome> {
  const found = context.cart.getCartId() ? await context.cart.get() : null;
  const current = await followMarket(context.cart, found, context.market);
  // What the market does not sell stays in the cart, flagged there; Shopify's checkout
  // would refuse the order, so the shopper is told before it opens.
  if (
    context.market &&
    current?.lines.nodes.some((line) => isNotSoldHere(line.merchandise))
  )
    return fail('checkout', context.market.notSoldHere, 422);
  const lines = (current?.lines.nodes ?? []).map((line) => ({
    merchandiseId: line.merchandise.id,
    quantity: line.quantity,
  }));
  if (!lines.length) return fail('checkout', MESSAGES.cartEmpty);

  const discountCodes =
    current?.discountCodes.filter((d) => d.applicable).map((d) => d.code) ?? [];
  // Shopify never hands back a gift card's full code, so a new cart could not carry the
  // shopper's gift cards: a cart with gift cards checks out as itself.
  if (current?.appliedGiftCards.length && current.checkoutUrl) {
    // Shopify's checkout would list a code it does not apply as "not applicable".
    if (current.discountCodes.some((discount) => !discount.applicable))
      await context.cart.updateDiscountCodes(discountCodes);
    return {
      result: {
        intent: 'checkout',
        errors: [],
        checkoutUrl: withOnlineStoreChannel(current.checkoutUrl),
      },
      status: 200,
      headers: new Headers(),
    };
  }
  // The new cart checks out as the signed-in customer, so the order is theirs.
  const customerAccessToken = await context.customerAccessToken?.();
  // The new cart is in the request's market, so the checkout is in its currency.
  const buyerIdentity = {
    ...(customerAccessToken ? {customerAccessToken} : {}),
    ...(context.market ? {countryCode: context.market.country} : {}),
  };
  const result = await createCheckout(context.checkoutEndpoint(), {
    lines,
    ...(discountCodes.length ? {discountCodes} : {}),
    ...(Object.keys(buyerIdentity).length ? {buyerIdentity} : {}),
  });
  if (!result.ok) {
    (context.log ?? ((line) => console.error(JSON.stringify(line))))({
      event: 'checkout.failed',
      reason: result.reason,
    });
    return fail('checkout', MESSAGES.checkoutFailed, 502);
  }
  // The checkout's cart is the shopper's cart from now on (SPEC 3 "Cart store": cartId),
  // so once the order is placed Shopify drops it and the next add starts afresh.
  return {
    result: {intent: 'checkout', errors: [], checkoutUrl: result.checkoutUrl},
    status: 200,
    headers: context.cart.setCartId(result.cartId),
  };
}

async function mutationOutcome(
  intent: CartIntent,
  response: MutationPayload,
  cart: HydrogenCart,
  isNewCart: boolean,
): Promise<CartActionOutcome> {
  if (response.errors && !response.userErrors?.length)
    return fail(intent, MESSAGES.cartUpdateFailed, 502);
  const errors = [
    ...new Set(
      (response.userErrors ?? []).map((error) => userErrorText(error.code)),
    ),
  ];
  const headers =
    isNewCart && response.cart?.id
      ? cart.setCartId(response.cart.id)
      : new Headers();
  if (errors.length) return {result: {intent, errors}, status: 422, headers};
  const {notices, removedQuantity} = response.cart
    ? await settleChanges(cart, response)
    : {notices: [], removedQuantity: 0};
  const lines = (response.cart as {lines?: {nodes: NoticeLines}} | null)?.lines
    ?.nodes;
  const total = response.cart?.totalQuantity;
  const cartCount = total == null ? undefined : total - removedQuantity;
  return {
    result: {
      intent,
      errors,
      ...(cartCount == null ? {} : {cartCount}),
      ...(notices.length
        ? {
            notices: noticeTexts(notices, lines ?? []),
            noticeQuery: noticeQuery(notices),
          }
        : {}),
    },
    status: 200,
    headers,
  };
}

type NoticeLines = Parameters<
  typeof noticeTexts
>[1] extends readonly (infer L)[]
  ? L[]
  : never;
