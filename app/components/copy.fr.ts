/** French of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {LAYOUT_COPY, NOTIFICATIONS_LABEL} from './copy';

export const LAYOUT_FR = {
  NOTIFICATIONS_LABEL: 'Notifications',
  LAYOUT_COPY: {
    skipToContent: 'Aller au contenu',
    home: (brand: string) => `Accueil ${brand}`,
    mainMenu: 'Principal',
    shopMenu: 'Boutique',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    mobileMenu: 'Menu',
    footerNavigation: 'Pied de page',
    newsletter: 'Infolettre',
    support: 'Aide',
    opensInNewTab: ' (s’ouvre dans un nouvel onglet)',
    copyright: (year: number, shopName: string) =>
      `© ${year} ${shopName}. Tous droits réservés.`,
    themes: 'Thème de couleurs',
    theme: {
      light: 'Thème clair',
      dark: 'Thème sombre',
      system: 'Thème du système',
    },
    closeDialog: 'Fermer',
    unknownError: 'Erreur inconnue',
    notFound: {
      eyebrow: '404',
      title: 'Page introuvable',
      text: 'Nous n’avons pas trouvé cette page. Elle a peut-être été déplacée, ou le lien contient une faute de frappe.',
      home: 'Aller à l’accueil',
      shop: 'Parcourir la boutique',
    },
  },
} satisfies CopyOf<{
  NOTIFICATIONS_LABEL: typeof NOTIFICATIONS_LABEL;
  LAYOUT_COPY: typeof LAYOUT_COPY;
}>;
