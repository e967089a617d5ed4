/**
 * The cart follows the sign-in (issue 29): after sign-in the cart carries the customer's
 * access token (Hydrogen's cart handler adds it to any buyer identity update from the
 * session), so checkout knows them and the order is theirs; before sign-out it is taken
 * off again, so a shared browser's next visitor does not check out as them. A failure is
 * logged and never stops the sign-in or sign-out.
 */
import type {HydrogenCart} from '@shopify/hydrogen';
import type {Logger} from '~/lib/logger.server';

type CartContext = {cart: HydrogenCart; log: Logger};

export function linkCartToCustomer(context: CartContext): Promise<void> {
  return updateBuyer(context, {}, 'account.cart_link_failed');
}

export function unlinkCartFromCustomer(context: CartContext): Promise<void> {
  return updateBuyer(
    context,
    {customerAccessToken: null},
    'account.cart_unlink_failed',
  );
}

async function updateBuyer(
  {cart, log}: CartContext,
  buyerIdentity: Parameters<HydrogenCart['updateBuyerIdentity']>[0],
  event: string,
): Promise<void> {
  if (!cart.getCartId()) return;
  try {
    const result = await cart.updateBuyerIdentity(buyerIdentity);
    // A cart already checked out is gone: nothing to link or unlink.
    const userErrors = (result.userErrors ?? []).filter(
      (error) => !error.field?.includes('cartId'),
    );
    if (result.errors?.length || userErrors.length)
      log.warn(event, {errors: result.errors, userErrors});
  } catch (error) {
    log.error(event, {error});
  }
}
