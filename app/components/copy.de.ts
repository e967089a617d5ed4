/** German of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {LAYOUT_COPY, NOTIFICATIONS_LABEL} from './copy';

export const LAYOUT_DE = {
  NOTIFICATIONS_LABEL: 'Benachrichtigungen',
  LAYOUT_COPY: {
    skipToContent: 'Zum Inhalt springen',
    home: (brand: string) => `${brand} Startseite`,
    mainMenu: 'Hauptmenü',
    shopMenu: 'Shop',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    mobileMenu: 'Menü',
    footerNavigation: 'Fußzeile',
    newsletter: 'Newsletter',
    support: 'Hilfe',
    opensInNewTab: ' (öffnet in einem neuen Tab)',
    copyright: (year: number, shopName: string) =>
      `© ${year} ${shopName}. Alle Rechte vorbehalten.`,
    themes: 'Farbschema',
    theme: {
      light: 'Helles Design',
      dark: 'Dunkles Design',
      system: 'Systemdesign',
    },
    closeDialog: 'Schließen',
    unknownError: 'Unbekannter Fehler',
    notFound: {
      eyebrow: '404',
      title: 'Seite nicht gefunden',
      text: 'Diese Seite haben wir nicht gefunden. Vielleicht wurde sie verschoben, oder der Link enthält einen Tippfehler.',
      home: 'Zur Startseite',
      shop: 'Im Shop stöbern',
    },
  },
} satisfies CopyOf<{
  NOTIFICATIONS_LABEL: typeof NOTIFICATIONS_LABEL;
  LAYOUT_COPY: typeof LAYOUT_COPY;
}>;
