/** German of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
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

export const OFFERS_DE = {
  OFFER_TERMS: {
    noEnd: 'Ohne Enddatum.',
    validUntil: (date: string) => `Gültig bis ${date}.`,
    endedOn: (date: string) => `Dieser Code ist am ${date} abgelaufen.`,
    percentOff: (percentage: number) =>
      `${percentage} % Rabatt auf alles in Ihrem Warenkorb außer Geschenkkarten (Geschenkkarten werden nie rabattiert).`,
    minimum: (amount: string) => `Für Warenkörbe ab ${amount}.`,
    noMinimum: 'Kein Mindestbestellwert.',
    oneCode:
      'Ein Rabattcode pro Bestellung: Codes lassen sich nicht kombinieren, der höhere Rabatt gilt.',
  },
  WELCOME_PAGE: {
    eyebrow: 'Willkommensrabatt',
    title: `${WELCOME_OFFER.percentage} % Rabatt auf Ihre Bestellung`,
    intro: `Unser Willkommenscode zieht ${WELCOME_OFFER.percentage} % von Grills, Brennstoff, Zubehör und Ersatzteilen in Ihrem Warenkorb ab.`,
    codeLabel: 'Ihr Code',
    termsTitle: 'So funktioniert es',
    apply: `${WELCOME_OFFER.code} anwenden und einkaufen`,
    applyHint:
      'Wir legen den Code in Ihren Warenkorb; den Rabatt sehen Sie im Warenkorb und an der Kasse.',
    noCodeTitle: 'Noch nicht auf der Liste?',
    noCodeText:
      'Tragen Sie sich in die Warteliste ein: Wir schicken Ihnen den Willkommenscode und sagen Ihnen als Erstes, wenn neue Grills kommen.',
    joinSubmit: 'Eintragen und Code zusenden',
    description: `${WELCOME_OFFER.code}: ${WELCOME_OFFER.percentage} % Rabatt auf Grills, Brennstoff, Zubehör und Ersatzteile bei Emberforge. Mit einem Klick im Warenkorb.`,
  },
  RECOVERY_PAGE: {
    title: 'Machen Sie dort weiter, wo Sie aufgehört haben',
    eyebrow: 'Ihr Warenkorb',
    intro: `Das haben Sie in Ihrem Warenkorb gelassen. Stellen Sie ihn wieder her, und ${RECOVERY_OFFER.code} zieht ${RECOVERY_OFFER.percentage} % ab.`,
    itemsTitle: 'In Ihrem Warenkorb',
    quantity: (count: number) => `Menge ${count}`,
    unavailable: 'Nicht mehr erhältlich',
    restore: 'Meinen Warenkorb wiederherstellen',
    restoreHint:
      'Was schon in Ihrem Warenkorb liegt, bleibt dort; wir fügen hinzu, was fehlt.',
    termsTitle: 'Ihr Wiederherstellungscode',
    invalidTitle: 'Dieser Warenkorb-Link funktioniert nicht',
    invalidText:
      'Der Link ist unvollständig oder wurde verändert. Bitte nutzen Sie den ganzen Link aus der E-Mail, oder beginnen Sie neu im Shop.',
    expiredTitle: 'Dieser Warenkorb-Link ist abgelaufen',
    expiredText:
      'Warenkorb-Links gelten 14 Tage. Ihre Artikel finden Sie weiterhin im Shop.',
    unavailableTitle: 'Wir können Warenkorb-Links gerade nicht öffnen',
    unavailableText:
      'Bitte versuchen Sie den Link später erneut, oder finden Sie Ihre Artikel im Shop.',
    toShop: 'Zum Shop',
    noLinkText:
      'Diese Seite öffnet den Warenkorb, den Sie begonnen haben, über den Link in unserer E-Mail. Ohne Link gibt es nichts wiederherzustellen: Der Shop hat alles.',
    restoreFailed:
      'Wir konnten Ihren Warenkorb nicht wiederherstellen. Einige Artikel sind vielleicht nicht mehr erhältlich.',
    description:
      'Stellen Sie den bei Emberforge begonnenen Warenkorb wieder her, mit einem Code für Ihre Bestellung.',
  },
  BROWSE_PAGE: {
    title: 'Eine kleine Aufmerksamkeit fürs Stöbern',
    eyebrow: 'Noch am Überlegen?',
    intro: `Das haben Sie sich angesehen. Öffnen Sie einen Artikel, und ${BROWSE_OFFER.code} landet in Ihrem Warenkorb: ${BROWSE_OFFER.percentage} % Rabatt.`,
    termsTitle: 'Ihr Stöber-Code',
    apply: `${BROWSE_OFFER.code} anwenden und einkaufen`,
    emptyTitle: 'Hier gibt es noch nichts zu sehen',
    emptyText:
      'Diese Seite zeigt die Produkte aus dem Link in Ihrer E-Mail, mit Ihrem Stöber-Code. Öffnen Sie diesen Link, oder stöbern Sie im Shop.',
    invalidText:
      'Dieser Link ist unvollständig oder wurde verändert, daher können wir Ihre Produkte nicht zeigen. Der Shop hat alles.',
    toShop: 'Zum Shop',
    recentTitle: 'Was Sie sich angesehen haben',
    recentIntro: 'Machen Sie dort weiter, wo Sie aufgehört haben.',
    description: `${BROWSE_OFFER.percentage} % Rabatt auf die Emberforge-Produkte, die Sie sich angesehen haben.`,
  },
} satisfies CopyOf<{
  OFFER_TERMS: typeof OFFER_TERMS;
  WELCOME_PAGE: typeof WELCOME_PAGE;
  RECOVERY_PAGE: typeof RECOVERY_PAGE;
  BROWSE_PAGE: typeof BROWSE_PAGE;
}>;
