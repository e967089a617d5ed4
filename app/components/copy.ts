/**
 * The layout's own texts (header, footer, menus, theme toggle, dialogs, the not-found
 * page); the link labels and headings of the menus are in app/lib/navigation.ts, the
 * spec's texts in app/lib/messages.ts.
 */
/** The toasts' live list; its own export because <toast-region> may have to make one. */
export const NOTIFICATIONS_LABEL = 'Notifications';

export const LAYOUT_COPY = {
  skipToContent: 'Skip to content',
  home: (brand: string) => `${brand} home`,
  mainMenu: 'Main',
  shopMenu: 'Shop',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mobileMenu: 'Menu',
  footerNavigation: 'Footer',
  newsletter: 'Newsletter',
  support: 'Support',
  opensInNewTab: ' (opens in a new tab)',
  copyright: (year: number, shopName: string) =>
    `© ${year} ${shopName}. All rights reserved.`,
  themes: 'Colour theme',
  theme: {light: 'Light theme', dark: 'Dark theme', system: 'System theme'},
  closeDialog: 'Close',
  unknownError: 'Unknown error',
  notFound: {
    eyebrow: '404',
    title: 'Page not found',
    text: "We couldn't find that page. It may have moved, or the link may be mistyped.",
    home: 'Go home',
    shop: 'Browse the shop',
  },
} as const;
