import {useCopy} from '~/features/markets/use-copy';
import {ROUTES} from '~/lib/navigation';
import {publishedDate} from './copy';
import {useLocalize} from '~/features/markets/use-market';

export type ArticleCardData = {
  handle: string;
  title: string;
  publishedAt: string;
  excerpt?: string | null;
  authorV2?: {name: string} | null;
  image?: {
    url: string;
    altText?: string | null;
    width?: number | null;
    height?: number | null;
  } | null;
  blog: {handle: string};
};

/** An article in a list: picture, title (the link), date and author, excerpt. */
export function ArticleCard({
  article,
  headingLevel = 2,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
}) {
  const {CONTENT_COPY} = useCopy('content');
  const localize = useLocalize();
  const href = localize(ROUTES.article(article.blog.handle, article.handle));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="article-card flex flex-col gap-3">
      {article.image ? (
        <img
          src={article.image.url}
          alt=""
          width={article.image.width ?? undefined}
          height={article.image.height ?? undefined}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-2xl object-cover"
        />
      ) : null}
      <Heading className="text-lg font-semibold">
        <a href={href} className="hover:underline">
          {article.title}
        </a>
      </Heading>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        <time dateTime={article.publishedAt}>
          {publishedDate(article.publishedAt)}
        </time>
        {article.authorV2?.name
          ? ` · ${CONTENT_COPY.byAuthor(article.authorV2.name)}`
          : null}
      </p>
      {article.excerpt ? (
        <p className="text-stone-700 dark:text-stone-300">{article.excerpt}</p>
      ) : null}
    </article>
  );
}
