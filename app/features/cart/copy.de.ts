/** German of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CartWarningCode} from '@shopify/hydrogen/storefront-api-types';
import type {CopyOf} from '~/lib/copy';
import type {CART_COPY, CODE_MESSAGES} from './copy';

export const CART_DE = {
  CART_COPY: {
    linkLabel: (count: number) =>
      count ? `Warenkorb, ${count} Artikel` : 'Warenkorb',
    title: 'Ihr Warenkorb',
    closeDrawer: 'Warenkorb schließen',
    browseShop: 'Im Shop stöbern',
    lines: 'Artikel im Warenkorb',
    clear: 'Warenkorb leeren',
    decrease: (name: string) => `Menge von ${name} verringern`,
    quantityOf: (name: string) => `Menge von ${name}`,
    increase: (name: string) => `Menge von ${name} erhöhen`,
    remove: 'Entfernen',
    notSoldHere:
      'In Ihrem Land nicht erhältlich: Entfernen Sie es, um zur Kasse zu gehen.',
    removeLine: (name: string) => `${name} entfernen`,
    quantity: 'Menge',
    addToCart: 'In den Warenkorb',
    adding: 'Wird hinzugefügt…',
    soldOut: 'Ausverkauft',
    creatingCheckout: 'Ihr Bezahlvorgang wird erstellt…',
    stockCut: (quantity: number, name: string) =>
      `Von ${name} sind nur noch ${quantity} da: Wir haben Ihren Warenkorb auf ${quantity} geändert.`,
    soldOutNotice:
      'Leider ist ein gewünschter Artikel ausverkauft und daher nicht in Ihrem Warenkorb.',
    notApplicable:
      'Dieser Artikel kann gerade nicht gekauft werden und ist daher nicht in Ihrem Warenkorb.',
  },
  CODE_MESSAGES: {
    discountLabel: 'Rabattcode',
    discountApply: 'Einlösen',
    discountRemove: (code: string) => `Rabattcode ${code} entfernen`,
    discountMissing: 'Bitte geben Sie einen Rabattcode ein.',
    discountNotApplied: 'Nicht angewendet',
    giftCardLabel: 'Geschenkkartencode',
    giftCardApply: 'Geschenkkarte einlösen',
    giftCardRemove: (lastCharacters: string) =>
      `Geschenkkarte mit Endung ${lastCharacters} entfernen`,
    giftCardMissing: 'Bitte geben Sie einen Geschenkkartencode ein.',
    giftCardUnknown: (code: string) =>
      `Den Geschenkkartencode ${code} kennen wir nicht.`,
    giftCardEnding: (lastCharacters: string) =>
      `Geschenkkarte mit Endung ${lastCharacters}`,
    dueAtCheckout: 'Beim Bezahlen noch offen',
    removedFromCart: 'Wir haben ihn aus Ihrem Warenkorb entfernt.',
    savedForLater: (code: string) =>
      `${code} ist in Ihrem Warenkorb gespeichert: Er gilt für die Artikel, die Sie hinzufügen.`,
    subtotal: 'Zwischensumme',
    total: 'Gesamt',
    warning: (code: string, warning: CartWarningCode | string): string => {
      switch (warning) {
        case 'DISCOUNT_NOT_FOUND':
          return `Den Rabattcode ${code} kennen wir nicht.`;
        case 'DISCOUNT_CURRENTLY_INACTIVE':
          return `Der Rabattcode ${code} ist nicht aktiv.`;
        case 'DISCOUNT_PURCHASE_NOT_IN_RANGE':
          return `Ihr Warenkorb erreicht den Mindestbestellwert für ${code} noch nicht.`;
        case 'DISCOUNT_NO_ENTITLED_LINE_ITEMS':
          return `${code} gilt für nichts in Ihrem Warenkorb (Geschenkkarten werden nie rabattiert).`;
        case 'DISCOUNT_CODE_NOT_HONOURED':
          return `${code} lässt sich nicht mit dem bereits angewendeten Rabatt kombinieren.`;
        default:
          return `Der Rabattcode ${code} gilt nicht für diesen Warenkorb.`;
      }
    },
  },
} satisfies CopyOf<{
  CART_COPY: typeof CART_COPY;
  CODE_MESSAGES: typeof CODE_MESSAGES;
}>;
