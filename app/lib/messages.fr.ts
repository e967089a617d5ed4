/** French of app/lib/messages.ts (copy.ts: one catalogue per language). */
import type {CopyOf} from './copy';
import type {LAUNCH_COPY, MESSAGES, VISITOR_COPY} from './messages';

type LaunchMoment = {date: string; time: string; zone: string};

export const MESSAGES_FR = {
  MESSAGES: {
    fillAllFields: 'Veuillez remplir tous les champs',
    invalidEmail: 'Veuillez saisir une adresse courriel valide',
    signupFailed: 'Un problème est survenu. Veuillez réessayer.',
    footerFailed: 'Un problème est survenu. Réessayez.',
    signupJoined:
      '🔥 Vous êtes inscrit ! Consultez vos courriels pour votre code de réduction exclusif.',
    signupResent:
      '🔥 Courriel de bienvenue renvoyé ! Consultez votre boîte de réception (et le dossier courrier indésirable/promotions).',
    exitIntentDecline: 'Non merci, je paierai le plein prix',
    exitIntentSuccess: '🔥 Voici votre réduction exclusive !',
    footerSubscribed:
      '🔥 Vous êtes dans la boucle ! Consultez vos courriels pour une réduction exclusive.',
    footerAlreadySubscribed: '🔥 Vous êtes déjà abonné ! 🔥',
    signupSubmitting: 'Inscription en cours...',
    cartEmpty: 'Votre panier est vide',
    checkoutButton: 'Payer avec Shopify',
    checkoutFailed: 'La création du paiement a échoué. Veuillez réessayer.',
    paymentRequired:
      'Paiement requis : ... nécessite un forfait de facturation actif',
    noCheckoutUrl: 'Shopify n’a renvoyé aucune adresse de paiement',
    httpError: (status: number) => `Erreur HTTP ! statut : ${status}`,
    shopifyApiError: (messages: string[]) =>
      `Erreur de l’API Shopify : ${messages.join(', ')}`,
    cartCreationFailed: (messages: string[]) =>
      `La création du panier a échoué : ${messages.join(', ')}`,
    nameTooLong: (maxLength: number) =>
      `Veuillez limiter votre nom à ${maxLength} caractères`,
    cartIntentUnsupported:
      'Cette action sur le panier n’est pas prise en charge.',
    chooseProductOption: 'Veuillez choisir une option du produit.',
    chooseQuantity: (min: number, max: number) =>
      `Veuillez choisir une quantité de ${min} à ${max}.`,
    cartLineMissing: 'Cette ligne du panier n’existe pas.',
    cartUpdateFailed:
      'Nous n’avons pas pu mettre à jour votre panier. Veuillez réessayer.',
    loading: 'Chargement...',
    unexpectedError: 'Erreur inattendue de l’application !',
    storeUnavailable:
      'La boutique est indisponible pour le moment. Veuillez réessayer dans une minute.',
    crossSiteRequest:
      'Ce formulaire a été envoyé depuis un autre site, il a donc été refusé. Veuillez utiliser le formulaire de ce site.',
    notSoldHere: 'Ce produit n’est pas vendu dans votre pays.',
    cartLineNotFound:
      'Cet article n’est plus dans votre panier. Votre panier n’a pas changé.',
    cartLineLimit: (max: number) =>
      `Vous pouvez avoir au plus ${max} exemplaires d’un même article dans votre panier.`,
    formBodyUnsupported:
      'Cette adresse accepte un formulaire HTML (application/x-www-form-urlencoded ou multipart/form-data).',
    formBodyMalformed:
      'Le formulaire n’a pas pu être lu. Veuillez l’envoyer de nouveau.',
    formBodyTooLarge: 'Le formulaire est trop volumineux.',
    malformedUrl: 'L’adresse n’est pas valide (une séquence % incorrecte).',
  },
  VISITOR_COPY: {
    errorReference: (requestId: string) => `Référence : ${requestId}`,
    errorGoHome: 'Aller à la page d’accueil',
    errorRetry: 'Réessayer',
    cartAdded: (what: string) => `${what} a été ajouté à votre panier.`,
    cartCount: (count: number) =>
      `Votre panier contient ${count} ${count === 1 ? 'article' : 'articles'}.`,
    viewCart: 'Voir le panier',
    signupAlreadySent:
      '🔥 Vous êtes déjà sur la liste ! Nous vous avons envoyé votre code il y a quelques minutes. Consultez votre boîte de réception (et le dossier courrier indésirable/promotions).',
    signupOnListNotResent:
      '🔥 Vous êtes déjà sur la liste ! Nous n’avons pas pu renvoyer votre courriel de bienvenue pour le moment. Veuillez réessayer dans quelques minutes.',
  },
  LAUNCH_COPY: {
    before: {
      label: ({date, time, zone}: LaunchMoment) =>
        `Lancement le ${date} · ${time} ${zone}`,
      headline: 'Quelque chose se prépare.',
      intro:
        'Un kamado en céramique qui tient le feu comme nul autre. Soyez parmi les premiers pour l’offre de lancement.',
      cta: 'Réservez votre place',
      waiting: 'personnes en attente',
      sizesTitle: 'Trois tailles. Dévoilées au lancement.',
      earlyBirdTitle: 'Places de prévente',
      earlyBirdCta: 'Réserver une place de prévente',
      statsTitle: 'Qui attend',
      pathsTitle: 'En attendant',
      dialogEyebrow: 'Liste de prévente',
      dialogTitle: 'Réservez votre place',
      dialogPerks: [
        '20 % de réduction au lancement pour les 500 premiers',
        'Plus de 400 $ d’économies au total',
        'Un ensemble d’accessoires de 150 $, offert',
        'Des mises à jour de recettes à vie',
      ],
      dialogSubmit: 'Rejoindre la liste d’attente',
    },
    after: {
      label: ({date}: LaunchMoment) => `Ouvert · lancé le ${date}`,
      headline: 'L’attente est terminée.',
      intro:
        'Le kamado en céramique Emberforge est là, en trois tailles. Choisissez le vôtre et allumez le premier feu ce week-end.',
      cta: 'Voir les barbecues',
      secondaryCta:
        'Recevoir les nouvelles du lancement et votre code de bienvenue',
      waiting: 'personnes ont rejoint la liste d’attente',
      sizesTitle: 'Trois tailles. Maintenant en boutique.',
      earlyBirdTitle: 'L’offre de prévente est terminée',
      earlyBirdText:
        'Les places de prévente ont fermé au lancement. Merci à toutes celles et ceux qui se sont inscrits. Nouveau ici ? Votre code de bienvenue retire encore 10 % de votre première commande.',
      earlyBirdCta: 'Obtenir votre code de bienvenue',
      statsTitle: 'Qui a rejoint la liste d’attente',
      pathsTitle: 'Commencez ici',
      dialogEyebrow: 'Nouvelles du lancement',
      dialogTitle:
        'Recevez les nouvelles du lancement et votre code de bienvenue',
      dialogPerks: [
        '10 % de réduction sur votre première commande avec le code de bienvenue',
        'Des conseils kamado et de nouvelles recettes',
        'La primeur des nouveaux accessoires',
      ],
      dialogSubmit: 'Envoyez-moi mon code',
    },
  },
} satisfies CopyOf<{
  MESSAGES: typeof MESSAGES;
  VISITOR_COPY: typeof VISITOR_COPY;
  LAUNCH_COPY: typeof LAUNCH_COPY;
}>;
