/**
 * The customers of the local Customer Account API: who signed in with which email, their
 * names and their address book, with the rules Shopify's address mutations document
 * (`UserErrorsCustomerAddressUserErrorsCode`): address1 and a known territory are required,
 * no HTML, no field over 255 characters, no duplicate address, the first address becomes
 * the default, the default cannot be demoted, and it cannot be deleted while another
 * address could take its place. Kept in memory, as the local Storefront API keeps its orders.
 */
import {gid} from '../storefront/global-ids.ts';

export type AddressFields = {
  address1: string | null;
  address2: string | null;
  city: string | null;
  company: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  territoryCode: string | null;
  zip: string | null;
  zoneCode: string | null;
};

export type AddressRecord = AddressFields & {id: string};

export type CustomerRecord = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  addresses: AddressRecord[];
  defaultAddressId: string | null;
};

export type AddressUserError = {
  code: string;
  field: string[] | null;
  message: string;
};

/** `CustomerAddressInput`: every field optional; null clears it on update. */
export type AddressInput = Partial<Record<keyof AddressFields, string | null>>;

const ADDRESS_FIELDS: (keyof AddressFields)[] = [
  'address1',
  'address2',
  'city',
  'company',
  'firstName',
  'lastName',
  'phoneNumber',
  'territoryCode',
  'zip',
  'zoneCode',
];
const MAX_FIELD_LENGTH = 255;
const HTML_TAG = /<[a-z/!][^>]*>/i;
const PHONE = /^\+?[0-9 ().-]{5,20}$/;

export class CustomerStore {
  private readonly byEmail = new Map<string, CustomerRecord>();
  private nextCustomerId = 8_100_000_000_001;
  private nextAddressId = 9_100_000_000_001;
  private readonly territories: ReadonlySet<string>;

  /** `territories`: the CountryCode values of the schema, the codes an address may use. */
  constructor(territories: Iterable<string>) {
    this.territories = new Set(territories);
  }

  get all(): CustomerRecord[] {
    return [...this.byEmail.values()];
  }

  byId(id: string): CustomerRecord | undefined {
    return this.all.find((customer) => customer.id === id);
  }

  findByEmail(email: string): CustomerRecord | undefined {
    return this.byEmail.get(normaliseEmail(email));
  }

  /** The customer with this email; signing in with a new email creates one, as Shopify does. */
  findOrCreate(email: string): CustomerRecord {
    const key = normaliseEmail(email);
    let customer = this.byEmail.get(key);
    if (!customer) {
      customer = {
        id: gid('Customer', this.nextCustomerId++),
        email: email.trim(),
        firstName: null,
        lastName: null,
        createdAt: new Date().toISOString(),
        addresses: [],
        defaultAddressId: null,
      };
      this.byEmail.set(key, customer);
    }
    return customer;
  }

  /** customerUpdate: names only (the API's CustomerUpdateInput). */
  updateNames(
    customer: CustomerRecord,
    input: {firstName?: string | null; lastName?: string | null},
  ): AddressUserError[] {
    const given = (['firstName', 'lastName'] as const).filter(
      (name) => input[name] !== undefined,
    );
    if (given.length === 0)
      return [
        {
          code: 'CUSTOMER_INPUT_ARGUMENT_EMPTY',
          field: ['input'],
          message: 'The input argument is empty.',
        },
      ];
    for (const name of given) {
      const problem = textProblem(input[name] ?? null, ['input', name]);
      if (problem) return [problem];
      if (/https?:\/\/|www\./i.test(input[name] ?? ''))
        return [
          {
            code: 'CONTAINS_URL',
            field: ['input', name],
            message: 'Contains a URL.',
          },
        ];
    }
    for (const name of given) customer[name] = blankToNull(input[name]);
    return [];
  }

  createAddress(
    customer: CustomerRecord,
    input: AddressInput,
    makeDefault: boolean,
  ): {address: AddressRecord | null; userErrors: AddressUserError[]} {
    const fields = mergeFields(emptyFields(), input);
    const problems = this.addressProblems(input, fields, true);
    if (problems.length) return {address: null, userErrors: problems};
    if (customer.addresses.some((other) => sameAddress(other, fields)))
      return {
        address: null,
        userErrors: [
          {
            code: 'CUSTOMER_ADDRESS_ALREADY_EXISTS',
            field: ['address'],
            message: 'This address already exists.',
          },
        ],
      };
    const address = {
      id: gid('CustomerAddress', this.nextAddressId++),
      ...fields,
    };
    customer.addresses.push(address);
    if (makeDefault || !customer.defaultAddressId)
      customer.defaultAddressId = address.id;
    return {address, userErrors: []};
  }

  updateAddress(
    customer: CustomerRecord,
    addressId: string,
    input: AddressInput | null | undefined,
    makeDefault: boolean | null | undefined,
  ): {address: AddressRecord | null; userErrors: AddressUserError[]} {
    const address = customer.addresses.find((item) => item.id === addressId);
    if (!address) return {address: null, userErrors: [missingAddress()]};
    if (makeDefault === false && customer.defaultAddressId === address.id)
      return {
        address: null,
        userErrors: [
          {
            code: 'DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED',
            field: ['defaultAddress'],
            message: 'The default address cannot be demoted.',
          },
        ],
      };
    if (input == null && makeDefault == null)
      return {
        address: null,
        userErrors: [
          {
            code: 'ADDRESS_ARGUMENT_EMPTY',
            field: ['address'],
            message: 'The address argument is empty.',
          },
        ],
      };
    if (input) {
      const fields = mergeFields(address, input);
      const problems = this.addressProblems(input, fields, false);
      if (problems.length) return {address: null, userErrors: problems};
      if (
        customer.addresses.some(
          (other) => other.id !== address.id && sameAddress(other, fields),
        )
      )
        return {
          address: null,
          userErrors: [
            {
              code: 'CUSTOMER_ADDRESS_ALREADY_EXISTS',
              field: ['address'],
              message: 'This address already exists.',
            },
          ],
        };
      Object.assign(address, fields);
    }
    if (makeDefault) customer.defaultAddressId = address.id;
    return {address, userErrors: []};
  }

  deleteAddress(
    customer: CustomerRecord,
    addressId: string,
  ): {deletedAddressId: string | null; userErrors: AddressUserError[]} {
    const index = customer.addresses.findIndex((item) => item.id === addressId);
    if (index === -1)
      return {deletedAddressId: null, userErrors: [missingAddress()]};
    if (
      customer.defaultAddressId === addressId &&
      customer.addresses.length > 1
    )
      return {
        deletedAddressId: null,
        userErrors: [
          {
            code: 'DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED',
            field: ['addressId'],
            message:
              'The default address cannot be deleted before another one is made the default.',
          },
        ],
      };
    customer.addresses.splice(index, 1);
    if (customer.defaultAddressId === addressId)
      customer.defaultAddressId = null;
    return {deletedAddressId: addressId, userErrors: []};
  }

  reset(): void {
    this.byEmail.clear();
  }

  private addressProblems(
    input: AddressInput,
    fields: AddressFields,
    creating: boolean,
  ): AddressUserError[] {
    if (creating && Object.keys(input).length === 0)
      return [
        {
          code: 'ADDRESS_ARGUMENT_EMPTY',
          field: ['address'],
          message: 'The address argument is empty.',
        },
      ];
    for (const name of ADDRESS_FIELDS) {
      const problem = textProblem(fields[name], ['address', name]);
      if (problem) return [problem];
    }
    if (!fields.address1)
      return [
        {
          code: 'ADDRESS1_MISSING',
          field: ['address', 'address1'],
          message: 'Address line 1 is missing.',
        },
      ];
    if (!fields.territoryCode)
      return [
        {
          code: 'TERRITORY_CODE_MISSING',
          field: ['address', 'territoryCode'],
          message: 'The country is missing.',
        },
      ];
    if (!this.territories.has(fields.territoryCode))
      return [
        {
          code: 'INVALID_TERRITORY_CODE',
          field: ['address', 'territoryCode'],
          message: `${fields.territoryCode} is not a country code.`,
        },
      ];
    if (fields.phoneNumber && !PHONE.test(fields.phoneNumber))
      return [
        {
          code: 'PHONE_NUMBER_NOT_VALID',
          field: ['address', 'phoneNumber'],
          message: 'The phone number is not valid.',
        },
      ];
    return [];
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function textProblem(
  value: string | null,
  field: string[],
): AddressUserError | null {
  if (value == null) return null;
  if (value.length > MAX_FIELD_LENGTH)
    return {
      code: 'TOO_LONG',
      field,
      message: `Is too long (at most ${MAX_FIELD_LENGTH} characters).`,
    };
  if (HTML_TAG.test(value))
    return {code: 'CONTAINS_HTML_TAGS', field, message: 'Contains HTML tags.'};
  return null;
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function emptyFields(): AddressFields {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((name) => [name, null]),
  ) as AddressFields;
}

function mergeFields(base: AddressFields, input: AddressInput): AddressFields {
  const merged = {...base};
  for (const name of ADDRESS_FIELDS) {
    if (input[name] === undefined) continue;
    merged[name] =
      name === 'territoryCode' || name === 'zoneCode'
        ? (blankToNull(input[name])?.toUpperCase() ?? null)
        : blankToNull(input[name]);
  }
  return {
    ...Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, merged[name]])),
  } as AddressFields;
}

function sameAddress(a: AddressFields, b: AddressFields): boolean {
  return ADDRESS_FIELDS.every(
    (name) => (a[name] ?? '').toLowerCase() === (b[name] ?? '').toLowerCase(),
  );
}

function missingAddress(): AddressUserError {
  return {
    code: 'ADDRESS_ID_DOES_NOT_EXIST',
    field: ['addressId'],
    message: 'The address does not exist.',
  };
}
