import {useCopy} from '~/features/markets/use-copy';
import type {ReactNode} from 'react';
import {ROUTES} from '~/lib/navigation';
import type {SiteNavigation} from '~/features/content/site-navigation';
import {SITE, type PublicConfig} from '~/lib/site';

import {LogoMark} from './icons';
import {StaticMarkup} from './StaticMarkup';
import {useLocalize} from '~/features/markets/use-market';

const isExternal = (to: string) => /^https?:\/\//.test(to);

/** Footer: newsletter slot, support contact, four link columns, copyright. */
export function Footer({
  config,
  navigation,
  newsletter,
  marketSelector,
}: {
  config: PublicConfig;
  /** The link columns: the merchant's `footer` menu (app/features/content). */
  navigation: SiteNavigation;
  newsletter?: ReactNode;
  /** The country/language selector (app/features/markets): on every screen size. */
  marketSelector?: ReactNode;
}) {
  const {LAYOUT_COPY} = useCopy('layout');
  const {CONSENT_COPY} = useCopy('consent');
  const localize = useLocalize();
  return (
    <footer className="site-footer">
      <div className="site-footer-grid">
        <div className="site-footer-about">
          <a
            href={localize(ROUTES.home)}
            className="site-footer-logo"
            aria-label={LAYOUT_COPY.home(SITE.brand)}
          >
            <LogoMark />
            <span>{SITE.brand}</span>
          </a>
          <p>{SITE.tagline}</p>
          {/* The root layout passes the newsletter signup in. */}
          {newsletter ? (
            <section aria-label={LAYOUT_COPY.newsletter}>{newsletter}</section>
          ) : null}
          <address className="site-footer-address">
            <p>{LAYOUT_COPY.support}</p>
            <p>
              <a href={`mailto:${config.supportEmail}`}>
                {config.supportEmail}
              </a>
            </p>
            <p>
              <a href={`tel:${config.supportPhone.replace(/[^\d+]/g, '')}`}>
                {config.supportPhone}
              </a>
            </p>
          </address>
          {marketSelector}
        </div>
        {/* The same on every page: the server renders the link columns once per menu version. */}
        <StaticMarkup
          as="nav"
          cacheKey={`footer-links:${navigation.version}`}
          aria-label={LAYOUT_COPY.footerNavigation}
          className="footer-nav"
        >
          {navigation.footerColumns.map((column) => (
            <div key={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    {isExternal(link.to) ? (
                      <a
                        href={link.to}
                        rel="noopener noreferrer"
                        target="_blank"
                      >
                        {link.label}
                        <span className="sr-only">
                          {LAYOUT_COPY.opensInNewTab}
                        </span>
                      </a>
                    ) : (
                      <a href={link.to}>{link.label}</a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </StaticMarkup>
      </div>
      <div className="site-footer-bottom">
        {LAYOUT_COPY.copyright(new Date().getFullYear(), SITE.shopName)}{' '}
        {/* Where a consent choice is changed once made (the banner is gone by then). */}
        <a href={localize(ROUTES.privacyChoices)}>
          {CONSENT_COPY.choices.footerLink}
        </a>
      </div>
    </footer>
  );
}
