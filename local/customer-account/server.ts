/**
 * The local Customer Account API: Shopify's customer sign-in (OAuth 2.0 with PKCE and an
 * emailed one-time code) and its GraphQL API, at the paths shopify.com serves them, so
 * Hydrogen's client reaches it by an origin swap (docs/decisions/0250). See README.md.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {randomUUID} from 'node:crypto';
import {buildClientSchema, type IntrospectionQuery} from 'graphql';
import {
  BodyTooLargeError,
  readBodyText,
  startFetchServer,
} from '../node-fetch-adapter.ts';
import {
  GraphQLService,
  type GraphQLRequestBody,
} from '../storefront/graphql-service.ts';
import {CustomerStore} from './customers.ts';
import {AuthorizationServer, OAuthError} from './oauth.ts';
import {
  codeEmail,
  codePage,
  emailPage,
  refusalPage,
  signedOutPage,
  type PageOptions,
} from './pages.ts';
import {accountRoot} from './resolvers.ts';
import {shopRecordsAt} from './shop-records.ts';

export type LocalCustomerAccountOptions = {
  /** 0 picks a free port; default 3200. */
  port?: number;
  host?: string;
  /** The shop's numeric id (SHOP_ID). */
  shopId?: string;
  /** The client id of the store's Hydrogen channel (PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID). */
  clientId?: string;
  /** The store origins whose callbacks and sign-out addresses are registered, e.g. http://localhost:3000. */
  storeOrigins: string[];
  /** The local Storefront API, whose checkout's orders the accounts show; none: no orders. */
  storefrontUrl?: string | null;
  /** A Resend-shaped email API (local Supabase's `/mailbox/api`); none: codes go to `log`. */
  mailboxApiUrl?: string | null;
  /** The page where the emails can be read, linked from the code page. */
  mailboxPageUrl?: string | null;
  accessTokenLifetimeSeconds?: number;
  shopName?: string;
  log?: (line: string) => void;
  /** The clock of codes and tokens (tests move it forward). */
  now?: () => number;
};

export type LocalCustomerAccount = {
  url: string;
  shopId: string;
  clientId: string;
  /** PUBLIC_CUSTOMER_ACCOUNT_API_URL: `<url>/<shopId>`, as shopify.com/<shopId> is for a real shop. */
  accountUrl: string;
  close(): Promise<void>;
};

export const LOCAL_SHOP_ID = '68817551403';
export const LOCAL_CLIENT_ID = 'shp_0d6e2a4c-29a1-4c7e-9b1f-6a0f3c5e2b29';
/** The Customer Account API version Hydrogen 2026.4 calls, and the schema it ships. */
export const SERVED_API_VERSION = '2026-04';
const STABLE_VERSION = /^\d{4}-(01|04|07|10)$/;
const BODY_LIMIT = 1024 * 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function loadCustomerAccountSchema() {
  const file = createRequire(import.meta.url).resolve(
    '@shopify/hydrogen/customer-account.schema.json',
  );
  const introspection = JSON.parse(readFileSync(file, 'utf8')) as
    IntrospectionQuery | {data: IntrospectionQuery};
  return buildClientSchema(
    'data' in introspection ? introspection.data : introspection,
  );
}

/** The callback Hydrogen's client sends for a store origin: always https (decision 0250). */
export function hydrogenCallbackFor(storeOrigin: string): string {
  const url = new URL('/account/authorize', storeOrigin);
  url.protocol = 'https:';
  return url.href;
}

/** Where Hydrogen sends the browser after sign-out: the store's https origin. */
function hydrogenLogoutTargetFor(storeOrigin: string): string {
  const url = new URL('/', storeOrigin);
  url.protocol = 'https:';
  return url.href;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The one local deviation: a registered https callback on a loopback host is reached over
 * http, since the local store serves no TLS. Compared strings stay as registered.
 */
export function browserAddress(target: string): URL {
  const url = new URL(target);
  if (url.protocol === 'https:' && LOOPBACK_HOSTS.has(url.hostname))
    url.protocol = 'http:';
  return url;
}

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return new Response(JSON.stringify(body), {
    status,
    headers: {'Content-Type': 'application/json; charset=utf-8', ...headers},
  });
}

function redirect(location: string, status = 302): Response {
  return new Response(null, {
    status,
    headers: {Location: location, 'Cache-Control': 'no-store'},
  });
}

async function readText(request: Request): Promise<string> {
  try {
    return await readBodyText(request, BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new HttpError(413, 'Request body too large');
    throw error;
  }
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

export async function startLocalCustomerAccount(
  options: LocalCustomerAccountOptions,
): Promise<LocalCustomerAccount> {
  const host = options.host ?? '127.0.0.1';
  const shopId = options.shopId ?? LOCAL_SHOP_ID;
  const clientId = options.clientId ?? LOCAL_CLIENT_ID;
  const shopName = options.shopName ?? 'Emberforge Kamado';
  const storefrontUrl = options.storefrontUrl ?? null;
  const log = options.log ?? ((line: string) => console.log(line));

  const schema = loadCustomerAccountSchema();
  const service = new GraphQLService(schema, 'Customer Account API');
  const countryCodes = schema.getType('CountryCode');
  const customers = new CustomerStore(
    countryCodes && 'getValues' in countryCodes
      ? countryCodes.getValues().map((value) => value.name)
      : [],
  );
  const records = shopRecordsAt(storefrontUrl);
  // Every loopback name of each store origin: a browser may open localhost or 127.0.0.1.
  const storeOrigins = options.storeOrigins.flatMap((origin) => {
    const url = new URL(origin);
    return LOOPBACK_HOSTS.has(url.hostname)
      ? ['localhost', '127.0.0.1'].map((name) => {
          const copy = new URL(origin);
          copy.hostname = name;
          return copy.origin;
        })
      : [url.origin];
  });

  const callbacks = storeOrigins.map(hydrogenCallbackFor);
  const pageOptions: PageOptions = {
    shopName,
    formTargets: [
      ...new Set(callbacks.map((callback) => browserAddress(callback).origin)),
    ],
  };

  let oauth: AuthorizationServer;
  let baseUrl = '';
  const authBase = `/authentication/${shopId}`;
  const graphqlPath = new RegExp(
    `^/${shopId}/account/customer/api/([^/]+)/graphql$`,
  );

  async function sendCode(email: string, code: string): Promise<void> {
    const message = codeEmail(shopName, code);
    if (!options.mailboxApiUrl) {
      log(`Sign-in code for ${email}: ${code}`);
      return;
    }
    const response = await fetch(`${options.mailboxApiUrl}/emails`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer local-customer-accounts',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        from: `${shopName} <accounts@emberforge.example>`,
        to: [email],
        ...message,
      }),
      signal: AbortSignal.timeout(4_000),
    });
    if (!response.ok)
      throw new Error(`The mailbox answered ${response.status}`);
  }

  function discovery() {
    return {
      issuer: oauth.issuer,
      authorization_endpoint: `${baseUrl}${authBase}/oauth/authorize`,
      token_endpoint: `${baseUrl}${authBase}/oauth/token`,
      end_session_endpoint: `${baseUrl}${authBase}/logout`,
      jwks_uri: `${baseUrl}${authBase}/.well-known/jwks.json`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'email', 'customer-account-api:full'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['none'],
      claims_supported: [
        'iss',
        'sub',
        'aud',
        'exp',
        'iat',
        'auth_time',
        'nonce',
        'sid',
        'email',
        'email_verified',
      ],
    };
  }

  function authorize(url: URL): Response {
    const params = url.searchParams;
    const clientIdParam = params.get('client_id');
    const redirectUri = params.get('redirect_uri');
    // RFC 6749 §4.1.2.1: a bad client or callback is told to the person, never redirected.
    if (clientIdParam !== clientId)
      return refusalPage(pageOptions, {
        title: 'This sign-in link does not work',
        message:
          'The store that sent you here is not set up for customer accounts (its client_id is unknown). Go back to the store and try again.',
        error: 'invalid_client',
        status: 400,
      });
    if (!oauth.isRegisteredRedirect(clientIdParam, redirectUri))
      return refusalPage(pageOptions, {
        title: 'This sign-in link does not work',
        message:
          'The address to return to after signing in (redirect_uri) is not registered for this store.',
        error: 'invalid_request',
        status: 400,
      });
    try {
      const request = oauth.checkAuthorizationRequest(params);
      const signIn = oauth.startSignIn(request);
      return emailPage(pageOptions, {
        action: `${authBase}/sign-in/email`,
        signInId: signIn.id,
        email: request.loginHint,
        error: null,
      });
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      const back = browserAddress(redirectUri!);
      back.searchParams.set('error', error.code);
      back.searchParams.set('error_description', error.message);
      const state = params.get('state');
      if (state) back.searchParams.set('state', state);
      return redirect(back.href);
    }
  }

  const expiredSignIn = () =>
    refusalPage(pageOptions, {
      title: 'This sign-in has expired',
      message:
        'Sign-ins last half an hour and work once. Go back to the store and choose Sign in again.',
      status: 400,
    });

  async function signInEmail(request: Request): Promise<Response> {
    const form = new URLSearchParams(await readText(request));
    const signIn = oauth.signIn(form.get('sign_in'));
    if (!signIn) return expiredSignIn();
    const email = (form.get('email') ?? '').trim();
    if (!EMAIL.test(email) || email.length > 254)
      return emailPage(pageOptions, {
        action: `${authBase}/sign-in/email`,
        signInId: signIn.id,
        email,
        error: 'Enter a valid email address.',
      });
    const code = oauth.issueEmailCode(signIn, email);
    try {
      await sendCode(email, code);
    } catch (error) {
      log(`Local customer accounts: the code email failed: ${String(error)}`);
      return refusalPage(pageOptions, {
        title: 'We could not send your code',
        message: 'The email could not be sent. Try again in a moment.',
        status: 503,
      });
    }
    return codeForm(signIn.id, email, null);
  }

  function codeForm(signInId: string, email: string, error: string | null) {
    return codePage(pageOptions, {
      action: `${authBase}/sign-in/code`,
      resendAction: `${authBase}/sign-in/email`,
      signInId,
      email,
      mailbox: options.mailboxPageUrl ?? null,
      error,
    });
  }

  async function signInCode(request: Request): Promise<Response> {
    const form = new URLSearchParams(await readText(request));
    const signIn = oauth.signIn(form.get('sign_in'));
    if (!signIn) return expiredSignIn();
    if (!signIn.email)
      return emailPage(pageOptions, {
        action: `${authBase}/sign-in/email`,
        signInId: signIn.id,
        email: null,
        error: 'Enter your email first.',
      });
    const check = oauth.checkEmailCode(signIn, form.get('code') ?? '');
    if (!check.ok)
      return codeForm(
        signIn.id,
        signIn.email,
        check.reason === 'wrong'
          ? `That code is not right. Check the email and try again (${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left).`
          : check.reason === 'expired'
            ? 'That code has expired. Send a new code.'
            : 'Too many wrong codes. Send a new code.',
      );
    const customer = customers.findOrCreate(signIn.email);
    const code = oauth.issueAuthorizationCode(signIn, customer.id);
    const back = browserAddress(signIn.request.redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', signIn.request.state);
    return redirect(back.href, 303);
  }

  async function token(request: Request): Promise<Response> {
    const noStore = {'Cache-Control': 'no-store', Pragma: 'no-cache'};
    if (request.method !== 'POST')
      return json(
        405,
        {error: 'invalid_request', error_description: 'Use POST.'},
        {
          ...noStore,
          Allow: 'POST',
        },
      );
    try {
      if (mediaType(request) !== 'application/x-www-form-urlencoded')
        throw new OAuthError(
          'invalid_request',
          'The body must be application/x-www-form-urlencoded.',
        );
      const form = new URLSearchParams(await readText(request));
      const tokens = oauth.token(
        form,
        (id) => customers.byId(id)?.email ?? null,
      );
      return json(200, tokens, noStore);
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      return json(
        error.code === 'invalid_client' ? 401 : 400,
        {error: error.code, error_description: error.message},
        noStore,
      );
    }
  }

  function logout(url: URL): Response {
    try {
      const target = oauth.logout(url.searchParams);
      if (!target) return signedOutPage(pageOptions);
      const back = browserAddress(target);
      const state = url.searchParams.get('state');
      if (state) back.searchParams.set('state', state);
      return redirect(back.href);
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      return refusalPage(pageOptions, {
        title: 'We could not sign you out from here',
        message: `${error.message} Go back to the store and sign out there.`,
        error: error.code,
        status: 400,
      });
    }
  }

  async function graphql(request: Request, version: string): Promise<Response> {
    if (!STABLE_VERSION.test(version) || version > SERVED_API_VERSION)
      throw new HttpError(
        404,
        `The local Customer Account API serves version ${SERVED_API_VERSION} (and earlier ones as it).`,
      );
    const authorization = request.headers.get('authorization') ?? '';
    const accessToken = authorization.replace(/^Bearer\s+/i, '').trim();
    const customerId = accessToken ? oauth.customerOf(accessToken) : null;
    const customer = customerId ? customers.byId(customerId) : undefined;
    if (!customer)
      return json(401, {
        errors: [
          {
            message: 'Invalid or expired access token.',
            extensions: {code: 'UNAUTHORIZED'},
          },
        ],
      });
    if (request.method !== 'POST') throw new HttpError(405, 'Use POST');
    if (mediaType(request) !== 'application/json')
      throw new HttpError(
        415,
        'Unsupported Content-Type header, use application/json',
      );
    let body: GraphQLRequestBody;
    try {
      body = JSON.parse(await readText(request)) as GraphQLRequestBody;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, 'Body is not valid JSON');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new HttpError(400, 'Body must be a JSON object');
    const prepared = service.prepare(body);
    if ('errors' in prepared) return json(200, {errors: prepared.errors});
    const result = await service.run(
      prepared.prepared,
      body,
      accountRoot({
        customer,
        customers,
        records,
        tokens: oauth.tokensOf(customer.id),
        storefrontUrl,
      }),
    );
    const response = json(200, result);
    response.headers.set('X-Shopify-API-Version', SERVED_API_VERSION);
    return response;
  }

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const {pathname} = url;
    const get = request.method === 'GET' || request.method === 'HEAD';
    if (
      get &&
      (pathname === '/.well-known/openid-configuration' ||
        pathname === `${authBase}/.well-known/openid-configuration`)
    )
      return json(200, discovery());
    if (get && pathname === '/.well-known/customer-account-api')
      return json(200, {
        graphql_api: `${baseUrl}/${shopId}/account/customer/api/${SERVED_API_VERSION}/graphql`,
      });
    if (get && pathname === `${authBase}/.well-known/jwks.json`)
      return json(200, {keys: [oauth.publicJwk]});
    if (get && pathname === `${authBase}/oauth/authorize`)
      return authorize(url);
    if (request.method === 'POST' && pathname === `${authBase}/sign-in/email`)
      return signInEmail(request);
    if (request.method === 'POST' && pathname === `${authBase}/sign-in/code`)
      return signInCode(request);
    if (pathname === `${authBase}/oauth/token`) return token(request);
    if (get && pathname === `${authBase}/logout`) return logout(url);
    const api = graphqlPath.exec(pathname);
    if (api) {
      if (request.method === 'OPTIONS')
        return new Response(null, {status: 204});
      return graphql(request, api[1]!);
    }
    if (request.method === 'POST' && pathname === '/__local/reset') {
      customers.reset();
      oauth.reset();
      return json(200, {ok: true});
    }
    if (get && pathname === '/__local/customers')
      return json(200, customers.all);
    if (get && pathname === '/')
      return new Response(
        `${shopName}: local Customer Account API. Discovery: ${baseUrl}${authBase}/.well-known/openid-configuration (see local/customer-account/README.md)\n`,
        {headers: {'Content-Type': 'text/plain; charset=utf-8'}},
      );
    throw new HttpError(404, 'Not Found');
  }

  function errorResponse(error: unknown): Response {
    if (error instanceof HttpError)
      return json(error.status, {errors: [{message: error.message}]});
    log(
      `[local customer accounts] ${error instanceof Error ? error.stack : String(error)}`,
    );
    return json(500, {
      errors: [{message: 'Internal error in the local Customer Account API'}],
    });
  }

  const server = await startFetchServer(
    {port: options.port ?? 3200, host, onError: errorResponse},
    (url) => {
      baseUrl = url;
      oauth = new AuthorizationServer({
        issuer: `${url}${authBase}`,
        clientId,
        redirectUris: callbacks,
        logoutUris: storeOrigins.map(hydrogenLogoutTargetFor),
        accessTokenLifetimeSeconds: options.accessTokenLifetimeSeconds ?? 3600,
        now: options.now,
      });
      return async (request) => {
        const response = await route(request).catch(errorResponse);
        response.headers.set('X-Request-Id', randomUUID());
        return response;
      };
    },
  );

  return {
    url: baseUrl,
    shopId,
    clientId,
    accountUrl: `${baseUrl}/${shopId}`,
    close: server.close,
  };
}
