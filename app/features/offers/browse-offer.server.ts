/**
 * Browse offer links (`/browse-discount?products=a,b&sig=…`): the product handles a
 * visitor looked at, in the clear, and an HMAC over them under the offer links' secret
 * (CART_RECOVERY_SECRET, with its own purpose label, so one link is never the other).
 */
import {signText, verifyText} from '~/lib/signed-token.server.ts';

const PURPOSE = 'browse-offer:v1';
export const MAX_BROWSED_PRODUCTS = 8;
const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

export async function signBrowseList(
  handles: readonly string[],
  secret: string,
) {
  const products = handles.join(',');
  return {products, sig: await signText(PURPOSE, products, secret)};
}

/** The handles of a list we signed, or null (missing, malformed, tampered). */
export async function readBrowseList(
  products: string | null,
  sig: string | null,
  secret: string,
): Promise<string[] | null> {
  if (!products || !sig) return null;
  if (!(await verifyText(PURPOSE, products, sig, secret))) return null;
  const handles = [...new Set(products.split(','))];
  return handles.length <= MAX_BROWSED_PRODUCTS &&
    handles.every((handle) => HANDLE.test(handle))
    ? handles
    : null;
}
