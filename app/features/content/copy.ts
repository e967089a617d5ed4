/** What the content pages (Shopify pages, blogs, articles) say around the merchant's text. */
export const CONTENT_COPY = {
  blogsTitle: 'Guides & Journal',
  blogsDescription:
    'How-to guides, care notes and long cooks from the Emberforge kitchen.',
  blogEyebrow: 'Blog',
  noArticles: 'Nothing has been published here yet.',
  readArticle: (title: string) => `Read “${title}”`,
  byAuthor: (name: string) => `By ${name}`,
  tags: 'Tags',
  backToBlog: (title: string) => `← All of ${title}`,
  articleNotFound: 'This article does not exist.',
  blogNotFound: 'This blog does not exist.',
  pageNotFound: 'This page does not exist.',
};

/** A publication date as readers see it ("November 19, 2025"), in UTC as Shopify stores it. */
export function publishedDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
