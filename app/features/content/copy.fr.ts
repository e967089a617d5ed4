/** French of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {CONTENT_COPY} from './copy';

export const CONTENT_FR = {
  CONTENT_COPY: {
    blogsTitle: 'Guides et journal',
    blogsDescription:
      'Des guides pratiques, des conseils d’entretien et de longues cuissons de la cuisine Emberforge.',
    blogEyebrow: 'Blogue',
    noArticles: 'Rien n’a encore été publié ici.',
    readArticle: (title: string) => `Lire « ${title} »`,
    byAuthor: (name: string) => `Par ${name}`,
    tags: 'Étiquettes',
    backToBlog: (title: string) => `← Tout ${title}`,
    articleNotFound: 'Cet article n’existe pas.',
    blogNotFound: 'Ce blogue n’existe pas.',
    pageNotFound: 'Cette page n’existe pas.',
  },
} satisfies CopyOf<{CONTENT_COPY: typeof CONTENT_COPY}>;
