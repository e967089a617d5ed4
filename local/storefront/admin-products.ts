import {normaliseTags} from './admin.ts';
import {
  buildProduct,
  type Catalog,
  type CatalogProduct,
  type RawProduct,
} from './catalog.ts';
import {connectionFrom, type ConnectionArgs} from './connections.ts';
import {gid, parseGid, stableNumericId} from './global-ids.ts';
import {decimalAmount} from './money.ts';

/**
 * The Admin API product calls the admin's product form makes (productSet, productCreate,
 * publications, publishablePublish), over the same in-memory catalog the Storefront API
 * serves. As on Shopify, a product reaches the storefront when it is ACTIVE and published
 * on the online store publication; from then on the shop, its category page, its product
 * page and search find it, with no restart. Validation follows Shopify's: the codes are
 * those of ProductSetUserErrorCode and `field` is the path into the mutation's arguments
 * (list indices as strings, as Shopify sends them). Images given by `originalSource` are
 * "copied to the CDN" as Shopify does, which here means drawn by the stand-in (it works
 * offline and never fetches the URL).
 */

export type ProductStatus = 'ACTIVE' | 'ARCHIVED' | 'DRAFT';

type FileSetInput = {
  alt?: string | null;
  contentType?: string | null;
  originalSource?: string | null;
  id?: string | null;
  filename?: string | null;
};
type OptionSetInput = {
  id?: string | null;
  name?: string | null;
  position?: number | null;
  values?: {id?: string | null; name?: string | null}[] | null;
};
type VariantSetInput = {
  optionValues: {
    id?: string | null;
    name?: string | null;
    optionId?: string | null;
    optionName?: string | null;
  }[];
  price?: string | null;
  compareAtPrice?: string | null;
  sku?: string | null;
  position?: number | null;
};
export type ProductSetInput = {
  id?: string | null;
  title?: string | null;
  handle?: string | null;
  descriptionHtml?: string | null;
  productType?: string | null;
  vendor?: string | null;
  status?: ProductStatus | null;
  tags?: string[] | null;
  giftCard?: boolean | null;
  productOptions?: OptionSetInput[] | null;
  variants?: VariantSetInput[] | null;
  files?: FileSetInput[] | null;
};
type ProductCreateInput = Omit<
  ProductSetInput,
  'id' | 'variants' | 'files' | 'productOptions'
> & {
  productOptions?:
    {name?: string | null; values?: {name?: string | null}[] | null}[] | null;
};

export type ProductUserError = {
  field: string[] | null;
  message: string;
  code?: string;
};

type AdminProduct = {
  record: CatalogProduct;
  status: ProductStatus;
  publications: Set<string>;
};

/** Shopify's limits (2026-04): 3 options, 2048 variants, 250 files per product. */
const MAX_OPTIONS = 3;
const MAX_VARIANTS = 2048;
const MAX_FILES = 250;
const MAX_TITLE = 255;

/** The online store's publication: the one sales channel the local shop has. */
export const ONLINE_STORE_PUBLICATION = {
  id: gid('Publication', stableNumericId('Publication:Online Store')),
  name: 'Online Store',
};

/** Shopify's handle rule: lower case, words joined by "-", nothing else. */
export function handleize(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An illustration for the stand-in's drawn images, picked by product type. */
function artFor(productType: string): string {
  const type = productType.toLowerCase();
  if (type.includes('kamado')) return 'kamado';
  if (/charcoal|fuel|lump|coconut/.test(type)) return 'bag';
  if (/starter/.test(type)) return 'starter';
  if (/stone|pizza/.test(type)) return 'stone';
  if (/grate|grid/.test(type)) return 'grate';
  if (/cover/.test(type)) return 'cover';
  if (/thermometer|temperature/.test(type)) return 'thermometer';
  return 'tool';
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isMoney(value: string | null | undefined): boolean {
  return value == null || /^\d+(\.\d{1,2})?$/.test(String(value).trim());
}

export class ProductAdminStore {
  private readonly products = new Map<string, AdminProduct>();

  private readonly catalog: Catalog;

  constructor(catalog: Catalog) {
    this.catalog = catalog;
  }

  /** Forgets every product made through the Admin API (the catalog file's stay). */
  reset(): void {
    for (const product of this.products.values()) this.hide(product.record);
    this.products.clear();
  }

  byId(id: string): AdminProduct | undefined {
    return this.products.get(id);
  }

  private handleTaken(handle: string, self: AdminProduct | null): boolean {
    const owner =
      this.catalog.productByHandle.get(handle) ??
      [...this.products.values()].find(
        (product) => product.record.handle === handle,
      )?.record;
    return owner !== undefined && owner !== self?.record;
  }

  private uniqueHandle(base: string): string {
    const root = base || 'product';
    let handle = root;
    for (let n = 1; this.handleTaken(handle, null); n++)
      handle = `${root}-${n}`;
    return handle;
  }

  set(
    identifier: {id?: string | null; handle?: string | null} | null,
    input: ProductSetInput,
  ): {product: AdminProduct | null; userErrors: ProductUserError[]} {
    const fail = (...userErrors: ProductUserError[]) => ({
      product: null,
      userErrors,
    });
    if (identifier && input.id)
      return fail({
        field: ['input', 'id'],
        message: 'The id field is not allowed if identifier is provided.',
        code: 'ID_NOT_ALLOWED',
      });
    let existing: AdminProduct | null = null;
    const wantedId = identifier?.id ?? input.id;
    if (wantedId) {
      existing = this.products.get(wantedId) ?? null;
      if (!existing)
        return fail({
          field: identifier?.id ? ['identifier', 'id'] : ['input', 'id'],
          message: 'Product does not exist',
          code: 'PRODUCT_DOES_NOT_EXIST',
        });
    } else if (identifier?.handle) {
      existing =
        [...this.products.values()].find(
          (product) => product.record.handle === identifier.handle,
        ) ?? null;
      if (!existing)
        return fail({
          field: ['identifier', 'handle'],
          message: 'Product does not exist',
          code: 'NOT_FOUND',
        });
    }

    const title = (input.title ?? existing?.record.title ?? '').trim();
    const errors: ProductUserError[] = [];
    if (!title)
      errors.push({
        field: ['input', 'title'],
        message: "Title can't be blank",
        code: 'INVALID_PRODUCT',
      });
    else if (title.length > MAX_TITLE)
      errors.push({
        field: ['input', 'title'],
        message: `Title is too long (maximum is ${MAX_TITLE} characters)`,
        code: 'INVALID_PRODUCT',
      });

    let handle = existing?.record.handle ?? '';
    if (input.handle != null) {
      handle = handleize(input.handle);
      if (!handle)
        errors.push({
          field: ['input', 'handle'],
          message: "Handle can't be blank",
          code: 'INVALID_PRODUCT',
        });
      else if (this.handleTaken(handle, existing))
        errors.push({
          field: ['input', 'handle'],
          message: `Handle '${handle}' already in use. Please provide a new handle.`,
          code: 'HANDLE_NOT_UNIQUE',
        });
    } else if (!existing) {
      handle = this.uniqueHandle(handleize(title));
    }

    const options = this.checkOptions(input, errors);
    const variants = this.checkVariants(input, options, errors);
    const files = this.checkFiles(input.files ?? [], errors);
    if (errors.length) return fail(...errors);

    const now = new Date().toISOString();
    const productType = input.productType ?? existing?.record.productType ?? '';
    const raw: RawProduct = {
      handle,
      title,
      productType,
      vendor: input.vendor ?? existing?.record.vendor ?? this.catalog.shop.name,
      art: artFor(productType),
      tags: input.tags
        ? normaliseTags(input.tags)
        : (existing?.record.tags ?? []),
      unitsSold: existing?.record.unitsSold ?? 0,
      createdAt: existing?.record.createdAt ?? now,
      updatedAt: now,
      descriptionHtml:
        input.descriptionHtml ?? existing?.record.descriptionHtml ?? '',
      images: files.map((file) => file.alt || title),
      options: options.length
        ? options.map((option) => ({
            name: option.name,
            values: option.values.map((name) => ({name})),
          }))
        : undefined,
      variants,
      isGiftCard: input.giftCard ?? false,
    };
    const record = buildProduct(raw, {minImages: 0, maxImages: MAX_FILES});
    const product: AdminProduct = {
      record,
      status: input.status ?? existing?.status ?? 'ACTIVE',
      publications: existing?.publications ?? new Set(),
    };
    if (existing) {
      this.hide(existing.record);
      this.products.delete(existing.record.id);
    }
    this.products.set(record.id, product);
    this.syncStorefront(product);
    return {product, userErrors: []};
  }

  private checkOptions(
    input: ProductSetInput,
    errors: ProductUserError[],
  ): {name: string; values: string[]}[] {
    const options = input.productOptions ?? [];
    if (options.length > MAX_OPTIONS) {
      errors.push({
        field: ['input', 'productOptions'],
        message: `Can only specify a maximum of ${MAX_OPTIONS} options`,
        code: 'OPTIONS_OVER_LIMIT',
      });
      return [];
    }
    const seenNames = new Set<string>();
    return options.map((option, index) => {
      const field = ['input', 'productOptions', String(index)];
      const name = (option.name ?? '').trim();
      if (!name)
        errors.push({
          field: [...field, 'name'],
          message: 'Option name cannot be blank',
          code: 'INVALID_INPUT',
        });
      else if (seenNames.has(name.toLowerCase()))
        errors.push({
          field: [...field, 'name'],
          message: `Duplicated option name '${name}'`,
          code: 'DUPLICATED_OPTION_NAME',
        });
      seenNames.add(name.toLowerCase());
      const values = (option.values ?? []).map((value) =>
        (value.name ?? '').trim(),
      );
      if (values.length === 0 || values.some((value) => !value))
        errors.push({
          field: [...field, 'values'],
          message: 'Option values are missing',
          code: 'OPTION_VALUES_MISSING',
        });
      const seenValues = new Set<string>();
      for (const value of values) {
        if (seenValues.has(value.toLowerCase()))
          errors.push({
            field: [...field, 'values'],
            message: `Duplicated option value '${value}'`,
            code: 'DUPLICATED_OPTION_VALUE',
          });
        seenValues.add(value.toLowerCase());
      }
      return {name, values};
    });
  }

  private checkVariants(
    input: ProductSetInput,
    options: {name: string; values: string[]}[],
    errors: ProductUserError[],
  ): RawProduct['variants'] {
    const variants = input.variants ?? [];
    if (options.length && variants.length === 0) {
      errors.push({
        field: ['input', 'variants'],
        message: 'Variants input is required when updating product options.',
        code: 'VARIANTS_INPUT_MISSING',
      });
      return [];
    }
    if (!options.length && variants.some((v) => v.optionValues.length > 0)) {
      errors.push({
        field: ['input', 'productOptions'],
        message:
          'Product options input is required when updating variants with option values.',
        code: 'PRODUCT_OPTIONS_INPUT_MISSING',
      });
      return [];
    }
    if (variants.length > MAX_VARIANTS) {
      errors.push({
        field: ['input', 'variants'],
        message: `Can only specify a maximum of ${MAX_VARIANTS} variants`,
        code: 'VARIANTS_OVER_LIMIT',
      });
      return [];
    }
    if (variants.length === 0) return [{price: '0.00'}];

    const seenCombinations = new Set<string>();
    return variants.map((variant, index) => {
      const field = ['input', 'variants', String(index)];
      if (!isMoney(variant.price))
        errors.push({
          field: [...field, 'price'],
          message: 'Price must be a number greater than or equal to 0',
          code: 'INVALID_VARIANT',
        });
      if (!isMoney(variant.compareAtPrice))
        errors.push({
          field: [...field, 'compareAtPrice'],
          message:
            'Compare at price must be a number greater than or equal to 0',
          code: 'INVALID_VARIANT',
        });
      const chosen = options.map((option) => {
        const match = variant.optionValues.find(
          (value) => value.optionName?.trim() === option.name,
        );
        return match?.name?.trim() ?? null;
      });
      const unknownOption = variant.optionValues.find(
        (value) =>
          !options.some((option) => option.name === value.optionName?.trim()),
      );
      if (unknownOption)
        errors.push({
          field: [...field, 'optionValues'],
          message: `Option '${unknownOption.optionName ?? ''}' does not exist`,
          code: 'OPTION_DOES_NOT_EXIST',
        });
      else if (options.length && chosen.some((value) => value === null))
        errors.push({
          field: [...field, 'optionValues'],
          message: 'The variant must have a value for every option',
          code: 'INVALID_VARIANT',
        });
      else {
        const missing = chosen.findIndex(
          (value, optionIndex) =>
            !options[optionIndex]!.values.includes(value!),
        );
        if (missing !== -1)
          errors.push({
            field: [...field, 'optionValues'],
            message: `Option value '${chosen[missing]}' does not exist`,
            code: 'OPTION_VALUE_DOES_NOT_EXIST',
          });
        const combination = options.length
          ? chosen.join(' / ')
          : 'Default Title';
        if (seenCombinations.has(combination))
          errors.push({
            field: [...field, 'optionValues'],
            message: `The variant '${combination}' already exists.`,
            code: 'INVALID_VARIANT',
          });
        seenCombinations.add(combination);
      }
      return {
        options: options.length ? (chosen as string[]) : undefined,
        price: isMoney(variant.price) ? String(variant.price ?? '0') : '0',
        compareAtPrice:
          variant.compareAtPrice != null && isMoney(variant.compareAtPrice)
            ? String(variant.compareAtPrice)
            : undefined,
        sku: variant.sku ?? undefined,
      };
    });
  }

  private checkFiles(
    files: FileSetInput[],
    errors: ProductUserError[],
  ): FileSetInput[] {
    if (files.length > MAX_FILES) {
      errors.push({
        field: ['input', 'files'],
        message: `Can only specify a maximum of ${MAX_FILES} files`,
        code: 'INVALID_INPUT',
      });
      return [];
    }
    files.forEach((file, index) => {
      const field = ['input', 'files', String(index)];
      if (file.contentType && file.contentType !== 'IMAGE')
        errors.push({
          field: [...field, 'contentType'],
          message: 'Only images are supported by the local Admin API',
          code: 'INVALID_INPUT',
        });
      if (!file.originalSource || !isHttpUrl(file.originalSource))
        errors.push({
          field: [...field, 'originalSource'],
          message: 'Original source is not a valid URL',
          code: 'INVALID_INPUT',
        });
    });
    return files;
  }

  /** productCreate: options get their first value in one variant, priced 0, as on Shopify. */
  create(
    input: ProductCreateInput,
    media: {
      alt?: string | null;
      mediaContentType: string;
      originalSource: string;
    }[],
  ): {product: AdminProduct | null; userErrors: ProductUserError[]} {
    const options = input.productOptions ?? [];
    const result = this.set(null, {
      ...input,
      productOptions: options,
      variants: options.length
        ? [
            {
              optionValues: options.map((option) => ({
                optionName: option.name,
                name: option.values?.[0]?.name,
              })),
              price: '0.00',
            },
          ]
        : [],
      files: media.map((item) => ({
        alt: item.alt,
        contentType: item.mediaContentType,
        originalSource: item.originalSource,
      })),
    });
    // productCreate's errors name its own arguments: `product` and `media`, not `input`.
    return {
      product: result.product,
      userErrors: result.userErrors.map((error) => ({
        field: error.field && renameProductCreateField(error.field),
        message: error.message,
      })),
    };
  }

  publish(
    id: string,
    inputs: {publicationId?: string | null}[],
  ): {
    product: AdminProduct | CatalogProduct | null;
    userErrors: ProductUserError[];
  } {
    const product =
      this.products.get(id) ??
      (parseGid(id)?.type === 'Product'
        ? this.catalog.products.find((item) => item.id === id)
        : undefined);
    if (!product)
      return {
        product: null,
        userErrors: [{field: ['id'], message: 'Product does not exist'}],
      };
    const unknown = inputs.findIndex(
      (input) => input.publicationId !== ONLINE_STORE_PUBLICATION.id,
    );
    if (unknown !== -1)
      return {
        product: null,
        userErrors: [
          {
            field: ['input', String(unknown), 'publicationId'],
            message: 'Publication does not exist',
          },
        ],
      };
    if ('publications' in product) {
      product.publications.add(ONLINE_STORE_PUBLICATION.id);
      this.syncStorefront(product);
    }
    return {product, userErrors: []};
  }

  isPublished(product: AdminProduct | CatalogProduct): boolean {
    return 'publications' in product
      ? product.publications.has(ONLINE_STORE_PUBLICATION.id)
      : true;
  }

  /** In the storefront exactly when ACTIVE and published on the online store. */
  private syncStorefront(product: AdminProduct): void {
    this.hide(product.record);
    if (product.status === 'ACTIVE' && this.isPublished(product)) {
      this.catalog.products.push(product.record);
      this.catalog.productByHandle.set(product.record.handle, product.record);
      for (const variant of product.record.variants)
        this.catalog.variantById.set(variant.id, variant);
    }
  }

  private hide(record: CatalogProduct): void {
    const index = this.catalog.products.indexOf(record);
    if (index !== -1) this.catalog.products.splice(index, 1);
    if (this.catalog.productByHandle.get(record.handle) === record)
      this.catalog.productByHandle.delete(record.handle);
    for (const variant of record.variants)
      if (this.catalog.variantById.get(variant.id) === variant)
        this.catalog.variantById.delete(variant.id);
  }
}

function renameProductCreateField(field: string[]): string[] {
  if (field[0] !== 'input') return field;
  if (field[1] === 'files') return ['media', ...field.slice(2)];
  return ['product', ...field.slice(1)];
}

/** The Admin API's Product, as the product form reads it back. */
export function productModel(
  store: ProductAdminStore,
  product: AdminProduct | CatalogProduct,
  baseUrl: string,
) {
  const record = 'record' in product ? product.record : product;
  const status = 'status' in product ? product.status : 'ACTIVE';
  const media = record.images.map((image) => ({
    __typename: 'MediaImage',
    id: gid('MediaImage', parseGid(image.id)!.id),
    alt: image.altText,
    mediaContentType: 'IMAGE',
    image: {
      id: image.id,
      altText: image.altText,
      url: `${baseUrl}${image.path}`,
      width: image.width,
      height: image.height,
    },
  }));
  const variants = record.variants.map((variant) => ({
    __typename: 'ProductVariant',
    id: variant.id,
    title: variant.title,
    displayName: `${record.title} - ${variant.title}`,
    position: variant.position,
    price: decimalAmount(variant.priceCents),
    compareAtPrice:
      variant.compareAtPriceCents === null
        ? null
        : decimalAmount(variant.compareAtPriceCents),
    sku: variant.sku,
    availableForSale: variant.availableForSale,
    selectedOptions: variant.selectedOptions,
  }));
  const published = store.isPublished(product);
  return {
    __typename: 'Product',
    id: record.id,
    handle: record.handle,
    title: record.title,
    descriptionHtml: record.descriptionHtml,
    productType: record.productType,
    vendor: record.vendor,
    status,
    tags: record.tags,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    // A headless shop has no Online Store theme to link to; the storefront builds its URL.
    onlineStoreUrl: null,
    onlineStorePreviewUrl: null,
    options: ({first}: {first?: number | null}) =>
      record.options.slice(0, first ?? undefined).map((option, index) => ({
        __typename: 'ProductOption',
        id: option.id,
        name: option.name,
        position: index + 1,
        values: option.values.map((value) => value.name),
        optionValues: option.values.map((value, valueIndex) => ({
          __typename: 'ProductOptionValue',
          id: value.id,
          name: value.name,
          hasVariants: record.variants.some(
            (variant) => variant.optionIndices[index] === valueIndex,
          ),
        })),
      })),
    variants: (args: ConnectionArgs) =>
      connectionFrom(variants, args, (variant) => variant.id),
    media: (args: ConnectionArgs) =>
      connectionFrom(media, args, (item) => item.id),
    publishedOnCurrentPublication: published,
    publishedOnPublication: ({publicationId}: {publicationId: string}) =>
      publicationId === ONLINE_STORE_PUBLICATION.id && published,
  };
}

/** Root fields for the product calls, merged into the Admin API's root by server.ts. */
export function productAdminRoot(
  store: ProductAdminStore,
  baseUrl: string,
  injectedUserErrors: string[] | null,
): Record<string, unknown> {
  const forced = injectedUserErrors?.map((message) => ({field: null, message}));
  const model = (product: AdminProduct | CatalogProduct | null) =>
    product && productModel(store, product, baseUrl);
  return {
    product: ({id}: {id: string}) => model(store.byId(id) ?? null),
    publications: (args: ConnectionArgs) =>
      connectionFrom(
        [
          {
            __typename: 'Publication',
            ...ONLINE_STORE_PUBLICATION,
            autoPublish: false,
            supportsFuturePublishing: true,
          },
        ],
        args,
        (publication) => publication.id,
      ),
    productSet: ({
      identifier,
      input,
    }: {
      identifier?: {id?: string; handle?: string} | null;
      input: ProductSetInput;
    }) => {
      if (forced) return {product: null, userErrors: forced};
      const result = store.set(identifier ?? null, input);
      return {product: model(result.product), userErrors: result.userErrors};
    },
    productCreate: ({
      product,
      media,
    }: {
      product?: ProductCreateInput | null;
      media?:
        | {alt?: string; mediaContentType: string; originalSource: string}[]
        | null;
    }) => {
      if (forced) return {product: null, userErrors: forced};
      const result = store.create(product ?? {}, media ?? []);
      return {product: model(result.product), userErrors: result.userErrors};
    },
    publishablePublish: ({
      id,
      input,
    }: {
      id: string;
      input: {publicationId?: string | null}[];
    }) => {
      if (forced) return {publishable: null, userErrors: forced};
      const result = store.publish(id, input);
      return {
        publishable: model(result.product),
        userErrors: result.userErrors,
      };
    },
  };
}
