/**
 * What the cart shows (SPEC 2 "Cart drawer", SPEC 3 "Cart item"): per line the variant id,
 * quantity, price, variant title and the product's title and image. Hydrogen's cart
 * handler spreads this fragment (it must be named CartApiQuery) into its cart query, which
 * declares $numCartLines (100 by default: the spec's limit of cart lines).
 */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    id
    checkoutUrl
    totalQuantity
    buyerIdentity {
      countryCode
    }
    cost {
      subtotalAmount {
        amount
        currencyCode
      }
      totalAmount {
        amount
        currencyCode
      }
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      discountedAmount {
        amount
        currencyCode
      }
      ... on CartCodeDiscountAllocation {
        code
      }
    }
    appliedGiftCards {
      id
      lastCharacters
      amountUsed {
        amount
        currencyCode
      }
    }
    lines(first: $numCartLines) {
      nodes {
        id
        quantity
        cost {
          amountPerQuantity {
            amount
            currencyCode
          }
          subtotalAmount {
            amount
            currencyCode
          }
          totalAmount {
            amount
            currencyCode
          }
        }
        discountAllocations {
          discountedAmount {
            amount
            currencyCode
          }
          ... on CartCodeDiscountAllocation {
            code
          }
        }
        merchandise {
          ... on ProductVariant {
            id
            title
            availableForSale
            quantityAvailable
            price {
              amount
              currencyCode
            }
            image {
              url
              altText
              width
              height
            }
            product {
              title
              handle
            }
          }
        }
      }
    }
  }
` as const;

/**
 * What every cart mutation answers (Hydrogen's handler spreads this fragment, named
 * CartApiMutation, into its mutations): beside the id and count, what the cart action
 * needs to say what Shopify changed by itself: each code's `applicable`, and the lines a
 * stock warning targets; and what Shopify's add-to-cart event names of the line added
 * (product, variant, price: decision 0240).
 */
export const CART_MUTATE_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    id
    totalQuantity
    checkoutUrl
    discountCodes {
      code
      applicable
    }
    lines(first: 100) {
      nodes {
        id
        quantity
        merchandise {
          ... on ProductVariant {
            id
            title
            sku
            price {
              amount
            }
            product {
              id
              title
              vendor
              productType
            }
          }
        }
      }
    }
  }
` as const;
