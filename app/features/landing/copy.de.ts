/** German of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {
  COUNTDOWN_COPY,
  EXIT_INTENT_COPY,
  LANDING_COPY,
  LANDING_SECTIONS_COPY,
  WAITLIST_STAT_LABELS,
} from './copy';

export const LANDING_DE = {
  LANDING_COPY: {
    headline: 'Etwas kommt.',
    secureYourSpot: 'Platz sichern',
    startShopping: 'Jetzt einkaufen',
  },
  WAITLIST_STAT_LABELS: {
    homeCooks: 'Hobbyköche',
    proChefs: 'Profiköche',
    restaurants: 'Restaurants',
    countries: 'Länder',
  },
  COUNTDOWN_COPY: {
    label: 'Zeit bis zum Start',
    units: {
      days: 'Tage',
      hours: 'Stunden',
      minutes: 'Minuten',
      seconds: 'Sekunden',
    },
  },
  EXIT_INTENT_COPY: {
    title: (offer: string) => `Warten Sie! Nehmen Sie ${offer} mit`,
    intro: (offer: string) =>
      `Hinterlassen Sie Ihre E-Mail-Adresse, und wir zeigen Ihnen einen Code für ${offer} auf Ihre erste Bestellung.`,
    email: 'E-Mail',
    submit: 'Code anzeigen',
    useCode: (offer: string) =>
      `Lösen Sie diesen Code beim Bezahlen ein für ${offer}:`,
  },
  LANDING_SECTIONS_COPY: {
    locked: '(gesperrt bis zum Start)',
    specsTitle: 'Für das Feuer gebaut',
    earlyBirdTaken: 'vergeben',
    earlyBirdRemaining: 'frei',
    earlyBirdProgress: 'Vergebene Frühbucher-Plätze',
    paths: {
      grills: {
        title: 'Die Grills kennenlernen',
        text: 'Drei Keramik-Kamados, eine Leidenschaft für Hitze.',
      },
      recipes: {
        title: 'Mit KI-Rezepten grillen',
        text: 'Rezepte, abgestimmt auf Ihren Kamado und Ihre Vorratskammer.',
      },
      fuel: {
        title: 'Brennstoff auffüllen',
        text: 'Holz- und Kokoskohle für ein sauberes, langes Feuer.',
      },
      giftCards: {
        title: 'Feuer verschenken',
        text: 'Geschenkkarten für alle, die gern grillen.',
      },
    },
  },
} satisfies CopyOf<{
  LANDING_COPY: typeof LANDING_COPY;
  WAITLIST_STAT_LABELS: typeof WAITLIST_STAT_LABELS;
  COUNTDOWN_COPY: typeof COUNTDOWN_COPY;
  EXIT_INTENT_COPY: typeof EXIT_INTENT_COPY;
  LANDING_SECTIONS_COPY: typeof LANDING_SECTIONS_COPY;
}>;
