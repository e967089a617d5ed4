/** German of ./copy.ts (app/lib/copy.ts: one catalogue per language). */
import type {CopyOf} from '~/lib/copy';
import type {CONTENT_COPY} from './copy';

export const CONTENT_DE = {
  CONTENT_COPY: {
    blogsTitle: 'Ratgeber & Journal',
    blogsDescription:
      'Anleitungen, Pflegetipps und lange Grillsessions aus der Emberforge-Küche.',
    blogEyebrow: 'Blog',
    noArticles: 'Hier wurde noch nichts veröffentlicht.',
    readArticle: (title: string) => `„${title}“ lesen`,
    byAuthor: (name: string) => `Von ${name}`,
    tags: 'Schlagwörter',
    backToBlog: (title: string) => `← Alles aus ${title}`,
    articleNotFound: 'Diesen Artikel gibt es nicht.',
    blogNotFound: 'Diesen Blog gibt es nicht.',
    pageNotFound: 'Diese Seite gibt es nicht.',
  },
} satisfies CopyOf<{CONTENT_COPY: typeof CONTENT_COPY}>;
