/**
 * The Admin API documents the worker sends. They carry no `#graphql` tag on purpose: the
 * Storefront codegen would check them against the wrong schema. A unit test validates them
 * against the Admin schema subset the local stand-in serves (local/storefront/admin-schema.graphql).
 */

export const PRODUCT_SET_MUTATION = `mutation AdminProductSet($input: ProductSetInput!, $synchronous: Boolean) {
  productSet(input: $input, synchronous: $synchronous) {
    product {
      id
      handle
    }
    userErrors {
      field
      message
      code
    }
  }
}`;

export const PUBLICATIONS_QUERY = `query AdminPublications {
  publications(first: 20) {
    nodes {
      id
      name
    }
  }
}`;

export const PUBLISHABLE_PUBLISH_MUTATION = `mutation AdminPublishProduct($id: ID!, $input: [PublicationInput!]!) {
  publishablePublish(id: $id, input: $input) {
    userErrors {
      field
      message
    }
  }
}`;
