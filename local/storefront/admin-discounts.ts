/**
 * The Admin API's code discounts over the catalog's `discountCodes`, enough to read and
 * change when a code works: `codeDiscountNodeByCode` (the storefront and the emails read a
 * code's end date; Shopify matches the code case-insensitively) and
 * `discountCodeBasicUpdate` with `startsAt`/`endsAt` (what a merchant changes in the admin).
 * The carts read the same objects, so a code ended here is refused at the next cart change.
 * `POST /__local/reset` puts the catalog's dates back.
 */
import type {Catalog, CatalogDiscount} from './catalog.ts';
import {gid, parseGid, stableNumericId} from './global-ids.ts';

/** Shopify requires a start; the catalog's codes without one started with the shop. */
const SHOP_OPENED_AT = '2025-11-01T00:00:00Z';

export class DiscountAdminStore {
  private readonly original: Map<
    CatalogDiscount,
    {startsAt: string | null; endsAt: string | null}
  >;

  private readonly catalog: Catalog;

  constructor(catalog: Catalog) {
    this.catalog = catalog;
    this.original = new Map(
      catalog.discountCodes.map((discount) => [
        discount,
        {startsAt: discount.startsAt, endsAt: discount.endsAt},
      ]),
    );
  }

  reset(): void {
    for (const [discount, dates] of this.original)
      Object.assign(discount, dates);
  }

  byCode(code: string): CatalogDiscount | undefined {
    return this.catalog.discountCodes.find(
      (discount) => discount.code.toLowerCase() === code.trim().toLowerCase(),
    );
  }

  byId(id: string): CatalogDiscount | undefined {
    return this.catalog.discountCodes.find(
      (discount) => nodeId(discount) === id,
    );
  }
}

const nodeId = (discount: CatalogDiscount) =>
  gid('DiscountCodeNode', stableNumericId(`Discount:${discount.code}`));

function statusOf(discount: CatalogDiscount, now: string) {
  if (discount.startsAt && now < discount.startsAt) return 'SCHEDULED';
  if (discount.endsAt && now >= discount.endsAt) return 'EXPIRED';
  return 'ACTIVE';
}

function nodeModel(discount: CatalogDiscount) {
  return {
    __typename: 'DiscountCodeNode',
    id: nodeId(discount),
    codeDiscount: {
      __typename: 'DiscountCodeBasic',
      title: discount.title,
      status: statusOf(discount, new Date().toISOString()),
      startsAt: discount.startsAt ?? SHOP_OPENED_AT,
      endsAt: discount.endsAt,
    },
  };
}

type DiscountInput = {
  startsAt?: string | null;
  endsAt?: string | null;
  title?: string | null;
};

const isDateTime = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

export function discountAdminRoot(
  store: DiscountAdminStore,
  injectedUserErrors: string[] | null,
): Record<string, unknown> {
  return {
    codeDiscountNodeByCode: ({code}: {code: string}) => {
      const discount = store.byCode(code);
      return discount ? nodeModel(discount) : null;
    },
    discountCodeBasicUpdate: ({
      id,
      basicCodeDiscount,
    }: {
      id: string;
      basicCodeDiscount: DiscountInput;
    }) => {
      if (injectedUserErrors)
        return {
          codeDiscountNode: null,
          userErrors: injectedUserErrors.map((message) => ({
            field: null,
            message,
            code: null,
          })),
        };
      const discount = parseGid(id) ? store.byId(id) : undefined;
      if (!discount)
        return {
          codeDiscountNode: null,
          userErrors: [
            {
              field: ['id'],
              message: 'Discount does not exist',
              code: 'INVALID',
            },
          ],
        };
      const {startsAt, endsAt, title} = basicCodeDiscount;
      for (const [name, value] of [
        ['startsAt', startsAt],
        ['endsAt', endsAt],
      ] as const)
        if (value != null && !isDateTime(value))
          return {
            codeDiscountNode: null,
            userErrors: [
              {
                field: ['basicCodeDiscount', name],
                message: `${name === 'startsAt' ? 'Starts at' : 'Ends at'} is invalid`,
                code: 'INVALID',
              },
            ],
          };
      const nextStart = startsAt === undefined ? discount.startsAt : startsAt;
      const nextEnd = endsAt === undefined ? discount.endsAt : endsAt;
      if (nextStart && nextEnd && Date.parse(nextEnd) <= Date.parse(nextStart))
        return {
          codeDiscountNode: null,
          userErrors: [
            {
              field: ['basicCodeDiscount', 'endsAt'],
              message: 'Ends at needs to be after starts_at',
              code: 'INVALID',
            },
          ],
        };
      // Stored as ISO strings in UTC, which the carts compare with `now`.
      discount.startsAt = nextStart && new Date(nextStart).toISOString();
      discount.endsAt = nextEnd && new Date(nextEnd).toISOString();
      if (title) discount.title = title;
      return {codeDiscountNode: nodeModel(discount), userErrors: []};
    },
  };
}
