/**
 * schema.org data for search engines, as plain objects; pages render them with
 * <JsonLd> (app/features/seo/JsonLd.tsx), serialised by serializeJsonLd.
 */
import {ROUTES} from '~/lib/navigation';
import {SITE} from '~/lib/site';

/** JSON for an inline <script>: `<` escaped so no value can close the element. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/** The brand behind the shop, for the home page. */
export function organizationJsonLd(origin: string, logoPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE.shopName,
    url: `${origin}/`,
    logo: `${origin}${logoPath}`,
  };
}

/** The site and its search (the `SearchAction` search engines offer as a sitelinks box). */
export function webSiteJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: SITE.shopName,
    url: `${origin}/`,
    publisher: {'@id': `${origin}/#organization`},
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${ROUTES.search}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The trail from the home page to this one; the last crumb is the page itself. */
export function breadcrumbJsonLd(
  origin: string,
  crumbs: ReadonlyArray<{name: string; path: string}>,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/**
 * A blog article (schema.org BlogPosting, a kind of Article): what search engines show for
 * it. The publisher is the shop's Organization on the home page, named by its @id.
 */
export function articleJsonLd(
  origin: string,
  article: {
    path: string;
    title: string;
    description: string;
    publishedAt: string;
    authorName: string | null;
    imageUrl: string | null;
    tags: readonly string[];
    blogTitle: string;
  },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: article.publishedAt,
    ...(article.authorName
      ? {author: {'@type': 'Person', name: article.authorName}}
      : {}),
    ...(article.imageUrl ? {image: [article.imageUrl]} : {}),
    ...(article.tags.length ? {keywords: article.tags.join(', ')} : {}),
    articleSection: article.blogTitle,
    mainEntityOfPage: `${origin}${article.path}`,
    url: `${origin}${article.path}`,
    publisher: {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: SITE.shopName,
    },
  };
}
