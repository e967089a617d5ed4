import {NonceProvider} from '@shopify/hydrogen';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import {
  ServerRouter,
  type EntryContext,
  isRouteErrorResponse,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import {RequestIdContext} from '~/components/RequestId';
import type {AppContext} from '~/lib/context.server';
import {UNATTRIBUTED} from '~/lib/logger.server';
import {registerStaticRenderer} from '~/components/StaticMarkup';
import {renderStaticMarkup} from '~/lib/static-markup.server';
import {
  buildContentSecurityPolicy,
  originOf,
} from '~/features/http/security-headers.server';
import {turnstileConfigOf} from '~/features/waitlist/turnstile.server';
import {accountFormActionOrigin} from '~/features/account/account-service.server';
import {speculationRulesHeader} from '~/features/http/speculation-rules';
import {marketFromPath} from '~/features/markets/markets';

// The site chrome that is the same on every page is rendered once per isolate
// (app/components/StaticMarkup.tsx); not in development, where an edit to the header
// must show without restarting the server.
if (process.env.NODE_ENV !== 'development')
  registerStaticRenderer(renderStaticMarkup);

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  reactRouterContext: EntryContext,
  context: RouterContextProvider,
) {
  const nonce = createNonce();
  const storeOrigin = originOf(context.env.PUBLIC_STORE_DOMAIN);
  const checkoutOrigin =
    originOf(context.env.PUBLIC_CHECKOUT_DOMAIN) ?? storeOrigin;
  const header = buildContentSecurityPolicy({
    nonce,
    imageOrigins: storeOrigin ? [storeOrigin] : [],
    formActionOrigins: [
      checkoutOrigin,
      accountFormActionOrigin(context.env),
    ].filter((origin): origin is string => Boolean(origin)),
    isDevelopment: process.env.NODE_ENV === 'development',
    turnstile: turnstileConfigOf(context.env) !== null,
  });

  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RequestIdContext value={context.log.requestId}>
        <ServerRouter
          context={reactRouterContext}
          url={request.url}
          nonce={nonce}
        />
      </RequestIdContext>
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        context.log.error('render.failed', {error});
        status = 500;
      },
    },
  );

  // Crawlers and no-JS visitors get the complete document in one piece.
  if (isbot(request.headers.get('user-agent'))) await body.allReady;

  copyRouteHeaders(reactRouterContext, responseHeaders);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', header);
  // The market's Speculation Rules, by reference (decision 0268): a cached resource,
  // not 0.3 KB of every page.
  responseHeaders.set(
    'Speculation-Rules',
    speculationRulesHeader(marketFromPath(new URL(request.url).pathname)),
  );
  return new Response(body, {headers: responseHeaders, status});
}

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * A page's own headers: what its action answered, else what the deepest loader that set
 * any answered (a private variant of a public page, `Vary`, `Retry-After`, ...). Read here,
 * once, so no route needs a `headers` export; the route's declared policy is applied on
 * top by server.ts (route-policy.server.ts). Cookies are React Router's to merge.
 */
function copyRouteHeaders(context: EntryContext, into: Headers) {
  const {matches, actionHeaders, loaderHeaders} = context.staticHandlerContext;
  const ids = matches.map((match) => match.route.id).reverse();
  const has = (headers: Headers | undefined) =>
    headers !== undefined &&
    [...headers.keys()].some((key) => key !== 'set-cookie');
  const source =
    ids.map((id) => actionHeaders[id]).find(has) ??
    ids.map((id) => loaderHeaders[id]).find(has);
  for (const [name, value] of source ?? []) {
    if (name !== 'set-cookie') into.set(name, value);
  }
}

/**
 * Errors in loaders, actions and rendering, with the request's id (the error page shows
 * it; decision 0184). Aborted requests (the visitor left) are not errors.
 */
export const handleError: HandleErrorFunction = (error, {request, context}) => {
  if (request.signal.aborted) return;
  const log = (context as Partial<AppContext> | undefined)?.log ?? UNATTRIBUTED;
  const where = {method: request.method, url: request.url};
  // React Router's own answers (no route for a `.data` request, a refused cross-origin
  // action): the visitor's mistake, not ours.
  if (isRouteErrorResponse(error) && error.status < 500)
    log.info('route.refused', {...where, status: error.status});
  else log.error('route.failed', {...where, error});
};
