/**
 * The Customer Account API's root for one signed-in customer: the subset an account's
 * pages use (Shopify's skeleton and ours): `customer` with names, email and marketing
 * state, the address book and the orders (paged, newest first when asked), `order(id)`,
 * `customerUpdate` and the three address mutations. Objects are plain models (as in the
 * Storefront stand-in); a field left out is null, or an error naming it when non-null.
 */
import {createHash} from 'node:crypto';
import {GraphQLError} from 'graphql';
import {
  connectionFrom,
  mapConnection,
  type ConnectionArgs,
} from '../storefront/connections.ts';
import {money} from '../storefront/money.ts';
import type {
  AddressInput,
  AddressRecord,
  CustomerRecord,
  CustomerStore,
} from './customers.ts';
import type {ShopOrder, ShopRecords} from './shop-records.ts';

export type AccountRootOptions = {
  customer: CustomerRecord;
  customers: CustomerStore;
  records: ShopRecords;
  /** Every access token the customer was given (orders placed with one are theirs). */
  tokens: Set<string>;
  storefrontUrl: string | null;
};

type OrdersArgs = ConnectionArgs & {
  query?: string | null;
  reverse?: boolean | null;
  sortKey?: string | null;
};

const regionNames = new Intl.DisplayNames(['en'], {type: 'region'});

export function accountRoot(options: AccountRootOptions) {
  const {customer, customers, records, tokens, storefrontUrl} = options;
  const ordersOfCustomer = () => records.ordersOf(customer.email, tokens);
  const customerModel = () => toCustomerModel(options, ordersOfCustomer);
  return {
    customer: customerModel,
    order: async ({id}: {id: string}) => {
      const order = (await ordersOfCustomer()).find((item) => item.id === id);
      return order ? toOrderModel(order, storefrontUrl) : null;
    },
    customerUpdate: ({
      input,
    }: {
      input: {firstName?: string | null; lastName?: string | null};
    }) => {
      const userErrors = customers.updateNames(customer, input);
      return {customer: userErrors.length ? null : customerModel(), userErrors};
    },
    customerAddressCreate: ({
      address,
      defaultAddress,
    }: {
      address: AddressInput;
      defaultAddress?: boolean | null;
    }) => {
      const result = customers.createAddress(
        customer,
        address,
        defaultAddress === true,
      );
      return {
        customerAddress: result.address && toAddressModel(result.address),
        userErrors: result.userErrors,
      };
    },
    customerAddressUpdate: ({
      address,
      addressId,
      defaultAddress,
    }: {
      address?: AddressInput | null;
      addressId: string;
      defaultAddress?: boolean | null;
    }) => {
      const result = customers.updateAddress(
        customer,
        addressId,
        address,
        defaultAddress,
      );
      return {
        customerAddress: result.address && toAddressModel(result.address),
        userErrors: result.userErrors,
      };
    },
    customerAddressDelete: ({addressId}: {addressId: string}) =>
      customers.deleteAddress(customer, addressId),
  };
}

function toCustomerModel(
  {customer, records, storefrontUrl}: AccountRootOptions,
  ordersOfCustomer: () => Promise<ShopOrder[]>,
) {
  const name = [customer.firstName, customer.lastName]
    .filter(Boolean)
    .join(' ');
  const defaultAddress = customer.addresses.find(
    (address) => address.id === customer.defaultAddressId,
  );
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: name || customer.email,
    createdAt: customer.createdAt,
    creationDate: customer.createdAt,
    tags: [],
    phoneNumber: null,
    emailAddress: {
      emailAddress: customer.email,
      marketingState: () => records.marketingStateOf(customer.email),
    },
    defaultAddress: defaultAddress ? toAddressModel(defaultAddress) : null,
    addresses: (
      args: ConnectionArgs & {
        reverse?: boolean | null;
        skipDefault?: boolean | null;
      },
    ) => {
      let list = customer.addresses;
      if (args.skipDefault)
        list = list.filter(
          (address) => address.id !== customer.defaultAddressId,
        );
      if (args.reverse) list = [...list].reverse();
      return mapConnection(
        connectionFrom(list, args, (address) => address.id),
        toAddressModel,
      );
    },
    orders: async (args: OrdersArgs) => {
      const matching = filterOrders(await ordersOfCustomer(), args.query);
      const sorted = sortOrders(matching, args.sortKey ?? 'ID');
      if (args.reverse) sorted.reverse();
      return mapConnection(
        connectionFrom(sorted, args, (order) => order.id),
        (order) => toOrderModel(order, storefrontUrl),
      );
    },
  };
}

function toAddressModel(address: AddressRecord) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const area = [address.city, address.zoneCode, address.zip]
    .filter(Boolean)
    .join(' ');
  const country = address.territoryCode
    ? (regionNames.of(address.territoryCode) ?? address.territoryCode)
    : null;
  return {
    ...address,
    name: name || null,
    province: address.zoneCode,
    country,
    formattedArea: [address.city, address.zoneCode, country]
      .filter(Boolean)
      .join(', '),
    formatted: ({
      withName,
      withCompany,
    }: {
      withName?: boolean | null;
      withCompany?: boolean | null;
    }) =>
      [
        withName ? name : null,
        withCompany === false ? null : address.company,
        address.address1,
        address.address2,
        area,
        country,
      ].filter((line): line is string => Boolean(line)),
  };
}

function toOrderModel(order: ShopOrder, storefrontUrl: string | null) {
  const currency = order.currencyCode;
  const shipping = money(order.shippingCents, currency);
  const discount = order.discountCode
    ? [
        {
          __typename: 'DiscountCodeApplication',
          code: order.discountCode,
          allocationMethod: 'ACROSS',
          targetSelection: 'ALL',
          targetType: 'LINE_ITEM',
          value: money(order.discountCents, currency),
        },
      ]
    : [];
  const lines = order.lines.map((line, index) => ({
    id: `gid://shopify/LineItem/${order.number}${String(index + 1).padStart(3, '0')}`,
    title: line.title,
    name: line.variantTitle
      ? `${line.title} - ${line.variantTitle}`
      : line.title,
    presentmentTitle: line.title,
    variantTitle: line.variantTitle || null,
    sku: line.sku,
    quantity: line.quantity,
    refundableQuantity: line.quantity,
    price: money(Math.round(line.totalCents / line.quantity), currency),
    totalPrice: money(line.totalCents, currency),
    currentTotalPrice: money(line.totalCents, currency),
    totalPriceBeforeDiscounts: money(line.totalCents, currency),
    totalDiscount: money(0, currency),
    discountAllocations: [],
    discountInformation: [],
    soldDiscountInformation: [],
    customAttributes: [],
    image: null,
    giftCard: false,
    requiresShipping: true,
    legacyFee: false,
  }));
  return {
    __typename: 'Order',
    id: order.id,
    name: order.name,
    number: order.number,
    confirmationNumber: confirmationNumberOf(order),
    createdAt: order.createdAt,
    processedAt: order.createdAt,
    updatedAt: order.createdAt,
    email: order.email,
    hasEmail: order.email !== null,
    phone: null,
    currencyCode: currency,
    // The local checkout takes the whole amount and ships nothing.
    financialStatus: 'PAID',
    fulfillmentStatus: 'UNFULFILLED',
    fulfillments: (args: ConnectionArgs) => connectionFrom([], args, () => ''),
    hasMultipleFulfillments: false,
    requiresShipping: true,
    edited: false,
    cancelledAt: null,
    cancelReason: null,
    note: null,
    customAttributes: [],
    shippingAddress: null,
    billingAddress: null,
    statusPageUrl: storefrontUrl
      ? `${storefrontUrl}/checkouts/cn/${order.cartToken}`
      : null,
    subtotal: money(order.subtotalCents, currency),
    subtotalBeforeDiscounts: money(order.subtotalCents, currency),
    totalPrice: money(order.totalCents, currency),
    totalTax: money(0, currency),
    totalShipping: shipping,
    totalDiscountedShipping: shipping,
    totalRefunded: money(0, currency),
    discountApplications: (args: ConnectionArgs) =>
      connectionFrom(discount, args, (item) => item.code),
    lineItems: (args: ConnectionArgs) =>
      connectionFrom(lines, args, (line) => line.id),
  };
}

/** Shopify's confirmation numbers are 9 letters and digits; here derived from the cart. */
function confirmationNumberOf(order: ShopOrder): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = createHash('sha256').update(order.cartToken).digest();
  return Array.from(bytes.subarray(0, 9), (byte) => alphabet[byte % 32]).join(
    '',
  );
}

/** The search syntax the account pages send: `name:1001`, `confirmation_number:X`, joined by AND. */
function filterOrders(orders: ShopOrder[], query: string | null | undefined) {
  if (!query?.trim()) return orders;
  const terms = query
    .split(/\s+AND\s+|\s+/i)
    .map((term) => /^([a-z_]+):(.+)$/i.exec(term.trim()))
    .filter((match): match is RegExpExecArray => match !== null);
  return orders.filter((order) =>
    terms.every(([, field, raw]) => {
      const value = raw!.replace(/^["']|["']$/g, '').toLowerCase();
      if (field === 'name')
        return (
          order.name.replace(/^#/, '').toLowerCase() === value.replace(/^#/, '')
        );
      if (field === 'confirmation_number')
        return confirmationNumberOf(order).toLowerCase() === value;
      return true;
    }),
  );
}

function sortOrders(orders: ShopOrder[], sortKey: string): ShopOrder[] {
  const by: Record<string, (order: ShopOrder) => number | string> = {
    ID: (order) => order.number,
    ORDER_NUMBER: (order) => order.number,
    CREATED_AT: (order) => order.createdAt,
    PROCESSED_AT: (order) => order.createdAt,
    UPDATED_AT: (order) => order.createdAt,
    TOTAL_PRICE: (order) => order.totalCents,
  };
  const key = by[sortKey];
  if (!key)
    throw new GraphQLError(`Unknown sort key ${sortKey}`, {
      extensions: {code: 'argumentLiteralsIncompatible'},
    });
  // Ties (orders placed in the same millisecond) keep their order numbers' order.
  return [...orders].sort((a, b) => {
    const left = key(a);
    const right = key(b);
    return left < right ? -1 : left > right ? 1 : a.number - b.number;
  });
}
