import {
  connectionFrom,
  mapConnection,
  type ConnectionArgs,
} from './connections.ts';
import {gid, parseGid} from './global-ids.ts';
import {compare, matchesSearch, parseSearchQuery} from './search-syntax.ts';

/**
 * The Admin API customer calls the waitlist sync makes, over an in-memory customer list.
 * Behaviour follows Shopify's: emails are unique (case-insensitive), `tags` on update
 * replaces the tags (tagsAdd adds), and customerUpdate refuses emailMarketingConsent, which
 * only customerCreate and customerEmailMarketingConsentUpdate may set.
 */

export type MarketingConsent = {
  marketingState: string;
  marketingOptInLevel: string | null;
  consentUpdatedAt: string | null;
};

export type CustomerRecord = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  note: string | null;
  locale: string;
  tags: string[];
  emailMarketingConsent: MarketingConsent | null;
  createdAt: string;
  updatedAt: string;
};

type ConsentInput = {
  marketingState: string;
  marketingOptInLevel?: string | null;
  consentUpdatedAt?: string | null;
};
type CustomerInput = {
  id?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  note?: string | null;
  locale?: string | null;
  tags?: string[] | null;
  emailMarketingConsent?: ConsentInput | null;
};
type UserError = {field: string[] | null; message: string; code?: string};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Shopify accepts only these states as input; the others are set by Shopify itself. */
const SETTABLE_STATES = new Set(['SUBSCRIBED', 'UNSUBSCRIBED', 'PENDING']);

/** Tags may come as a list or as comma-separated strings; Shopify trims and de-duplicates them. */
export function normaliseTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags
    .flatMap((tag) => tag.split(','))
    .map((tag) => tag.trim())
    .filter(
      (tag) =>
        tag && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()),
    );
}

export class CustomerStore {
  readonly customers: CustomerRecord[] = [];
  private nextId = 7_100_000_000_001;

  reset(): void {
    this.customers.length = 0;
  }

  byEmail(email: string): CustomerRecord | undefined {
    return this.customers.find(
      (customer) => customer.email === email.trim().toLowerCase(),
    );
  }

  byId(id: string): CustomerRecord | undefined {
    return this.customers.find((customer) => customer.id === id);
  }

  private checkEmail(
    email: string | null | undefined,
    self: CustomerRecord | null,
    field: string[],
  ): UserError | null {
    if (email == null) return null;
    if (!EMAIL_PATTERN.test(email.trim()))
      return {field, message: 'Email is invalid', code: 'INVALID'};
    const owner = this.byEmail(email);
    if (owner && owner !== self)
      return {field, message: 'Email has already been taken', code: 'TAKEN'};
    return null;
  }

  private consent(
    input: ConsentInput,
    field: string[],
  ): MarketingConsent | UserError {
    if (!SETTABLE_STATES.has(input.marketingState)) {
      return {
        field: [...field, 'marketingState'],
        message: 'Marketing state is not included in the list',
        code: 'INCLUSION',
      };
    }
    return {
      marketingState: input.marketingState,
      marketingOptInLevel: input.marketingOptInLevel ?? 'SINGLE_OPT_IN',
      consentUpdatedAt: input.consentUpdatedAt ?? new Date().toISOString(),
    };
  }

  private apply(
    customer: CustomerRecord,
    input: Omit<CustomerInput, 'id' | 'emailMarketingConsent'>,
  ): void {
    if (input.email !== undefined)
      customer.email = input.email && input.email.trim().toLowerCase();
    if (input.firstName !== undefined) customer.firstName = input.firstName;
    if (input.lastName !== undefined) customer.lastName = input.lastName;
    if (input.phone !== undefined) customer.phone = input.phone;
    if (input.note !== undefined) customer.note = input.note;
    if (input.locale != null) customer.locale = input.locale;
    if (input.tags != null) customer.tags = normaliseTags(input.tags);
    customer.updatedAt = new Date().toISOString();
  }

  create(input: CustomerInput): {
    customer: CustomerRecord | null;
    userErrors: UserError[];
  } {
    if (input.id)
      return {
        customer: null,
        userErrors: [
          {
            field: ['id'],
            message: 'Id must not be present when creating a customer',
          },
        ],
      };
    if (!input.email && !input.phone && !input.firstName && !input.lastName) {
      return {
        customer: null,
        userErrors: [
          {
            field: null,
            message: 'A name, phone number, or email address must be present',
            code: 'BLANK',
          },
        ],
      };
    }
    const emailError = this.checkEmail(input.email, null, ['email']);
    if (emailError) return {customer: null, userErrors: [emailError]};
    let consent: MarketingConsent | null = null;
    if (input.emailMarketingConsent) {
      if (!input.email)
        return {
          customer: null,
          userErrors: [
            {
              field: ['emailMarketingConsent'],
              message:
                'An email address is required to set the email marketing consent state.',
            },
          ],
        };
      const checked = this.consent(input.emailMarketingConsent, [
        'emailMarketingConsent',
      ]);
      if ('message' in checked) return {customer: null, userErrors: [checked]};
      consent = checked;
    }
    const now = new Date().toISOString();
    const customer: CustomerRecord = {
      id: gid('Customer', this.nextId++),
      email: null,
      firstName: null,
      lastName: null,
      phone: null,
      note: null,
      locale: 'en',
      tags: [],
      emailMarketingConsent: input.email
        ? (consent ?? {
            marketingState: 'NOT_SUBSCRIBED',
            marketingOptInLevel: null,
            consentUpdatedAt: null,
          })
        : null,
      createdAt: now,
      updatedAt: now,
    };
    this.apply(customer, input);
    this.customers.push(customer);
    return {customer, userErrors: []};
  }

  update(input: CustomerInput): {
    customer: CustomerRecord | null;
    userErrors: UserError[];
  } {
    const customer = input.id ? this.byId(input.id) : undefined;
    if (!customer)
      return {
        customer: null,
        userErrors: [{field: ['id'], message: 'Customer does not exist'}],
      };
    if (input.emailMarketingConsent) {
      return {
        customer: null,
        userErrors: [
          {
            field: ['emailMarketingConsent'],
            message:
              'To update emailMarketingConsent, please use the customerEmailMarketingConsentUpdate Mutation instead.',
          },
        ],
      };
    }
    const emailError = this.checkEmail(input.email, customer, ['email']);
    if (emailError) return {customer: null, userErrors: [emailError]};
    if (input.email && !customer.emailMarketingConsent) {
      customer.emailMarketingConsent = {
        marketingState: 'NOT_SUBSCRIBED',
        marketingOptInLevel: null,
        consentUpdatedAt: null,
      };
    }
    this.apply(customer, input);
    return {customer, userErrors: []};
  }

  updateConsent(
    customerId: string,
    input: ConsentInput,
  ): {customer: CustomerRecord | null; userErrors: UserError[]} {
    const customer = this.byId(customerId);
    if (!customer)
      return {
        customer: null,
        userErrors: [
          {
            field: ['customerId'],
            message: 'Customer not found',
            code: 'INVALID',
          },
        ],
      };
    if (!customer.email)
      return {
        customer: null,
        userErrors: [
          {
            field: ['customerId'],
            message: 'Customer must have an email address',
            code: 'INVALID',
          },
        ],
      };
    const checked = this.consent(input, ['emailMarketingConsent']);
    if ('message' in checked) return {customer: null, userErrors: [checked]};
    customer.emailMarketingConsent = checked;
    customer.updatedAt = new Date().toISOString();
    return {customer, userErrors: []};
  }

  /** customerSet: upsert by id, email or phone; without an identifier it creates. */
  set(
    identifier: {
      id?: string | null;
      email?: string | null;
      phone?: string | null;
    } | null,
    input: CustomerInput,
  ) {
    if (identifier?.id) {
      const existing = this.byId(identifier.id);
      if (!existing)
        return {
          customer: null,
          userErrors: [
            {
              field: ['identifier', 'id'],
              message: 'Customer does not exist',
              code: 'CUSTOMER_DOES_NOT_EXIST',
            },
          ],
        };
      return this.update({...input, id: existing.id});
    }
    const existing = identifier?.email
      ? this.byEmail(identifier.email)
      : identifier?.phone
        ? this.customers.find((customer) => customer.phone === identifier.phone)
        : undefined;
    if (existing) return this.update({...input, id: existing.id});
    return this.create({
      email: identifier?.email,
      phone: identifier?.phone,
      ...input,
    });
  }

  addTags(
    id: string,
    tags: string[],
  ): {customer: CustomerRecord | null; userErrors: UserError[]} {
    const customer =
      parseGid(id)?.type === 'Customer' ? this.byId(id) : undefined;
    if (!customer)
      return {
        customer: null,
        userErrors: [{field: ['id'], message: 'Node does not exist'}],
      };
    customer.tags = normaliseTags([...customer.tags, ...tags]);
    customer.updatedAt = new Date().toISOString();
    return {customer, userErrors: []};
  }

  /**
   * customerRequestDataErasure: Shopify queues the erasure and carries it out later (its
   * privacy schedule); the stand-in erases at once, so a test sees the customer gone.
   */
  requestDataErasure(customerId: string): {
    customerId: string | null;
    userErrors: UserError[];
  } {
    const customer =
      parseGid(customerId)?.type === 'Customer'
        ? this.byId(customerId)
        : undefined;
    if (!customer)
      return {
        customerId: null,
        userErrors: [
          {
            field: ['customerId'],
            message: 'Customer does not exist',
            code: 'DOES_NOT_EXIST',
          },
        ],
      };
    this.customers.splice(this.customers.indexOf(customer), 1);
    return {customerId: customer.id, userErrors: []};
  }

  search(query: string | null | undefined): CustomerRecord[] {
    const parsed = query ? parseSearchQuery(query) : null;
    return this.customers.filter((customer) =>
      matchesSearch(
        parsed,
        (term) => {
          switch (term.field) {
            case 'email':
              return compare.text(term, customer.email);
            case 'phone':
              return compare.text(term, customer.phone);
            case 'first_name':
              return compare.text(term, customer.firstName);
            case 'last_name':
              return compare.text(term, customer.lastName);
            case 'tag':
              return customer.tags.some((tag) => compare.text(term, tag));
            case 'tag_not':
              return !customer.tags.some((tag) => compare.text(term, tag));
            case 'accepts_marketing':
              return compare.boolean(
                term,
                customer.emailMarketingConsent?.marketingState === 'SUBSCRIBED',
              );
            default:
              return null;
          }
        },
        [
          customer.email,
          customer.firstName,
          customer.lastName,
          customer.phone,
          customer.tags.join(' '),
        ]
          .join(' ')
          .toLowerCase(),
      ),
    );
  }
}

function displayName(customer: CustomerRecord): string {
  const name = [customer.firstName, customer.lastName]
    .filter(Boolean)
    .join(' ');
  return name || customer.email || customer.phone || '';
}

function customerModel(customer: CustomerRecord) {
  const consent = customer.emailMarketingConsent;
  return {
    __typename: 'Customer',
    ...customer,
    displayName: displayName(customer),
    state: 'DISABLED',
    verifiedEmail: customer.email !== null,
    defaultEmailAddress:
      customer.email && consent
        ? {
            emailAddress: customer.email,
            marketingState: consent.marketingState,
            marketingOptInLevel: consent.marketingOptInLevel,
            marketingUpdatedAt: consent.consentUpdatedAt,
          }
        : null,
  };
}

function payload(result: {
  customer: CustomerRecord | null;
  userErrors: UserError[];
}) {
  return {
    customer: result.customer && customerModel(result.customer),
    userErrors: result.userErrors,
  };
}

type CustomersArgs = ConnectionArgs & {
  query?: string | null;
  reverse?: boolean;
  sortKey?: string;
};

const CUSTOMER_SORT: Record<
  string,
  (customer: CustomerRecord) => string | number
> = {
  ID: (customer) => Number(parseGid(customer.id)!.id),
  CREATED_AT: (customer) => customer.createdAt,
  UPDATED_AT: (customer) => customer.updatedAt,
  NAME: (customer) => displayName(customer).toLowerCase(),
  RELEVANCE: (customer) => Number(parseGid(customer.id)!.id),
};

export function adminRoot(
  customers: CustomerStore,
  injectedUserErrors: string[] | null,
): Record<string, unknown> {
  const forced = injectedUserErrors && {
    customer: null,
    userErrors: injectedUserErrors.map((message) => ({field: null, message})),
  };
  return {
    customer: ({id}: {id: string}) => {
      const customer = customers.byId(id);
      return customer ? customerModel(customer) : null;
    },
    customers: (args: CustomersArgs) => {
      const valueOf = CUSTOMER_SORT[args.sortKey ?? 'ID']!;
      const sorted = customers
        .search(args.query)
        .sort((a, b) =>
          valueOf(a) < valueOf(b) ? -1 : valueOf(a) > valueOf(b) ? 1 : 0,
        );
      if (args.reverse) sorted.reverse();
      return mapConnection(
        connectionFrom(sorted, args, (customer) => customer.id),
        customerModel,
      );
    },
    customerCreate: ({input}: {input: CustomerInput}) =>
      forced ?? payload(customers.create(input)),
    customerUpdate: ({input}: {input: CustomerInput}) =>
      forced ?? payload(customers.update(input)),
    customerEmailMarketingConsentUpdate: ({
      input,
    }: {
      input: {customerId: string; emailMarketingConsent: ConsentInput};
    }) =>
      forced ??
      payload(
        customers.updateConsent(input.customerId, input.emailMarketingConsent),
      ),
    customerSet: ({
      identifier,
      input,
    }: {
      identifier?: {id?: string; email?: string; phone?: string} | null;
      input: CustomerInput;
    }) => forced ?? payload(customers.set(identifier ?? null, input)),
    customerRequestDataErasure: ({customerId}: {customerId: string}) =>
      forced
        ? {customerId: null, userErrors: forced.userErrors}
        : customers.requestDataErasure(customerId),
    tagsAdd: ({id, tags}: {id: string; tags: string[]}) => {
      if (forced) return {node: null, userErrors: forced.userErrors};
      const result = customers.addTags(id, tags);
      return {
        node: result.customer && customerModel(result.customer),
        userErrors: result.userErrors,
      };
    },
  };
}
