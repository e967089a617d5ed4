/** French of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {CONSENT_COPY} from './copy';

export const CONSENT_FR = {
  CONSENT_COPY: {
    title: 'Les témoins et votre vie privée',
    body: 'Nous utilisons des témoins pour compter les visites et voir quels produits sont consultés, et Shopify s’en sert pour déclarer nos ventes. Choisissez ce que vous permettez.',
    accept: 'Accepter',
    decline: 'Refuser',
    preferences: 'Préférences',
    save: 'Enregistrer mes choix',
    purposes: {
      analytics:
        'Statistiques : quelles pages et quels produits sont consultés',
      marketing:
        'Marketing : des publicités et des offres adaptées à vos visites',
      preferences: 'Préférences : retenir des choix comme votre région',
      saleOfData:
        'Vente de données : partage avec des partenaires à des fins publicitaires',
    },
    policyLink: 'Politique de confidentialité',
    choices: {
      title: 'Préférences en matière de témoins',
      intro:
        'Cochez ce que vous autorisez. Vous pouvez revenir ici depuis le pied de page et modifier ce choix à tout moment.',
      footerLink: 'Préférences en matière de témoins',
      backLink: 'Retour à la page précédente',
    },
    invalidChoice: 'Choisissez Accepter, Refuser ou Enregistrer mes choix.',
  },
} satisfies CopyOf<{CONSENT_COPY: typeof CONSENT_COPY}>;
