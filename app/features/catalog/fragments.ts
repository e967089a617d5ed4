/**
 * Product fragments shared by the store's queries (the Hydrogen convention). SPEC 3 sets
 * the limits: a product in a list carries up to 10 variants and 5 images, a product page
 * 50 variants and 10 images.
 */

const PRODUCT_IMAGE_FRAGMENT = `#graphql
  fragment ProductImageFields on Image {
    id
    url
    altText
    width
    height
  }
` as const;

/** What a variant costs and whether it can be bought: the card, the page and the sale filter. */
const VARIANT_PRICING_FRAGMENT = `#graphql
  fragment VariantPricing on ProductVariant {
    availableForSale
    price {
      amount
      currencyCode
    }
    compareAtPrice {
      amount
      currencyCode
    }
  }
` as const;

/** A product in a grid: what the card shows and what the sale filter computes from. */
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    productType
    availableForSale
    isGiftCard
    images(first: 5) {
      nodes {
        ...ProductImageFields
      }
    }
    variants(first: 10) {
      nodes {
        id
        ...VariantPricing
      }
    }
  }
  ${PRODUCT_IMAGE_FRAGMENT}
  ${VARIANT_PRICING_FRAGMENT}
` as const;

/**
 * A product page. The selected variant, its adjacent variants, each option value's first
 * selectable variant and the encoded existence/availability are what Hydrogen's
 * getProductOptions needs to build the option links; the query must declare
 * `$selectedOptions: [SelectedOptionInput!]!`.
 */
export const PRODUCT_DETAIL_FRAGMENT = `#graphql
  fragment ProductDetailVariant on ProductVariant {
    id
    title
    sku
    quantityAvailable
    ...VariantPricing
    selectedOptions {
      name
      value
    }
    image {
      ...ProductImageFields
    }
    product {
      handle
    }
  }
  fragment ProductDetail on Product {
    id
    handle
    title
    vendor
    productType
    isGiftCard
    description
    descriptionHtml
    seo {
      title
      description
    }
    images(first: 10) {
      nodes {
        ...ProductImageFields
      }
    }
    encodedVariantExistence
    encodedVariantAvailability
    options {
      name
      optionValues {
        name
        swatch {
          color
        }
        firstSelectableVariant {
          ...ProductDetailVariant
        }
      }
    }
    selectedOrFirstAvailableVariant(
      selectedOptions: $selectedOptions
      ignoreUnknownOptions: true
      caseInsensitiveMatch: true
    ) {
      ...ProductDetailVariant
    }
    adjacentVariants(selectedOptions: $selectedOptions) {
      ...ProductDetailVariant
    }
    variants(first: 50) {
      nodes {
        ...ProductDetailVariant
      }
    }
  }
  ${PRODUCT_IMAGE_FRAGMENT}
  ${VARIANT_PRICING_FRAGMENT}
` as const;
