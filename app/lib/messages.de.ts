/** German of app/lib/messages.ts (copy.ts: one catalogue per language). */
import type {CopyOf} from './copy';
import type {LAUNCH_COPY, MESSAGES, VISITOR_COPY} from './messages';

type LaunchMoment = {date: string; time: string; zone: string};

export const MESSAGES_DE = {
  MESSAGES: {
    fillAllFields: 'Bitte füllen Sie alle Felder aus',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    signupFailed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    footerFailed: 'Etwas ist schiefgelaufen. Versuchen Sie es erneut.',
    signupJoined:
      '🔥 Sie sind dabei! Ihr exklusiver Rabattcode ist in Ihrem Postfach.',
    signupResent:
      '🔥 Willkommens-E-Mail erneut gesendet! Sehen Sie in Ihrem Posteingang nach (und im Spam- oder Werbeordner).',
    exitIntentDecline: 'Nein danke, ich zahle den vollen Preis',
    exitIntentSuccess: '🔥 Hier ist Ihr exklusiver Rabatt!',
    footerSubscribed:
      '🔥 Sie sind auf dem Laufenden! Ein exklusiver Rabatt ist in Ihrem Postfach.',
    footerAlreadySubscribed: '🔥 Sie sind bereits angemeldet! 🔥',
    signupSubmitting: 'Anmeldung läuft...',
    cartEmpty: 'Ihr Warenkorb ist leer',
    checkoutButton: 'Mit Shopify bezahlen',
    checkoutFailed:
      'Der Bezahlvorgang konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    paymentRequired:
      'Zahlung erforderlich: ... benötigt einen aktiven Abrechnungstarif',
    noCheckoutUrl: 'Shopify hat keine Bezahladresse zurückgegeben',
    httpError: (status: number) => `HTTP-Fehler! Status: ${status}`,
    shopifyApiError: (messages: string[]) =>
      `Fehler der Shopify-API: ${messages.join(', ')}`,
    cartCreationFailed: (messages: string[]) =>
      `Der Warenkorb konnte nicht erstellt werden: ${messages.join(', ')}`,
    nameTooLong: (maxLength: number) =>
      `Bitte halten Sie Ihren Namen bei höchstens ${maxLength} Zeichen`,
    cartIntentUnsupported: 'Diese Warenkorb-Aktion wird nicht unterstützt.',
    chooseProductOption: 'Bitte wählen Sie eine Produktoption.',
    chooseQuantity: (min: number, max: number) =>
      `Bitte wählen Sie eine Menge von ${min} bis ${max}.`,
    cartLineMissing: 'Diese Warenkorbzeile gibt es nicht.',
    cartUpdateFailed:
      'Wir konnten Ihren Warenkorb nicht aktualisieren. Bitte versuchen Sie es erneut.',
    loading: 'Wird geladen...',
    unexpectedError: 'Unerwarteter Anwendungsfehler!',
    storeUnavailable:
      'Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.',
    crossSiteRequest:
      'Dieses Formular wurde von einer anderen Website gesendet und daher abgelehnt. Bitte verwenden Sie das Formular auf dieser Website.',
    notSoldHere: 'Dieses Produkt wird in Ihrem Land nicht verkauft.',
    cartLineNotFound:
      'Dieser Artikel ist nicht mehr in Ihrem Warenkorb. Ihr Warenkorb ist unverändert.',
    cartLineLimit: (max: number) =>
      `Sie können höchstens ${max} Stück eines Artikels im Warenkorb haben.`,
    formBodyUnsupported:
      'Diese Adresse nimmt ein HTML-Formular an (application/x-www-form-urlencoded oder multipart/form-data).',
    formBodyMalformed:
      'Das Formular konnte nicht gelesen werden. Bitte senden Sie es erneut.',
    formBodyTooLarge: 'Das Formular ist zu groß.',
    malformedUrl: 'Die Adresse ist ungültig (eine fehlerhafte %-Folge).',
  },
  VISITOR_COPY: {
    errorReference: (requestId: string) => `Referenz: ${requestId}`,
    errorGoHome: 'Zur Startseite',
    errorRetry: 'Erneut versuchen',
    cartAdded: (what: string) => `${what} wurde in Ihren Warenkorb gelegt.`,
    cartCount: (count: number) => `Ihr Warenkorb enthält ${count} Artikel.`,
    viewCart: 'Warenkorb ansehen',
    signupAlreadySent:
      '🔥 Sie stehen schon auf der Liste! Wir haben Ihnen Ihren Code vor ein paar Minuten geschickt. Sehen Sie in Ihrem Posteingang nach (und im Spam- oder Werbeordner).',
    signupOnListNotResent:
      '🔥 Sie stehen schon auf der Liste! Wir konnten Ihre Willkommens-E-Mail gerade nicht erneut senden. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
  },
  LAUNCH_COPY: {
    before: {
      label: ({date, time, zone}: LaunchMoment) =>
        `Start am ${date} · ${time} ${zone}`,
      headline: 'Etwas kommt.',
      intro:
        'Ein Keramik-Kamado, der das Feuer hält wie kein anderer. Sichern Sie sich als Erste das Angebot zum Start.',
      cta: 'Platz sichern',
      waiting: 'Personen warten',
      sizesTitle: 'Drei Größen. Enthüllt zum Start.',
      earlyBirdTitle: 'Frühbucher-Plätze',
      earlyBirdCta: 'Frühbucher-Platz sichern',
      statsTitle: 'Wer wartet',
      pathsTitle: 'Bis es so weit ist',
      dialogEyebrow: 'Frühbucher-Liste',
      dialogTitle: 'Sichern Sie sich Ihren Platz',
      dialogPerks: [
        '20 % Startrabatt für die ersten 500',
        'Insgesamt über 400 $ gespart',
        'Ein Zubehörpaket im Wert von 150 $, gratis',
        'Lebenslang neue Rezepte',
      ],
      dialogSubmit: 'Auf die Warteliste',
    },
    after: {
      label: ({date}: LaunchMoment) => `Jetzt geöffnet · gestartet am ${date}`,
      headline: 'Das Warten hat ein Ende.',
      intro:
        'Der Emberforge-Keramik-Kamado ist da, in drei Größen. Wählen Sie Ihren und zünden Sie an diesem Wochenende das erste Feuer an.',
      cta: 'Zu den Grills',
      secondaryCta: 'Neuigkeiten zum Start und Ihren Willkommenscode erhalten',
      waiting: 'Personen haben sich auf die Warteliste gesetzt',
      sizesTitle: 'Drei Größen. Jetzt im Shop.',
      earlyBirdTitle: 'Das Frühbucher-Angebot ist vorbei',
      earlyBirdText:
        'Die Frühbucher-Plätze endeten mit dem Start. Danke an alle, die dabei waren. Neu hier? Ihr Willkommenscode zieht noch immer 10 % von Ihrer ersten Bestellung ab.',
      earlyBirdCta: 'Willkommenscode holen',
      statsTitle: 'Wer sich auf die Warteliste gesetzt hat',
      pathsTitle: 'Hier geht es los',
      dialogEyebrow: 'Neuigkeiten zum Start',
      dialogTitle: 'Neuigkeiten zum Start und Ihren Willkommenscode erhalten',
      dialogPerks: [
        '10 % Rabatt auf Ihre erste Bestellung mit dem Willkommenscode',
        'Kamado-Tipps und neue Rezepte',
        'Neues Zubehör als Erste erfahren',
      ],
      dialogSubmit: 'Code zusenden',
    },
  },
} satisfies CopyOf<{
  MESSAGES: typeof MESSAGES;
  VISITOR_COPY: typeof VISITOR_COPY;
  LAUNCH_COPY: typeof LAUNCH_COPY;
}>;
