/**
 * Every link of the header and footer (SPEC section 2), as data: the desktop dropdown,
 * the mobile menu and the footer render from here, and the e2e tests walk it.
 */
export type NavLink = {label: string; to: string};
export type NavGroup = {title: string; links: NavLink[]};

export const ROUTES = {
  home: '/',
  store: '/store',
  shop: '/store/shop',
  product: (handle: string) => `/store/product/${encodeURIComponent(handle)}`,
  recipes: '/store/ai-recipes',
  grills: '/grills',
  fuel: '/fuel',
  accessories: '/accessories',
  parts: '/parts',
  giftCards: '/gift-cards',
  shipping: '/shipping',
  returns: '/returns',
  warranty: '/warranty',
  privacy: '/privacy',
  terms: '/terms',
  welcomeDiscount: '/welcome-discount',
  cartRecovery: '/cart-recovery',
  browseDiscount: '/browse-discount',
  cart: '/cart',
  adminDashboard: '/admin/dashboard',
  adminLogin: '/admin/login',
  adminVerify: '/admin/verify',
  adminEnroll: '/admin/enroll',
  adminNoAccess: '/admin/no-access',
  adminLogout: '/admin/logout',
  adminForgotPassword: '/admin/forgot-password',
  adminResetPassword: '/admin/reset-password',
  adminExport: '/admin/export',
  adminCreateProducts: '/admin/create-products',
} as const;

const CATEGORY_LINKS: NavLink[] = [
  {label: 'All Products', to: ROUTES.shop},
  {label: 'Grills', to: ROUTES.grills},
  {label: 'Fuel', to: ROUTES.fuel},
  {label: 'Accessories', to: ROUTES.accessories},
  {label: 'Parts', to: ROUTES.parts},
];

/** The Shop dropdown, exactly as the spec lists it. */
export const SHOP_MENU: NavGroup[] = [
  {title: 'Categories', links: CATEGORY_LINKS},
  {
    title: 'Featured',
    links: [
      {label: 'New Arrivals', to: `${ROUTES.shop}?filter=new`},
      {label: 'Best Sellers', to: `${ROUTES.shop}?filter=bestsellers`},
      {label: 'Gift Cards', to: ROUTES.giftCards},
      {label: 'Sale Items', to: `${ROUTES.shop}?filter=sale`},
    ],
  },
  {
    title: 'Resources',
    links: [
      {label: 'Recipes', to: ROUTES.recipes},
      {label: 'How-to Guides', to: ROUTES.recipes},
      {label: 'Care & Maintenance', to: ROUTES.warranty},
      {label: 'Warranty Info', to: ROUTES.warranty},
    ],
  },
];

/** The header's direct links beside the dropdown. */
export const DIRECT_LINKS: NavLink[] = [
  {label: 'Recipes', to: ROUTES.recipes},
  {label: 'Gift Cards', to: ROUTES.giftCards},
];

export const SOCIAL_LINKS: NavLink[] = [
  {label: 'Instagram', to: 'https://www.instagram.com/emberforgekamado'},
  {label: 'YouTube', to: 'https://www.youtube.com/@emberforgekamado'},
  {label: 'Facebook', to: 'https://www.facebook.com/emberforgekamado'},
  {label: 'TikTok', to: 'https://www.tiktok.com/@emberforgekamado'},
];

/** Footer link columns: Shop, Company, Support, Connect. */
export const FOOTER_COLUMNS: NavGroup[] = [
  {
    title: 'Shop',
    links: [...CATEGORY_LINKS, {label: 'Gift Cards', to: ROUTES.giftCards}],
  },
  {
    title: 'Company',
    links: [
      {label: 'Store', to: ROUTES.store},
      {label: 'AI Recipes', to: ROUTES.recipes},
      {label: 'Welcome Discount', to: ROUTES.welcomeDiscount},
      {label: 'Privacy Policy', to: ROUTES.privacy},
      {label: 'Terms of Service', to: ROUTES.terms},
    ],
  },
  {
    title: 'Support',
    links: [
      {label: 'Shipping', to: ROUTES.shipping},
      {label: 'Returns', to: ROUTES.returns},
      {label: 'Warranty', to: ROUTES.warranty},
      {label: 'Care & Maintenance', to: ROUTES.warranty},
    ],
  },
  {title: 'Connect', links: SOCIAL_LINKS},
];
