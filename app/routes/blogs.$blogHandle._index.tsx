import {useCopy} from '~/features/markets/use-copy';
import {getPaginationVariables} from '@shopify/hydrogen';
import {data} from 'react-router';
import type {Route} from './+types/blogs.$blogHandle._index';
import {PageHeading} from '~/components/PageHeading';
import {PaginationLinks} from '~/features/catalog/ProductListing';
import {ArticleCard} from '~/features/content/ArticleCard';
import {CONTENT_COPY} from '~/features/content/copy';
import {BLOG_QUERY} from '~/features/content/content-queries';
import {routePolicy} from '~/features/http/route-policy';
import {canonicalUrl, pageMeta, shortDescription} from '~/features/seo/meta';

export const handle = routePolicy({
  audience: 'public',
  query: ['cursor', 'direction'],
});

const PAGE_SIZE = 4;

/** `/blogs/:blogHandle`: a blog's articles, newest first, four a page (issue 27). */
export async function loader({params, request, context}: Route.LoaderArgs) {
  const pagination = getPaginationVariables(request, {pageBy: PAGE_SIZE});
  const {blog} = await context.storefront.query(BLOG_QUERY, {
    cache: context.storefront.CacheShort(),
    variables: {handle: params.blogHandle, ...pagination},
  });
  if (!blog) throw data(CONTENT_COPY.blogNotFound, {status: 404});
  return {blog};
}

export const meta: Route.MetaFunction = (args) => {
  const blog = args.data?.blog;
  return pageMeta({
    title: blog?.seo?.title || blog?.title || CONTENT_COPY.blogEyebrow,
    description: shortDescription(
      blog?.seo?.description || CONTENT_COPY.blogsDescription,
    ),
    canonical: canonicalUrl(args),
  });
};

export default function Blog({loaderData}: Route.ComponentProps) {
  const {CONTENT_COPY} = useCopy('content');
  const {blog} = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <PageHeading eyebrow={CONTENT_COPY.blogEyebrow} title={blog.title}>
        {blog.seo?.description ?? null}
      </PageHeading>
      {blog.articles.nodes.length === 0 ? (
        <p>{CONTENT_COPY.noArticles}</p>
      ) : (
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-3">
          {blog.articles.nodes.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </div>
      )}
      <PaginationLinks pageInfo={blog.articles.pageInfo} />
    </div>
  );
}
