/**
 * Secrets the local stand-ins use in place of real ones. Never read by the app: the
 * stand-ins put them in the worker's env only when they run the local store.
 */

/** Signs cart recovery links for the local store (`npm run cart:recovery-link`, e2e). */
export const LOCAL_CART_RECOVERY_SECRET =
  'local-cart-recovery-secret-for-the-stand-ins-only';
