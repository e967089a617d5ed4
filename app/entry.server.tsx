import {NonceProvider} from '@shopify/hydrogen';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import {
  ServerRouter,
  type EntryContext,
  type RouterContextProvider,
} from 'react-router';
import {registerStaticRenderer} from '~/components/StaticMarkup';
import {renderStaticMarkup} from '~/lib/static-markup.server';
import {
  buildContentSecurityPolicy,
  originOf,
} from '~/features/http/security-headers.server';
import {turnstileConfigOf} from '~/features/waitlist/turnstile.server';

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
    formActionOrigins: checkoutOrigin ? [checkoutOrigin] : [],
    isDevelopment: process.env.NODE_ENV === 'development',
    turnstile: turnstileConfigOf(context.env) !== null,
  });

  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter
        context={reactRouterContext}
        url={request.url}
        nonce={nonce}
      />
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        console.error(error);
        status = 500;
      },
    },
  );

  // Crawlers and no-JS visitors get the complete document in one piece.
  if (isbot(request.headers.get('user-agent'))) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', header);
  return new Response(body, {headers: responseHeaders, status});
}

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
