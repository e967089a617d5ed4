/** The Storefront API documents of the content pages (issue 27). */

const ARTICLE_CARD = `#graphql
  fragment ArticleCard on Article {
    id
    handle
    title
    publishedAt
    excerpt
    tags
    authorV2 {
      name
    }
    image {
      url
      altText
      width
      height
    }
    blog {
      handle
    }
  }
`;

export const BLOGS_QUERY = `#graphql
  query ContentBlogs(
    $first: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    blogs(first: $first) {
      nodes {
        id
        handle
        title
        seo {
          description
        }
        articles(first: 3, sortKey: PUBLISHED_AT, reverse: true) {
          nodes {
            ...ArticleCard
          }
        }
      }
    }
  }
  ${ARTICLE_CARD}
` as const;

export const BLOG_QUERY = `#graphql
  query ContentBlog(
    $handle: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    blog(handle: $handle) {
      id
      handle
      title
      seo {
        title
        description
      }
      articles(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        sortKey: PUBLISHED_AT
        reverse: true
      ) {
        nodes {
          ...ArticleCard
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
      }
    }
  }
  ${ARTICLE_CARD}
` as const;

export const ARTICLE_QUERY = `#graphql
  query ContentArticle(
    $blogHandle: String!
    $articleHandle: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    blog(handle: $blogHandle) {
      handle
      title
      articleByHandle(handle: $articleHandle) {
        id
        handle
        title
        contentHtml
        excerpt
        publishedAt
        tags
        authorV2 {
          name
        }
        image {
          url
          altText
          width
          height
        }
        seo {
          title
          description
        }
      }
    }
  }
` as const;

export const PAGE_QUERY = `#graphql
  query ContentPage(
    $handle: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    page(handle: $handle) {
      id
      handle
      title
      body
      bodySummary
      updatedAt
      seo {
        title
        description
      }
    }
  }
` as const;
