/** German of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {MARKETS_COPY} from './copy';

export const MARKETS_DE = {
  MARKETS_COPY: {
    selectorLabel: 'Land und Sprache',
    selectorSubmit: 'Aktualisieren',
    option: (country: string, currency: string, language: string) =>
      `${country} (${currency}) · ${language}`,
    invalidChoice: 'Wählen Sie ein Land und eine Sprache aus der Liste.',
    noticeLabel: 'Der Shop Ihres Landes',
    noticeDismiss: 'Schließen',
    notice: (country: string) => `Sie kaufen in ${country} ein?`,
    noticeLink: (currency: string) => `Diese Seite in ${currency} ansehen`,
    countries: {
      US: 'den USA',
      CA: 'Kanada',
      GB: 'Großbritannien',
      DE: 'Deutschland',
    },
  },
} satisfies CopyOf<{MARKETS_COPY: typeof MARKETS_COPY}>;
