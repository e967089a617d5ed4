/** German of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {
  CATALOG_COPY,
  CATEGORY_PAGE_COPY,
  FACET_MESSAGES,
  GIFT_CARDS_COPY,
  SHOP_COPY,
  STORE_FRONT_COPY,
} from './copy';

export const CATALOG_DE = {
  CATALOG_COPY: {
    sale: 'Sale',
    saleOnSomeOptions: 'Reduziert bei einigen Varianten',
    soldOut: 'Ausverkauft',
    salePrice: 'Angebotspreis',
    regularPrice: 'Normalpreis',
    from: (price: string) => `Ab ${price}`,
    productsTitle: 'Produkte',
    seeAllProducts: 'Alle Produkte ansehen',
    pagination: 'Seitennavigation',
    previousPage: '← Vorherige Seite',
    nextPage: 'Nächste Seite →',
    sortBy: 'Sortieren nach',
    description: 'Beschreibung',
    inStock: 'Auf Lager',
    notSoldHere: 'Dieses Produkt wird in Ihrem Land nicht verkauft.',
    soldOutChoice: 'Ausverkauft: Diese Auswahl ist gerade nicht verfügbar',
    unavailableCombination: '(mit Ihrer übrigen Auswahl nicht verfügbar)',
  },
  SHOP_COPY: {
    eyebrow: 'Shop',
    filterLabel: 'Filtern',
    bestSellersOrder: 'Bestseller stehen in der Reihenfolge ihrer Verkäufe.',
    empty: 'Hier gibt es gerade keine Produkte.',
  },
  CATEGORY_PAGE_COPY: {
    eyebrow: 'Nach Kategorie einkaufen',
    empty: (category: string) =>
      `In der Kategorie ${category} gibt es gerade nichts.`,
  },
  GIFT_CARDS_COPY: {
    title: 'Geschenkkarten',
    eyebrow: 'Geschenkkarten · per E-Mail zugestellt',
    notOnSale:
      'Geschenkkarten sind gerade nicht erhältlich. Bitte schauen Sie bald wieder vorbei.',
  },
  STORE_FRONT_COPY: {
    eyebrow: 'Der Emberforge-Shop',
    title: 'Gebaut, um das Feuer zu halten',
    lead: 'Keramik-Kamado-Grills und alles, was sie am Brennen hält.',
    featuredGrills: 'Ausgewählte Grills',
    allGrills: 'Alle Grills →',
    newArrivals: 'Neuheiten',
    allNewArrivals: 'Alle Neuheiten →',
    bestSellers: 'Bestseller',
    allBestSellers: 'Alle Bestseller →',
    categories: 'Nach Kategorie einkaufen',
  },
  FACET_MESSAGES: {
    title: 'Filter',
    apply: 'Filter anwenden',
    priceFrom: (symbol: string) => `Von ${symbol}`,
    priceTo: (symbol: string) => `Bis ${symbol}`,
    active: 'Aktive Filter',
    remove: (label: string) => `Filter entfernen: ${label}`,
    clearAll: 'Alle Filter löschen',
    priceRange: (min: string | null, max: string | null) =>
      min && max ? `${min} bis ${max}` : min ? `Ab ${min}` : `Bis ${max}`,
  },
} satisfies CopyOf<{
  CATALOG_COPY: typeof CATALOG_COPY;
  SHOP_COPY: typeof SHOP_COPY;
  CATEGORY_PAGE_COPY: typeof CATEGORY_PAGE_COPY;
  GIFT_CARDS_COPY: typeof GIFT_CARDS_COPY;
  STORE_FRONT_COPY: typeof STORE_FRONT_COPY;
  FACET_MESSAGES: typeof FACET_MESSAGES;
}>;
