import {data} from 'react-router';
import type {Route} from './+types/_index';
import {Countdown} from '~/components/landing/Countdown';
import {ExitIntentPopup} from '~/components/landing/ExitIntentPopup';
import {
  CallToActionGrid,
  EarlyBird,
  SizeTeasers,
  SpecHighlights,
  WaitlistStats,
} from '~/components/landing/LandingSections';
import {
  SIGNUP_DIALOG_ID,
  SignupDialog,
} from '~/components/landing/SignupDialog';
import {timeLeftUntil} from '~/lib/launch-clock';
import {ROUTES} from '~/lib/navigation';
import {PRIVATE_PAGE_CACHE, routeHeaders} from '~/lib/http-cache';
import type {RouteHandle} from '~/lib/route-handle';
import {SITE} from '~/lib/site';
import {statusOf, submitWaitlistForm} from '~/lib/waitlist-form.server';
import {getWaitlistCount, lastGoodCountStore} from '~/lib/waitlist.server';

export const meta: Route.MetaFunction = () => [
  {title: `${SITE.shopName} — Something is coming.`},
  {
    name: 'description',
    content:
      'A ceramic kamado unlike any other launches soon. Join the waitlist for the early-bird offer: 20% off for the first 500.',
  },
  {property: 'og:title', content: `${SITE.shopName} — Something is coming.`},
  {property: 'og:type', content: 'website'},
];

/** The landing page ships no React to the browser: its live parts are app/enhance elements. */
export const handle: RouteHandle = {hydrate: false};

export async function loader({request, context}: Route.LoaderArgs) {
  const waitingCount = await getWaitlistCount({
    supabase: context.supabase(),
    withCache: context.withCache,
    lastGood: lastGoodCountStore({cache: context.storefront.cache}),
  });
  return {
    launchAt: context.config.launchAt,
    now: Date.now(),
    waitingCount,
    // `/?signup` is where "Secure Your Spot" leads without JavaScript: the dialog rendered open.
    signupOpen: new URL(request.url).searchParams.has('signup'),
  };
}

/** The signup modal's and the exit-intent popup's posts when scripts are off. */
export async function action({request, context}: Route.ActionArgs) {
  const submission = await submitWaitlistForm(request, context, [
    'join',
    'exit-intent',
  ]);
  return data(submission, {
    status: statusOf(submission),
    headers: PRIVATE_PAGE_CACHE,
  });
}

// This route has an action: its answer to a post must not inherit the page's public policy.
export const headers = routeHeaders;

export default function LandingPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const {launchAt, now, waitingCount, signupOpen} = loaderData;
  const launched = timeLeftUntil(launchAt, now).done;
  const signupHref = `/?signup#${SIGNUP_DIALOG_ID}`;
  const notice =
    actionData && actionData.outcome.status !== 'error'
      ? actionData.outcome
      : undefined;

  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="relative overflow-hidden bg-gradient-to-b from-orange-50 via-white to-white px-4 pb-16 pt-14 text-center sm:px-6 dark:from-stone-900 dark:via-stone-950 dark:to-stone-950"
      >
        {notice ? (
          <p
            role="status"
            className="mx-auto mb-8 max-w-xl rounded-2xl bg-green-100 px-4 py-3 font-medium text-green-900 dark:bg-green-950 dark:text-green-100"
          >
            {notice.message}
          </p>
        ) : null}
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-orange-700 dark:text-orange-400">
          {launched ? 'Now launched' : 'Launching 1 December · 10:00 ET'}
        </p>
        <h1
          id="hero-title"
          className="mt-4 text-balance text-5xl font-bold tracking-tight sm:text-7xl"
        >
          Something is coming.
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-pretty text-lg text-stone-600 dark:text-stone-300">
          A ceramic kamado that holds a fire like nothing else. Be first in line
          for the early-bird offer.
        </p>
        <div className="mx-auto mt-10 max-w-2xl">
          <Countdown launchAt={launchAt} now={now} />
        </div>
        <div className="mt-10 flex flex-col items-center gap-4">
          <a
            href={signupHref}
            data-opens-dialog={SIGNUP_DIALOG_ID}
            className="button-primary px-8 py-4 text-base"
          >
            Secure Your Spot
          </a>
          {/* After launch the countdown rests at zero and the store is open. */}
          {launched ? (
            <a href={ROUTES.store} className="button-secondary">
              The wait is over: visit the store
            </a>
          ) : null}
          <p className="text-sm text-stone-600 dark:text-stone-400">
            <strong className="text-stone-900 tabular-nums dark:text-stone-100">
              {waitingCount.toLocaleString('en-US')}
            </strong>{' '}
            people waiting
          </p>
        </div>
      </section>
      <SizeTeasers />
      <SpecHighlights />
      <EarlyBird signupHref={signupHref} />
      <WaitlistStats waitingCount={waitingCount} />
      <CallToActionGrid />
      <SignupDialog open={signupOpen} submission={actionData} />
      <ExitIntentPopup />
    </>
  );
}
