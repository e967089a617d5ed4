/** German of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {CONSENT_COPY} from './copy';

export const CONSENT_DE = {
  CONSENT_COPY: {
    title: 'Cookies und Ihre Privatsphäre',
    body: 'Wir verwenden Cookies, um Besuche zu zählen und zu sehen, welche Produkte angesehen werden, und Shopify nutzt sie, um unsere Verkäufe zu melden. Wählen Sie, was Sie erlauben.',
    accept: 'Akzeptieren',
    decline: 'Ablehnen',
    preferences: 'Einstellungen',
    save: 'Meine Auswahl speichern',
    purposes: {
      analytics: 'Statistik: welche Seiten und Produkte angesehen werden',
      marketing: 'Marketing: Werbung und Angebote passend zu Ihren Besuchen',
      preferences: 'Präferenzen: Auswahl wie Ihre Region speichern',
      saleOfData: 'Verkauf von Daten: Weitergabe an Partner für Werbung',
    },
    policyLink: 'Datenschutzerklärung',
    choices: {
      title: 'Cookie-Einstellungen',
      intro:
        'Kreuzen Sie an, was Sie erlauben. Über den Link in der Fußzeile können Sie das jederzeit ändern.',
      footerLink: 'Cookie-Einstellungen',
      backLink: 'Zurück zur vorherigen Seite',
    },
    invalidChoice:
      'Wählen Sie Akzeptieren, Ablehnen oder Meine Auswahl speichern.',
  },
} satisfies CopyOf<{CONSENT_COPY: typeof CONSENT_COPY}>;
