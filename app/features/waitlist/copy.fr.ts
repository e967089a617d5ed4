/** French of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type * as English from './copy';
import {formatCount} from '~/lib/counts';

export const WAITLIST_FR = {
  CONFIRM_COPY: {
    title: 'Confirmez votre place',
    intro:
      'Un clic pour confirmer que cette adresse est la vôtre. Votre place compte alors, et les amis qui s’inscrivent par votre lien vous font monter.',
    button: 'Confirmer ma place',
    used: '🔥 Vous êtes confirmé : ce lien a déjà servi et votre place est assurée. Le lien vers votre page de statut est dans le courriel de bienvenue.',
    expired:
      'Ce lien de confirmation a expiré (les liens valent 7 jours). Inscrivez-vous de nouveau avec la même adresse et nous vous en enverrons un nouveau.',
    invalid:
      'Ce lien de confirmation n’est pas valide. Vérifiez que le lien complet du courriel a été ouvert, ou inscrivez-vous de nouveau avec la même adresse.',
    unavailable:
      'Nous n’avons pas pu confirmer votre place pour le moment. Veuillez réessayer dans une minute.',
  },
  STATUS_COPY: {
    title: 'Votre place dans la file',
    confirmed: '🔥 Vous êtes confirmé ! Votre place est assurée.',
    unconfirmed:
      'Votre adresse n’est pas encore confirmée : cliquez sur le lien du courriel de bienvenue pour que votre place et vos parrainages comptent.',
    place: (place: number, total: number) =>
      `N° ${formatCount(place, 'fr-CA')} sur ${formatCount(total, 'fr-CA')}`,
    referrals: (count: number) =>
      count === 1 ? '1 ami confirmé' : `${count} amis confirmés`,
    rule: (places: number) =>
      `Chaque ami qui s’inscrit par votre lien et confirme vous fait monter de ${places} places dans la file.`,
    shareHeading: 'Votre lien de parrainage',
    shareButton: 'Partager votre lien',
    linkCopied: 'Lien copié',
    shareText:
      'Rejoignez-moi sur la liste d’attente Emberforge : un kamado en céramique pas comme les autres.',
    codeHeading: 'Votre code de bienvenue',
    notFound:
      'Nous n’avons pas trouvé cette page de statut. Utilisez le lien de votre dernier courriel.',
  },
  RATE_LIMIT_COPY: {
    message:
      '🔥 Oh là, beaucoup d’inscriptions depuis votre réseau ! Laissez reposer les braises quelques minutes et réessayez.',
  },
  DISPOSABLE_EMAIL_COPY: {
    message:
      'Veuillez utiliser une adresse que vous garderez : les boîtes jetables ne peuvent pas recevoir votre code.',
  },
  UNSUBSCRIBE_COPY: {
    title: 'Se désabonner',
    intro:
      'Un clic et nous cessons d’écrire à cette adresse : plus de nouvelles du lancement, plus de recettes, plus rien.',
    button: 'Me désabonner',
    done: 'Vous êtes désabonné. Nous n’écrirons plus à cette adresse.',
    alreadyUnsubscribed:
      'Vous êtes déjà désabonné : nous n’écrivons plus à cette adresse.',
    alreadyRemoved:
      'Cette adresse a déjà été retirée de nos listes, il n’y a donc rien à désabonner : nous ne lui écrivons plus.',
    invalid:
      'Ce lien de désabonnement n’est pas valide. Vérifiez que le lien complet du courriel a été ouvert.',
    unavailable:
      'Nous n’avons pas pu vous désabonner pour le moment. Veuillez réessayer dans une minute.',
  },
  ERASE_COPY: {
    heading: 'Supprimer mes données',
    intro:
      'Retire définitivement votre nom et votre courriel de la liste d’attente. Votre place et votre code partent avec eux, et cette page cesse de fonctionner.',
    button: 'Me supprimer',
    confirmTitle: 'Supprimer vos données pour de bon ?',
    confirmText:
      'Votre nom et votre courriel quittent la liste d’attente, votre place et votre code partent avec eux, et cette page cesse de fonctionner. C’est irréversible.',
    confirmButton: 'Oui, supprimer mes données',
    keep: 'Non, garder ma place',
    doneTitle: 'Vos données sont supprimées',
    done: 'Nous avons retiré votre nom et votre courriel de la liste d’attente et ne vous écrirons plus.',
  },
  TURNSTILE_COPY: {
    refused:
      'Nous n’avons pas pu confirmer que vous êtes une personne et non un robot. Patientez un instant et renvoyez le formulaire.',
  },
  WAITLIST_FORM_COPY: {
    name: 'Nom',
    email: 'Courriel',
    honeypot: 'Laissez ce champ vide',
    newsletterTitle:
      'Recevez des conseils kamado et les nouvelles du lancement',
    newsletterEmail: 'Adresse courriel',
    emailPlaceholder: 'vous@exemple.com',
    subscribe: 'S’abonner',
    confirmStep:
      'Encore un clic pour confirmer : appuyez de nouveau sur le bouton.',
  },
} satisfies CopyOf<{
  CONFIRM_COPY: typeof English.CONFIRM_COPY;
  STATUS_COPY: typeof English.STATUS_COPY;
  RATE_LIMIT_COPY: typeof English.RATE_LIMIT_COPY;
  DISPOSABLE_EMAIL_COPY: typeof English.DISPOSABLE_EMAIL_COPY;
  UNSUBSCRIBE_COPY: typeof English.UNSUBSCRIBE_COPY;
  ERASE_COPY: typeof English.ERASE_COPY;
  TURNSTILE_COPY: typeof English.TURNSTILE_COPY;
  WAITLIST_FORM_COPY: typeof English.WAITLIST_FORM_COPY;
}>;
