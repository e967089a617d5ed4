/** French of ./discount-link.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {DISCOUNT_LINK_COPY} from './discount-link';

export const DISCOUNT_LINK_FR = {
  DISCOUNT_LINK_COPY: {
    applied:
      'Votre code de réduction est dans votre panier et s’applique au paiement.',
    saved:
      'Votre code de réduction est enregistré dans votre panier : il s’applique aux articles que vous ajoutez.',
    refused:
      'Ce code de réduction ne peut pas être utilisé : il n’est donc pas dans votre panier.',
  },
} satisfies CopyOf<{DISCOUNT_LINK_COPY: typeof DISCOUNT_LINK_COPY}>;
