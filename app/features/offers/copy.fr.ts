/** French of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import {
  BROWSE_OFFER,
  RECOVERY_OFFER,
  WELCOME_OFFER,
  type BROWSE_PAGE,
  type OFFER_TERMS,
  type RECOVERY_PAGE,
  type WELCOME_PAGE,
} from './copy';

export const OFFERS_FR = {
  OFFER_TERMS: {
    noEnd: 'Sans date de fin.',
    validUntil: (date: string) => `Valable jusqu’au ${date}.`,
    endedOn: (date: string) => `Ce code a pris fin le ${date}.`,
    percentOff: (percentage: number) =>
      `${percentage} % de réduction sur tout votre panier sauf les cartes-cadeaux (jamais remisées).`,
    minimum: (amount: string) => `Pour les paniers de ${amount} ou plus.`,
    noMinimum: 'Aucun montant minimum.',
    oneCode:
      'Un seul code de réduction par commande : les codes ne se cumulent pas, la plus grande réduction s’applique.',
  },
  WELCOME_PAGE: {
    eyebrow: 'Réduction de bienvenue',
    title: `${WELCOME_OFFER.percentage} % de réduction sur votre commande`,
    intro: `Notre code de bienvenue retire ${WELCOME_OFFER.percentage} % sur les grils, combustibles, accessoires et pièces de votre panier.`,
    codeLabel: 'Votre code',
    termsTitle: 'Comment ça marche',
    apply: `Appliquer ${WELCOME_OFFER.code} et magasiner`,
    applyHint:
      'Nous ajoutons le code à votre panier ; la réduction apparaît dans le panier et au paiement.',
    noCodeTitle: 'Pas encore sur la liste ?',
    noCodeText:
      'Inscrivez-vous sur la liste d’attente : nous vous envoyons le code de bienvenue et vous prévenons en premier des nouveaux grils.',
    joinSubmit: 'M’inscrire et recevoir le code',
    description: `${WELCOME_OFFER.code} : ${WELCOME_OFFER.percentage} % de réduction sur les grils, combustibles, accessoires et pièces Emberforge. Appliquez-le à votre panier en un clic.`,
  },
  RECOVERY_PAGE: {
    title: 'Reprenez là où vous en étiez',
    eyebrow: 'Votre panier',
    intro: `Voici ce que vous avez laissé dans votre panier. Restaurez-le et ${RECOVERY_OFFER.code} retire ${RECOVERY_OFFER.percentage} %.`,
    itemsTitle: 'Dans votre panier',
    quantity: (count: number) => `Quantité ${count}`,
    unavailable: 'N’est plus disponible',
    restore: 'Restaurer mon panier',
    restoreHint:
      'Ce qui est déjà dans votre panier y reste ; nous ajoutons ce qui manque.',
    termsTitle: 'Votre code de reprise',
    invalidTitle: 'Ce lien de panier ne fonctionne pas',
    invalidText:
      'Le lien est incomplet ou a été modifié. Utilisez le lien complet du courriel, ou recommencez dans la boutique.',
    expiredTitle: 'Ce lien de panier a expiré',
    expiredText:
      'Les liens de panier fonctionnent 14 jours. Vos articles sont toujours dans la boutique.',
    unavailableTitle:
      'Nous ne pouvons pas ouvrir les liens de panier pour le moment',
    unavailableText:
      'Réessayez le lien plus tard, ou retrouvez vos articles dans la boutique.',
    toShop: 'Aller à la boutique',
    noLinkText:
      'Cette page ouvre le panier que vous avez commencé, depuis le lien de notre courriel. Sans lien, il n’y a rien à restaurer : la boutique a tout.',
    restoreFailed:
      'Nous n’avons pas pu restaurer votre panier. Certains articles ne sont peut-être plus disponibles.',
    description:
      'Restaurez le panier commencé chez Emberforge, avec un code pour finir votre commande.',
  },
  BROWSE_PAGE: {
    title: 'Une petite attention pour votre visite',
    eyebrow: 'Vous hésitez encore ?',
    intro: `Voici ce que vous regardiez. Ouvrez l’un d’eux et ${BROWSE_OFFER.code} va dans votre panier : ${BROWSE_OFFER.percentage} % de réduction.`,
    termsTitle: 'Votre code de visite',
    apply: `Appliquer ${BROWSE_OFFER.code} et magasiner`,
    emptyTitle: 'Rien à afficher pour le moment',
    emptyText:
      'Cette page montre les produits du lien de votre courriel, avec votre code de visite. Ouvrez ce lien pour les voir, ou parcourez la boutique.',
    invalidText:
      'Ce lien est incomplet ou a été modifié : nous ne pouvons pas afficher vos produits. La boutique a tout.',
    toShop: 'Aller à la boutique',
    recentTitle: 'Ce que vous avez regardé',
    recentIntro: 'Reprenez là où vous en étiez.',
    description: `${BROWSE_OFFER.percentage} % de réduction sur les produits Emberforge que vous regardiez.`,
  },
} satisfies CopyOf<{
  OFFER_TERMS: typeof OFFER_TERMS;
  WELCOME_PAGE: typeof WELCOME_PAGE;
  RECOVERY_PAGE: typeof RECOVERY_PAGE;
  BROWSE_PAGE: typeof BROWSE_PAGE;
}>;
