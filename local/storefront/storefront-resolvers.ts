import {GraphQLError} from 'graphql';
import {
  checkNote,
  findCartMetafield,
  uniqueCodes,
  type ChangeWarning,
  type Attribute,
  type DiscountWarningCode,
  type BuyerIdentityInput,
  type CartInput,
  type LineInput,
  type LineUpdateInput,
  type SelectableAddressInput,
  type UserError,
} from './cart.ts';
import type {CatalogCollection, CatalogPage} from './catalog.ts';
import {
  connectionFrom,
  mapConnection,
  type ConnectionArgs,
} from './connections.ts';
import {requireGid} from './global-ids.ts';
import {catalogInContext, resolveInContext} from './markets.ts';
import {searchProducts, sortProducts} from './product-search.ts';
import {sitemapModel} from './sitemap.ts';
import {blogNode, blogRoot} from './blogs.ts';
import {
  predictiveSearchCatalog,
  searchCatalog,
  type PredictiveSearchArgs,
  type SearchArgs,
} from './storefront-search.ts';
import {compare, matchesSearch, parseSearchQuery} from './search-syntax.ts';
import {
  cartModel,
  collectionModel,
  menuModel,
  metafieldModel,
  localizationModel,
  pageModel,
  paymentSettingsModel,
  policyModel,
  productModel,
  shopModel,
  variantModel,
  type StorefrontContext,
} from './storefront-models.ts';

/**
 * The root fields of the Storefront API that a storefront uses: catalog queries and every
 * cart mutation Hydrogen's cart handler sends. Any other root field answers with a
 * "not supported locally" error (see graphql-service.ts), never with made-up data.
 */

export type StorefrontRequestContext = StorefrontContext & {
  /** Failure injection: make the next cart mutation answer with these userErrors. */
  injectedUserErrors: string[] | null;
  /** `@inContext(country:)` as asked (ZZ, Hydrogen's "unknown", is none): a new cart's country. */
  requestedCountry: string | null;
};

type ListArgs = ConnectionArgs & {
  query?: string | null;
  reverse?: boolean;
  sortKey?: string;
};
type ByHandleOrId = {handle?: string | null; id?: string | null};

function byHandleOrId<T extends {id: string; handle: string}>(
  items: T[],
  args: ByHandleOrId,
  type: string,
): T | null {
  if (args.id) {
    const parsed = requireGid(args.id);
    return parsed.type === type
      ? (items.find((item) => item.id === args.id) ?? null)
      : null;
  }
  if (args.handle != null)
    return items.find((item) => item.handle === args.handle) ?? null;
  throw new GraphQLError('You must provide either `id` or `handle`.', {
    extensions: {code: 'missingRequiredArguments'},
  });
}

function sortedBy<T>(
  items: T[],
  valueOf: ((item: T) => string | number) | undefined,
  reverse: boolean | undefined,
): T[] {
  const sorted = valueOf
    ? [...items].sort((a, b) =>
        valueOf(a) < valueOf(b) ? -1 : valueOf(a) > valueOf(b) ? 1 : 0,
      )
    : [...items];
  return reverse ? sorted.reverse() : sorted;
}

/** Sort keys of `collections` and `pages`; RELEVANCE (and ID for pages) keeps catalog order. */
const COLLECTION_SORT: Record<
  string,
  (item: CatalogCollection) => string | number
> = {
  ID: (item) => item.numericId,
  TITLE: (item) => item.title.toLowerCase(),
  UPDATED_AT: (item) => item.updatedAt,
};
const PAGE_SORT: Record<string, (item: CatalogPage) => string | number> = {
  TITLE: (item) => item.title.toLowerCase(),
  UPDATED_AT: (item) => item.updatedAt,
};

function stringConnection(values: string[], args: ConnectionArgs) {
  return connectionFrom(values, args, (value) => value);
}

function queryRoot(ctx: StorefrontRequestContext) {
  const {catalog} = ctx;
  const node = (id: string) => {
    const parsed = requireGid(id);
    switch (parsed.type) {
      case 'Product': {
        const product = catalog.products.find(
          (candidate) => candidate.id === id,
        );
        return product ? productModel(ctx, product) : null;
      }
      case 'ProductVariant': {
        const variant = catalog.variantById.get(id);
        return variant ? variantModel(ctx, variant) : null;
      }
      case 'Collection': {
        const collection = catalog.collections.find(
          (candidate) => candidate.id === id,
        );
        return collection ? collectionModel(ctx, collection) : null;
      }
      case 'Page': {
        const page = catalog.pages.find((candidate) => candidate.id === id);
        return page ? pageModel(page) : null;
      }
      case 'ShopPolicy': {
        const policy = catalog.policies.find(
          (candidate) => candidate.id === id,
        );
        return policy ? policyModel(ctx, policy) : null;
      }
      case 'Blog':
      case 'Article':
        return blogNode(ctx, parsed.type, id);
      case 'Menu': {
        const menu = catalog.menus.find((candidate) => candidate.id === id);
        return menu ? menuModel(ctx, menu) : null;
      }
      case 'Cart': {
        const cart = ctx.carts.find(id);
        return cart ? cartModel(ctx, cart) : null;
      }
      default:
        return null;
    }
  };
  const product = (args: ByHandleOrId) => {
    const found = byHandleOrId(catalog.products, args, 'Product');
    return found && productModel(ctx, found);
  };
  const collection = (args: ByHandleOrId) => {
    const found = byHandleOrId(catalog.collections, args, 'Collection');
    return found && collectionModel(ctx, found);
  };
  const page = (args: ByHandleOrId) => {
    const found = byHandleOrId(catalog.pages, args, 'Page');
    return found && pageModel(found);
  };

  return {
    shop: () => shopModel(ctx),
    paymentSettings: () => paymentSettingsModel(ctx),
    localization: () => localizationModel(ctx),
    publicApiVersions: [
      {handle: '2026-04', displayName: '2026-04 (Latest)', supported: true},
    ],

    products: (args: ListArgs) => {
      const products = searchProducts(
        catalog,
        args.query,
        args.sortKey ?? 'ID',
        args.reverse ?? false,
      );
      return {
        ...mapConnection(
          connectionFrom(products, args, (item) => item.id),
          (item) => productModel(ctx, item),
        ),
        // Shopify offers facets only on collection products and search results.
        filters: [],
      };
    },
    product,
    productByHandle: product,
    productRecommendations: (args: {
      productId?: string | null;
      productHandle?: string | null;
    }) => {
      const source = byHandleOrId(
        catalog.products,
        {id: args.productId, handle: args.productHandle},
        'Product',
      );
      if (!source) return null;
      const related = catalog.products.filter(
        (candidate) =>
          candidate !== source && candidate.productType === source.productType,
      );
      const others = catalog.products.filter(
        (candidate) => candidate !== source && !related.includes(candidate),
      );
      return [
        ...sortProducts(related, 'BEST_SELLING', false, null, []),
        ...sortProducts(others, 'BEST_SELLING', false, null, []),
      ]
        .slice(0, 10)
        .map((item) => productModel(ctx, item));
    },
    productTags: (args: ConnectionArgs) =>
      stringConnection(
        [...new Set(catalog.products.flatMap((item) => item.tags))].sort(),
        args,
      ),
    productTypes: (args: ConnectionArgs) =>
      stringConnection(
        [...new Set(catalog.products.map((item) => item.productType))].sort(),
        args,
      ),

    collections: (args: ListArgs) => {
      const parsed = args.query ? parseSearchQuery(args.query) : null;
      const matching = catalog.collections.filter((item) =>
        matchesSearch(
          parsed,
          (term) =>
            term.field === 'title'
              ? compare.words(term, item.title)
              : term.field === 'handle'
                ? compare.text(term, item.handle)
                : term.field === 'collection_type'
                  ? compare.text(term, 'smart')
                  : term.field === 'updated_at'
                    ? compare.ordered(term, item.updatedAt, term.value)
                    : null,
          `${item.title} ${item.description}`.toLowerCase(),
        ),
      );
      const sorted = sortedBy(
        matching,
        COLLECTION_SORT[args.sortKey ?? 'ID'],
        args.reverse,
      );
      return mapConnection(
        connectionFrom(sorted, args, (item) => item.id),
        (item) => collectionModel(ctx, item),
      );
    },
    collection,
    collectionByHandle: collection,

    pages: (args: ListArgs) => {
      const parsed = args.query ? parseSearchQuery(args.query) : null;
      const matching = catalog.pages.filter((item) =>
        matchesSearch(
          parsed,
          (term) =>
            term.field === 'title'
              ? compare.words(term, item.title)
              : term.field === 'handle'
                ? compare.text(term, item.handle)
                : null,
          `${item.title} ${item.body}`.toLowerCase(),
        ),
      );
      return mapConnection(
        connectionFrom(
          sortedBy(matching, PAGE_SORT[args.sortKey ?? 'ID'], args.reverse),
          args,
          (item) => item.id,
        ),
        pageModel,
      );
    },
    page,
    pageByHandle: page,

    menu: ({handle}: {handle: string}) => {
      const menu = catalog.menus.find((item) => item.handle === handle);
      return menu ? menuModel(ctx, menu) : null;
    },

    urlRedirects: (args: ListArgs) => {
      const parsed = args.query ? parseSearchQuery(args.query) : null;
      const matching = catalog.urlRedirects.filter((item) =>
        matchesSearch(
          parsed,
          (term) =>
            term.field === 'path'
              ? compare.text(term, item.path)
              : term.field === 'target'
                ? compare.text(term, item.target)
                : null,
          `${item.path} ${item.target}`.toLowerCase(),
        ),
      );
      const sorted = args.reverse ? [...matching].reverse() : matching;
      return mapConnection(
        connectionFrom(sorted, args, (item) => item.id),
        (item) => ({__typename: 'UrlRedirect', ...item}),
      );
    },

    search: (args: SearchArgs) =>
      searchCatalog(catalog, args, {
        product: (item) => productModel(ctx, item),
        page: pageModel,
      }),
    predictiveSearch: (args: PredictiveSearchArgs) =>
      predictiveSearchCatalog(catalog, args, {
        product: (item) => productModel(ctx, item),
        page: pageModel,
        collection: (item) => collectionModel(ctx, item),
      }),
    sitemap: ({type}: {type: string}) => sitemapModel(ctx, type),

    node: ({id}: {id: string}) => node(id),
    nodes: ({ids}: {ids: string[]}) => ids.map(node),

    cart: ({id}: {id: string}) => {
      const cart = ctx.carts.find(id);
      return cart ? cartModel(ctx, cart) : null;
    },

    ...blogRoot(ctx),
    // What a shop without metaobjects, pickup locations or signed-in customers answers:
    // empty connections and nulls, never an error.
    metaobjects: (args: ConnectionArgs) => emptyConnection(args),
    locations: (args: ConnectionArgs) => emptyConnection(args),
    metaobject: () => null,
    customer: () => null,
    cartCompletionAttempt: () => null,
  };
}

/** A connection with nothing in it, after the same argument checks as a full one. */
function emptyConnection(args: ConnectionArgs) {
  return connectionFrom([] as {id: string}[], args, (item) => item.id);
}

/**
 * Shopify's warnings carry a localized message for a person, written for its own
 * checkout: none names the code it is about (the storefront knows which code it sent, and
 * reads `discountCodes[].applicable` and the warning's `code`).
 */
const DISCOUNT_WARNING_MESSAGES: Record<DiscountWarningCode, string> = {
  DISCOUNT_NOT_FOUND: 'Enter a valid discount code.',
  DISCOUNT_CURRENTLY_INACTIVE: "This discount code isn't active right now.",
  DISCOUNT_NO_ENTITLED_LINE_ITEMS:
    "This discount code isn't valid for the items in your cart.",
  DISCOUNT_PURCHASE_NOT_IN_RANGE:
    "Your cart doesn't meet the minimum purchase for this discount code.",
  DISCOUNT_CODE_NOT_HONOURED:
    "This discount code couldn't be combined with the other discounts.",
};

type WarningModel = {code: string; message: string; target: string};

/**
 * A cart mutation's `warnings`: what the mutation changed by itself (stock) and each
 * discount code that does not apply (Shopify reports these beside `applicable: false`;
 * the target is the cart).
 */
function cartWarnings(
  ctx: StorefrontRequestContext,
  cart: Parameters<typeof cartModel>[1],
  stock: ChangeWarning[],
): WarningModel[] {
  const quantityOf = (target: string) =>
    cart.lines.find((line) => line.id === target)?.quantity ?? 0;
  return [
    ...stock.map(({code, target}) => ({
      code,
      message:
        code === 'MERCHANDISE_NOT_ENOUGH_STOCK'
          ? `Only ${quantityOf(target)} items were added to your cart due to availability.`
          : code === 'MERCHANDISE_OUT_OF_STOCK'
            ? 'This item is out of stock.'
            : 'This delivery address is already on the cart.',
      target,
    })),
    ...ctx.carts.costs(cart).discountWarnings.map(({warning}) => ({
      code: warning,
      message: DISCOUNT_WARNING_MESSAGES[warning],
      target: cart.id,
    })),
  ];
}

function mutationRoot(ctx: StorefrontRequestContext) {
  const {carts} = ctx;

  /** Failure injection replaces the mutation's outcome with the requested userErrors. */
  const injected = (): UserError[] | null =>
    ctx.injectedUserErrors &&
    ctx.injectedUserErrors.map((message) => ({
      field: null,
      message,
      code: 'INVALID',
    }));

  const payload = (result: {
    cart: Parameters<typeof cartModel>[1] | null;
    userErrors: UserError[];
    warnings: ChangeWarning[];
  }) => ({
    cart: result.cart && cartModel(ctx, result.cart),
    userErrors: result.userErrors,
    warnings: result.cart
      ? cartWarnings(ctx, result.cart, result.warnings)
      : [],
  });

  /** Every cart mutation but create: change a draft of the cart, keep it only without userErrors. */
  const cartMutation =
    <Args extends {cartId: string}>(
      change: (
        draft: NonNullable<ReturnType<typeof carts.find>>,
        args: Args,
        warnings: ChangeWarning[],
      ) => UserError[],
    ) =>
    (args: Args) => {
      const forced = injected();
      if (forced) return {cart: null, userErrors: forced, warnings: []};
      return payload(
        carts.update(args.cartId, (draft, warnings) =>
          change(draft, args, warnings),
        ),
      );
    };

  return {
    cartCreate: ({input}: {input?: CartInput | null}) => {
      const forced = injected();
      if (forced) return {cart: null, userErrors: forced, warnings: []};
      return payload(carts.create(input ?? {}, ctx.requestedCountry));
    },
    cartLinesAdd: cartMutation<{cartId: string; lines: LineInput[]}>(
      (draft, {lines}, warnings) =>
        carts.addLines(draft, lines, ['lines'], warnings),
    ),
    cartLinesUpdate: cartMutation<{cartId: string; lines: LineUpdateInput[]}>(
      (draft, {lines}) => carts.updateLines(draft, lines),
    ),
    cartLinesRemove: cartMutation<{cartId: string; lineIds: string[]}>(
      (draft, {lineIds}) => carts.removeLines(draft, lineIds),
    ),
    cartDiscountCodesUpdate: cartMutation<{
      cartId: string;
      discountCodes: string[];
    }>((draft, {discountCodes}) => {
      draft.discountCodes = uniqueCodes(discountCodes);
      return [];
    }),
    cartBuyerIdentityUpdate: cartMutation<{
      cartId: string;
      buyerIdentity: BuyerIdentityInput;
    }>((draft, {buyerIdentity}) =>
      carts.setBuyerIdentity(draft, buyerIdentity),
    ),
    cartNoteUpdate: cartMutation<{cartId: string; note: string}>(
      (draft, {note}) => {
        const tooLong = checkNote(note, ['note']);
        if (!tooLong.length) draft.note = note;
        return tooLong;
      },
    ),
    cartAttributesUpdate: cartMutation<{
      cartId: string;
      attributes: Attribute[];
    }>((draft, {attributes}) => {
      draft.attributes = attributes;
      return [];
    }),
    cartGiftCardCodesUpdate: cartMutation<{
      cartId: string;
      giftCardCodes: string[];
    }>((draft, {giftCardCodes}) =>
      carts.setGiftCardCodes(draft, giftCardCodes),
    ),
    cartGiftCardCodesAdd: cartMutation<{
      cartId: string;
      giftCardCodes: string[];
    }>((draft, {giftCardCodes}) =>
      carts.setGiftCardCodes(draft, [...draft.giftCardCodes, ...giftCardCodes]),
    ),
    cartGiftCardCodesRemove: cartMutation<{
      cartId: string;
      appliedGiftCardIds: string[];
    }>((draft, {appliedGiftCardIds}) =>
      carts.removeGiftCards(draft, appliedGiftCardIds),
    ),
    cartSelectedDeliveryOptionsUpdate: cartMutation<{
      cartId: string;
      selectedDeliveryOptions: {
        deliveryGroupId: string;
        deliveryOptionHandle: string;
      }[];
    }>((draft, {selectedDeliveryOptions}) =>
      carts.selectDeliveryOptions(draft, selectedDeliveryOptions),
    ),
    cartDeliveryAddressesAdd: cartMutation<{
      cartId: string;
      addresses: SelectableAddressInput[];
    }>((draft, {addresses}, warnings) =>
      carts.addDeliveryAddresses(draft, addresses, warnings),
    ),
    cartDeliveryAddressesReplace: cartMutation<{
      cartId: string;
      addresses: SelectableAddressInput[];
    }>((draft, {addresses}, warnings) => {
      draft.deliveryAddresses = [];
      return carts.addDeliveryAddresses(draft, addresses, warnings);
    }),
    cartDeliveryAddressesUpdate: cartMutation<{
      cartId: string;
      addresses: SelectableAddressInput[];
    }>((draft, {addresses}) => carts.updateDeliveryAddresses(draft, addresses)),
    cartDeliveryAddressesRemove: cartMutation<{
      cartId: string;
      addressIds: string[];
    }>((draft, {addressIds}) =>
      carts.removeDeliveryAddresses(draft, addressIds),
    ),
    cartMetafieldsSet: ({
      metafields,
    }: {
      metafields: {ownerId: string; key: string; type: string; value: string}[];
    }) => {
      const forced = injected();
      if (forced)
        return {
          metafields: null,
          userErrors: forced.map((error) => ({
            ...error,
            code: null,
            elementIndex: null,
          })),
        };
      const userErrors: (UserError & {elementIndex: number})[] = [];
      const saved: unknown[] = [];
      metafields.forEach((input, index) => {
        if (!carts.find(input.ownerId)) {
          userErrors.push({
            field: ['metafields', String(index), 'ownerId'],
            message: 'Owner does not exist.',
            code: 'INVALID_OWNER',
            elementIndex: index,
          });
          return;
        }
        const result = carts.update(input.ownerId, (draft) => {
          const problem = carts.setMetafield(draft, input, [
            'metafields',
            String(index),
          ]);
          return problem ? [problem] : [];
        });
        userErrors.push(
          ...result.userErrors.map((error) => ({
            ...error,
            elementIndex: index,
          })),
        );
        const metafield =
          result.userErrors.length === 0 &&
          findCartMetafield(result.cart!, input.key, null);
        if (metafield) saved.push(metafieldModel(ctx, result.cart!, metafield));
      });
      return {metafields: saved, userErrors};
    },
    cartMetafieldDelete: ({input}: {input: {ownerId: string; key: string}}) => {
      const forced = injected();
      if (forced)
        return {
          deletedId: null,
          userErrors: forced.map((error) => ({...error, code: null})),
        };
      const cart = carts.find(input.ownerId);
      if (!cart)
        return {
          deletedId: null,
          userErrors: [
            {
              field: ['input', 'ownerId'],
              message: 'Owner does not exist.',
              code: 'INVALID_OWNER',
            },
          ],
        };
      const deletedId = findCartMetafield(cart, input.key, null)?.id ?? null;
      return {
        deletedId,
        userErrors: carts.update(input.ownerId, (draft) =>
          carts.deleteMetafield(draft, input.key),
        ).userErrors,
      };
    },
  };
}

/**
 * The root value of one request, in the market and language its `@inContext` asks for:
 * every field reads the catalog as that market sees it (markets.ts).
 */
export function storefrontRoot(
  request: Omit<StorefrontRequestContext, 'inContext' | 'requestedCountry'> & {
    inContextArguments: {country?: unknown; language?: unknown};
  },
): Record<string, unknown> {
  const {inContextArguments, ...shared} = request;
  const inContext = resolveInContext(
    shared.markets,
    shared.catalog.shop.countryCode,
    inContextArguments,
  );
  const asked = inContextArguments.country;
  const ctx: StorefrontRequestContext = {
    ...shared,
    catalog: catalogInContext(shared.catalog, shared.markets, inContext),
    inContext,
    requestedCountry:
      typeof asked === 'string' && asked !== 'ZZ' ? asked : null,
  };
  return {...queryRoot(ctx), ...mutationRoot(ctx)};
}
