import type {ReactNode} from 'react';
import {useCopy} from '~/features/markets/use-copy';
import {useLocation} from 'react-router';
import {attr, MENU_DOM, SLIDE_OUT_ID} from '~/elements/contract';
import {ROUTES, type NavLink} from '~/lib/navigation';
import type {SiteNavigation} from '~/features/content/site-navigation';
import {SITE} from '~/lib/site';
import {CartButton} from '~/features/cart/CartButton';
import {AccountLink} from '~/features/account/AccountLink';
import {HeaderSearch} from '~/features/search/HeaderSearch';

import {ChevronDownIcon, CloseIcon, LogoMark, MenuIcon} from './icons';
import {StaticMarkup} from './StaticMarkup';
import {ThemeToggle} from './ThemeToggle';
import {useLocalize} from '~/features/markets/use-market';

const MOBILE_MENU_ID = SLIDE_OUT_ID;

/**
 * The fixed header. The Shop dropdown is a <details> and the phone's slide-out panel a
 * popover: both work with a keyboard and without JavaScript; app/elements adds hover
 * intent. The menu, the search form and the theme toggle are rendered once: the same
 * markup is the bar's on wide screens and the panel's on narrow ones (CSS, record 0266).
 * The links are the merchant's Shopify menus (app/features/content/site-navigation.ts).
 * Everything but the cart button is the same on every page (the main menu but for its
 * active link), so the server renders those parts once per menu version (StaticMarkup).
 */
export function Header({
  navigation,
  accounts = false,
  marketSelector,
}: {
  navigation: SiteNavigation;
  /** Whether the store has customer accounts (PublicConfig.accounts). */
  accounts?: boolean;
  /** The country/language selector (app/features/markets), from wide screens up. */
  marketSelector?: ReactNode;
}) {
  const {LAYOUT_COPY} = useCopy('layout');
  const localize = useLocalize();
  const activeLink = activeDirectLink(
    useLocation().pathname,
    navigation.directLinks,
  );
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <a
          href={localize(ROUTES.home)}
          className="site-logo"
          aria-label={LAYOUT_COPY.home(SITE.brand)}
        >
          <LogoMark />
          <span>{SITE.brand}</span>
        </a>

        {/* One copy of the menu, the search and the theme toggle for every width: from
            768 px the popover's box steps aside (display: contents) and they sit in the bar;
            below, they are the slide-out panel the menu button opens (record 0266). */}
        <div
          id={MOBILE_MENU_ID}
          popover="auto"
          className="mobile-menu"
          aria-label={LAYOUT_COPY.mobileMenu}
        >
          <div className="menu-bar">
            <span>{LAYOUT_COPY.mobileMenu}</span>
            <button
              type="button"
              popoverTarget={MOBILE_MENU_ID}
              popoverTargetAction="hide"
              className="icon-button"
              aria-label={LAYOUT_COPY.closeMenu}
            >
              <CloseIcon />
            </button>
          </div>
          <StaticMarkup
            as="nav"
            cacheKey={`header-main-menu:${navigation.version}:${activeLink}`}
            aria-label={LAYOUT_COPY.mainMenu}
            className="main-menu"
          >
            {navigation.dropdowns.map((dropdown) => (
              <nav-dropdown key={dropdown.title} className="nav-dropdown">
                <details {...attr(MENU_DOM.menu)}>
                  <summary className="nav-item nav-summary">
                    {dropdown.title}
                    <ChevronDownIcon />
                  </summary>
                  <div className="menu-panel">
                    {dropdown.groups.map((group) => (
                      <MenuGroup
                        key={group.title}
                        title={group.title}
                        links={group.links}
                        idPrefix="shop"
                      />
                    ))}
                  </div>
                </details>
              </nav-dropdown>
            ))}
            <div className="menu-direct-links">
              {navigation.directLinks.map((link) =>
                link.to === activeLink ? (
                  <a
                    key={link.label}
                    href={link.to}
                    className="nav-item active"
                    aria-current="page"
                  >
                    {link.label}
                  </a>
                ) : (
                  <a key={link.label} href={link.to} className="nav-item">
                    {link.label}
                  </a>
                ),
              )}
            </div>
          </StaticMarkup>
          <HeaderSearch idPrefix="header" className="header-search" />
          <div className="header-tools">
            {marketSelector ? (
              // From 1280 px: below, it would squeeze the search field (the footer has one).
              <div>{marketSelector}</div>
            ) : null}
            <ThemeToggle />
          </div>
        </div>

        <div className="site-header-actions">
          {accounts ? <AccountLink /> : null}
          <CartButton />
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            className="icon-button"
            aria-label={LAYOUT_COPY.openMenu}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
    </header>
  );
}

/** One group of a dropdown: its look is `.menu-panel`'s (app/styles/app.css). */
function MenuGroup({
  title,
  links,
  idPrefix,
}: {
  title: string;
  links: {label: string; to: string}[];
  idPrefix: string;
}) {
  // A merchant's title may hold any character: the id keeps letters and digits.
  const headingId = `${idPrefix}-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <div>
      <h2 id={headingId}>{title}</h2>
      <ul aria-labelledby={headingId}>
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.to}>{link.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The header's direct link the page is at (the same path or one below it,
 * case-insensitive), or `/` (none): marked as the current page, and the main menu's
 * cache key.
 */
function activeDirectLink(pathname: string, directLinks: NavLink[]): string {
  const path = pathname.toLowerCase();
  const active = directLinks.find(
    ({to}) =>
      path === to.toLowerCase() || path.startsWith(`${to.toLowerCase()}/`),
  );
  return active?.to ?? ROUTES.home;
}
