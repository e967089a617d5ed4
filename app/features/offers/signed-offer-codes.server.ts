/**
 * The offer codes only a signed link may apply (issue 24, item 12): the cart recovery code
 * (applied by /cart-recovery's signed restore) and the browse code (applied on the way to
 * a product from a signed browse list). Shopify's shareable `/discount/CODE` route applies
 * any code to anyone, so these two are kept off it unless the request carries the browse
 * list's signature. The welcome code is public and stays shareable.
 */
import {readBrowseList} from './browse-offer.server';
import {recoverySecret} from './cart-recovery.server';
import {BROWSE_OFFER, RECOVERY_OFFER} from './copy';

const SIGNED_ONLY = new Set(
  [RECOVERY_OFFER.code, BROWSE_OFFER.code].map((code) => code.toUpperCase()),
);

export function isSignedOfferCode(code: string | null | undefined): boolean {
  return typeof code === 'string' && SIGNED_ONLY.has(code.trim().toUpperCase());
}

/** The query a link through `/discount/BROWSE5` carries: the signed list it came from. */
export type BrowseSignature = {products: string; sig: string};

/**
 * Whether `/discount/<code>` may apply `code` for this request: any public code; the
 * browse code only with a valid signed browse list in the query; the recovery code never.
 */
export async function mayApplyThroughLink(
  code: string | null | undefined,
  params: URLSearchParams,
  env: {CART_RECOVERY_SECRET?: string},
): Promise<boolean> {
  if (!isSignedOfferCode(code)) return true;
  if (code!.trim().toUpperCase() !== BROWSE_OFFER.code.toUpperCase())
    return false;
  const secret = recoverySecret(env);
  return (
    secret !== null &&
    (await readBrowseList(
      params.get('products'),
      params.get('sig'),
      secret,
    )) !== null
  );
}
