import {randomUUID} from 'node:crypto';
import {STATUS_CODES} from 'node:http';
import {
  BodyTooLargeError,
  readBodyText,
  startFetchServer,
} from '../node-fetch-adapter.ts';
import {adminRoot, CustomerStore} from './admin.ts';
import {adminProductPage} from './admin-product-page.ts';
import {discountAdminRoot, DiscountAdminStore} from './admin-discounts.ts';
import {menuAdminRoot, MenuAdminStore} from './admin-menus.ts';
import {productAdminRoot, ProductAdminStore} from './admin-products.ts';
import {
  AnalyticsEventStore,
  analyticsEventsPage,
  batchProblem,
  PRODUCE_BATCH_PATH,
} from './analytics-events.ts';
import {CartStore} from './cart.ts';
import {
  ConsentRecordStore,
  consentManagementRoot,
  consentRecordsSection,
  UNSTABLE_ROOT_FIELDS,
  withConsentManagement,
} from './consent-management.ts';
import {loadCatalog} from './catalog.ts';
import {
  renderCheckoutNotFound,
  renderCheckoutPage,
  renderOrderConfirmation,
} from './checkout-page.ts';
import {FailureInjector, type FailureMode} from './failures.ts';
import {gid} from './global-ids.ts';
import {
  GraphQLService,
  type GraphQLRequestBody,
  type GraphQLResult,
  type PreparedOperation,
} from './graphql-service.ts';
import {imageForPath} from './images.ts';
import {
  catalogInContext,
  inContextArguments,
  loadMarkets,
  marketOfCountry,
} from './markets.ts';
import {loadAdminSchema, loadStorefrontSchema} from './schema.ts';
import {storefrontRoot} from './storefront-resolvers.ts';

/**
 * The local Storefront API server: Shopify's Storefront API (and the Admin API calls this
 * project makes) over the catalog in catalog.json, product images, a local checkout, and
 * control endpoints for tests. See README.md.
 */

export type LocalStorefrontOptions = {
  port?: number;
  host?: string;
  publicToken?: string;
  privateToken?: string;
  adminToken?: string;
};
export type LocalStorefront = {
  url: string;
  publicToken: string;
  privateToken: string;
  adminToken: string;
  close(): Promise<void>;
};

export const DEFAULT_TOKENS = {
  // 32 characters, as Shopify's public tokens are (Hydrogen warns about any other length).
  publicToken: 'local-storefront-public-token-32',
  privateToken: 'local-private-storefront-token',
  adminToken: 'local-admin-api-token',
} as const;

const BODY_LIMIT = 1024 * 1024;

/**
 * The one Storefront API version the stand-in has a schema for (the one in
 * @shopify/hydrogen). Shopify serves a retired version as its oldest supported one ("falls
 * forward") and says which it served in `X-Shopify-API-Version`; here every version up to
 * this one is served as this one. Later versions need their own schema: a real store
 * serves them, the stand-in refuses them plainly (docs/decisions/0200). `unstable` is
 * served for its consent management alone (consent-management.ts); any other query on it
 * is refused the same way.
 */
export const SERVED_API_VERSION = '2026-04';
const STABLE_VERSION = /^\d{4}-(01|04|07|10)$/;
const UNSTABLE_REFUSAL = `The local Storefront API serves unstable for ${UNSTABLE_ROOT_FIELDS.join(', ')} only; anything else on unstable needs a real store (PUBLIC_STORE_DOMAIN).`;

/** The version a request is answered with, or why not. */
function servedVersion(
  requested: string,
): {version: string} | {status: number; message: string} {
  if (!STABLE_VERSION.test(requested) && requested !== 'unstable')
    return {status: 404, message: 'Not Found'};
  if (requested === 'unstable') return {version: 'unstable'};
  if (requested <= SERVED_API_VERSION) return {version: SERVED_API_VERSION};
  return {
    status: 404,
    message: `The local Storefront API serves version ${SERVED_API_VERSION} (and earlier ones as ${SERVED_API_VERSION}); ${requested} needs a real store (PUBLIC_STORE_DOMAIN).`,
  };
}

/**
 * GraphQL over HTTP as Shopify answers it since 2025-01: a POST body is JSON
 * (`application/json`; anything else is 415), and a response is JSON (an Accept header
 * that allows neither JSON type is 406).
 */
function checkMediaTypes(request: Request): void {
  if (request.method === 'POST') {
    const type = (request.headers.get('content-type') ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (type !== 'application/json')
      throw new HttpError(
        415,
        'Unsupported Content-Type header, use application/json',
      );
  }
  const accept = request.headers.get('accept');
  if (
    accept &&
    !/(^|,)\s*(application\/json|application\/graphql-response\+json|application\/\*|\*\/\*)\s*(;|,|$)/i.test(
      accept,
    )
  )
    throw new HttpError(
      406,
      'Not Acceptable: use application/json or application/graphql-response+json',
    );
}

/** Shopify's bodies for a token it does not know. */
const STOREFRONT_UNAUTHORIZED = {
  errors: [{message: '', extensions: {code: 'UNAUTHORIZED'}}],
};
const ADMIN_UNAUTHORIZED = {
  errors:
    '[API] Invalid API key or access token (unrecognized login or wrong password)',
};

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function send(
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(status === 204 ? null : body, {
    status,
    headers: {'Content-Type': contentType, ...headers},
  });
}

function sendJson(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return send(
    status,
    'application/json; charset=utf-8',
    JSON.stringify(body),
    headers,
  );
}

async function readBody(request: Request): Promise<string> {
  try {
    return await readBodyText(request, BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new HttpError(413, 'Request body too large');
    throw error;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Body is not valid JSON');
  }
}

async function readJson(request: Request): Promise<unknown> {
  return parseJson(await readBody(request));
}

/** The failure-injection "no-checkout-url" mode: a response whose carts lack their checkout URL. */
function withoutCheckoutUrls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCheckoutUrls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'checkoutUrl' ? null : withoutCheckoutUrls(inner),
      ]),
    );
  }
  return value;
}

function safeReturnUrl(
  candidate: string | null | undefined,
  ownOrigin: string,
): string | null {
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin !== ownOrigin
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}

export async function startLocalStorefront(
  options: LocalStorefrontOptions = {},
): Promise<LocalStorefront> {
  const host = options.host ?? '127.0.0.1';
  const tokens = {
    publicToken: options.publicToken ?? DEFAULT_TOKENS.publicToken,
    privateToken: options.privateToken ?? DEFAULT_TOKENS.privateToken,
    adminToken: options.adminToken ?? DEFAULT_TOKENS.adminToken,
  };
  const catalog = loadCatalog();
  const markets = loadMarkets(catalog);
  const carts = new CartStore(catalog, (country, language) =>
    catalogInContext(catalog, markets, {
      country: country ?? catalog.shop.countryCode,
      language: language ?? catalog.shop.languageCode,
      market: marketOfCountry(markets, country),
    }),
  );
  const customers = new CustomerStore();
  const analyticsEvents = new AnalyticsEventStore();
  const consentRecords = new ConsentRecordStore();
  const adminProducts = new ProductAdminStore(catalog);
  const adminDiscounts = new DiscountAdminStore(catalog);
  const adminMenus = new MenuAdminStore(catalog);
  const failures = new FailureInjector();
  const storefrontApi = new GraphQLService(
    loadStorefrontSchema(),
    'Storefront API',
  );
  const unstableStorefrontApi = new GraphQLService(
    withConsentManagement(storefrontApi.schema),
    'Storefront API',
  );
  const adminApi = new GraphQLService(loadAdminSchema(), 'Admin API');
  let baseUrl = '';

  async function graphql(
    request: Request,
    url: URL,
    service: GraphQLService,
    rootFor: (
      injectedUserErrors: string[] | null,
      prepared: PreparedOperation,
      variables: unknown,
    ) => Record<string, unknown>,
    /** The only root fields this endpoint answers; any other is a 404. */
    onlyRootFields?: readonly string[],
  ): Promise<Response> {
    let body: GraphQLRequestBody;
    checkMediaTypes(request);
    if (request.method === 'GET') {
      body = {
        query: url.searchParams.get('query'),
        operationName: url.searchParams.get('operationName'),
        variables: parseJson(url.searchParams.get('variables') ?? 'null'),
      };
    } else {
      const json = await readJson(request);
      if (!json || typeof json !== 'object' || Array.isArray(json))
        throw new HttpError(400, 'Body must be a JSON object');
      body = json as GraphQLRequestBody;
    }

    const prepared = service.prepare(body);
    if ('errors' in prepared) return sendJson(200, {errors: prepared.errors});
    if (onlyRootFields) {
      const asked = (
        prepared.prepared.operation?.selectionSet.selections ?? []
      ).map((selection) =>
        selection.kind === 'Field' ? selection.name.value : '',
      );
      if (asked.some((name) => !onlyRootFields.includes(name)))
        throw new HttpError(404, UNSTABLE_REFUSAL);
    }
    const isMutation = prepared.prepared.operation?.operation === 'mutation';
    if (isMutation && request.method === 'GET')
      throw new HttpError(405, 'Mutations must be sent with POST');

    const failure: FailureMode | null = failures.take(
      prepared.prepared.names,
      isMutation,
    );
    if (failure?.mode === 'http') {
      return sendJson(failure.status, {
        errors:
          failure.status === 402
            ? 'Unavailable Shop'
            : STATUS_CODES[failure.status],
      });
    }
    if (failure?.mode === 'graphql-errors') {
      return sendJson(200, {
        errors: failure.messages.map((message) => ({
          message,
          extensions: {code: 'INTERNAL_SERVER_ERROR'},
        })),
      });
    }
    const result: GraphQLResult = await service.run(
      prepared.prepared,
      body,
      rootFor(
        failure?.mode === 'user-errors' ? failure.messages : null,
        prepared.prepared,
        body.variables,
      ),
    );
    return sendJson(
      200,
      failure?.mode === 'no-checkout-url'
        ? withoutCheckoutUrls(result)
        : result,
    );
  }

  async function checkout(
    request: Request,
    url: URL,
    token: string,
  ): Promise<Response> {
    const shop = {
      name: catalog.shop.name,
      currencyCode: catalog.shop.currencyCode,
    };
    const key = url.searchParams.get('key');
    const html = (status: number, page: string) =>
      send(status, 'text/html; charset=utf-8', page, {
        'Cache-Control': 'no-store',
      });
    if (request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      const channel = form.get('channel') ?? url.searchParams.get('channel');
      const returnTo = safeReturnUrl(form.get('return_to'), baseUrl);
      const cart = carts.findByToken(token, key);
      const done = new URLSearchParams({
        ...(key ? {key} : {}),
        ...(channel ? {channel} : {}),
        ...(returnTo ? {return_to: returnTo} : {}),
      });
      const location = `/checkouts/cn/${token}?${done}`;
      if (!cart)
        return carts.ordersByCartToken.has(token)
          ? send(303, 'text/plain', '', {Location: location})
          : html(404, renderCheckoutNotFound(shop));
      if (
        cart.lines.length === 0 ||
        CartStore.unsellableLines(carts.costs(cart)).length > 0
      )
        return html(
          422,
          renderCheckoutPage({
            shop,
            costs: carts.costs(cart),
            email: null,
            channel,
            returnTo,
            formAction: '',
          }),
        );
      carts.complete(cart, channel);
      return send(303, 'text/plain', '', {Location: location});
    }
    const channel = url.searchParams.get('channel');
    const returnTo = safeReturnUrl(
      url.searchParams.get('return_to') ?? request.headers.get('referer'),
      baseUrl,
    );
    const cart = carts.findByToken(token, key);
    if (cart) {
      return html(
        200,
        renderCheckoutPage({
          shop,
          costs: carts.costs(cart),
          email: cart.buyerIdentity.email,
          channel,
          returnTo,
          formAction: `${url.pathname}${url.search}`,
        }),
      );
    }
    const order = carts.ordersByCartToken.get(token);
    return order
      ? html(200, renderOrderConfirmation(shop, order, returnTo))
      : html(404, renderCheckoutNotFound(shop));
  }

  async function control(request: Request, action: string): Promise<Response> {
    if (request.method === 'GET' && action === 'customers')
      return sendJson(200, customers.customers);
    if (request.method === 'GET' && action === 'orders')
      return sendJson(200, carts.orders);
    if (request.method === 'GET' && action === 'analytics')
      return sendJson(200, analyticsEvents.events);
    if (request.method === 'GET' && action === 'consent')
      return sendJson(200, consentRecords.records);
    if (request.method === 'POST' && action === 'fail') {
      const problem = failures.arm(await readJson(request));
      return problem
        ? sendJson(400, {error: problem})
        : sendJson(200, {ok: true});
    }
    if (request.method === 'POST' && action === 'inventory') {
      // {"variantId": "...", "quantity": 0}: stock that changes while a line sits in a cart.
      const body = (await readJson(request)) as {
        variantId?: unknown;
        quantity?: unknown;
      };
      const quantity = body.quantity === null ? null : Number(body.quantity);
      if (
        typeof body.variantId !== 'string' ||
        (quantity !== null && !(Number.isInteger(quantity) && quantity >= 0))
      )
        return sendJson(400, {
          error: 'Give variantId and quantity (a whole number, or null)',
        });
      return carts.setInventory(body.variantId, quantity)
        ? sendJson(200, {ok: true})
        : sendJson(404, {error: `No variant ${body.variantId}`});
    }
    if (request.method === 'POST' && action === 'reset-failures') {
      failures.reset();
      return sendJson(200, {ok: true});
    }
    if (request.method === 'POST' && action === 'reset') {
      failures.reset();
      carts.reset();
      customers.reset();
      adminProducts.reset();
      adminDiscounts.reset();
      analyticsEvents.reset();
      consentRecords.reset();
      adminMenus.reset();
      return sendJson(200, {ok: true});
    }
    throw new HttpError(
      404,
      `Unknown control endpoint ${request.method} /__local/${action}`,
    );
  }

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const {pathname} = url;
    const headers = request.headers;

    const storefrontPath = /^\/api\/([^/]+)\/graphql(\.json)?$/.exec(pathname);
    if (storefrontPath) {
      if (request.method === 'OPTIONS') return send(204, 'text/plain', '');
      const served = servedVersion(storefrontPath[1]!);
      if ('status' in served)
        throw new HttpError(served.status, served.message);
      const authorised =
        headers.get('x-shopify-storefront-access-token') ===
          tokens.publicToken ||
        headers.get('shopify-storefront-private-token') === tokens.privateToken;
      if (!authorised) return sendJson(401, STOREFRONT_UNAUTHORIZED);
      const unstable = served.version === 'unstable';
      const response = await graphql(
        request,
        url,
        unstable ? unstableStorefrontApi : storefrontApi,
        (injectedUserErrors, prepared, variables) =>
          unstable
            ? consentManagementRoot(consentRecords, headers, url.hostname)
            : storefrontRoot({
                catalog,
                carts,
                baseUrl,
                markets,
                injectedUserErrors,
                inContextArguments: inContextArguments(
                  storefrontApi.schema,
                  prepared.operation,
                  variables,
                ),
              }),
        unstable ? UNSTABLE_ROOT_FIELDS : undefined,
      );
      response.headers.set('X-Shopify-API-Version', served.version);
      return response;
    }
    if (/^\/admin\/api\/[^/]+\/graphql\.json$/.test(pathname)) {
      if (headers.get('x-shopify-access-token') !== tokens.adminToken)
        return sendJson(401, ADMIN_UNAUTHORIZED);
      return graphql(request, url, adminApi, (injectedUserErrors) => ({
        ...adminRoot(customers, injectedUserErrors),
        ...productAdminRoot(adminProducts, baseUrl, injectedUserErrors),
        ...discountAdminRoot(adminDiscounts, injectedUserErrors),
        ...menuAdminRoot(adminMenus, catalog, injectedUserErrors),
      }));
    }
    if (
      pathname.startsWith('/images/') &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      const svg = imageForPath(catalog, pathname);
      if (!svg) throw new HttpError(404, 'No such image');
      // Query parameters (width, height, crop) are ignored; the URL without them is the image.
      return send(200, 'image/svg+xml; charset=utf-8', svg, {
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    }
    const adminProductMatch = /^\/admin\/products\/(\d+)$/.exec(pathname);
    if (adminProductMatch && request.method === 'GET') {
      const product = adminProducts.byId(gid('Product', adminProductMatch[1]!));
      if (!product) throw new HttpError(404, 'No such product');
      return send(
        200,
        'text/html; charset=utf-8',
        adminProductPage(catalog.shop, {
          title: product.record.title,
          handle: product.record.handle,
          status: product.status,
        }),
      );
    }
    if (pathname === PRODUCE_BATCH_PATH) {
      if (request.method === 'OPTIONS') return send(204, 'text/plain', '');
      if (request.method !== 'POST')
        throw new HttpError(405, 'POST a batch of events');
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        throw new HttpError(400, 'The body is not JSON');
      }
      const problem = batchProblem(body);
      if (problem) throw new HttpError(400, problem);
      return sendJson(
        200,
        analyticsEvents.record(
          body as Parameters<typeof analyticsEvents.record>[0],
        ),
      );
    }
    if (pathname === '/analytics' && request.method === 'GET')
      return send(
        200,
        'text/html; charset=utf-8',
        analyticsEventsPage(
          catalog.shop.name,
          analyticsEvents.events,
          consentRecordsSection(consentRecords.records),
        ),
      );
    const checkoutMatch = /^\/checkouts\/cn\/([a-f0-9]+)$/.exec(pathname);
    if (checkoutMatch) return checkout(request, url, checkoutMatch[1]!);
    const controlMatch = /^\/__local\/([a-z-]+)$/.exec(pathname);
    if (controlMatch) return control(request, controlMatch[1]!);
    if (pathname === '/') {
      return send(
        200,
        'text/plain; charset=utf-8',
        `${catalog.shop.name}: local Storefront API at ${baseUrl}/api/<version>/graphql.json (see local/storefront/README.md)\n`,
      );
    }
    throw new HttpError(404, 'Not Found');
  }

  /** Shopify's error shape for what the stand-in refuses (HttpError) or fails at. */
  function errorResponse(error: unknown): Response {
    if (error instanceof HttpError)
      return sendJson(error.status, {
        errors: [
          {
            message: error.message,
            extensions: {
              code: STATUS_CODES[error.status]
                ?.toUpperCase()
                .replaceAll(' ', '_'),
            },
          },
        ],
      });
    console.error('[local storefront]', error);
    return sendJson(500, {
      errors: [
        {
          message: 'Internal error in the local Storefront API',
          extensions: {code: 'INTERNAL_SERVER_ERROR'},
        },
      ],
    });
  }

  async function handle(request: Request): Promise<Response> {
    const response = await route(request).catch(errorResponse);
    response.headers.set('X-Request-Id', randomUUID());
    // The Storefront API is public and callable from browsers, as Shopify's is.
    response.headers.set('Access-Control-Allow-Origin', '*');
    response.headers.set(
      'Access-Control-Allow-Headers',
      'Content-Type, Accept, X-Shopify-Storefront-Access-Token, X-SDK-Variant, X-SDK-Version, X-SDK-Variant-Source',
    );
    response.headers.set(
      'Access-Control-Expose-Headers',
      'X-Shopify-API-Version',
    );
    response.headers.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    return response;
  }

  const server = await startFetchServer(
    {port: options.port ?? 3100, host, onError: errorResponse},
    (url) => {
      baseUrl = url;
      return handle;
    },
  );

  return {url: baseUrl, ...tokens, close: server.close};
}
