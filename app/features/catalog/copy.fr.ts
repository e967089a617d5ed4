/** French of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {
  CATALOG_COPY,
  CATEGORY_PAGE_COPY,
  FACET_MESSAGES,
  GIFT_CARDS_COPY,
  SHOP_COPY,
  STORE_FRONT_COPY,
} from './copy';

export const CATALOG_FR = {
  CATALOG_COPY: {
    sale: 'Solde',
    saleOnSomeOptions: 'Solde sur certaines options',
    soldOut: 'Épuisé',
    salePrice: 'Prix soldé',
    regularPrice: 'Prix courant',
    from: (price: string) => `À partir de ${price}`,
    productsTitle: 'Produits',
    seeAllProducts: 'Voir tous les produits',
    pagination: 'Pagination',
    previousPage: '← Page précédente',
    nextPage: 'Page suivante →',
    sortBy: 'Trier par',
    description: 'Description',
    inStock: 'En stock',
    notSoldHere: 'Ce produit n’est pas vendu dans votre pays.',
    soldOutChoice: 'Épuisé : ce choix n’est pas disponible pour le moment',
    unavailableCombination: '(non disponible avec vos autres choix)',
  },
  SHOP_COPY: {
    eyebrow: 'Boutique',
    filterLabel: 'Filtrer',
    bestSellersOrder:
      'Les meilleures ventes sont classées par ordre de ventes.',
    empty: 'Aucun produit ici pour le moment.',
  },
  CATEGORY_PAGE_COPY: {
    eyebrow: 'Magasiner par catégorie',
    empty: (category: string) =>
      `Rien dans la catégorie ${category.toLowerCase()} pour le moment.`,
  },
  GIFT_CARDS_COPY: {
    title: 'Cartes-cadeaux',
    eyebrow: 'Cartes-cadeaux · envoyées par courriel',
    notOnSale:
      'Les cartes-cadeaux ne sont pas en vente pour le moment. Revenez bientôt.',
  },
  STORE_FRONT_COPY: {
    eyebrow: 'La boutique Emberforge',
    title: 'Conçu pour tenir le feu',
    lead: 'Des barbecues kamado en céramique et tout ce qui les garde allumés.',
    featuredGrills: 'Barbecues en vedette',
    allGrills: 'Tous les barbecues →',
    newArrivals: 'Nouveautés',
    allNewArrivals: 'Toutes les nouveautés →',
    bestSellers: 'Meilleures ventes',
    allBestSellers: 'Toutes les meilleures ventes →',
    categories: 'Magasiner par catégorie',
  },
  FACET_MESSAGES: {
    title: 'Filtres',
    apply: 'Appliquer les filtres',
    priceFrom: (symbol: string) => `De ${symbol}`,
    priceTo: (symbol: string) => `À ${symbol}`,
    active: 'Filtres actifs',
    remove: (label: string) => `Retirer le filtre : ${label}`,
    clearAll: 'Effacer tous les filtres',
    priceRange: (min: string | null, max: string | null) =>
      min && max
        ? `De ${min} à ${max}`
        : min
          ? `À partir de ${min}`
          : `Jusqu’à ${max}`,
  },
} satisfies CopyOf<{
  CATALOG_COPY: typeof CATALOG_COPY;
  SHOP_COPY: typeof SHOP_COPY;
  CATEGORY_PAGE_COPY: typeof CATEGORY_PAGE_COPY;
  GIFT_CARDS_COPY: typeof GIFT_CARDS_COPY;
  STORE_FRONT_COPY: typeof STORE_FRONT_COPY;
  FACET_MESSAGES: typeof FACET_MESSAGES;
}>;
