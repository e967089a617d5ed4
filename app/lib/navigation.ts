/**
 * Every link of the header and footer (SPEC section 2), as data: the desktop dropdown,
 * the mobile menu and the footer render from here, and the e2e tests walk it. Every
 * internal link in the app is built by a ROUTES helper.
 */
import {
  CATEGORIES,
  CATEGORY_COPY,
  type Category,
} from '~/features/catalog/categories';
import type {PolicyHandle} from '~/features/content/policies';
import type {ShopFilter} from '~/features/catalog/product-listing';

export type NavLink = {label: string; to: string};
export type NavGroup = {title: string; links: NavLink[]};

export const ROUTES = {
  home: '/',
  store: '/store',
  shop: '/store/shop',
  /** The shop with a `?filter=` (SPEC 2); `all` is the plain shop. */
  shopFiltered: (filter: ShopFilter) =>
    filter === 'all'
      ? '/store/shop'
      : `/store/shop?${new URLSearchParams({filter})}`,
  product: (handle: string) => `/store/product/${encodeURIComponent(handle)}`,
  recipes: '/store/ai-recipes',
  /** The category pages: app/routes.ts mounts one per entry of CATEGORIES. */
  category: (category: Category) => `/${category}`,
  /** The policy pages: app/routes.ts mounts one per entry of POLICY_HANDLES. */
  policy: (handle: PolicyHandle) => `/${handle}`,
  /** The gift card product's one address (its /store/product/ address redirects here). */
  giftCards: '/gift-cards',
  search: '/search',
  /** Shopify content (issue 27): pages, blogs and their articles, at Shopify's own paths. */
  page: (handle: string) => `/pages/${encodeURIComponent(handle)}`,
  blogs: '/blogs',
  blog: (handle: string) => `/blogs/${encodeURIComponent(handle)}`,
  article: (blog: string, article: string) =>
    `/blogs/${encodeURIComponent(blog)}/${encodeURIComponent(article)}`,
  /** Shopify's shareable discount link: applies CODE, then goes to `redirect`. */
  discount: (code: string) => `/discount/${encodeURIComponent(code)}`,
  welcomeDiscount: '/welcome-discount',
  cartRecovery: '/cart-recovery',
  browseDiscount: '/browse-discount',
  cart: '/cart',
  /** The consent preferences (decision 0240): linked from the banner and the footer. */
  privacyChoices: '/privacy-choices',
  /** Customer accounts (issue 29): Hydrogen's client knows login and authorize by these. */
  account: '/account',
  accountLogin: '/account/login',
  accountLogout: '/account/logout',
  accountOrders: '/account/orders',
  accountOrder: (number: string) =>
    `/account/orders/${encodeURIComponent(number)}`,
  accountAddresses: '/account/addresses',
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

/** All Products, then one link per category, in the spec's order. */
const CATEGORY_LINKS: NavLink[] = [
  {label: 'All Products', to: ROUTES.shop},
  ...CATEGORIES.map((category) => ({
    label: CATEGORY_COPY[category].title,
    to: ROUTES.category(category),
  })),
];

/** The Shop dropdown, exactly as the spec lists it. */
export const SHOP_MENU: NavGroup[] = [
  {title: 'Categories', links: CATEGORY_LINKS},
  {
    title: 'Featured',
    links: [
      {label: 'New Arrivals', to: ROUTES.shopFiltered('new')},
      {label: 'Best Sellers', to: ROUTES.shopFiltered('bestsellers')},
      {label: 'Gift Cards', to: ROUTES.giftCards},
      {label: 'Sale Items', to: ROUTES.shopFiltered('sale')},
    ],
  },
  {
    title: 'Resources',
    links: [
      {label: 'Recipes', to: ROUTES.recipes},
      {label: 'How-to Guides', to: ROUTES.recipes},
      {label: 'Care & Maintenance', to: ROUTES.policy('warranty')},
      {label: 'Warranty Info', to: ROUTES.policy('warranty')},
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
      {label: 'Privacy Policy', to: ROUTES.policy('privacy')},
      {label: 'Terms of Service', to: ROUTES.policy('terms')},
    ],
  },
  {
    title: 'Support',
    links: [
      {label: 'Shipping', to: ROUTES.policy('shipping')},
      {label: 'Returns', to: ROUTES.policy('returns')},
      {label: 'Warranty', to: ROUTES.policy('warranty')},
      {label: 'Care & Maintenance', to: ROUTES.policy('warranty')},
    ],
  },
  {title: 'Connect', links: SOCIAL_LINKS},
];
