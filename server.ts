// The Oxygen worker: env -> Hydrogen context -> React Router request handler.
// Runs unchanged on Oxygen, in MiniOxygen (`npm start`, `npm run dev`) and in Miniflare (tests).
import * as serverBuild from 'virtual:react-router/server-build';
import {storefrontRedirect} from '@shopify/hydrogen';
import {createRequestHandler} from '@shopify/hydrogen/oxygen';
import {installFetchDeadline} from './app/features/http/backend-deadline';
import {createAppContext} from '~/lib/context.server';
import {discardUnreadBody} from './app/features/http/request-body.server';
import {
  crossSiteRefusal,
  isCrossSiteWrite,
  withoutOriginWhenTokenAuthorised,
} from './app/features/http/cross-site.server';
import {EnvError} from '~/lib/env.server';
import {enforceCachePolicy} from './app/features/http/http-cache';
import {applySecurityHeaders} from './app/features/http/security-headers.server';

const isProduction = process.env.NODE_ENV === 'production';

// Every call to another service (Storefront API, cart, Supabase) gets a deadline.
installFetchDeadline();

type AppLoadContext = Awaited<ReturnType<typeof createAppContext>>;

/** Each request's context, for the one request handler below (see its comment). */
const loadContexts = new WeakMap<Request, AppLoadContext>();

/**
 * One request handler per isolate, not per request: React Router builds its route tree
 * and static handler on a handler's first call, about 5% of an uncached render's CPU
 * time when done for every request (docs/decisions/0181-ssr-throughput.md). The context
 * is per request, found by the request it was made for.
 */
const handleRequest = createRequestHandler({
  build: serverBuild,
  mode: process.env.NODE_ENV,
  getLoadContext: (request) => loadContexts.get(request)!,
});

export default {
  async fetch(
    request: Request,
    env: Env,
    executionContext: ExecutionContext,
  ): Promise<Response> {
    const response = await respond(request, env, executionContext);
    // A refused post leaves its body unread: read it, so the refusal arrives intact.
    await discardUnreadBody(request);
    return response;
  },
};

async function respond(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
): Promise<Response> {
  // Every state-changing endpoint (route actions and resource routes alike) is checked here.
  if (isCrossSiteWrite(request)) return finish(request, crossSiteRefusal());
  request = withoutOriginWhenTokenAuthorised(request);
  try {
    const context = await createAppContext(request, env, executionContext);
    loadContexts.set(request, context);
    let response = await handleRequest(request);
    if (context.session.isPending) {
      response.headers.append('Set-Cookie', await context.session.commit());
    }
    if (response.status === 404) {
      // Redirects managed in the Shopify admin; `/admin` is our own area, not Shopify's.
      response = await storefrontRedirect({
        request,
        response,
        storefront: context.storefront,
        noAdminRedirect: true,
      });
    }
    return finish(request, response);
  } catch (error) {
    // Only misconfiguration or a bug gets here: route errors render the error boundary.
    console.error(error);
    const message =
      error instanceof EnvError
        ? 'The store is not configured correctly. The server log names the setting to fix.'
        : 'An unexpected error occurred.';
    return finish(
      request,
      new Response(message, {
        status: 500,
        headers: {'Content-Type': 'text/plain; charset=utf-8'},
      }),
    );
  }
}

/**
 * Copies the response (redirects' headers are not writable), then applies the cache policy
 * and the security headers: the one exit every answer takes.
 */
function finish(request: Request, response: Response): Response {
  const copy = new Response(response.body, response);
  enforceCachePolicy(copy.headers, copy.status, new URL(request.url).pathname);
  applySecurityHeaders(copy.headers, {isProduction});
  return copy;
}
