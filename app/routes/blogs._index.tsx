import {useCopy} from '~/features/markets/use-copy';
import type {Route} from './+types/blogs._index';
import {PageHeading} from '~/components/PageHeading';
import {ArticleCard} from '~/features/content/ArticleCard';
import {CONTENT_COPY} from '~/features/content/copy';
import {BLOGS_QUERY} from '~/features/content/content-queries';
import {routePolicy} from '~/features/http/route-policy';
import {canonicalUrl, pageMeta} from '~/features/seo/meta';
import {ROUTES} from '~/lib/navigation';
import {useLocalize} from '~/features/markets/use-market';

export const handle = routePolicy({audience: 'public', query: []});

/** `/blogs`: every blog of the shop with its newest articles (issue 27). */
export async function loader({context}: Route.LoaderArgs) {
  const {blogs} = await context.storefront.query(BLOGS_QUERY, {
    cache: context.storefront.CacheShort(),
    variables: {first: 20},
  });
  return {blogs: blogs.nodes};
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta({
    title: CONTENT_COPY.blogsTitle,
    description: CONTENT_COPY.blogsDescription,
    canonical: canonicalUrl(args),
  });

export default function Blogs({loaderData}: Route.ComponentProps) {
  const {CONTENT_COPY} = useCopy('content');
  const localize = useLocalize();
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <PageHeading title={CONTENT_COPY.blogsTitle}>
        {CONTENT_COPY.blogsDescription}
      </PageHeading>
      {loaderData.blogs.length === 0 ? <p>{CONTENT_COPY.noArticles}</p> : null}
      {loaderData.blogs.map((blog) => (
        <section key={blog.id} aria-labelledby={`blog-${blog.handle}`}>
          <h2
            id={`blog-${blog.handle}`}
            className="mt-12 text-2xl font-bold tracking-tight"
          >
            <a
              href={localize(ROUTES.blog(blog.handle))}
              className="hover:underline"
            >
              {blog.title}
            </a>
          </h2>
          {blog.seo?.description ? (
            <p className="mt-2 text-stone-600 dark:text-stone-400">
              {blog.seo.description}
            </p>
          ) : null}
          <div className="mt-6 grid gap-8 md:grid-cols-3">
            {blog.articles.nodes.map((article) => (
              <ArticleCard
                key={article.id}
                article={article}
                headingLevel={3}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
