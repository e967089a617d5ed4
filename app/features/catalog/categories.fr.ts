/** French of CATEGORY_COPY in ./categories.ts (app/lib/copy.ts). */
import type {CopyOf} from '~/lib/copy';
import type {CATEGORY_COPY} from './categories';

export const CATEGORIES_FR = {
  CATEGORY_COPY: {
    grills: {
      title: 'Barbecues',
      description:
        'Des barbecues kamado en céramique en trois tailles, conçus pour tenir un feu régulier pendant des heures.',
    },
    fuel: {
      title: 'Combustible',
      description:
        'Charbon de bois et de coco et allume-feu naturels pour une combustion propre et longue.',
    },
    accessories: {
      title: 'Accessoires',
      description:
        'Grilles, pierres à pizza, rôtissoires, housses, ustensiles et thermomètres.',
    },
    parts: {
      title: 'Pièces',
      description:
        'Joints, charnières, anneaux de foyer et grilles de rechange pour que votre kamado dure.',
    },
  },
} satisfies CopyOf<{CATEGORY_COPY: typeof CATEGORY_COPY}>;
