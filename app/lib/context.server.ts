import {
  cartSetIdDefault,
  createHydrogenContext,
  createWithCache,
  type WithCache,
} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {
  CART_MUTATE_FRAGMENT,
  CART_QUERY_FRAGMENT,
} from '~/features/cart/cart-query';
import {assertValidEnv, storeOriginOf} from './env.server';
import {createSupabaseClient, type DatabaseClient} from './supabase.server';
import {AppSession} from './session.server';
import {guardStorefrontAvailability} from '~/features/http/storefront-availability.server';
import {publicConfigFrom, type PublicConfig} from './site';
import {visitorIpOf} from '~/features/http/visitor-ip.server';
import type {Logger} from './logger.server';
import {setAccountServiceFrom} from '~/features/account/account-service.server';
import {
  marketFromPath,
  storefrontI18n,
  type Market,
} from '~/features/markets/markets';

declare global {
  /** Types every cart operation with the fields of CART_QUERY_FRAGMENT. */
  interface HydrogenCustomCartFragment extends CartApiQueryFragment {}
}

/** What our loaders and actions get besides Hydrogen's storefront, cart and session. */
export type AppContext = {
  /** Runs a third-party call (Supabase) through the same edge cache Hydrogen uses. */
  withCache: WithCache;
  /** Non-secret settings the pages render (support contact, launch time). */
  config: PublicConfig;
  /** The request's Supabase client (anon key), created on first use: most pages never need it. */
  supabase: () => DatabaseClient;
  /** The request's logger: JSON lines with its request id, secrets redacted. */
  log: Logger;
  /**
   * The store's public origin (PUBLIC_STORE_ORIGIN): absolute links in emails and redirects,
   * canonical URLs and JSON-LD. Never the request's Host, which the client chooses.
   */
  storeOrigin: string;
  /**
   * The market of the URL's prefix (decision 0260), for actions and loaders that build
   * links or carts. An unknown prefix reads as the default market here; the root loader
   * answers such a page 404 (marketFromParam).
   */
  market: Market;
};

/** Builds the per-request context: one storefront client, cache and session per request. */
export async function createAppContext(
  request: Request,
  env: Env,
  executionContext: Pick<ExecutionContext, 'waitUntil'>,
  log: Logger,
) {
  assertValidEnv(env);
  setAccountServiceFrom(env);
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const url = new URL(request.url);
  const secureCookies = url.protocol === 'https:';
  const [cache, session] = await Promise.all([
    caches.open('hydrogen'),
    AppSession.init(request, [env.SESSION_SECRET], secureCookies),
  ]);

  const market = marketFromPath(url.pathname);
  const additionalContext: AppContext = {
    market,
    withCache: createWithCache({cache, waitUntil, request}),
    config: publicConfigFrom(env),
    log,
    storeOrigin: storeOriginOf(env),
    supabase: once(() =>
      createSupabaseClient(env, {
        requestId: log.requestId,
        visitor: visitorOf(request, env.WAITLIST_PROXY_KEY),
      }),
    ),
  };

  const hydrogenContext = createHydrogenContext(
    {
      env,
      request,
      cache,
      waitUntil,
      session,
      // The market of the URL's prefix (decision 0260): every query that declares
      // `$country`/`$language` gets it from here; the root loader 404s unknown prefixes.
      i18n: storefrontI18n(market),
      // The store's own domain is registered with the account service (a redirect_uri per
      // origin), not a Hydrogen dev tunnel: without this, sign-in answers 400 on any host
      // but *.tryhydrogen.dev. Signed-out visitors of /account/* get Hydrogen's default
      // redirect to /account/login?return_to=<path> (a path, never another origin).
      customerAccount: {useCustomAuthDomain: true},
      cart: {
        queryFragment: CART_QUERY_FRAGMENT,
        mutateFragment: CART_MUTATE_FRAGMENT,
        // The cart id cookie: never readable by scripts, sent on top-level navigations.
        setId: cartSetIdDefault({
          httponly: true,
          samesite: 'Lax',
          secure: secureCookies,
          maxage: 60 * 60 * 24 * 14,
        }),
      },
    },
    additionalContext,
  );
  guardStorefrontAvailability(hydrogenContext.storefront, log);
  return hydrogenContext;
}

function once<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

/** The visitor's address, forwarded to Supabase only with the proxy key. */
function visitorOf(request: Request, proxyKey: string | undefined) {
  const ip = visitorIpOf(request);
  return proxyKey && ip ? {ip, proxyKey} : undefined;
}
