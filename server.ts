// The Oxygen worker: env -> Hydrogen context -> React Router request handler.
// Runs unchanged on Oxygen, in MiniOxygen (`npm start`, `npm run dev`) and in Miniflare (tests).
import * as serverBuild from 'virtual:react-router/server-build';
import {storefrontRedirect} from '@shopify/hydrogen';
import {createRequestHandler, type RouterContextProvider} from 'react-router';
import {installDefaultFetchDeadline} from './app/features/http/backend-deadline';
import {installAccountServiceFetch} from './app/features/account/account-service.server';
import {createAppContext} from './app/lib/context.server';
import {discardUnreadBody} from './app/features/http/request-body.server';
import {
  hasMalformedPath,
  malformedUrlResponse,
} from './app/features/http/malformed-url.server';
import {
  crossSiteRefusal,
  isRefusedWrite,
  withoutOrigin,
} from './app/features/http/cross-site.server';
import {
  applyRoutePolicy,
  createPolicyLookup,
  queryRedirect,
  type RequestPolicy,
} from './app/features/http/route-policy.server';
import {EnvError} from './app/lib/env.server';
import {createLogger, requestIdOf, type Logger} from './app/lib/logger.server';
import {applySecurityHeaders} from './app/features/http/security-headers.server';
import {logSinkFor} from './app/lib/error-reporting.server';

const isProduction = process.env.NODE_ENV === 'production';

// A call to another service that brings no deadline of its own gets the default one.
installDefaultFetchDeadline();
// Hydrogen's customer account client calls shopify.com; another account service gets them.
installAccountServiceFetch();

/**
 * React Router's handler and the routes' policies, built once per isolate: building the
 * route tree and static handler for every request cost about 5% of an uncached render
 * (docs/decisions/0181-ssr-throughput.md). The request's context is passed per call.
 */
const handleRequest = createRequestHandler(serverBuild, process.env.NODE_ENV);
const policyFor = createPolicyLookup(serverBuild);

export default {
  async fetch(
    request: Request,
    env: Env,
    executionContext: ExecutionContext,
  ): Promise<Response> {
    const requestId = requestIdOf(request);
    const log = createLogger(
      requestId,
      logSinkFor(env, (promise) => executionContext.waitUntil(promise)),
    );
    const policy = policyFor(request);
    const response = await respond(request, env, executionContext, {
      log,
      policy,
    });
    // A refused post leaves its body unread: read it, so the refusal arrives intact.
    await discardUnreadBody(request);
    return finish(request, response, policy, requestId);
  },
};

async function respond(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
  {log, policy}: {log: Logger; policy: RequestPolicy},
): Promise<Response> {
  if (hasMalformedPath(request)) return malformedUrlResponse();
  // A public page is answered only for the query it reads (issue 24).
  const cleaner = queryRedirect(request, policy);
  if (cleaner) return cleaner;
  // Every state-changing request is checked against its route's `writes` rule here.
  if (isRefusedWrite(request, policy.writes)) return crossSiteRefusal();
  if (policy.writes === 'token') request = withoutOrigin(request);
  try {
    const context = await createAppContext(request, env, executionContext, log);
    const {storefront} = context;
    // What Hydrogen's own createRequestHandler adds around React Router's handler.
    if (storefront.isStorefrontApiUrl(request))
      return await storefront.forward(request);
    // Hydrogen's context is the router context (what Hydrogen's own handler passes).
    let response = await handleRequest(
      request,
      context as unknown as RouterContextProvider,
    );
    storefront.setCollectedSubrequestHeaders(response);
    if (context.session.isPending) {
      response.headers.append('Set-Cookie', await context.session.commit());
    }
    if (response.status === 404) {
      // Redirects managed in the Shopify admin; `/admin` is our own area, not Shopify's.
      response = await storefrontRedirect({
        request,
        response,
        storefront,
        noAdminRedirect: true,
      });
    }
    return response;
  } catch (error) {
    // Only misconfiguration or a bug gets here: route errors render the error boundary.
    log.error('worker.unhandled', {error});
    const message =
      error instanceof EnvError
        ? 'The store is not configured correctly. The server log names the setting to fix.'
        : `An unexpected error occurred. Reference: ${log.requestId}`;
    return new Response(message, {
      status: 500,
      headers: {'Content-Type': 'text/plain; charset=utf-8'},
    });
  }
}

/**
 * Copies the response (redirects' headers are not writable), then applies the route's
 * cache and indexing policy and the security headers: the one exit every answer takes.
 */
function finish(
  request: Request,
  response: Response,
  policy: RequestPolicy,
  requestId: string,
): Response {
  const copy = new Response(response.body, response);
  applyRoutePolicy(
    copy.headers,
    {status: copy.status, method: request.method},
    policy,
  );
  // Private answers name their request, so a report can be matched to the logs; a cached
  // public page would carry the id of whichever request filled the cache.
  if (copy.headers.get('Cache-Control')?.startsWith('private'))
    copy.headers.set('X-Request-Id', requestId);
  applySecurityHeaders(copy.headers, {isProduction});
  return copy;
}
