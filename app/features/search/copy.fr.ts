/** French of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {SEARCH_MESSAGES} from './copy';
import {formatCount} from '~/lib/counts';

export const SEARCH_FR = {
  SEARCH_MESSAGES: {
    label: 'Rechercher dans la boutique',
    headerLandmark: 'Recherche de la boutique',
    pageLandmark: 'Nouvelle recherche',
    placeholder: 'Rechercher barbecues, combustible, accessoires…',
    headerPlaceholder: 'Barbecues, combustible…',
    button: 'Rechercher',
    title: 'Recherche',
    resultsFor: (query: string) => `Résultats pour « ${query} »`,
    count: (count: number) =>
      count === 1 ? '1 résultat' : `${formatCount(count, 'fr-CA')} résultats`,
    prompt: 'Que cherchez-vous ?',
    noWords: (query: string) =>
      `« ${query} » ne contient ni lettres ni chiffres à chercher. Essayez un mot, comme barbecue.`,
    noResults: (query: string) => `Aucun résultat pour « ${query} ».`,
    suggestionsTitle: 'Essayez plutôt l’un de ceux-ci',
    pagesTitle: 'Pages',
    predictiveProducts: 'Produits',
    predictiveQueries: 'Suggestions',
    predictiveCollections: 'Collections',
    predictiveViewAll: (query: string) =>
      `Voir tous les résultats pour « ${query} »`,
    predictiveCount: (count: number) =>
      `${count === 1 ? '1 option' : `${count} options`}. Utilisez les flèches pour choisir.`,
    tooLong:
      'Veuillez faire une recherche plus courte (100 caractères au plus).',
  },
} satisfies CopyOf<{SEARCH_MESSAGES: typeof SEARCH_MESSAGES}>;
