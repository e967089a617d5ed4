import {useCopy} from '~/features/markets/use-copy';
import {data} from 'react-router';
import type {Route} from './+types/blogs.$blogHandle.$articleHandle';
import {CONTENT_COPY, publishedDate} from '~/features/content/copy';
import {ARTICLE_QUERY} from '~/features/content/content-queries';
import {routePolicy} from '~/features/http/route-policy';
import {JsonLd} from '~/features/seo/JsonLd';
import {articleJsonLd, breadcrumbJsonLd} from '~/features/seo/json-ld';
import {canonicalUrl, pageMeta, shortDescription} from '~/features/seo/meta';
import {ROUTES} from '~/lib/navigation';
import {localizedHref} from '~/features/markets/markets';
import {useLocalize} from '~/features/markets/use-market';

export const handle = routePolicy({audience: 'public', query: []});

/** `/blogs/:blogHandle/:articleHandle`: one article, with its JSON-LD (issue 27). */
export async function loader({params, context}: Route.LoaderArgs) {
  const {blog} = await context.storefront.query(ARTICLE_QUERY, {
    cache: context.storefront.CacheShort(),
    variables: {
      blogHandle: params.blogHandle,
      articleHandle: params.articleHandle,
    },
  });
  const article = blog?.articleByHandle;
  if (!blog || !article)
    throw data(CONTENT_COPY.articleNotFound, {status: 404});
  const origin = context.storeOrigin;
  const inMarket = (path: string) => localizedHref(context.market, path);
  const path = inMarket(ROUTES.article(blog.handle, article.handle));
  const description = shortDescription(
    article.seo?.description || article.excerpt || article.title,
  );
  return {
    blog: {handle: blog.handle, title: blog.title},
    article,
    description,
    jsonLd: [
      articleJsonLd(origin, {
        path,
        title: article.title,
        description,
        publishedAt: article.publishedAt,
        authorName: article.authorV2?.name ?? null,
        imageUrl: article.image?.url ?? null,
        tags: article.tags,
        blogTitle: blog.title,
      }),
      breadcrumbJsonLd(origin, [
        {name: CONTENT_COPY.blogsTitle, path: inMarket(ROUTES.blogs)},
        {name: blog.title, path: inMarket(ROUTES.blog(blog.handle))},
        {name: article.title, path},
      ]),
    ],
  };
}

export const meta: Route.MetaFunction = (args) => {
  const article = args.data?.article;
  return pageMeta({
    title: article?.seo?.title || article?.title || CONTENT_COPY.blogEyebrow,
    description: args.data?.description ?? CONTENT_COPY.blogsDescription,
    canonical: canonicalUrl(args),
    type: 'article',
    image: article?.image
      ? {
          url: article.image.url,
          width: article.image.width,
          height: article.image.height,
          alt: article.image.altText,
        }
      : null,
  });
};

export default function Article({loaderData}: Route.ComponentProps) {
  const {CONTENT_COPY} = useCopy('content');
  const localize = useLocalize();
  const {blog, article, jsonLd} = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <JsonLd data={jsonLd} />
      <p className="pt-10 text-sm">
        <a
          href={localize(ROUTES.blog(blog.handle))}
          className="hover:underline"
        >
          {CONTENT_COPY.backToBlog(blog.title)}
        </a>
      </p>
      <h1 className="page-title mt-4">{article.title}</h1>
      <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
        <time dateTime={article.publishedAt}>
          {publishedDate(article.publishedAt)}
        </time>
        {article.authorV2?.name
          ? ` · ${CONTENT_COPY.byAuthor(article.authorV2.name)}`
          : null}
      </p>
      {article.image ? (
        <img
          src={article.image.url}
          alt={article.image.altText ?? ''}
          width={article.image.width ?? undefined}
          height={article.image.height ?? undefined}
          className="mt-8 aspect-[4/3] w-full rounded-2xl object-cover"
        />
      ) : null}
      {/* Merchant-authored HTML from Shopify's editor. */}
      <div
        className="prose-policy mt-8"
        dangerouslySetInnerHTML={{__html: article.contentHtml}}
      />
      {article.tags.length ? (
        <p className="mt-8 text-sm">
          <span className="font-semibold">{CONTENT_COPY.tags}: </span>
          {article.tags.join(', ')}
        </p>
      ) : null}
    </article>
  );
}
