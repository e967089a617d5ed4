/** French of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {
  COUNTDOWN_COPY,
  EXIT_INTENT_COPY,
  LANDING_COPY,
  LANDING_SECTIONS_COPY,
  WAITLIST_STAT_LABELS,
} from './copy';

export const LANDING_FR = {
  LANDING_COPY: {
    headline: 'Quelque chose se prépare.',
    secureYourSpot: 'Réservez votre place',
    startShopping: 'Commencer vos achats',
  },
  WAITLIST_STAT_LABELS: {
    homeCooks: 'Cuisiniers amateurs',
    proChefs: 'Chefs professionnels',
    restaurants: 'Restaurants',
    countries: 'Pays',
  },
  COUNTDOWN_COPY: {
    label: 'Temps avant le lancement',
    units: {
      days: 'Jours',
      hours: 'Heures',
      minutes: 'Minutes',
      seconds: 'Secondes',
    },
  },
  EXIT_INTENT_COPY: {
    title: (offer: string) => `Attendez ! Emportez ${offer}`,
    intro: (offer: string) =>
      `Laissez votre courriel et nous vous montrerons un code pour ${offer} sur votre première commande.`,
    email: 'Courriel',
    submit: 'Obtenir mon code',
    useCode: (offer: string) => `Utilisez ce code au paiement pour ${offer} :`,
  },
  LANDING_SECTIONS_COPY: {
    locked: '(verrouillé jusqu’au lancement)',
    specsTitle: 'Conçu pour le feu',
    earlyBirdTaken: 'prises',
    earlyBirdRemaining: 'restantes',
    earlyBirdProgress: 'Places de prévente prises',
    paths: {
      grills: {
        title: 'Découvrez les barbecues',
        text: 'Trois kamados en céramique, une seule obsession : la chaleur.',
      },
      recipes: {
        title: 'Cuisinez avec les recettes IA',
        text: 'Des recettes adaptées à votre kamado et à votre garde-manger.',
      },
      fuel: {
        title: 'Faites le plein de combustible',
        text: 'Charbon de bois et de coco pour une combustion propre et longue.',
      },
      giftCards: {
        title: 'Offrez le feu',
        text: 'Des cartes-cadeaux pour l’amateur de grillades de votre entourage.',
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
