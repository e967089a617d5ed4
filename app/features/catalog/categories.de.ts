/** German of CATEGORY_COPY in ./categories.ts (app/lib/copy.ts). */
import type {CopyOf} from '~/lib/copy';
import type {CATEGORY_COPY} from './categories';

export const CATEGORIES_DE = {
  CATEGORY_COPY: {
    grills: {
      title: 'Grills',
      description:
        'Keramik-Kamado-Grills in drei Größen, gebaut, um stundenlang ein gleichmäßiges Feuer zu halten.',
    },
    fuel: {
      title: 'Brennstoff',
      description:
        'Holz- und Kokoskohle und natürliche Anzünder für ein sauberes, langes Feuer.',
    },
    accessories: {
      title: 'Zubehör',
      description:
        'Roste, Pizzasteine, Drehspieße, Abdeckungen, Werkzeuge und Thermometer.',
    },
    parts: {
      title: 'Ersatzteile',
      description:
        'Ersatzdichtungen, Scharniere, Feuerringe und Roste, damit Ihr Kamado lange hält.',
    },
  },
} satisfies CopyOf<{CATEGORY_COPY: typeof CATEGORY_COPY}>;
