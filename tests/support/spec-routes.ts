/** Every route of SPEC.md section 2 and what it must answer. */
export const PAGE_ROUTES = [
  '/',
  '/store',
  '/store/shop',
  '/store/shop?filter=new',
  '/store/shop?filter=bestsellers',
  '/store/shop?filter=sale',
  '/store/product/classic-18-kamado-grill',
  '/store/ai-recipes',
  '/grills',
  '/fuel',
  '/accessories',
  '/parts',
  '/gift-cards',
  '/shipping',
  '/returns',
  '/warranty',
  '/privacy',
  '/terms',
  '/welcome-discount',
  '/cart-recovery',
  '/browse-discount',
  // The admin pages send anonymous visitors here (tests/e2e/admin-auth.spec.ts).
  '/admin/login',
] as const;

/** Pages with personal state: never cached. */
export const PRIVATE_ROUTES = [
  '/cart',
  '/admin/login',
  '/admin/dashboard',
  '/admin/create-products',
] as const;

export const REDIRECTS = [
  {from: '/gift-card', to: '/gift-cards', status: 301},
] as const;

export const UNKNOWN_PATHS = [
  '/no-such-page',
  '/store/no/such/page',
  '/grills/extra',
  '/store/product/no-such-product',
] as const;
