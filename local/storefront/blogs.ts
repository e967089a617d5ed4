/**
 * Blogs and articles (issue 27): the catalog's `blogs` as the Storefront API serves them:
 * `blogs`, `blog(handle:|id:)`, `blogByHandle`, `articles`, `article(id:)`, a blog's
 * `articles` (`sortKey` ID, the default: oldest first, as Shopify's ids grow; PUBLISHED_AT,
 * TITLE, AUTHOR, BLOG_TITLE, UPDATED_AT, RELEVANCE; `reverse`; a `query` with `tag:`, `author:`, `title:`, `blog_title:`
 * and free text) and `articleByHandle`. Comments are not emulated: an empty connection.
 */
import type {CatalogArticle, CatalogBlog} from './catalog.ts';
import {
  connectionFrom,
  mapConnection,
  type ConnectionArgs,
} from './connections.ts';
import {stripHtml} from './html.ts';
import {compare, matchesSearch, parseSearchQuery} from './search-syntax.ts';
import {imageModel, type StorefrontContext} from './storefront-models.ts';

type Model = Record<string, unknown>;

export type ArticlesArgs = ConnectionArgs & {
  query?: string | null;
  reverse?: boolean | null;
  sortKey?: string | null;
};

const ARTICLE_SORT: Record<string, (article: CatalogArticle) => string> = {
  // Shopify's ids grow as articles are created: the publication date stands in for that.
  ID: (article) => `${article.publishedAt} ${article.id}`,
  TITLE: (article) => article.title.toLowerCase(),
  AUTHOR: (article) => article.authorName.toLowerCase(),
  BLOG_TITLE: (article) => article.blogHandle,
  PUBLISHED_AT: (article) => article.publishedAt,
  UPDATED_AT: (article) => article.publishedAt,
  RELEVANCE: (article) => article.publishedAt,
};

/** Articles matching a query, sorted by `sortKey` (the schema's default: ID), then `reverse`. */
export function articleConnection(
  ctx: StorefrontContext,
  articles: CatalogArticle[],
  args: ArticlesArgs,
  defaultSort: string,
) {
  const parsed = args.query ? parseSearchQuery(args.query) : null;
  const blogTitle = (article: CatalogArticle) =>
    ctx.catalog.blogs.find((blog) => blog.handle === article.blogHandle)
      ?.title ?? '';
  const matching = articles.filter((article) =>
    matchesSearch(
      parsed,
      (term) =>
        term.field === 'tag'
          ? article.tags.some((tag) => compare.text(term, tag))
          : term.field === 'author'
            ? compare.words(term, article.authorName)
            : term.field === 'title'
              ? compare.words(term, article.title)
              : term.field === 'blog_title'
                ? compare.words(term, blogTitle(article))
                : null,
      `${article.title} ${article.tags.join(' ')} ${stripHtml(article.contentHtml)}`.toLowerCase(),
    ),
  );
  const valueOf = ARTICLE_SORT[args.sortKey ?? defaultSort] ?? ARTICLE_SORT.ID!;
  const sorted = [...matching].sort((a, b) =>
    valueOf(a) < valueOf(b) ? -1 : valueOf(a) > valueOf(b) ? 1 : 0,
  );
  if (args.reverse) sorted.reverse();
  return mapConnection(
    connectionFrom(sorted, args, (article) => article.id),
    (article) => articleModel(ctx, article),
  );
}

function truncated(text: string) {
  return ({truncateAt}: {truncateAt?: number | null}) =>
    truncateAt != null && text.length > truncateAt
      ? `${text.slice(0, Math.max(0, truncateAt - 3))}...`
      : text;
}

export function articleModel(
  ctx: StorefrontContext,
  article: CatalogArticle,
): Model {
  const blog = ctx.catalog.blogs.find(
    (candidate) => candidate.handle === article.blogHandle,
  )!;
  const [firstName, ...rest] = article.authorName.split(' ');
  const author = {
    __typename: 'ArticleAuthor',
    name: article.authorName,
    firstName: firstName ?? article.authorName,
    lastName: rest.join(' '),
    bio: null,
    email: null,
  };
  return {
    __typename: 'Article',
    id: article.id,
    handle: article.handle,
    title: article.title,
    author,
    authorV2: author,
    blog: () => blogModel(ctx, blog),
    comments: (args: ConnectionArgs) =>
      connectionFrom([] as {id: string}[], args, (item) => item.id),
    content: truncated(stripHtml(article.contentHtml)),
    contentHtml: article.contentHtml,
    excerpt: stripHtml(article.excerptHtml),
    excerptHtml: article.excerptHtml,
    image: imageModel(ctx, article.image),
    publishedAt: article.publishedAt,
    seo: article.seo,
    tags: article.tags,
    onlineStoreUrl: `${ctx.baseUrl}/blogs/${blog.handle}/${article.handle}`,
    trackingParameters: null,
    metafield: null,
    metafields: ({identifiers}: {identifiers: unknown[]}) =>
      identifiers.map(() => null),
  };
}

export function blogModel(ctx: StorefrontContext, blog: CatalogBlog): Model {
  const authors = [...new Set(blog.articles.map((item) => item.authorName))];
  return {
    __typename: 'Blog',
    id: blog.id,
    handle: blog.handle,
    title: blog.title,
    seo: blog.seo,
    onlineStoreUrl: `${ctx.baseUrl}/blogs/${blog.handle}`,
    authors: authors.map((name) => ({
      __typename: 'ArticleAuthor',
      name,
      firstName: name.split(' ')[0],
      lastName: name.split(' ').slice(1).join(' '),
      bio: null,
      email: null,
    })),
    articles: (args: ArticlesArgs) =>
      articleConnection(ctx, blog.articles, args, 'ID'),
    articleByHandle: ({handle}: {handle: string}) => {
      const article = blog.articles.find((item) => item.handle === handle);
      return article ? articleModel(ctx, article) : null;
    },
    metafield: null,
    metafields: ({identifiers}: {identifiers: unknown[]}) =>
      identifiers.map(() => null),
  };
}

/** The root fields. */
export function blogRoot(ctx: StorefrontContext): Record<string, unknown> {
  const {catalog} = ctx;
  const allArticles = () => catalog.blogs.flatMap((blog) => blog.articles);
  const blogBy = ({
    handle,
    id,
  }: {
    handle?: string | null;
    id?: string | null;
  }) => {
    const blog = catalog.blogs.find((item) =>
      id ? item.id === id : item.handle === handle,
    );
    return blog ? blogModel(ctx, blog) : null;
  };
  return {
    blogs: (args: ArticlesArgs) => {
      const parsed = args.query ? parseSearchQuery(args.query) : null;
      const matching = catalog.blogs.filter((blog) =>
        matchesSearch(
          parsed,
          (term) =>
            term.field === 'handle'
              ? compare.text(term, blog.handle)
              : term.field === 'title'
                ? compare.words(term, blog.title)
                : null,
          `${blog.title} ${blog.handle}`.toLowerCase(),
        ),
      );
      // BlogSortKeys: HANDLE, ID, RELEVANCE, TITLE.
      const sorted =
        args.sortKey === 'TITLE' || args.sortKey === 'HANDLE'
          ? [...matching].sort((a, b) =>
              (args.sortKey === 'TITLE' ? a.title : a.handle).localeCompare(
                args.sortKey === 'TITLE' ? b.title : b.handle,
              ),
            )
          : [...matching].sort((a, b) => a.id.localeCompare(b.id));
      if (args.reverse) sorted.reverse();
      return mapConnection(
        connectionFrom(sorted, args, (blog) => blog.id),
        (blog) => blogModel(ctx, blog),
      );
    },
    blog: blogBy,
    blogByHandle: ({handle}: {handle: string}) => blogBy({handle}),
    articles: (args: ArticlesArgs) =>
      articleConnection(ctx, allArticles(), args, 'ID'),
    article: ({id}: {id: string}) => {
      const article = allArticles().find((item) => item.id === id);
      return article ? articleModel(ctx, article) : null;
    },
  };
}

/** `node(id:)` for blogs and articles. */
export function blogNode(
  ctx: StorefrontContext,
  type: string,
  id: string,
): Model | null {
  if (type === 'Blog') {
    const blog = ctx.catalog.blogs.find((item) => item.id === id);
    return blog ? blogModel(ctx, blog) : null;
  }
  if (type === 'Article') {
    const article = ctx.catalog.blogs
      .flatMap((blog) => blog.articles)
      .find((item) => item.id === id);
    return article ? articleModel(ctx, article) : null;
  }
  return null;
}
