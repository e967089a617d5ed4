import {randomBytes, randomUUID} from 'node:crypto';
import type {Catalog, CatalogDiscount, CatalogVariant} from './catalog.ts';
import {gid, parseGid} from './global-ids.ts';

/**
 * Carts and orders with Shopify's Cart API semantics, independent of GraphQL: adding a
 * variant already in the cart raises that line, quantity 0 removes a line, invalid input
 * changes nothing and returns userErrors, a completed cart is gone.
 */

export type Attribute = {key: string; value: string};
/** The CartWarningCode values a discount code can earn here. */
export type DiscountWarningCode =
  | 'DISCOUNT_NOT_FOUND'
  | 'DISCOUNT_CURRENTLY_INACTIVE'
  | 'DISCOUNT_NO_ENTITLED_LINE_ITEMS'
  | 'DISCOUNT_PURCHASE_NOT_IN_RANGE'
  | 'DISCOUNT_CODE_NOT_HONOURED';
export type UserError = {field: string[] | null; message: string; code: string};
/**
 * A warning about what the mutation changed by itself (Storefront API 2024-10 on): it
 * succeeded, and Shopify cut a line to the stock (the target is the line, or the
 * merchandise when no line could be made) or kept an address it already had.
 */
export type ChangeWarning = {
  code:
    | 'MERCHANDISE_NOT_ENOUGH_STOCK'
    | 'MERCHANDISE_OUT_OF_STOCK'
    | 'DUPLICATE_DELIVERY_ADDRESS';
  target: string;
};
export type CartMetafield = {
  id: string;
  namespace: string;
  key: string;
  type: string;
  value: string;
  createdAt: string;
  updatedAt: string;
};

export type CartLineRecord = {
  id: string;
  variantId: string;
  quantity: number;
  attributes: Attribute[];
};

export type CartRecord = {
  id: string;
  token: string;
  key: string;
  createdAt: string;
  updatedAt: string;
  lines: CartLineRecord[];
  note: string | null;
  attributes: Attribute[];
  discountCodes: string[];
  giftCardCodes: string[];
  buyerIdentity: {
    email: string | null;
    phone: string | null;
    countryCode: string | null;
    /** The signed-in customer's Customer Account API token: the order will be theirs. */
    customerAccessToken: string | null;
  };
  metafields: CartMetafield[];
  selectedDeliveryOption: string | null;
  deliveryAddresses: DeliveryAddressRecord[];
};

/** `CartDeliveryAddressInput`: the address a buyer gives for delivery. */
export type DeliveryAddressFields = {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  countryCode?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  provinceCode?: string | null;
  zip?: string | null;
};
/** A cart's selectable delivery address (`CartSelectableAddress`). */
export type DeliveryAddressRecord = {
  id: string;
  address: DeliveryAddressFields;
  selected: boolean;
  oneTimeUse: boolean;
};
export type SelectableAddressInput = {
  id?: string;
  address?: {
    deliveryAddress?: DeliveryAddressFields | null;
    copyFromCustomerAddressId?: string | null;
  } | null;
  selected?: boolean | null;
  oneTimeUse?: boolean | null;
};

/** Shopify's limit on a cart's delivery addresses (TOO_MANY_DELIVERY_ADDRESSES). */
export const MAX_DELIVERY_ADDRESSES = 20;

export type LineCost = {
  line: CartLineRecord;
  variant: CatalogVariant;
  unitCents: number;
  compareAtUnitCents: number | null;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
};

export type CartCosts = {
  /** The catalog as the cart's market (its buyer's country) prices it, in the language asked. */
  catalog: Catalog;
  currencyCode: string;
  lines: LineCost[];
  /** Sum of line totals (after line-level discounts), before gift cards and shipping. */
  subtotalCents: number;
  totalCents: number;
  discountCents: number;
  appliedDiscount: CatalogDiscount | null;
  discountCodes: {code: string; applicable: boolean}[];
  /** Why each code that is not applicable is not, as Shopify's cart warnings say it. */
  discountWarnings: {code: string; warning: DiscountWarningCode}[];
  giftCards: {
    id: string;
    code: string;
    lastCharacters: string;
    balanceCents: number;
    usedCents: number;
  }[];
  deliveryGroupId: string | null;
  delivery: {
    handle: string;
    title: string;
    description: string;
    costCents: number;
  } | null;
  /** What the buyer pays at checkout: total + shipping - gift cards. */
  amountDueCents: number;
};

export type OrderRecord = {
  id: string;
  number: number;
  name: string;
  cartToken: string;
  createdAt: string;
  email: string | null;
  /** The customer access token the cart carried at checkout, if any. */
  customerAccessToken?: string | null;
  channel: string | null;
  lines: {
    title: string;
    variantTitle: string;
    sku: string | null;
    quantity: number;
    totalCents: number;
  }[];
  discountCode: string | null;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  giftCardCents: number;
  totalCents: number;
  amountPaidCents: number;
  currencyCode: string;
};

type Result = {
  cart: CartRecord | null;
  userErrors: UserError[];
  warnings: ChangeWarning[];
};

/** Shopify's limit on a cart note (NOTE_TOO_LONG above it, Storefront API 2024-07 on). */
export const NOTE_MAX_LENGTH = 5000;

/** Shopify's documented metafield types that a cart metafield can reasonably hold. */
const METAFIELD_TYPES = new Set([
  'single_line_text_field',
  'multi_line_text_field',
  'boolean',
  'number_integer',
  'number_decimal',
  'json',
  'date',
  'date_time',
  'url',
  'color',
]);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function sameAttributes(a: Attribute[], b: Attribute[]): boolean {
  const normalise = (list: Attribute[]) =>
    JSON.stringify([...list].sort((x, y) => x.key.localeCompare(y.key)));
  return normalise(a) === normalise(b);
}

function error(
  field: (string | number)[] | null,
  message: string,
  code = 'INVALID',
): UserError {
  return {field: field && field.map(String), message, code};
}

export type LineInput = {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
  sellingPlanId?: string | null;
};
export type LineUpdateInput = {
  id: string;
  quantity?: number | null;
  merchandiseId?: string | null;
  attributes?: Attribute[] | null;
  sellingPlanId?: string | null;
};
export type BuyerIdentityInput = {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
  companyLocationId?: string | null;
};
export type CartInput = {
  lines?: LineInput[] | null;
  attributes?: Attribute[] | null;
  note?: string | null;
  discountCodes?: string[] | null;
  giftCardCodes?: string[] | null;
  buyerIdentity?: BuyerIdentityInput | null;
  metafields?: {key: string; type: string; value: string}[] | null;
};

export class CartStore {
  readonly catalog: Catalog;
  readonly carts = new Map<string, CartRecord>();
  readonly orders: OrderRecord[] = [];
  /** Completed checkouts by cart token, so the checkout URL keeps showing the confirmation. */
  readonly ordersByCartToken = new Map<string, OrderRecord>();
  private nextOrderNumber = 1001;
  private nextMetafieldId = 1;

  /** The stock catalog.json gives, for reset(). */
  private readonly initialInventory: Map<string, number | null>;

  /**
   * The catalog a buyer country's market sees, in a language (null: the shop's): a cart is
   * priced in its buyer's market, so changing `buyerIdentity.countryCode` re-prices it.
   */
  private readonly catalogFor: (
    country: string | null,
    language: string | null,
  ) => Catalog;

  constructor(
    catalog: Catalog,
    catalogFor: (
      country: string | null,
      language: string | null,
    ) => Catalog = () => catalog,
  ) {
    this.catalog = catalog;
    this.catalogFor = catalogFor;
    this.initialInventory = new Map(
      [...catalog.variantById].map(([id, variant]) => [id, variant.inventory]),
    );
  }

  reset(): void {
    for (const [id, quantity] of this.initialInventory)
      this.setInventory(id, quantity);
    this.carts.clear();
    this.orders.length = 0;
    this.ordersByCartToken.clear();
    this.nextOrderNumber = 1001;
  }

  /** `gid://shopify/Cart/<token>?key=<key>`: both parts must match, as on Shopify. */
  find(cartId: string): CartRecord | null {
    const parsed = parseGid(cartId);
    if (parsed?.type !== 'Cart') return null;
    const cart = this.carts.get(parsed.id);
    return cart && cart.key === parsed.params.get('key') ? cart : null;
  }

  findByToken(token: string, key: string | null): CartRecord | null {
    const cart = this.carts.get(token);
    return cart && cart.key === key ? cart : null;
  }

  /**
   * A new cart with what of the input is valid: lines for merchandise that does not exist
   * are userErrors (and no cart), a gift card code Shopify does not know is a userError
   * on a cart made without it, stock cuts lines with warnings.
   */
  create(input: CartInput, fallbackCountry: string | null): Result {
    const token = randomBytes(12).toString('hex');
    const key = randomBytes(16).toString('hex');
    const now = new Date().toISOString();
    const cart: CartRecord = {
      id: `${gid('Cart', token)}?key=${key}`,
      token,
      key,
      createdAt: now,
      updatedAt: now,
      lines: [],
      note: null,
      attributes: [],
      discountCodes: [],
      giftCardCodes: [],
      buyerIdentity: {
        email: null,
        phone: null,
        countryCode: fallbackCountry,
        customerAccessToken: null,
      },
      metafields: [],
      selectedDeliveryOption: null,
      deliveryAddresses: [],
    };
    const warnings: ChangeWarning[] = [];
    const userErrors = [
      ...this.addLines(cart, input.lines ?? [], ['input', 'lines'], warnings),
      ...(input.buyerIdentity
        ? this.setBuyerIdentity(cart, input.buyerIdentity, [
            'input',
            'buyerIdentity',
          ])
        : []),
      ...(input.metafields
        ? this.setMetafields(cart, input.metafields, ['input', 'metafields'])
        : []),
      ...(input.note != null ? checkNote(input.note, ['input', 'note']) : []),
    ];
    if (userErrors.length > 0) return {cart: null, userErrors, warnings: []};
    // A code Shopify does not know costs the shopper the code, not the cart.
    const giftCardErrors = input.giftCardCodes
      ? this.setGiftCardCodes(
          cart,
          input.giftCardCodes.filter((code) => this.giftCard(code)),
          ['input', 'giftCardCodes'],
        ).concat(
          uniqueCodes(input.giftCardCodes).flatMap((code, index) =>
            this.giftCard(code)
              ? []
              : [
                  error(
                    ['input', 'giftCardCodes', index],
                    'Gift card code is invalid.',
                  ),
                ],
          ),
        )
      : [];
    cart.note = input.note ?? null;
    cart.attributes = input.attributes ?? [];
    cart.discountCodes = uniqueCodes(input.discountCodes ?? []);
    warnings.push(...this.enforceStock(cart));
    this.carts.set(token, cart);
    return {cart, userErrors: giftCardErrors, warnings};
  }

  /**
   * Runs a change on a copy of the cart and keeps it only when there were no userErrors,
   * so a failed mutation leaves the cart exactly as it was.
   */
  update(
    cartId: string,
    change: (draft: CartRecord, warnings: ChangeWarning[]) => UserError[],
  ): Result {
    const cart = this.find(cartId);
    if (!cart)
      return {
        cart: null,
        userErrors: [error(['cartId'], 'The specified cart does not exist.')],
        warnings: [],
      };
    const draft = structuredClone(cart);
    const warnings: ChangeWarning[] = [];
    const userErrors = change(draft, warnings);
    if (userErrors.length > 0) return {cart, userErrors, warnings: []};
    warnings.push(...this.enforceStock(draft));
    draft.updatedAt = new Date().toISOString();
    this.carts.set(cart.token, draft);
    return {cart: draft, userErrors: [], warnings};
  }

  /**
   * What Shopify does on every cart mutation since 2024-10: a line asking for more than is
   * in stock is cut to what is (MERCHANDISE_NOT_ENOUGH_STOCK); a line whose merchandise
   * sold out since it was added stays, for the storefront to remove, and is reported
   * (MERCHANDISE_OUT_OF_STOCK). Both target the line.
   */
  private enforceStock(cart: CartRecord): ChangeWarning[] {
    const warnings: ChangeWarning[] = [];
    for (const line of cart.lines) {
      const inStock = this.catalog.variantById.get(line.variantId)?.inventory;
      if (inStock == null || line.quantity <= inStock) continue;
      if (inStock === 0)
        warnings.push({code: 'MERCHANDISE_OUT_OF_STOCK', target: line.id});
      else {
        line.quantity = inStock;
        warnings.push({code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: line.id});
      }
    }
    return warnings;
  }

  /** Sets a variant's stock (tests: stock that runs out while a line is in a cart). */
  setInventory(variantId: string, quantity: number | null): boolean {
    const variant = this.catalog.variantById.get(variantId);
    if (!variant) return false;
    variant.inventory = quantity;
    variant.availableForSale = quantity === null || quantity > 0;
    variant.product.availableForSale = variant.product.variants.some(
      (candidate) => candidate.availableForSale,
    );
    return true;
  }

  /**
   * Merchandise Shopify cannot put in a cart: MERCHANDISE_NOT_APPLICABLE (2025-10 on).
   * A sold-out variant is not an error: it is a warning (enforceStock, addLines).
   */
  private checkMerchandise(
    merchandiseId: string,
    field: (string | number)[],
  ): UserError | CatalogVariant {
    const variant = this.catalog.variantById.get(merchandiseId);
    return (
      variant ??
      error(
        field,
        `The merchandise with id ${merchandiseId} does not exist.`,
        'MERCHANDISE_NOT_APPLICABLE',
      )
    );
  }

  addLines(
    cart: CartRecord,
    lines: LineInput[],
    field: string[] = ['lines'],
    warnings: ChangeWarning[] = [],
  ): UserError[] {
    const userErrors: UserError[] = [];
    lines.forEach((input, index) => {
      const checked = this.checkMerchandise(input.merchandiseId, [
        ...field,
        index,
        'merchandiseId',
      ]);
      if ('code' in checked) return void userErrors.push(checked);
      const quantity = input.quantity ?? 1;
      if (!Number.isInteger(quantity) || quantity < 1) {
        return void userErrors.push(
          error(
            [...field, index, 'quantity'],
            'The quantity must be greater than 0.',
          ),
        );
      }
      if (input.sellingPlanId) {
        return void userErrors.push(
          error(
            [...field, index, 'sellingPlanId'],
            'The selling plan does not exist.',
            'SELLING_PLAN_NOT_APPLICABLE',
          ),
        );
      }
      // Sold out: no line is made, and the warning names the merchandise asked for.
      if (checked.inventory === 0) {
        return void warnings.push({
          code: 'MERCHANDISE_OUT_OF_STOCK',
          target: checked.id,
        });
      }
      const attributes = input.attributes ?? [];
      const existing = cart.lines.find(
        (line) =>
          line.variantId === checked.id &&
          sameAttributes(line.attributes, attributes),
      );
      if (existing) existing.quantity += quantity;
      else
        cart.lines.push({
          id: `${gid('CartLine', randomUUID())}?cart=${cart.token}`,
          variantId: checked.id,
          quantity,
          attributes,
        });
    });
    return userErrors;
  }

  updateLines(cart: CartRecord, lines: LineUpdateInput[]): UserError[] {
    const userErrors: UserError[] = [];
    lines.forEach((input, index) => {
      const line = cart.lines.find((candidate) => candidate.id === input.id);
      if (!line) {
        return void userErrors.push(
          error(
            ['lines', index, 'id'],
            `The merchandise line with id ${input.id} does not exist.`,
            'INVALID_MERCHANDISE_LINE',
          ),
        );
      }
      if (
        input.quantity != null &&
        (!Number.isInteger(input.quantity) || input.quantity < 0)
      ) {
        return void userErrors.push(
          error(
            ['lines', index, 'quantity'],
            'The quantity must be greater than or equal to 0.',
          ),
        );
      }
      if (input.merchandiseId && input.merchandiseId !== line.variantId) {
        const checked = this.checkMerchandise(input.merchandiseId, [
          'lines',
          index,
          'merchandiseId',
        ]);
        if ('code' in checked) return void userErrors.push(checked);
        line.variantId = checked.id;
      }
      if (input.sellingPlanId) {
        return void userErrors.push(
          error(
            ['lines', index, 'sellingPlanId'],
            'The selling plan does not exist.',
            'SELLING_PLAN_NOT_APPLICABLE',
          ),
        );
      }
      if (input.attributes) line.attributes = input.attributes;
      if (input.quantity != null) line.quantity = input.quantity;
    });
    cart.lines = cart.lines.filter((line) => line.quantity > 0);
    return userErrors;
  }

  removeLines(cart: CartRecord, lineIds: string[]): UserError[] {
    const unknown = lineIds.findIndex(
      (id) => !cart.lines.some((line) => line.id === id),
    );
    if (unknown !== -1) {
      return [
        error(
          ['lineIds', unknown],
          `The merchandise line with id ${lineIds[unknown]} does not exist.`,
          'INVALID_MERCHANDISE_LINE',
        ),
      ];
    }
    cart.lines = cart.lines.filter((line) => !lineIds.includes(line.id));
    return [];
  }

  setBuyerIdentity(
    cart: CartRecord,
    input: BuyerIdentityInput,
    field: string[] = ['buyerIdentity'],
  ): UserError[] {
    if (input.email != null && !EMAIL_PATTERN.test(input.email))
      return [error([...field, 'email'], 'Email is invalid')];
    if (
      input.customerAccessToken != null &&
      !/^\S{1,4096}$/.test(input.customerAccessToken)
    )
      return [
        error(
          [...field, 'customerAccessToken'],
          'Customer access token is invalid',
        ),
      ];
    if (input.companyLocationId) {
      return [
        error(
          [...field, 'companyLocationId'],
          'The shop has no B2B company locations.',
          'INVALID_COMPANY_LOCATION',
        ),
      ];
    }
    if (input.email !== undefined) cart.buyerIdentity.email = input.email;
    if (input.phone !== undefined) cart.buyerIdentity.phone = input.phone;
    if (input.countryCode !== undefined)
      cart.buyerIdentity.countryCode = input.countryCode;
    // Kept as given (null signs the cart out); the account stand-in matches orders by it.
    if (input.customerAccessToken !== undefined)
      cart.buyerIdentity.customerAccessToken =
        input.customerAccessToken || null;
    return [];
  }

  setGiftCardCodes(
    cart: CartRecord,
    codes: string[],
    field: string[] = ['giftCardCodes'],
  ): UserError[] {
    const unique = uniqueCodes(codes);
    const unknown = unique.findIndex((code) => !this.giftCard(code));
    if (unknown !== -1)
      return [
        error(
          [...field, unknown],
          `Gift card code ${unique[unknown]} is invalid.`,
        ),
      ];
    cart.giftCardCodes = unique;
    return [];
  }

  removeGiftCards(cart: CartRecord, appliedGiftCardIds: string[]): UserError[] {
    const applied = cart.giftCardCodes.map((code) => this.giftCard(code)!);
    const unknown = appliedGiftCardIds.findIndex(
      (id) => !applied.some((card) => card.id === id),
    );
    if (unknown !== -1)
      return [
        error(
          ['appliedGiftCardIds', unknown],
          `The applied gift card with id ${appliedGiftCardIds[unknown]} does not exist.`,
        ),
      ];
    cart.giftCardCodes = applied
      .filter((card) => !appliedGiftCardIds.includes(card.id))
      .map((card) => card.code);
    return [];
  }

  setMetafields(
    cart: CartRecord,
    metafields: {key: string; type: string; value: string}[],
    field: string[] = ['metafields'],
  ): UserError[] {
    return metafields.flatMap(
      (input, index) =>
        this.setMetafield(cart, input, [...field, String(index)]) ?? [],
    );
  }

  setMetafield(
    cart: CartRecord,
    input: {key: string; type: string; value: string},
    field: string[],
  ): UserError | null {
    const problem = metafieldProblem(input.type, input.value);
    if (problem)
      return error([...field, problem.field], problem.message, problem.code);
    const [namespace, key] = splitMetafieldKey(input.key);
    const now = new Date().toISOString();
    const existing = findCartMetafield(cart, input.key, null);
    if (existing)
      Object.assign(existing, {
        type: input.type,
        value: input.value,
        updatedAt: now,
      });
    else
      cart.metafields.push({
        id: gid('Metafield', this.nextMetafieldId++),
        namespace,
        key,
        type: input.type,
        value: input.value,
        createdAt: now,
        updatedAt: now,
      });
    return null;
  }

  deleteMetafield(cart: CartRecord, qualifiedKey: string): UserError[] {
    const existing = findCartMetafield(cart, qualifiedKey, null);
    if (!existing)
      return [
        error(
          ['input', 'key'],
          'Metafield does not exist.',
          'METAFIELD_DOES_NOT_EXIST',
        ),
      ];
    cart.metafields = cart.metafields.filter(
      (metafield) => metafield !== existing,
    );
    return [];
  }

  selectDeliveryOptions(
    cart: CartRecord,
    selections: {deliveryGroupId: string; deliveryOptionHandle: string}[],
  ): UserError[] {
    const groupId = this.costs(cart).deliveryGroupId;
    for (const [index, selection] of selections.entries()) {
      if (selection.deliveryGroupId !== groupId) {
        return [
          error(
            ['selectedDeliveryOptions', index, 'deliveryGroupId'],
            'The delivery group does not exist.',
            'INVALID_DELIVERY_GROUP',
          ),
        ];
      }
      if (
        !this.catalog.deliveryOptions.some(
          (option) => option.handle === selection.deliveryOptionHandle,
        )
      ) {
        return [
          error(
            ['selectedDeliveryOptions', index, 'deliveryOptionHandle'],
            'The delivery option is not available.',
            'INVALID_DELIVERY_OPTION',
          ),
        ];
      }
      cart.selectedDeliveryOption = selection.deliveryOptionHandle;
    }
    return [];
  }

  /**
   * cartDeliveryAddressesAdd/Replace: addresses typed by the buyer (there are no customer
   * accounts here, so copyFromCustomerAddressId is refused); an address already on the cart
   * is not added again (DUPLICATE_DELIVERY_ADDRESS); at most one is selected.
   */
  addDeliveryAddresses(
    cart: CartRecord,
    inputs: SelectableAddressInput[],
    warnings: ChangeWarning[],
  ): UserError[] {
    for (const [index, input] of inputs.entries()) {
      const fields = input.address?.deliveryAddress;
      if (!fields)
        return [
          error(
            ['addresses', index, 'address'],
            input.address?.copyFromCustomerAddressId
              ? 'Customer addresses require a signed-in customer.'
              : 'A delivery address is required.',
            'INVALID',
          ),
        ];
      const duplicate = cart.deliveryAddresses.find((existing) =>
        sameAddress(existing.address, fields),
      );
      if (duplicate) {
        warnings.push({
          code: 'DUPLICATE_DELIVERY_ADDRESS',
          target: duplicate.id,
        });
        continue;
      }
      cart.deliveryAddresses.push({
        id: gid('CartSelectableAddress', randomUUID()),
        address: {...fields},
        selected: input.selected ?? false,
        oneTimeUse: input.oneTimeUse ?? false,
      });
    }
    return this.checkDeliveryAddresses(cart);
  }

  updateDeliveryAddresses(
    cart: CartRecord,
    inputs: SelectableAddressInput[],
  ): UserError[] {
    for (const [index, input] of inputs.entries()) {
      const existing = cart.deliveryAddresses.find(
        (address) => address.id === input.id,
      );
      if (!existing)
        return [
          error(
            ['addresses', index, 'id'],
            'The delivery address does not exist.',
            'INVALID_DELIVERY_ADDRESS_ID',
          ),
        ];
      if (input.address?.deliveryAddress)
        existing.address = {...input.address.deliveryAddress};
      if (input.selected != null) existing.selected = input.selected;
      if (input.oneTimeUse != null) existing.oneTimeUse = input.oneTimeUse;
    }
    return this.checkDeliveryAddresses(cart);
  }

  removeDeliveryAddresses(cart: CartRecord, ids: string[]): UserError[] {
    const unknown = ids.findIndex(
      (id) => !cart.deliveryAddresses.some((address) => address.id === id),
    );
    if (unknown !== -1)
      return [
        error(
          ['addressIds', unknown],
          'The delivery address does not exist.',
          'INVALID_DELIVERY_ADDRESS_ID',
        ),
      ];
    cart.deliveryAddresses = cart.deliveryAddresses.filter(
      (address) => !ids.includes(address.id),
    );
    return [];
  }

  private checkDeliveryAddresses(cart: CartRecord): UserError[] {
    if (cart.deliveryAddresses.length > MAX_DELIVERY_ADDRESSES)
      return [
        error(
          ['addresses'],
          `A cart can have at most ${MAX_DELIVERY_ADDRESSES} delivery addresses.`,
          'TOO_MANY_DELIVERY_ADDRESSES',
        ),
      ];
    if (cart.deliveryAddresses.filter((address) => address.selected).length > 1)
      return [
        error(
          ['addresses'],
          'Only one delivery address can be selected.',
          'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED',
        ),
      ];
    return [];
  }

  giftCard(code: string) {
    return (
      this.catalog.giftCards.find(
        (card) => card.code.toLowerCase() === code.toLowerCase(),
      ) ?? null
    );
  }

  /**
   * All money of a cart in one place, so the API and the checkout page agree. A discount
   * code takes a percentage off each line except gift cards (Shopify never discounts gift
   * cards); codes do not combine, so only the best applicable one applies.
   */
  costs(cart: CartRecord, language: string | null = null): CartCosts {
    const catalog = this.catalogFor(cart.buyerIdentity.countryCode, language);
    const variants = cart.lines.map((line) =>
      catalog.variantById.get(line.variantId)!,
    );
    const eligibleSubtotalCents = cart.lines.reduce(
      (sum, line, index) =>
        variants[index]!.product.isGiftCard
          ? sum
          : sum + variants[index]!.priceCents * line.quantity,
      0,
    );
    const now = new Date().toISOString();
    const verdicts = cart.discountCodes.map((code) => {
      const discount =
        catalog.discountCodes.find(
          (candidate) => candidate.code.toLowerCase() === code.toLowerCase(),
        ) ?? null;
      const warning: DiscountWarningCode | null = !discount
        ? 'DISCOUNT_NOT_FOUND'
        : (discount.startsAt && now < discount.startsAt) ||
            (discount.endsAt && now >= discount.endsAt)
          ? 'DISCOUNT_CURRENTLY_INACTIVE'
          : eligibleSubtotalCents === 0
            ? 'DISCOUNT_NO_ENTITLED_LINE_ITEMS'
            : eligibleSubtotalCents < discount.minimumSubtotalCents
              ? 'DISCOUNT_PURCHASE_NOT_IN_RANGE'
              : null;
      return {code, discount, warning};
    });
    // Codes do not combine: of the eligible ones the best applies, the others are not honoured.
    const best = verdicts.reduce<CatalogDiscount | null>(
      (top, {discount, warning}) =>
        !warning && discount && (!top || discount.percentage > top.percentage)
          ? discount
          : top,
      null,
    );
    const discountWarnings = verdicts.flatMap(
      ({code, discount, warning}): CartCosts['discountWarnings'] =>
        warning
          ? [{code, warning}]
          : discount !== best
            ? [{code, warning: 'DISCOUNT_CODE_NOT_HONOURED'}]
            : [],
    );

    const lines = cart.lines.map((line, index): LineCost => {
      const variant = variants[index]!;
      const subtotalCents = variant.priceCents * line.quantity;
      const discountCents =
        best && !variant.product.isGiftCard
          ? Math.round((subtotalCents * best.percentage) / 100)
          : 0;
      return {
        line,
        variant,
        unitCents: variant.priceCents,
        compareAtUnitCents: variant.compareAtPriceCents,
        subtotalCents,
        discountCents,
        totalCents: subtotalCents - discountCents,
      };
    });
    const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
    const totalCents = subtotalCents;
    const shippable = variants.some((variant) => variant.requiresShipping);
    const delivery = shippable
      ? (catalog.deliveryOptions.find(
          (option) => option.handle === cart.selectedDeliveryOption,
        ) ?? null)
      : null;

    let remaining = totalCents + (delivery?.costCents ?? 0);
    const giftCards = cart.giftCardCodes.map((code) => {
      const card = catalog.giftCards.find(
        (candidate) => candidate.code.toLowerCase() === code.toLowerCase(),
      )!;
      const usedCents = Math.min(card.balanceCents, remaining);
      remaining -= usedCents;
      return {
        id: card.id,
        code: card.code,
        lastCharacters: card.code.slice(-4),
        balanceCents: card.balanceCents,
        usedCents,
      };
    });

    return {
      catalog,
      currencyCode: catalog.shop.currencyCode,
      lines,
      subtotalCents,
      totalCents,
      discountCents: lines.reduce((sum, line) => sum + line.discountCents, 0),
      appliedDiscount: best ?? null,
      discountCodes: cart.discountCodes.map((code) => ({
        code,
        applicable:
          best !== null && best.code.toLowerCase() === code.toLowerCase(),
      })),
      discountWarnings,
      giftCards,
      deliveryGroupId: shippable ? gid('CartDeliveryGroup', cart.token) : null,
      delivery,
      amountDueCents: remaining,
    };
  }

  /**
   * Lines whose product the cart's market does not sell (markets.json `notSold`): for sale
   * nowhere in that market although in stock. Storefront API 2026-04 has no cart warning for
   * them (PRODUCT_UNAVAILABLE_IN_BUYER_LOCATION arrives in 2026-07), so the cart keeps them
   * silently and the checkout refuses to place the order.
   */
  static unsellableLines(costs: CartCosts): LineCost[] {
    return costs.lines.filter(
      ({variant}) => !variant.availableForSale && variant.inventory !== 0,
    );
  }

  /** Places the order for a cart and removes the cart, like completing Shopify's checkout. */
  complete(cart: CartRecord, channel: string | null): OrderRecord {
    const costs = this.costs(cart);
    const number = this.nextOrderNumber++;
    const order: OrderRecord = {
      id: gid('Order', number),
      number,
      name: `#${number}`,
      cartToken: cart.token,
      createdAt: new Date().toISOString(),
      email: cart.buyerIdentity.email,
      customerAccessToken: cart.buyerIdentity.customerAccessToken,
      channel,
      lines: costs.lines.map(({variant, line, totalCents}) => ({
        title: variant.product.title,
        variantTitle: variant.title,
        sku: variant.sku,
        quantity: line.quantity,
        totalCents,
      })),
      discountCode: costs.appliedDiscount?.code ?? null,
      subtotalCents: costs.lines.reduce(
        (sum, line) => sum + line.subtotalCents,
        0,
      ),
      discountCents: costs.discountCents,
      shippingCents: costs.delivery?.costCents ?? 0,
      giftCardCents: costs.giftCards.reduce(
        (sum, card) => sum + card.usedCents,
        0,
      ),
      totalCents: costs.totalCents + (costs.delivery?.costCents ?? 0),
      amountPaidCents: costs.amountDueCents,
      currencyCode: costs.currencyCode,
    };
    this.orders.push(order);
    this.ordersByCartToken.set(cart.token, order);
    this.carts.delete(cart.token);
    return order;
  }
}

function sameAddress(a: DeliveryAddressFields, b: DeliveryAddressFields) {
  const keys: (keyof DeliveryAddressFields)[] = [
    'address1',
    'address2',
    'city',
    'company',
    'countryCode',
    'firstName',
    'lastName',
    'phone',
    'provinceCode',
    'zip',
  ];
  return keys.every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

export function checkNote(note: string, field: string[]): UserError[] {
  return note.length > NOTE_MAX_LENGTH
    ? [
        error(
          field,
          `Note is too long (maximum is ${NOTE_MAX_LENGTH} characters)`,
          'NOTE_TOO_LONG',
        ),
      ]
    : [];
}

export function uniqueCodes(codes: string[]): string[] {
  const seen = new Set<string>();
  return codes
    .map((code) => code.trim())
    .filter(
      (code) =>
        code && !seen.has(code.toLowerCase()) && seen.add(code.toLowerCase()),
    );
}

/** Cart metafield keys may carry their namespace ("custom.gift_message"); otherwise the app-reserved one. */
function splitMetafieldKey(qualified: string): [string, string] {
  const dot = qualified.lastIndexOf('.');
  return dot === -1
    ? ['$app', qualified]
    : [qualified.slice(0, dot), qualified.slice(dot + 1)];
}

/** A cart metafield by key, with the namespace given separately or inside the key. */
export function findCartMetafield(
  cart: CartRecord,
  key: string,
  namespace: string | null | undefined,
): CartMetafield | undefined {
  const [qualifiedNamespace, qualifiedKey] = namespace
    ? [namespace, key]
    : splitMetafieldKey(key);
  return cart.metafields.find(
    (metafield) =>
      metafield.namespace === qualifiedNamespace &&
      metafield.key === qualifiedKey,
  );
}

function metafieldProblem(
  type: string,
  value: string,
): {field: string; message: string; code: string} | null {
  if (!METAFIELD_TYPES.has(type))
    return {
      field: 'type',
      message: `Type '${type}' is not a valid metafield type.`,
      code: 'INVALID_TYPE',
    };
  const valid =
    type === 'number_integer'
      ? /^-?\d+$/.test(value)
      : type === 'number_decimal'
        ? /^-?\d+(\.\d+)?$/.test(value)
        : type === 'boolean'
          ? value === 'true' || value === 'false'
          : type === 'json'
            ? isJson(value)
            : value.length > 0;
  return valid
    ? null
    : {
        field: 'value',
        message: `Value is invalid for type '${type}'.`,
        code: 'INVALID_VALUE',
      };
}

function isJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
