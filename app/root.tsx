import {useCopy} from '~/features/markets/use-copy';
import {useNonce} from '@shopify/hydrogen';
import {
  data,
  isRouteErrorResponse,
  Links,
  redirect,
  Meta,
  Outlet,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
  type MetaFunction,
} from 'react-router';
import type {ReactNode} from 'react';
import type {Route} from './+types/root';
import enhanceScriptUrl from '~/elements/index.ts?worker&url';
import appStylesUrl from '~/styles/app.css?url';
import faviconUrl from '~/assets/favicon.svg?url';
import {LAYOUT_COPY} from '~/components/copy';
import {Footer} from '~/components/Footer';
import {Header} from '~/components/Header';
import {NotFound} from '~/components/NotFound';
import {useRequestId} from '~/components/RequestId';
import {VisitSource} from '~/features/waitlist/VisitSource';
import {ConsentBanner} from '~/features/consent/ConsentBanner';
import {ShopifyAnalyticsTag} from '~/features/analytics/ShopifyAnalytics';
import {analyticsShopFor} from '~/features/analytics/analytics-shop.server';
import {
  NEWSLETTER_ANCHOR,
  NEWSLETTER_RETURN_FIELD,
  NewsletterForm,
} from '~/features/waitlist/NewsletterForm';
import {Toasts} from '~/components/Toasts';
import {DiscountLinkNotice} from '~/features/cart/DiscountLinkNotice';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {ROUTES} from '~/lib/navigation';
import {noticeKeyFor, withNotice} from '~/lib/notices';
import {safeRedirectPath} from '~/features/http/safe-redirect';
import {publicConfigFrom, SITE} from '~/lib/site';
import {
  retryAfterOf,
  statusOf,
  submitWaitlistForm,
} from '~/features/waitlist/waitlist-form.server';
import {THEME_BOOT_SCRIPT} from '~/lib/theme';
import {signFormStart} from '~/features/waitlist/bot-trap.server';
import {TURNSTILE_SCRIPT_URL} from '~/features/waitlist/turnstile';
import {routePolicy} from '~/features/http/route-policy';
import {loadNavigation} from '~/features/content/menus.server';
import {
  navigationInMarket,
  SEED_NAVIGATION,
} from '~/features/content/site-navigation';
import {DEFAULT_MARKET, marketFromParam} from '~/features/markets/markets';
import {
  MarketContext,
  useLocalize,
  useMarket,
} from '~/features/markets/use-market';
import {loadMarketOptions} from '~/features/markets/localization.server';
import {MarketSelector} from '~/features/markets/MarketSelector';
import {MarketNotice} from '~/features/markets/MarketNotice';

export const handle = routePolicy({
  audience: 'public',
  writes: 'same-site',
  query: [],
});

export const meta: MetaFunction = ({error}) =>
  // The not-found page says so in its title too, and is not indexed (issue 25 item 18).
  isRouteErrorResponse(error) && error.status === 404
    ? [
        {title: `${LAYOUT_COPY.notFound.title} | ${SITE.shopName}`},
        {name: 'description', content: LAYOUT_COPY.notFound.text},
        {name: 'robots', content: 'noindex'},
      ]
    : [{title: SITE.shopName}, {name: 'description', content: SITE.tagline}];

export const links: LinksFunction = () => [
  {rel: 'stylesheet', href: appStylesUrl},
  {rel: 'icon', type: 'image/svg+xml', href: faviconUrl},
];

export async function loader({context, params}: Route.LoaderArgs) {
  // An unknown market prefix (/xx-yy/..., /en-us/..., /EN-CA/...) is no page (decision 0260).
  const market = marketFromParam(params.locale);
  if (!market) throw new Response(null, {status: 404});
  // Three Storefront reads, side by side: with Shopify hung each waits out its own
  // deadline, and in a row they would keep a page three deadlines long.
  const [menus, analyticsShop, marketOptions] = await Promise.all([
    loadNavigation(context),
    analyticsShopFor(context),
    loadMarketOptions(context, market),
  ]);
  return {
    // The market of the URL: its prices, language and links (useMarket()).
    market,
    config: context.config,
    // The header's and footer's links: the merchant's Shopify menus (issue 27), in the market.
    navigation: navigationInMarket(menus, market),
    // The configured origin makes the pages' canonical and share URLs absolute
    // (app/features/seo/meta.ts); never the request's Host, which the client picks.
    origin: context.storeOrigin,
    // The waitlist forms' signed start time (bot-trap.server.ts). A cached page carries an
    // older one, which only makes the minimum fill time easier for people to meet.
    formStarted: await signFormStart(context.env.SESSION_SECRET, Date.now()),
    // The shop's part of Shopify's analytics events (decision 0240): the same for everyone.
    analyticsShop,
    // The country/language selector's entries: Shopify's localization, in our markets.
    marketOptions,
  };
}

/**
 * The footer newsletter's post when scripts are off. It targets "/" (the root layout's
 * action, not the index page's), so it works from every page, and then sends the visitor
 * back to the page they were on (same origin only) with the outcome in the URL. A post
 * without a page to return to (not from our form) is answered here, with its status.
 */
export async function action({request, context}: Route.ActionArgs) {
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const submission = await submitWaitlistForm(request, context, ['newsletter']);
  // The notice goes into the query and its anchor after it, so the page's own fragment goes.
  const back = safeRedirectPath(
    form?.get(NEWSLETTER_RETURN_FIELD),
    request.url,
    null,
  )?.replace(/#.*$/s, '');
  const notice = noticeKeyFor(submission.outcome, 'newsletter');
  if (back && notice && submission.intent === 'newsletter') {
    return redirect(withNotice(back, notice, NEWSLETTER_ANCHOR), {
      status: 303,
      headers: PRIVATE_PAGE_CACHE,
    });
  }
  // The second step (or a failure) is answered here, the form keeping the page to go back to.
  return data(back ? {...submission, returnTo: back} : submission, {
    status: statusOf(submission),
    headers: {...PRIVATE_PAGE_CACHE, ...retryAfterOf(submission)},
  });
}

/**
 * The document of every page. No page hydrates React (docs/decisions/0182): the server's
 * HTML is the page, and the one enhancement module (app/elements) adds what needs a script:
 * the cart drawer and cart forms, menus, the theme toggle, toasts, the search suggestions.
 * So no page ships React, the router or its loader data to the browser.
 */
export function Layout({children}: {children: ReactNode}) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  // Every component below speaks the URL's market (useMarket, decision 0260).
  return (
    <MarketContext.Provider value={rootData?.market ?? DEFAULT_MARKET}>
      <Document>{children}</Document>
    </MarketContext.Provider>
  );
}

function Document({children}: {children: ReactNode}) {
  const {LAYOUT_COPY} = useCopy('layout');
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>('root');
  // Without the root's data (its loader failed) the spec's links: never an empty header.
  const navigation = rootData?.navigation ?? SEED_NAVIGATION;
  const market = useMarket();
  const marketSelector = (idPrefix: 'header' | 'footer') =>
    rootData?.marketOptions ? (
      <MarketSelector
        market={market}
        options={rootData.marketOptions}
        idPrefix={idPrefix}
        variant={idPrefix}
      />
    ) : null;

  return (
    <html lang={market.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{__html: THEME_BOOT_SCRIPT}}
        />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {LAYOUT_COPY.skipToContent}
        </a>
        <Header
          navigation={navigation}
          accounts={rootData?.config.accounts === true}
          marketSelector={marketSelector('header')}
        />
        <main id="main">
          <MarketNotice />
          <DiscountLinkNotice />
          {children}
        </main>
        <Footer
          config={rootData?.config ?? publicConfigFrom({})}
          navigation={navigation}
          newsletter={<NewsletterForm />}
          marketSelector={marketSelector('footer')}
        />
        {/* The cart drawer: <cart-drawer> builds it (app/features/cart/cart-drawer.element.ts). */}
        <cart-drawer />
        <Toasts />
        <VisitSource />
        <ConsentBanner />
        <ShopifyAnalyticsTag shop={rootData?.analyticsShop ?? null} />
        <script type="module" src={enhanceScriptUrl} nonce={nonce} />
        {process.env.NODE_ENV === 'development' ? (
          // `npm run dev`: Vite's client, so a saved edit reloads the page (vite.config.ts).
          <script type="module" src="/@vite/client" nonce={nonce} />
        ) : null}
        {rootData?.config.turnstileSiteKey ? (
          // Cloudflare Turnstile (decision 0158): its script renders the forms' widgets.
          <script src={TURNSTILE_SCRIPT_URL} async defer nonce={nonce} />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The failure screen (SPEC 2: the heading and the message), with two ways on: home, and
 * a retry that loads the same address again (a plain link, so it works without scripts
 * and turns a failed post into a fresh visit).
 */
export function ErrorBoundary() {
  const {LAYOUT_COPY} = useCopy('layout');
  const {MESSAGES, VISITOR_COPY} = useCopy('messages');
  const localize = useLocalize();
  const error = useRouteError();
  const location = useLocation();
  const requestId = useRequestId();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  const message = isRouteErrorResponse(error)
    ? error.status === 503 && typeof error.data === 'string'
      ? error.data // the store is unavailable (app/features/http/storefront-availability.server.ts)
      : `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : LAYOUT_COPY.unknownError;
  const stack =
    process.env.NODE_ENV === 'development' && error instanceof Error
      ? error.stack
      : null;

  return (
    <section
      role="alert"
      className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6"
    >
      <h1 className="text-3xl font-bold tracking-tight">
        {MESSAGES.unexpectedError}
      </h1>
      <p className="mt-4 text-stone-600 dark:text-stone-300">{message}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href={location.pathname + location.search}
          className="button-primary"
        >
          {VISITOR_COPY.errorRetry}
        </a>
        <a href={localize(ROUTES.home)} className="button-secondary">
          {VISITOR_COPY.errorGoHome}
        </a>
      </p>
      {requestId ? (
        <p className="mt-6 text-sm text-stone-500 dark:text-stone-400">
          {VISITOR_COPY.errorReference(requestId)}
        </p>
      ) : null}
      {stack ? (
        <pre className="mt-6 overflow-x-auto text-left text-xs">{stack}</pre>
      ) : null}
    </section>
  );
}
