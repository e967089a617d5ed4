/** French of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {RECIPES_COPY} from './copy';

export const RECIPES_FR = {
  RECIPES_COPY: {
    title: 'Recettes IA',
    eyebrow: 'Planificateur de cuisson',
    heading: 'Planifiez votre cuisson',
    intro:
      'Dites-nous ce que vous avez et quand vous voulez manger. Vous obtenez un plan complet pour votre kamado : installation, cheminées, charbon, un déroulé, les températures de sortie et ce qu’il vous faut.',
    description:
      'Un planificateur de cuisson au kamado : installation, cheminées, charbon, un déroulé jusqu’à l’heure du service, les températures internes sûres et le matériel nécessaire, pour la poitrine de bœuf, les côtes, la pizza et plus encore.',
    formHeading: 'Que cuisinez-vous ?',
    haveLabel: 'Ce que j’ai',
    havePlaceholder: 'Épaule de porc de 2 kg, bois de pommier, prêt pour 19 h',
    haveHint:
      'Facultatif. Ce que vous écrivez ici (l’aliment, son poids ou le nombre de personnes, le bois, une heure de service) remplace le même choix ci-dessous.',
    cookLabel: 'Quoi cuisiner',
    cookPlaceholder: 'Choisir…',
    servingsLabel: 'Portions',
    weightLabel: 'Ou son poids',
    weightUnitLabel: 'Unité de poids',
    styleLabel: 'Style',
    styleDefault: 'Le meilleur pour cette cuisson',
    readyLabel: 'Prêt pour',
    readyHint: 'Facultatif : nous comptons à rebours à partir de cette heure.',
    grillLabel: 'Taille du barbecue',
    fuelLabel: 'Combustible',
    woodLabel: 'Bois disponible',
    unitsLabel: 'Températures en',
    submit: 'Planifier ma cuisson',
    errorHeading: 'Nous ne pouvons pas encore planifier cela',
    understoodPrefix: 'Nous avons compris :',
    planSource: {
      engine: 'Planifié par notre moteur kamado.',
      llm: 'Rédigé par l’IA à partir du plan de notre moteur kamado; chaque température, durée et quantité vient du moteur.',
      fallback:
        'Notre rédacteur IA est indisponible pour le moment : voici donc la formulation du moteur; le plan est complet.',
    },
    fitHeading: 'Taille du barbecue',
    atAGlance: 'En un coup d’œil',
    setupLabel: 'Installation',
    domeLabel: 'Dôme',
    searLabel: 'Saisir à',
    ventsLabel: 'Cheminées',
    fuelAmountLabel: 'Charbon',
    woodAmountLabel: 'Bois',
    totalLabel: 'Du début à la fin',
    serveLabel: 'Servir à',
    timelineHeading: 'Déroulé',
    temperaturesHeading: 'Températures internes',
    usdaMinimum: 'Minimum de l’USDA',
    ingredientsHeading: 'Ingrédients',
    stepsHeading: 'Étapes',
    needsHeading: 'Ce qu’il vous faut',
    needsUnavailable:
      'Nos produits n’ont pas pu être chargés pour le moment; le plan ci-dessus est complet sans eux.',
    notSold: 'Pas encore dans notre boutique.',
    soldOutChoice: (wanted: string, offered: string) =>
      `${wanted} est épuisé pour le moment : ${offered} convient aussi.`,
    guidesHeading: 'Guides pratiques',
    notes: 'Notes',
    printHint: 'Imprimez cette page pour une copie propre du plan.',
    dayBefore: (days: number) =>
      days === 1 ? 'la veille' : `${days} jours avant`,
  },
} satisfies CopyOf<{RECIPES_COPY: typeof RECIPES_COPY}>;
