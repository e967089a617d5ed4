/** French of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CartWarningCode} from '@shopify/hydrogen/storefront-api-types';
import type {CopyOf} from '~/lib/copy';
import type {CART_COPY, CODE_MESSAGES} from './copy';

export const CART_FR = {
  CART_COPY: {
    linkLabel: (count: number) =>
      count
        ? `Panier, ${count} ${count === 1 ? 'article' : 'articles'}`
        : 'Panier',
    title: 'Votre panier',
    closeDrawer: 'Fermer le panier',
    browseShop: 'Parcourir la boutique',
    lines: 'Articles du panier',
    clear: 'Vider le panier',
    decrease: (name: string) => `Diminuer la quantité de ${name}`,
    quantityOf: (name: string) => `Quantité de ${name}`,
    increase: (name: string) => `Augmenter la quantité de ${name}`,
    remove: 'Retirer',
    notSoldHere: 'Non vendu dans votre pays : retirez-le pour passer commande.',
    removeLine: (name: string) => `Retirer ${name}`,
    quantity: 'Quantité',
    addToCart: 'Ajouter au panier',
    adding: 'Ajout…',
    soldOut: 'Épuisé',
    creatingCheckout: 'Création de votre paiement…',
    stockCut: (quantity: number, name: string) =>
      `Il ne reste que ${quantity} ${name} : nous avons mis votre panier à ${quantity}.`,
    soldOutNotice:
      'Désolé, un article demandé est épuisé : il n’est donc pas dans votre panier.',
    notApplicable:
      'Cet article ne peut pas être acheté pour le moment : il n’est donc pas dans votre panier.',
  },
  CODE_MESSAGES: {
    discountLabel: 'Code de réduction',
    discountApply: 'Appliquer',
    discountRemove: (code: string) => `Retirer le code de réduction ${code}`,
    discountMissing: 'Veuillez saisir un code de réduction.',
    discountNotApplied: 'Non appliqué',
    giftCardLabel: 'Code de carte-cadeau',
    giftCardApply: 'Appliquer la carte-cadeau',
    giftCardRemove: (lastCharacters: string) =>
      `Retirer la carte-cadeau se terminant par ${lastCharacters}`,
    giftCardMissing: 'Veuillez saisir un code de carte-cadeau.',
    giftCardUnknown: (code: string) =>
      `Nous ne reconnaissons pas le code de carte-cadeau ${code}.`,
    giftCardEnding: (lastCharacters: string) =>
      `Carte-cadeau se terminant par ${lastCharacters}`,
    dueAtCheckout: 'Reste à payer au paiement',
    removedFromCart: 'Nous l’avons retiré de votre panier.',
    savedForLater: (code: string) =>
      `${code} est enregistré dans votre panier : il s’applique aux articles que vous ajoutez.`,
    subtotal: 'Sous-total',
    total: 'Total',
    warning: (code: string, warning: CartWarningCode | string): string => {
      switch (warning) {
        case 'DISCOUNT_NOT_FOUND':
          return `Nous ne reconnaissons pas le code de réduction ${code}.`;
        case 'DISCOUNT_CURRENTLY_INACTIVE':
          return `Le code de réduction ${code} n’est pas actif.`;
        case 'DISCOUNT_PURCHASE_NOT_IN_RANGE':
          return `Votre panier n’atteint pas encore l’achat minimum pour ${code}.`;
        case 'DISCOUNT_NO_ENTITLED_LINE_ITEMS':
          return `${code} ne s’applique à rien dans votre panier (les cartes-cadeaux ne sont jamais réduites).`;
        case 'DISCOUNT_CODE_NOT_HONOURED':
          return `${code} ne peut pas être combiné avec la réduction déjà appliquée.`;
        default:
          return `Le code de réduction ${code} ne s’applique pas à ce panier.`;
      }
    },
  },
} satisfies CopyOf<{
  CART_COPY: typeof CART_COPY;
  CODE_MESSAGES: typeof CODE_MESSAGES;
}>;
