import {
  findCartMetafield,
  type CartMetafield,
  type CartRecord,
  type CartStore,
  type DeliveryAddressFields,
} from './cart.ts';
import type {
  Catalog,
  CatalogCollection,
  CatalogImage,
  CatalogMenuItem,
  CatalogPage,
  CatalogPolicy,
  CatalogProduct,
  CatalogVariant,
} from './catalog.ts';
import {
  connectionFrom,
  mapConnection,
  type ConnectionArgs,
} from './connections.ts';
import {gid, stableNumericId} from './global-ids.ts';
import {stripHtml} from './html.ts';
import {money} from './money.ts';
import {
  collectionProducts,
  matchesProductFilters,
  sortProducts,
  type ProductFilterInput,
} from './product-search.ts';
import {productFacets} from './product-facets.ts';
import {encodeVariantCombinations} from './variant-encoding.ts';
import {articleModel, blogModel} from './blogs.ts';
import type {InContext, Markets, StorefrontMarket} from './markets.ts';

/**
 * Catalog and cart records as objects graphql-js can resolve with its default resolver:
 * plain values, and functions (called with the field's arguments) where a field takes
 * arguments or is costly. `__typename` picks the concrete type behind interfaces and unions.
 */

export type StorefrontContext = {
  /** The catalog as the request's market and language see it (markets.ts). */
  catalog: Catalog;
  carts: CartStore;
  baseUrl: string;
  markets: Markets;
  /** What `@inContext` resolved to: the primary market in the shop's language without one. */
  inContext: InContext;
};

type Model = Record<string, unknown>;
type SelectionArgs = {
  selectedOptions?: {name: string; value: string}[] | null;
  ignoreUnknownOptions?: boolean;
  caseInsensitiveMatch?: boolean;
};

const COUNTRY_NAMES: Record<string, string> = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  DE: 'Germany',
};
/** Storefront `Currency` name and symbol, in English as Shopify gives them. */
const CURRENCIES: Record<string, {name: string; symbol: string}> = {
  USD: {name: 'United States Dollar', symbol: '$'},
  CAD: {name: 'Canadian Dollar', symbol: '$'},
  GBP: {name: 'British Pound', symbol: '£'},
  EUR: {name: 'Euro', symbol: '€'},
};
/** Storefront `Language.name` (in English) and `endonymName` (in the language itself). */
const LANGUAGES: Record<string, {name: string; endonymName: string}> = {
  EN: {name: 'English', endonymName: 'English'},
  FR: {name: 'French', endonymName: 'Français'},
  DE: {name: 'German', endonymName: 'Deutsch'},
};

function currency(ctx: StorefrontContext): string {
  return ctx.catalog.shop.currencyCode;
}

function amount(ctx: StorefrontContext, cents: number) {
  return money(cents, currency(ctx));
}

function emptyConnection(args: ConnectionArgs) {
  return connectionFrom([], args, () => '');
}

/** Shopify answers `metafields(identifiers:)` with one entry per identifier, null when unset. */
function noMetafields(): Model {
  return {
    metafield: null,
    metafields: ({identifiers}: {identifiers: unknown[]}) =>
      identifiers.map(() => null),
  };
}

function truncatedText(text: string) {
  return ({truncateAt}: {truncateAt?: number | null}) =>
    truncateAt != null && text.length > truncateAt
      ? `${text.slice(0, Math.max(0, truncateAt - 3))}...`
      : text;
}

export function imageModel(ctx: StorefrontContext, image: CatalogImage): Model {
  // Transform arguments (size, crop, format) are accepted and ignored: the art is vector.
  const url = `${ctx.baseUrl}${image.path}`;
  return {
    __typename: 'Image',
    id: image.id,
    url,
    src: url,
    originalSrc: url,
    transformedSrc: url,
    altText: image.altText,
    width: image.width,
    height: image.height,
    thumbhash: null,
  };
}

function mediaImageModel(
  ctx: StorefrontContext,
  numericId: number,
  image: CatalogImage,
): Model {
  const preview = imageModel(ctx, image);
  return {
    __typename: 'MediaImage',
    id: gid('MediaImage', numericId),
    alt: image.altText,
    image: preview,
    previewImage: preview,
    mediaContentType: 'IMAGE',
    presentation: null,
  };
}

export function variantModel(
  ctx: StorefrontContext,
  variant: CatalogVariant,
): Model {
  const price = amount(ctx, variant.priceCents);
  const compareAtPrice =
    variant.compareAtPriceCents === null
      ? null
      : amount(ctx, variant.compareAtPriceCents);
  return {
    __typename: 'ProductVariant',
    id: variant.id,
    title: variant.title,
    sku: variant.sku,
    barcode: null,
    availableForSale: variant.availableForSale,
    // No variant keeps selling when out of stock (Shopify's "continue selling"), so a
    // variant for sale is in stock.
    currentlyNotInStock: false,
    // Shopify's "total sellable quantity"; null where inventory is not tracked.
    quantityAvailable: variant.inventory,
    price,
    priceV2: price,
    compareAtPrice,
    compareAtPriceV2: compareAtPrice,
    unitPrice: null,
    unitPriceMeasurement: null,
    selectedOptions: variant.selectedOptions,
    image: variant.image && imageModel(ctx, variant.image),
    product: () => productModel(ctx, variant.product),
    requiresShipping: variant.requiresShipping,
    requiresComponents: false,
    taxable: !variant.product.isGiftCard,
    weight: variant.weight,
    weightUnit: 'POUNDS',
    quantityRule: {minimum: 1, maximum: null, increment: 1},
    components: emptyConnection,
    groupedBy: emptyConnection,
    quantityPriceBreaks: emptyConnection,
    sellingPlanAllocations: emptyConnection,
    storeAvailability: emptyConnection,
    shopPayInstallmentsPricing: null,
    ...noMetafields(),
  };
}

/** The selected options mapped onto the product's options, or null when one is unknown and may not be ignored. */
function resolveSelection(
  product: CatalogProduct,
  args: SelectionArgs,
  ignoreUnknownByDefault: boolean,
) {
  const equal = args.caseInsensitiveMatch
    ? (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
    : (a: string, b: string) => a === b;
  const ignoreUnknown = args.ignoreUnknownOptions ?? ignoreUnknownByDefault;
  const selection: {optionIndex: number; value: string}[] = [];
  for (const selected of args.selectedOptions ?? []) {
    const optionIndex = product.options.findIndex((option) =>
      equal(option.name, selected.name),
    );
    if (optionIndex === -1) {
      if (ignoreUnknown) continue;
      return null;
    }
    selection.push({optionIndex, value: selected.value});
  }
  const matches = (variant: CatalogVariant) =>
    selection.every(({optionIndex, value}) =>
      equal(variant.selectedOptions[optionIndex]!.value, value),
    );
  return {selection, matches};
}

function firstAvailable(
  variants: CatalogVariant[],
): CatalogVariant | undefined {
  return variants.find((variant) => variant.availableForSale) ?? variants[0];
}

/** Shopify: the variant matching the selection, else the first available one, else the first. */
function selectedOrFirstAvailable(
  product: CatalogProduct,
  args: SelectionArgs,
): CatalogVariant {
  const resolved = resolveSelection(product, args, true);
  const candidates = resolved ? product.variants.filter(resolved.matches) : [];
  return firstAvailable(candidates) ?? firstAvailable(product.variants)!;
}

/** Exact match on every option of the product, else null. */
function variantBySelectedOptions(
  product: CatalogProduct,
  args: SelectionArgs,
): CatalogVariant | null {
  const resolved = resolveSelection(product, args, false);
  if (!resolved) return null;
  const covered = new Set(
    resolved.selection.map(({optionIndex}) => optionIndex),
  );
  if (covered.size !== product.options.length) return null;
  return product.variants.find(resolved.matches) ?? null;
}

export function productModel(
  ctx: StorefrontContext,
  product: CatalogProduct,
): Model {
  const prices = product.variants.map((variant) => variant.priceCents);
  // Shopify reports 0.0 for variants without a compare-at price.
  const compareAtPrices = product.variants.map(
    (variant) => variant.compareAtPriceCents ?? 0,
  );
  const imagePage = (args: ConnectionArgs & {reverse?: boolean}) =>
    connectionFrom(
      args.reverse ? [...product.images].reverse() : product.images,
      args,
      (image) => image.id,
    );
  return {
    __typename: 'Product',
    id: product.id,
    handle: product.handle,
    title: product.title,
    productType: product.productType,
    vendor: product.vendor,
    tags: product.tags,
    isGiftCard: product.isGiftCard,
    availableForSale: product.availableForSale,
    createdAt: product.createdAt,
    publishedAt: product.createdAt,
    updatedAt: product.updatedAt,
    description: truncatedText(product.description),
    descriptionHtml: product.descriptionHtml,
    seo: product.seo,
    onlineStoreUrl: null,
    trackingParameters: null,
    category: null,
    totalInventory: product.variants.some(
      (variant) => variant.inventory !== null,
    )
      ? product.variants.reduce(
          (sum, variant) => sum + (variant.inventory ?? 0),
          0,
        )
      : null,
    requiresSellingPlan: false,
    sellingPlanGroups: emptyConnection,
    // A product without media is normal in Shopify: no featured image, an empty connection.
    featuredImage: product.images[0]
      ? imageModel(ctx, product.images[0])
      : null,
    images: (args: ConnectionArgs & {reverse?: boolean}) =>
      mapConnection(imagePage(args), (image) => imageModel(ctx, image)),
    media: (args: ConnectionArgs & {reverse?: boolean}) =>
      mapConnection(imagePage(args), (image) =>
        mediaImageModel(
          ctx,
          stableNumericId(`MediaImage:${product.handle}:${image.position}`),
          image,
        ),
      ),
    options: ({first}: {first?: number | null}) =>
      product.options.slice(0, first ?? undefined).map((option) => ({
        __typename: 'ProductOption',
        id: option.id,
        name: option.name,
        values: option.values.map((value) => value.name),
        optionValues: option.values.map((value, valueIndex) => ({
          __typename: 'ProductOptionValue',
          id: value.id,
          name: value.name,
          swatch: value.swatch ? {color: value.swatch, image: null} : null,
          // "Combines this option value with the lowest-position values of the other options."
          firstSelectableVariant: () => {
            const variant = product.variants.find(
              (candidate) =>
                candidate.optionIndices[product.options.indexOf(option)] ===
                valueIndex,
            );
            return variant ? variantModel(ctx, variant) : null;
          },
        })),
      })),
    priceRange: {
      minVariantPrice: amount(ctx, Math.min(...prices)),
      maxVariantPrice: amount(ctx, Math.max(...prices)),
    },
    compareAtPriceRange: {
      minVariantPrice: amount(ctx, Math.min(...compareAtPrices)),
      maxVariantPrice: amount(ctx, Math.max(...compareAtPrices)),
    },
    variants: (
      args: ConnectionArgs & {reverse?: boolean; sortKey?: string},
    ) => {
      const sorted = sortVariants(product.variants, args.sortKey ?? 'POSITION');
      const connection = connectionFrom(
        args.reverse ? sorted.reverse() : sorted,
        args,
        (variant) => variant.id,
      );
      return mapConnection(connection, (variant) => variantModel(ctx, variant));
    },
    variantsCount: {count: product.variants.length, precision: 'EXACT'},
    selectedOrFirstAvailableVariant: (args: SelectionArgs) =>
      variantModel(ctx, selectedOrFirstAvailable(product, args)),
    variantBySelectedOptions: (args: SelectionArgs) => {
      const variant = variantBySelectedOptions(product, args);
      return variant && variantModel(ctx, variant);
    },
    adjacentVariants: (args: SelectionArgs) => {
      const base = args.selectedOptions?.length
        ? selectedOrFirstAvailable(product, args)
        : firstAvailable(product.variants)!;
      return product.variants
        .filter(
          (variant) =>
            variant.optionIndices.filter(
              (index, position) => index !== base.optionIndices[position],
            ).length === 1,
        )
        .sort((a, b) => a.numericId - b.numericId)
        .map((variant) => variantModel(ctx, variant));
    },
    encodedVariantExistence: encodeVariantCombinations(
      product.variants.map((variant) => variant.optionIndices),
    ),
    encodedVariantAvailability: encodeVariantCombinations(
      product.variants
        .filter((variant) => variant.availableForSale)
        .map((variant) => variant.optionIndices),
    ),
    collections: (args: ConnectionArgs & {reverse?: boolean}) => {
      const containing = ctx.catalog.collections.filter((collection) =>
        collectionProducts(ctx.catalog, collection).includes(product),
      );
      const connection = connectionFrom(
        args.reverse ? containing.reverse() : containing,
        args,
        (collection) => collection.id,
      );
      return mapConnection(connection, (collection) =>
        collectionModel(ctx, collection),
      );
    },
    ...noMetafields(),
  };
}

function sortVariants(
  variants: CatalogVariant[],
  sortKey: string,
): CatalogVariant[] {
  const valueOf: Record<string, (variant: CatalogVariant) => string | number> =
    {
      POSITION: (variant) => variant.position,
      RELEVANCE: (variant) => variant.position,
      ID: (variant) => variant.numericId,
      SKU: (variant) => variant.sku ?? '',
      TITLE: (variant) => variant.title.toLowerCase(),
    };
  const key = valueOf[sortKey] ?? valueOf.POSITION!;
  return [...variants].sort((a, b) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.position - b.position,
  );
}

type CollectionProductsArgs = ConnectionArgs & {
  reverse?: boolean;
  sortKey?: string;
  filters?: ProductFilterInput[] | null;
};

export function collectionModel(
  ctx: StorefrontContext,
  collection: CatalogCollection,
): Model {
  return {
    __typename: 'Collection',
    id: collection.id,
    handle: collection.handle,
    title: collection.title,
    description: truncatedText(collection.description),
    descriptionHtml: collection.descriptionHtml,
    updatedAt: collection.updatedAt,
    image: null,
    seo: {title: null, description: null},
    onlineStoreUrl: null,
    trackingParameters: null,
    products: (args: CollectionProductsArgs) => {
      const members = collectionProducts(ctx.catalog, collection);
      const selected = args.filters ?? [];
      const sorted = sortProducts(
        members.filter((product) => matchesProductFilters(product, selected)),
        args.sortKey ?? 'COLLECTION_DEFAULT',
        args.reverse ?? false,
        null,
        members,
      );
      return {
        ...mapConnection(
          connectionFrom(sorted, args, (product) => product.id),
          (product) => productModel(ctx, product),
        ),
        filters: productFacets(ctx.catalog.productFilters, members, selected),
      };
    },
    ...noMetafields(),
  };
}

export function pageModel(page: CatalogPage): Model {
  return {
    __typename: 'Page',
    id: page.id,
    handle: page.handle,
    title: page.title,
    body: page.body,
    bodySummary: stripHtml(page.body).slice(0, 150),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    seo: page.seo,
    onlineStoreUrl: null,
    trackingParameters: null,
    ...noMetafields(),
  };
}

export function policyModel(
  ctx: StorefrontContext,
  policy: CatalogPolicy,
): Model {
  return {
    __typename: 'ShopPolicy',
    id: policy.id,
    handle: policy.handle,
    title: policy.title,
    body: policy.body,
    url: `${ctx.baseUrl}/policies/${policy.handle}`,
  };
}

/** The resource a menu item links, as its Storefront model (or null when it is gone). */
function menuResource(
  ctx: StorefrontContext,
  resource: NonNullable<CatalogMenuItem['resource']>,
): Model | null {
  const {catalog} = ctx;
  switch (resource.type) {
    case 'COLLECTION': {
      const found = catalog.collections.find(
        (item) => item.handle === resource.handle,
      );
      return found ? collectionModel(ctx, found) : null;
    }
    case 'PAGE': {
      const found = catalog.pages.find(
        (item) => item.handle === resource.handle,
      );
      return found ? pageModel(found) : null;
    }
    case 'PRODUCT': {
      const found = catalog.productByHandle.get(resource.handle);
      return found ? productModel(ctx, found) : null;
    }
    case 'SHOP_POLICY': {
      const found = catalog.policies.find(
        (item) => item.handle === resource.handle,
      );
      return found ? policyModel(ctx, found) : null;
    }
    case 'BLOG': {
      const found = catalog.blogs.find(
        (item) => item.handle === resource.handle,
      );
      return found ? blogModel(ctx, found) : null;
    }
    case 'ARTICLE': {
      const [blogHandle, articleHandle] = resource.handle.split('/');
      const found = catalog.blogs
        .find((item) => item.handle === blogHandle)
        ?.articles.find((item) => item.handle === articleHandle);
      return found ? articleModel(ctx, found) : null;
    }
  }
}

function menuItemModel(ctx: StorefrontContext, item: CatalogMenuItem): Model {
  const resource = item.resource && menuResource(ctx, item.resource);
  return {
    __typename: 'MenuItem',
    id: item.id,
    title: item.title,
    type: item.type,
    // Absolute on the shop's primary domain, as Shopify returns them (Shopify's own
    // online-store paths: /collections/…, /pages/…, /policies/…); storefronts map them.
    url: new URL(item.path, ctx.baseUrl).href,
    tags: [],
    resourceId: (resource?.id as string | undefined) ?? null,
    resource,
    items: item.items.map((child) => menuItemModel(ctx, child)),
  };
}

export function menuModel(
  ctx: StorefrontContext,
  menu: Catalog['menus'][number],
): Model {
  return {
    __typename: 'Menu',
    id: menu.id,
    handle: menu.handle,
    title: menu.title,
    itemsCount: menu.items.length,
    items: menu.items.map((item) => menuItemModel(ctx, item)),
  };
}

/** `CartDeliveryAddress`: the fields as given, and the lines an address label shows. */
function deliveryAddressModel(address: DeliveryAddressFields): Model {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const area = [address.city, address.provinceCode, address.zip]
    .filter(Boolean)
    .join(' ');
  return {
    __typename: 'CartDeliveryAddress',
    ...address,
    name: name || null,
    formatted: [
      name,
      address.company,
      address.address1,
      address.address2,
      area,
      address.countryCode,
    ].filter((part): part is string => Boolean(part)),
    formattedArea:
      [address.city, address.provinceCode, address.countryCode]
        .filter(Boolean)
        .join(', ') || null,
    latitude: null,
    longitude: null,
  };
}

function brandImage(ctx: StorefrontContext, name: string): Model {
  const altText = `${ctx.catalog.shop.brandName} logo`;
  const image = {
    id: gid('ImageSource', stableNumericId(`Brand:${name}`)),
    path: `/images/brand/${name}.svg`,
    altText,
    width: 1200,
    height: 1200,
    position: 1,
  };
  return mediaImageModel(ctx, stableNumericId(`BrandMedia:${name}`), image);
}

export function paymentSettingsModel(ctx: StorefrontContext): Model {
  const {shop} = ctx.catalog;
  return {
    acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'],
    cardVaultUrl: `${ctx.baseUrl}/vault`,
    countryCode: shop.countryCode,
    currencyCode: shop.currencyCode,
    enabledPresentmentCurrencies: [
      ...new Set(ctx.markets.all.map((market) => market.currencyCode)),
    ],
    supportedDigitalWallets: [],
    shopifyPaymentsAccountId: null,
  };
}

export function shopModel(ctx: StorefrontContext): Model {
  const {shop, policies} = ctx.catalog;
  const policy = (kind: CatalogPolicy['kind']) => {
    const found = policies.find((candidate) => candidate.kind === kind);
    return found ? policyModel(ctx, found) : null;
  };
  return {
    __typename: 'Shop',
    id: shop.id,
    name: shop.name,
    description: shop.description,
    moneyFormat: shop.moneyFormat,
    primaryDomain: {
      host: new URL(ctx.baseUrl).host,
      url: ctx.baseUrl,
      sslEnabled: ctx.baseUrl.startsWith('https:'),
    },
    brand: {
      slogan: shop.slogan,
      shortDescription: shop.shortDescription,
      logo: brandImage(ctx, 'logo'),
      squareLogo: brandImage(ctx, 'square-logo'),
      coverImage: null,
      colors: {
        primary: [shop.colors.primary],
        secondary: [shop.colors.secondary],
      },
    },
    privacyPolicy: policy('privacyPolicy'),
    refundPolicy: policy('refundPolicy'),
    shippingPolicy: policy('shippingPolicy'),
    termsOfService: policy('termsOfService'),
    termsOfSale: null,
    subscriptionPolicy: null,
    legalNotice: null,
    contactInformation: null,
    customerAccountUrl: null,
    customerAccountTranslations: null,
    shipsToCountries: shop.shipsToCountries,
    socialLoginProviders: [],
    shopPayInstallmentsPricing: null,
    paymentSettings: paymentSettingsModel(ctx),
    ...noMetafields(),
  };
}

function countryModel(ctx: StorefrontContext, isoCode: string): Model {
  const market = ctx.markets.all.find((candidate) =>
    candidate.countries.includes(isoCode),
  )!;
  const languages = market.languages.map(languageModel);
  return {
    isoCode,
    name: COUNTRY_NAMES[isoCode] ?? isoCode,
    currency: {
      isoCode: market.currencyCode,
      ...(CURRENCIES[market.currencyCode] ?? {
        name: market.currencyCode,
        symbol: market.currencyCode,
      }),
    },
    unitSystem: isoCode === 'US' ? 'IMPERIAL_SYSTEM' : 'METRIC_SYSTEM',
    defaultLanguage: languages[0],
    availableLanguages: languages,
    market: null,
  };
}

function languageModel(isoCode: string): Model {
  return {
    isoCode,
    ...(LANGUAGES[isoCode] ?? {name: isoCode, endonymName: isoCode}),
  };
}

function marketModel(market: StorefrontMarket): Model {
  return {
    __typename: 'Market',
    // The primary market keeps the id it had when it was the only one.
    id: gid(
      'Market',
      stableNumericId(
        market.primary ? 'Market:primary' : `Market:${market.handle}`,
      ),
    ),
    handle: market.handle,
    ...noMetafields(),
  };
}

/**
 * Where the request is in (`@inContext`): its country and language, every country a market
 * sells to, and the languages of the country's market.
 */
export function localizationModel(ctx: StorefrontContext): Model {
  const {country, language, market} = ctx.inContext;
  return {
    country: countryModel(ctx, country),
    language: languageModel(language),
    availableCountries: ctx.markets.all
      .flatMap((candidate) => candidate.countries)
      .map((code) => countryModel(ctx, code)),
    availableLanguages: market.languages.map(languageModel),
    market: marketModel(market),
  };
}

export function checkoutUrl(ctx: StorefrontContext, cart: CartRecord): string {
  return `${ctx.baseUrl}/checkouts/cn/${cart.token}?key=${cart.key}`;
}

export function metafieldModel(
  ctx: StorefrontContext,
  cart: CartRecord,
  metafield: CartMetafield,
): Model {
  return {
    __typename: 'Metafield',
    ...metafield,
    description: null,
    reference: null,
    references: null,
    parentResource: () => cartModel(ctx, cart),
  };
}

export function cartModel(ctx: StorefrontContext, cart: CartRecord): Model {
  // A cart is priced in its buyer's market, whatever market the query asks in; its lines
  // read in the query's language.
  const costs = ctx.carts.costs(cart, ctx.inContext.language);
  const amount = (_ctx: StorefrontContext, cents: number) =>
    money(cents, costs.currencyCode);
  const subtotal = amount(ctx, costs.subtotalCents);
  const total = amount(ctx, costs.totalCents);
  const lineModels = costs.lines.map((cost) => {
    const discount = costs.appliedDiscount;
    const lineTotal = amount(ctx, cost.totalCents);
    const compareAt =
      cost.compareAtUnitCents === null
        ? null
        : amount(ctx, cost.compareAtUnitCents);
    return {
      __typename: 'CartLine',
      id: cost.line.id,
      quantity: cost.line.quantity,
      attributes: cost.line.attributes,
      attribute: ({key}: {key: string}) =>
        cost.line.attributes.find((attribute) => attribute.key === key) ?? null,
      merchandise: variantModel({...ctx, catalog: costs.catalog}, cost.variant),
      cost: {
        amountPerQuantity: amount(ctx, cost.unitCents),
        compareAtAmountPerQuantity: compareAt,
        subtotalAmount: amount(ctx, cost.subtotalCents),
        totalAmount: lineTotal,
      },
      estimatedCost: {
        amount: lineTotal,
        compareAtAmount: compareAt,
        subtotalAmount: amount(ctx, cost.subtotalCents),
        totalAmount: lineTotal,
      },
      discountAllocations:
        discount && cost.discountCents > 0
          ? [
              {
                __typename: 'CartCodeDiscountAllocation',
                code: discount.code,
                discountedAmount: amount(ctx, cost.discountCents),
                targetType: 'LINE_ITEM',
                discountApplication: {
                  allocationMethod: 'ACROSS',
                  targetSelection: 'ALL',
                  targetType: 'LINE_ITEM',
                  value: {
                    __typename: 'PricingPercentageValue',
                    percentage: discount.percentage,
                  },
                },
              },
            ]
          : [],
      instructions: {canRemove: true, canUpdateQuantity: true},
      parentRelationship: null,
      sellingPlanAllocation: null,
    };
  });
  const country =
    cart.buyerIdentity.countryCode ?? ctx.catalog.shop.countryCode;
  const deliveryOptionModel = (option: Catalog['deliveryOptions'][number]) => ({
    handle: option.handle,
    code: option.handle,
    title: option.title,
    description: option.description,
    deliveryMethodType: 'SHIPPING',
    estimatedCost: amount(ctx, option.costCents),
  });
  const deliveryGroups = costs.deliveryGroupId
    ? [
        {
          id: costs.deliveryGroupId,
          groupType: 'ONE_TIME_PURCHASE',
          deliveryAddress: {
            __typename: 'MailingAddress',
            id: gid('MailingAddress', cart.token),
            countryCodeV2: country,
            countryCode: country,
            country: COUNTRY_NAMES[country] ?? country,
            formatted: [COUNTRY_NAMES[country] ?? country],
            formattedArea: COUNTRY_NAMES[country] ?? country,
          },
          deliveryOptions:
            costs.catalog.deliveryOptions.map(deliveryOptionModel),
          selectedDeliveryOption:
            costs.delivery && deliveryOptionModel(costs.delivery),
          cartLines: (args: ConnectionArgs) => {
            const shippable = lineModels.filter(
              (_, index) => costs.lines[index]!.variant.requiresShipping,
            );
            return connectionFrom(shippable, args, (line) => line.id);
          },
        },
      ]
    : [];
  const findMetafield = ({
    key,
    namespace,
  }: {
    key: string;
    namespace?: string | null;
  }) => {
    const found = findCartMetafield(cart, key, namespace);
    return found ? metafieldModel(ctx, cart, found) : null;
  };
  return {
    __typename: 'Cart',
    id: cart.id,
    checkoutUrl: checkoutUrl(ctx, cart),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    note: cart.note,
    attributes: cart.attributes,
    attribute: ({key}: {key: string}) =>
      cart.attributes.find((attribute) => attribute.key === key) ?? null,
    totalQuantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    buyerIdentity: {
      countryCode: cart.buyerIdentity.countryCode,
      email: cart.buyerIdentity.email,
      phone: cart.buyerIdentity.phone,
      customer: null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    cost: {
      subtotalAmount: subtotal,
      totalAmount: total,
      checkoutChargeAmount: total,
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    },
    estimatedCost: {
      subtotalAmount: subtotal,
      totalAmount: total,
      checkoutChargeAmount: total,
      totalTaxAmount: null,
      totalDutyAmount: null,
    },
    lines: (args: ConnectionArgs & {reverse?: boolean}) => {
      const lines = args.reverse ? [...lineModels].reverse() : lineModels;
      return connectionFrom(lines, args, (line) => line.id);
    },
    discountCodes: costs.discountCodes,
    // Code discounts are allocated to the lines; no cart-level discounts exist here.
    discountAllocations: [],
    appliedGiftCards: costs.giftCards.map((card) => ({
      __typename: 'AppliedGiftCard',
      id: card.id,
      lastCharacters: card.lastCharacters,
      balance: amount(ctx, card.balanceCents),
      balanceV2: amount(ctx, card.balanceCents),
      amountUsed: amount(ctx, card.usedCents),
      amountUsedV2: amount(ctx, card.usedCents),
      presentmentAmountUsed: amount(ctx, card.usedCents),
    })),
    deliveryGroups: (args: ConnectionArgs) =>
      connectionFrom(deliveryGroups, args, (group) => group.id),
    delivery: {
      addresses: cart.deliveryAddresses.map((entry) => ({
        __typename: 'CartSelectableAddress',
        id: entry.id,
        selected: entry.selected,
        oneTimeUse: entry.oneTimeUse,
        address: deliveryAddressModel(entry.address),
      })),
    },
    metafield: findMetafield,
    metafields: ({
      identifiers,
    }: {
      identifiers: {key: string; namespace?: string | null}[];
    }) => identifiers.map(findMetafield),
  };
}
