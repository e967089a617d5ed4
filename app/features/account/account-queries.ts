/**
 * The account pages' documents, on Shopify's Customer Account API (codegen checks them
 * against the schema Hydrogen ships, customer-accountapi.generated.d.ts). Kept apart from
 * the Storefront documents: codegen.ts reads this folder for the customer account target.
 */
const MONEY = `#graphql
  fragment AccountMoney on MoneyV2 {
    amount
    currencyCode
  }
` as const;

export const ACCOUNT_CUSTOMER_QUERY = `#graphql
  query AccountCustomer {
    customer {
      id
      firstName
      lastName
      emailAddress {
        emailAddress
        marketingState
      }
    }
  }
` as const;

export const ACCOUNT_FIRST_NAME_QUERY = `#graphql
  query AccountFirstName {
    customer {
      firstName
    }
  }
` as const;

export const ACCOUNT_ORDERS_QUERY = `#graphql
  query AccountOrders(
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
  ) {
    customer {
      orders(
        sortKey: PROCESSED_AT
        reverse: true
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
      ) {
        nodes {
          id
          name
          processedAt
          financialStatus
          fulfillmentStatus
          totalPrice {
            ...AccountMoney
          }
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
  ${MONEY}
` as const;

export const ACCOUNT_ORDER_QUERY = `#graphql
  query AccountOrder($id: ID!) {
    order(id: $id) {
      id
      name
      processedAt
      confirmationNumber
      statusPageUrl
      financialStatus
      fulfillmentStatus
      subtotal {
        ...AccountMoney
      }
      totalShipping {
        ...AccountMoney
      }
      totalTax {
        ...AccountMoney
      }
      totalPrice {
        ...AccountMoney
      }
      lineItems(first: 100) {
        nodes {
          id
          title
          variantTitle
          quantity
          totalPrice {
            ...AccountMoney
          }
        }
      }
    }
  }
  ${MONEY}
` as const;

const ADDRESS = `#graphql
  fragment AccountAddress on CustomerAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    zoneCode
    zip
    territoryCode
    phoneNumber
    formatted(withName: true)
  }
` as const;

export const ACCOUNT_ADDRESSES_QUERY = `#graphql
  query AccountAddresses {
    customer {
      defaultAddress {
        id
      }
      addresses(first: 50) {
        nodes {
          ...AccountAddress
        }
      }
    }
  }
  ${ADDRESS}
` as const;

const USER_ERRORS = `#graphql
  fragment AccountUserError on UserErrorsCustomerAddressUserErrors {
    field
    message
    code
  }
` as const;

export const ACCOUNT_ADDRESS_CREATE = `#graphql
  mutation AccountAddressCreate(
    $address: CustomerAddressInput!
    $defaultAddress: Boolean
  ) {
    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {
      customerAddress {
        id
      }
      userErrors {
        ...AccountUserError
      }
    }
  }
  ${USER_ERRORS}
` as const;

export const ACCOUNT_ADDRESS_UPDATE = `#graphql
  mutation AccountAddressUpdate(
    $addressId: ID!
    $address: CustomerAddressInput
    $defaultAddress: Boolean
  ) {
    customerAddressUpdate(
      addressId: $addressId
      address: $address
      defaultAddress: $defaultAddress
    ) {
      customerAddress {
        id
      }
      userErrors {
        ...AccountUserError
      }
    }
  }
  ${USER_ERRORS}
` as const;

export const ACCOUNT_ADDRESS_DELETE = `#graphql
  mutation AccountAddressDelete($addressId: ID!) {
    customerAddressDelete(addressId: $addressId) {
      deletedAddressId
      userErrors {
        ...AccountUserError
      }
    }
  }
  ${USER_ERRORS}
` as const;
