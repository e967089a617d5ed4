/**
 * A market switch keeps the cart (issue 30): its buyer country becomes the market's, and
 * Shopify re-prices it in that market's currency (`cartBuyerIdentityUpdate`). A failure
 * is logged and never stops the switch: the cart is still there, in its old currency.
 */
import type {HydrogenCart} from '@shopify/hydrogen';
import type {Logger} from '~/lib/logger.server';
import type {Market} from './markets';

export async function moveCartToMarket(
  {cart, log}: {cart: HydrogenCart; log: Logger},
  market: Market,
): Promise<void> {
  if (!cart.getCartId()) return;
  try {
    const result = await cart.updateBuyerIdentity({
      countryCode: market.country,
    });
    // A cart already checked out is gone: nothing to move.
    const userErrors = (result.userErrors ?? []).filter(
      (error) => !error.field?.includes('cartId'),
    );
    if (result.errors?.length || userErrors.length)
      log.warn('markets.cart_move_failed', {
        errors: result.errors,
        userErrors,
      });
  } catch (error) {
    log.error('markets.cart_move_failed', {error});
  }
}
