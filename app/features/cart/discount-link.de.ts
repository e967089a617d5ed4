/** German of ./discount-link.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {DISCOUNT_LINK_COPY} from './discount-link';

export const DISCOUNT_LINK_DE = {
  DISCOUNT_LINK_COPY: {
    applied:
      'Ihr Rabattcode liegt in Ihrem Warenkorb und wird beim Bezahlen angewendet.',
    saved:
      'Ihr Rabattcode ist in Ihrem Warenkorb gespeichert: Er gilt für die Artikel, die Sie hinzufügen.',
    refused:
      'Dieser Rabattcode kann nicht verwendet werden und ist daher nicht in Ihrem Warenkorb.',
  },
} satisfies CopyOf<{DISCOUNT_LINK_COPY: typeof DISCOUNT_LINK_COPY}>;
