/** German of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {SEARCH_MESSAGES} from './copy';
import {formatCount} from '~/lib/counts';

export const SEARCH_DE = {
  SEARCH_MESSAGES: {
    label: 'Im Shop suchen',
    headerLandmark: 'Shopsuche',
    pageLandmark: 'Erneut suchen',
    placeholder: 'Grills, Brennstoff, Zubehör suchen…',
    headerPlaceholder: 'Grills, Kohle, mehr…',
    button: 'Suchen',
    title: 'Suche',
    resultsFor: (query: string) => `Ergebnisse für „${query}“`,
    count: (count: number) =>
      count === 1 ? '1 Ergebnis' : `${formatCount(count, 'de-DE')} Ergebnisse`,
    prompt: 'Wonach suchen Sie?',
    noWords: (query: string) =>
      `„${query}“ enthält keine Buchstaben oder Ziffern zum Suchen. Versuchen Sie ein Wort, etwa Grill.`,
    noResults: (query: string) => `Keine Ergebnisse für „${query}“.`,
    suggestionsTitle: 'Versuchen Sie stattdessen eines davon',
    pagesTitle: 'Seiten',
    predictiveProducts: 'Produkte',
    predictiveQueries: 'Vorschläge',
    predictiveCollections: 'Kollektionen',
    predictiveViewAll: (query: string) =>
      `Alle Ergebnisse für „${query}“ ansehen`,
    predictiveCount: (count: number) =>
      `${count === 1 ? '1 Option' : `${count} Optionen`}. Wählen Sie mit den Pfeiltasten.`,
    tooLong: 'Bitte suchen Sie kürzer (höchstens 100 Zeichen).',
  },
} satisfies CopyOf<{SEARCH_MESSAGES: typeof SEARCH_MESSAGES}>;
