/** French of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {MARKETS_COPY} from './copy';

export const MARKETS_FR = {
  MARKETS_COPY: {
    selectorLabel: 'Pays et langue',
    selectorSubmit: 'Mettre à jour',
    option: (country: string, currency: string, language: string) =>
      `${country} (${currency}) · ${language}`,
    invalidChoice: 'Choisissez un pays et une langue dans la liste.',
    noticeLabel: 'La boutique de votre pays',
    noticeDismiss: 'Fermer',
    notice: (country: string) => `Vous magasinez depuis ${country}?`,
    noticeLink: (currency: string) => `Voir cette page en ${currency}`,
    countries: {
      US: 'les États-Unis',
      CA: 'le Canada',
      GB: 'le Royaume-Uni',
      DE: 'l’Allemagne',
    },
  },
} satisfies CopyOf<{MARKETS_COPY: typeof MARKETS_COPY}>;
