/** German of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type * as English from './copy';
import {formatCount} from '~/lib/counts';

export const WAITLIST_DE = {
  CONFIRM_COPY: {
    title: 'Platz bestätigen',
    intro:
      'Ein Klick bestätigt, dass diese Adresse Ihnen gehört. Dann zählt Ihr Platz, und Freunde, die sich über Ihren Link anmelden, bringen Sie nach vorn.',
    button: 'Meinen Platz bestätigen',
    used: '🔥 Sie sind bestätigt: Dieser Link hat seinen Zweck schon erfüllt, Ihr Platz ist sicher. Der Link zu Ihrer Statusseite steht in der Willkommens-E-Mail.',
    expired:
      'Dieser Bestätigungslink ist abgelaufen (Links gelten 7 Tage). Melden Sie sich mit derselben Adresse erneut an, dann schicken wir Ihnen einen neuen.',
    invalid:
      'Dieser Bestätigungslink ist ungültig. Prüfen Sie, ob der ganze Link aus der E-Mail geöffnet wurde, oder melden Sie sich mit derselben Adresse erneut an.',
    unavailable:
      'Wir konnten Ihren Platz gerade nicht bestätigen. Bitte versuchen Sie es in einer Minute erneut.',
  },
  STATUS_COPY: {
    title: 'Ihr Platz in der Warteschlange',
    confirmed: '🔥 Sie sind bestätigt! Ihr Platz ist sicher.',
    unconfirmed:
      'Ihre Adresse ist noch nicht bestätigt: Klicken Sie auf den Link in der Willkommens-E-Mail, damit Ihr Platz und Ihre Empfehlungen zählen.',
    place: (place: number, total: number) =>
      `Nr. ${formatCount(place, 'de-DE')} von ${formatCount(total, 'de-DE')}`,
    referrals: (count: number) =>
      count === 1 ? '1 Freund bestätigt' : `${count} Freunde bestätigt`,
    rule: (places: number) =>
      `Jeder Freund, der sich über Ihren Link anmeldet und bestätigt, bringt Sie ${places} Plätze nach vorn.`,
    shareHeading: 'Ihr Empfehlungslink',
    shareButton: 'Link teilen',
    linkCopied: 'Link kopiert',
    shareText:
      'Komm mit auf die Emberforge-Warteliste: ein Keramik-Kamado wie kein anderer.',
    codeHeading: 'Ihr Willkommenscode',
    notFound:
      'Diese Statusseite haben wir nicht gefunden. Verwenden Sie den Link aus Ihrer neuesten E-Mail.',
  },
  RATE_LIMIT_COPY: {
    message:
      '🔥 Hoppla, ganz schön viele Anmeldungen aus Ihrem Netzwerk! Lassen Sie die Glut ein paar Minuten ruhen und versuchen Sie es dann erneut.',
  },
  DISPOSABLE_EMAIL_COPY: {
    message:
      'Bitte verwenden Sie eine Adresse, die Sie behalten: Wegwerf-Postfächer können Ihren Code nicht empfangen.',
  },
  UNSUBSCRIBE_COPY: {
    title: 'Abmelden',
    intro:
      'Ein Klick, und wir schreiben dieser Adresse nicht mehr: keine Neuigkeiten zum Start, keine Rezepte, nichts mehr.',
    button: 'Mich abmelden',
    done: 'Sie sind abgemeldet. Wir schreiben dieser Adresse nicht mehr.',
    alreadyUnsubscribed:
      'Sie sind bereits abgemeldet: Wir schreiben dieser Adresse nicht mehr.',
    alreadyRemoved:
      'Diese Adresse wurde bereits aus unseren Listen entfernt, es gibt also nichts abzumelden: Wir schreiben ihr nicht mehr.',
    invalid:
      'Dieser Abmeldelink ist ungültig. Prüfen Sie, ob der ganze Link aus der E-Mail geöffnet wurde.',
    unavailable:
      'Wir konnten Sie gerade nicht abmelden. Bitte versuchen Sie es in einer Minute erneut.',
  },
  ERASE_COPY: {
    heading: 'Meine Daten löschen',
    intro:
      'Entfernt Ihren Namen und Ihre E-Mail-Adresse endgültig von der Warteliste. Ihr Platz und Ihr Code gehen mit, und diese Seite funktioniert nicht mehr.',
    button: 'Mich löschen',
    confirmTitle: 'Ihre Daten endgültig löschen?',
    confirmText:
      'Ihr Name und Ihre E-Mail-Adresse verlassen die Warteliste, Ihr Platz und Ihr Code gehen mit, und diese Seite funktioniert nicht mehr. Das lässt sich nicht rückgängig machen.',
    confirmButton: 'Ja, meine Daten löschen',
    keep: 'Nein, Platz behalten',
    doneTitle: 'Ihre Daten sind gelöscht',
    done: 'Wir haben Ihren Namen und Ihre E-Mail-Adresse von der Warteliste entfernt und schreiben Ihnen nicht mehr.',
  },
  TURNSTILE_COPY: {
    refused:
      'Wir konnten nicht bestätigen, dass Sie ein Mensch und kein Bot sind. Bitte warten Sie einen Moment und senden Sie das Formular erneut.',
  },
  WAITLIST_FORM_COPY: {
    name: 'Name',
    email: 'E-Mail',
    honeypot: 'Dieses Feld leer lassen',
    newsletterTitle: 'Kamado-Tipps und Neuigkeiten zum Start erhalten',
    newsletterEmail: 'E-Mail-Adresse',
    emailPlaceholder: 'sie@beispiel.de',
    subscribe: 'Abonnieren',
    confirmStep:
      'Noch ein Klick zur Bestätigung: Drücken Sie die Schaltfläche erneut.',
  },
} satisfies CopyOf<{
  CONFIRM_COPY: typeof English.CONFIRM_COPY;
  STATUS_COPY: typeof English.STATUS_COPY;
  RATE_LIMIT_COPY: typeof English.RATE_LIMIT_COPY;
  DISPOSABLE_EMAIL_COPY: typeof English.DISPOSABLE_EMAIL_COPY;
  UNSUBSCRIBE_COPY: typeof English.UNSUBSCRIBE_COPY;
  ERASE_COPY: typeof English.ERASE_COPY;
  TURNSTILE_COPY: typeof English.TURNSTILE_COPY;
  WAITLIST_FORM_COPY: typeof English.WAITLIST_FORM_COPY;
}>;
