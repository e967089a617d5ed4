/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as CustomerAccountAPI from '@shopify/hydrogen/customer-account-api-types';

export type AccountMoneyFragment = Pick<
  CustomerAccountAPI.MoneyV2,
  'amount' | 'currencyCode'
>;

export type AccountCustomerQueryVariables = CustomerAccountAPI.Exact<{
  [key: string]: never;
}>;

export type AccountCustomerQuery = {
  customer: Pick<
    CustomerAccountAPI.Customer,
    'id' | 'firstName' | 'lastName'
  > & {
    emailAddress?: CustomerAccountAPI.Maybe<
      Pick<
        CustomerAccountAPI.CustomerEmailAddress,
        'emailAddress' | 'marketingState'
      >
    >;
  };
};

export type AccountFirstNameQueryVariables = CustomerAccountAPI.Exact<{
  [key: string]: never;
}>;

export type AccountFirstNameQuery = {
  customer: Pick<CustomerAccountAPI.Customer, 'firstName'>;
};

export type AccountOrdersQueryVariables = CustomerAccountAPI.Exact<{
  first?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['Int']['input']
  >;
  last?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['Int']['input']
  >;
  startCursor?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['String']['input']
  >;
  endCursor?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['String']['input']
  >;
}>;

export type AccountOrdersQuery = {
  customer: {
    orders: {
      nodes: Array<
        Pick<
          CustomerAccountAPI.Order,
          | 'id'
          | 'name'
          | 'processedAt'
          | 'financialStatus'
          | 'fulfillmentStatus'
        > & {
          totalPrice: Pick<
            CustomerAccountAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
        }
      >;
      pageInfo: Pick<
        CustomerAccountAPI.PageInfo,
        'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
      >;
    };
  };
};

export type AccountOrderQueryVariables = CustomerAccountAPI.Exact<{
  id: CustomerAccountAPI.Scalars['ID']['input'];
}>;

export type AccountOrderQuery = {
  order?: CustomerAccountAPI.Maybe<
    Pick<
      CustomerAccountAPI.Order,
      | 'id'
      | 'name'
      | 'processedAt'
      | 'confirmationNumber'
      | 'statusPageUrl'
      | 'financialStatus'
      | 'fulfillmentStatus'
    > & {
      subtotal?: CustomerAccountAPI.Maybe<
        Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
      >;
      totalShipping: Pick<
        CustomerAccountAPI.MoneyV2,
        'amount' | 'currencyCode'
      >;
      totalTax?: CustomerAccountAPI.Maybe<
        Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
      >;
      totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>;
      lineItems: {
        nodes: Array<
          Pick<
            CustomerAccountAPI.LineItem,
            'id' | 'title' | 'variantTitle' | 'quantity'
          > & {
            totalPrice?: CustomerAccountAPI.Maybe<
              Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
          }
        >;
      };
    }
  >;
};

export type AccountAddressFragment = Pick<
  CustomerAccountAPI.CustomerAddress,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'address1'
  | 'address2'
  | 'city'
  | 'zoneCode'
  | 'zip'
  | 'territoryCode'
  | 'phoneNumber'
  | 'formatted'
>;

export type AccountAddressesQueryVariables = CustomerAccountAPI.Exact<{
  [key: string]: never;
}>;

export type AccountAddressesQuery = {
  customer: {
    defaultAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerAddress, 'id'>
    >;
    addresses: {
      nodes: Array<
        Pick<
          CustomerAccountAPI.CustomerAddress,
          | 'id'
          | 'firstName'
          | 'lastName'
          | 'company'
          | 'address1'
          | 'address2'
          | 'city'
          | 'zoneCode'
          | 'zip'
          | 'territoryCode'
          | 'phoneNumber'
          | 'formatted'
        >
      >;
    };
  };
};

export type AccountUserErrorFragment = Pick<
  CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
  'field' | 'message' | 'code'
>;

export type AccountAddressCreateMutationVariables = CustomerAccountAPI.Exact<{
  address: CustomerAccountAPI.CustomerAddressInput;
  defaultAddress?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['Boolean']['input']
  >;
}>;

export type AccountAddressCreateMutation = {
  customerAddressCreate?: CustomerAccountAPI.Maybe<{
    customerAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerAddress, 'id'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
        'field' | 'message' | 'code'
      >
    >;
  }>;
};

export type AccountAddressUpdateMutationVariables = CustomerAccountAPI.Exact<{
  addressId: CustomerAccountAPI.Scalars['ID']['input'];
  address?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.CustomerAddressInput>;
  defaultAddress?: CustomerAccountAPI.InputMaybe<
    CustomerAccountAPI.Scalars['Boolean']['input']
  >;
}>;

export type AccountAddressUpdateMutation = {
  customerAddressUpdate?: CustomerAccountAPI.Maybe<{
    customerAddress?: CustomerAccountAPI.Maybe<
      Pick<CustomerAccountAPI.CustomerAddress, 'id'>
    >;
    userErrors: Array<
      Pick<
        CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
        'field' | 'message' | 'code'
      >
    >;
  }>;
};

export type AccountAddressDeleteMutationVariables = CustomerAccountAPI.Exact<{
  addressId: CustomerAccountAPI.Scalars['ID']['input'];
}>;

export type AccountAddressDeleteMutation = {
  customerAddressDelete?: CustomerAccountAPI.Maybe<
    Pick<
      CustomerAccountAPI.CustomerAddressDeletePayload,
      'deletedAddressId'
    > & {
      userErrors: Array<
        Pick<
          CustomerAccountAPI.UserErrorsCustomerAddressUserErrors,
          'field' | 'message' | 'code'
        >
      >;
    }
  >;
};

interface GeneratedQueryTypes {
  '#graphql\n  query AccountCustomer {\n    customer {\n      id\n      firstName\n      lastName\n      emailAddress {\n        emailAddress\n        marketingState\n      }\n    }\n  }\n': {
    return: AccountCustomerQuery;
    variables: AccountCustomerQueryVariables;
  };
  '#graphql\n  query AccountFirstName {\n    customer {\n      firstName\n    }\n  }\n': {
    return: AccountFirstNameQuery;
    variables: AccountFirstNameQueryVariables;
  };
  '#graphql\n  query AccountOrders(\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n  ) {\n    customer {\n      orders(\n        sortKey: PROCESSED_AT\n        reverse: true\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n      ) {\n        nodes {\n          id\n          name\n          processedAt\n          financialStatus\n          fulfillmentStatus\n          totalPrice {\n            ...AccountMoney\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n  #graphql\n  fragment AccountMoney on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n': {
    return: AccountOrdersQuery;
    variables: AccountOrdersQueryVariables;
  };
  '#graphql\n  query AccountOrder($id: ID!) {\n    order(id: $id) {\n      id\n      name\n      processedAt\n      confirmationNumber\n      statusPageUrl\n      financialStatus\n      fulfillmentStatus\n      subtotal {\n        ...AccountMoney\n      }\n      totalShipping {\n        ...AccountMoney\n      }\n      totalTax {\n        ...AccountMoney\n      }\n      totalPrice {\n        ...AccountMoney\n      }\n      lineItems(first: 100) {\n        nodes {\n          id\n          title\n          variantTitle\n          quantity\n          totalPrice {\n            ...AccountMoney\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment AccountMoney on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n': {
    return: AccountOrderQuery;
    variables: AccountOrderQueryVariables;
  };
  '#graphql\n  query AccountAddresses {\n    customer {\n      defaultAddress {\n        id\n      }\n      addresses(first: 50) {\n        nodes {\n          ...AccountAddress\n        }\n      }\n    }\n  }\n  #graphql\n  fragment AccountAddress on CustomerAddress {\n    id\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    zoneCode\n    zip\n    territoryCode\n    phoneNumber\n    formatted(withName: true)\n  }\n\n': {
    return: AccountAddressesQuery;
    variables: AccountAddressesQueryVariables;
  };
}

interface GeneratedMutationTypes {
  '#graphql\n  mutation AccountAddressCreate(\n    $address: CustomerAddressInput!\n    $defaultAddress: Boolean\n  ) {\n    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {\n      customerAddress {\n        id\n      }\n      userErrors {\n        ...AccountUserError\n      }\n    }\n  }\n  #graphql\n  fragment AccountUserError on UserErrorsCustomerAddressUserErrors {\n    field\n    message\n    code\n  }\n\n': {
    return: AccountAddressCreateMutation;
    variables: AccountAddressCreateMutationVariables;
  };
  '#graphql\n  mutation AccountAddressUpdate(\n    $addressId: ID!\n    $address: CustomerAddressInput\n    $defaultAddress: Boolean\n  ) {\n    customerAddressUpdate(\n      addressId: $addressId\n      address: $address\n      defaultAddress: $defaultAddress\n    ) {\n      customerAddress {\n        id\n      }\n      userErrors {\n        ...AccountUserError\n      }\n    }\n  }\n  #graphql\n  fragment AccountUserError on UserErrorsCustomerAddressUserErrors {\n    field\n    message\n    code\n  }\n\n': {
    return: AccountAddressUpdateMutation;
    variables: AccountAddressUpdateMutationVariables;
  };
  '#graphql\n  mutation AccountAddressDelete($addressId: ID!) {\n    customerAddressDelete(addressId: $addressId) {\n      deletedAddressId\n      userErrors {\n        ...AccountUserError\n      }\n    }\n  }\n  #graphql\n  fragment AccountUserError on UserErrorsCustomerAddressUserErrors {\n    field\n    message\n    code\n  }\n\n': {
    return: AccountAddressDeleteMutation;
    variables: AccountAddressDeleteMutationVariables;
  };
}

declare module '@shopify/hydrogen' {
  interface CustomerAccountQueries extends GeneratedQueryTypes {}
  interface CustomerAccountMutations extends GeneratedMutationTypes {}
}
