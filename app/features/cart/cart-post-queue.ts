import {CART_DATA_PATH} from '~/features/cart/cart-contract';
import {pageTexts} from '~/elements/page-texts';
import type {AnalyticsCartAdd} from '~/features/analytics/analytics-contract';
import {inPageMarket} from '~/features/markets/markets';

/** What /api/cart (CART_DATA_PATH) answers to a cart form's post (CartActionResult, app/features/cart/cart-actions.server.ts). */
export type CartAnswer = {
  intent: string | null;
  errors: string[];
  checkoutUrl?: string;
  cartCount?: number;
  /** What Shopify changed by itself, in words, and as /cart's query (cart-notices.ts). */
  notices?: string[];
  noticeQuery?: string;
  /** An accepted add, for Shopify's add-to-cart event (decision 0240). */
  added?: AnalyticsCartAdd;
  /** The cart's markup after the post (app/features/cart/cart-fragment.server.tsx). */
  html?: string;
};

/**
 * The page's cart posts, one after another in the order the shopper made them: "+" then
 * "−" on a line must reach Shopify in that order, whichever answer would come back first.
 * Every <cart-form> posts through here.
 */
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** Queues a cart form's fields; the answer never rejects (a failure is an answer with the spec's message). */
export async function postCartForm(data: FormData): Promise<CartAnswer> {
  waiting += 1;
  const answer = post(data, queue);
  queue = answer;
  try {
    return await answer;
  } finally {
    waiting -= 1;
  }
}

/** Cart posts sent or queued and not yet answered: while any wait, the cart shown is not final. */
export function cartPostsWaiting(): number {
  return waiting;
}

async function post(
  data: FormData,
  after: Promise<unknown>,
): Promise<CartAnswer> {
  await after;
  try {
    const response = await fetch(
      inPageMarket(CART_DATA_PATH, location.pathname),
      {
        method: 'POST',
        body: data,
        headers: {Accept: 'application/json'},
      },
    );
    const answer = (await response.json()) as Partial<CartAnswer>;
    return {
      intent: answer.intent ?? null,
      errors: Array.isArray(answer.errors) ? answer.errors : [],
      checkoutUrl: answer.checkoutUrl,
      cartCount: answer.cartCount,
      notices: Array.isArray(answer.notices) ? answer.notices : [],
      noticeQuery:
        typeof answer.noticeQuery === 'string' ? answer.noticeQuery : undefined,
      added:
        typeof answer.added === 'object' && answer.added !== null
          ? answer.added
          : undefined,
      html: typeof answer.html === 'string' ? answer.html : undefined,
    };
  } catch {
    // Offline, or an answer that is not ours (a proxy's error page).
    return {intent: null, errors: [pageTexts()?.cart.updateFailed ?? '']};
  }
}
