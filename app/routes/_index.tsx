import {useCopy} from '~/features/markets/use-copy';
import {data, redirect} from 'react-router';
import {attr, DIALOG_DOM} from '~/elements/contract';
import type {Route} from './+types/_index';
import {funnelPixelPath} from '~/features/waitlist/funnel';
import {Countdown} from '~/features/landing/Countdown';
import {ExitIntentPopup} from '~/features/landing/ExitIntentPopup';
import {
  CallToActionGrid,
  EarlyBird,
  SizeTeasers,
  SpecHighlights,
  WaitlistStats,
} from '~/features/landing/LandingSections';
import {SIGNUP_DIALOG_ID, SignupDialog} from '~/features/landing/SignupDialog';
import faviconUrl from '~/assets/favicon.svg?url';
import {JsonLd} from '~/features/seo/JsonLd';
import {organizationJsonLd, webSiteJsonLd} from '~/features/seo/json-ld';
import {hasLaunched, launchMoment} from '~/features/landing/launch-clock';
import {canonicalUrl, pageMeta} from '~/features/seo/meta';
import {LAUNCH_COPY} from '~/lib/messages';
import {ROUTES} from '~/lib/navigation';
import {noticeIn, noticeKeyFor, withNotice} from '~/lib/notices';
import {
  PRIVATE_PAGE_CACHE,
  PUBLIC_PAGE_CACHE,
} from '~/features/http/http-cache';
import {SITE} from '~/lib/site';
import {
  retryAfterOf,
  statusOf,
  submitWaitlistForm,
} from '~/features/waitlist/waitlist-form.server';
import {
  getWaitlistCount,
  ISOLATE_RECENT_COUNT,
  lastGoodCountStore,
} from '~/features/waitlist/waitlist.server';
import {referralCodeOf} from '~/features/waitlist/waitlist-status.server';
import {utmFromReferrer} from '~/features/waitlist/signup-source.server';
import {routePolicy} from '~/features/http/route-policy';
import {localizedHref} from '~/features/markets/markets';
import {useLocalize} from '~/features/markets/use-market';
import {formatCount} from '~/lib/counts';

export const handle = routePolicy({
  audience: 'public',
  writes: 'same-site',
  query: ['ref', 'signup'],
});

export const meta: Route.MetaFunction = (args) => {
  const launched = args.loaderData?.launched ?? false;
  const headline = launched
    ? LAUNCH_COPY.after.headline
    : LAUNCH_COPY.before.headline;
  return pageMeta({
    title: headline,
    fullTitle: `${SITE.shopName} — ${headline}`,
    description: launched
      ? LAUNCH_COPY.after.intro
      : 'A ceramic kamado unlike any other launches soon. Join the waitlist for the early-bird offer: 20% off for the first 500.',
    canonical: canonicalUrl(args),
  });
};

export async function loader({request, context}: Route.LoaderArgs) {
  const waitingCount = await getWaitlistCount({
    supabase: context.supabase(),
    withCache: context.withCache,
    log: context.log.event,
    lastGood: lastGoodCountStore({cache: context.storefront.cache}),
    recent: ISOLATE_RECENT_COUNT,
  });
  const url = new URL(request.url);
  const now = Date.now();
  // `/?ref=CODE`, a friend's referral link: the signup form carries the code. That variant
  // differs per code, so it is never cached; the plain page stays public (decision 0152).
  const referrerCode = referralCodeOf(url.searchParams.get('ref'));
  // `/?signup`: without JavaScript the visitor left the landing URL (and its `?utm_*`) to
  // open the dialog, so its form carries the UTM values of the page they came from. Only
  // then is this variant personal; `/` and `/?utm_*` stay public (decision 0156).
  const signupOpen = url.searchParams.has('signup');
  const signupUtm = signupOpen ? utmFromReferrer(request) : {};
  const personal = Boolean(referrerCode) || Object.keys(signupUtm).length > 0;
  const page = {
    launchAt: context.config.launchAt,
    now,
    // One of two states, decided on the server at the request's moment (LAUNCH_AT).
    launched: hasLaunched(context.config.launchAt, now),
    waitingCount,
    // `/?signup` is where "Secure Your Spot" leads without JavaScript: the dialog rendered open.
    signupOpen,
    signupUtm,
    // `/?notice=joined`: where a successful post without JavaScript lands (see action).
    notice: noticeIn(url.searchParams, 'page'),
    referrerCode,
    jsonLd: [
      organizationJsonLd(context.storeOrigin, faviconUrl),
      webSiteJsonLd(context.storeOrigin),
    ],
  };
  if (personal) return data(page, {headers: PRIVATE_PAGE_CACHE});
  // A shared cache must not hand the plain `/?signup` to a visitor whose Referer has UTM values.
  return signupOpen
    ? data(page, {headers: {...PUBLIC_PAGE_CACHE, Vary: 'Referer'}})
    : page;
}

/**
 * The signup modal's and the exit-intent popup's posts when scripts are off. Success is
 * post/redirect/get: the visitor lands on `/?notice=…`, so a reload neither posts again
 * nor reopens the dialog. A failure re-renders the open dialog with the messages.
 */
export async function action({request, context}: Route.ActionArgs) {
  const submission = await submitWaitlistForm(request, context, [
    'join',
    'exit-intent',
  ]);
  const notice =
    submission.outcome.status === 'error'
      ? undefined
      : noticeKeyFor(submission.outcome, 'page');
  if (notice) {
    return redirect(
      withNotice(localizedHref(context.market, ROUTES.home), notice),
      {
        status: 303,
        headers: PRIVATE_PAGE_CACHE,
      },
    );
  }
  return data(submission, {
    status: statusOf(submission),
    headers: {...PRIVATE_PAGE_CACHE, ...retryAfterOf(submission)},
  });
}

export default function LandingPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const {LAUNCH_COPY} = useCopy('messages');
  const {
    launchAt,
    now,
    launched,
    waitingCount,
    signupOpen,
    signupUtm,
    notice,
    referrerCode,
    jsonLd,
  } = loaderData;
  const copy = launched ? LAUNCH_COPY.after : LAUNCH_COPY.before;
  const localize = useLocalize();
  const signupHref = referrerCode
    ? `/?${new URLSearchParams({signup: '', ref: referrerCode})}#${SIGNUP_DIALOG_ID}`
    : `/?signup#${SIGNUP_DIALOG_ID}`;

  return (
    <>
      <section aria-labelledby="hero-title" className="hero">
        {notice ? (
          <p role="status" className="hero-notice">
            {notice.message}
            {notice.code ? (
              <>
                {' '}
                Your code: <strong>{notice.code}</strong>
              </>
            ) : null}
          </p>
        ) : null}
        <p className="hero-label">{copy.label(launchMoment(launchAt))}</p>
        <h1 id="hero-title">{copy.headline}</h1>
        <p>{copy.intro}</p>
        {launched ? null : (
          <div className="hero-countdown">
            <Countdown launchAt={launchAt} now={now} />
          </div>
        )}
        <div className="hero-actions">
          {launched ? (
            <>
              <a
                href={localize(ROUTES.category('grills'))}
                className="button-primary"
              >
                {LAUNCH_COPY.after.cta}
              </a>
              <a
                href={localize(signupHref)}
                {...attr(DIALOG_DOM.opens, SIGNUP_DIALOG_ID)}
                className="button-secondary"
              >
                {LAUNCH_COPY.after.secondaryCta}
              </a>
            </>
          ) : (
            <a
              href={localize(signupHref)}
              {...attr(DIALOG_DOM.opens, SIGNUP_DIALOG_ID)}
              className="button-primary"
            >
              {LAUNCH_COPY.before.cta}
            </a>
          )}
          <p>
            {/* Two text nodes (a space, then the words): one node would move the glyphs by a
                fraction of a pixel (record 0271). */}
            <strong>{formatCount(waitingCount)}</strong> {copy.waiting}
          </p>
        </div>
      </section>
      <SizeTeasers launched={launched} />
      <SpecHighlights />
      <EarlyBird signupHref={signupHref} launched={launched} />
      <WaitlistStats waitingCount={waitingCount} launched={launched} />
      <CallToActionGrid launched={launched} />
      <SignupDialog
        open={signupOpen}
        submission={actionData}
        launched={launched}
        referrerCode={referrerCode}
        utm={signupUtm}
      />
      <ExitIntentPopup />
      {/* Counts a landing view (decision 0241): the same image for everyone, no script. */}
      <img
        src={funnelPixelPath('landing_view', signupUtm.utm_source)}
        alt=""
        width={1}
        height={1}
        className="tracking-pixel"
        // Not a page resource: without this React would preload it from the <head>, at
        // high priority, beside the hero (it still loads with the page, record 0271).
        fetchPriority="low"
      />
      <JsonLd data={jsonLd} />
    </>
  );
}
