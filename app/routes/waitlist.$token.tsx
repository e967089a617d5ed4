import {useCopy} from '~/features/markets/use-copy';
import {data, redirect} from 'react-router';
import {attr} from '~/elements/contract';
import {SHARE_LINK_DOM} from '~/features/waitlist/waitlist-contract';
import type {Route} from './+types/waitlist.$token';
import {PageHeading} from '~/components/PageHeading';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {WELCOME_DISCOUNT} from '~/lib/messages';
import {SITE} from '~/lib/site';
import {STATUS_COPY} from '~/features/waitlist/copy';
import {
  eraseSignup,
  readWaitlistStatus,
  referralLink,
  statusTokenErased,
  type WaitlistStatus,
} from '~/features/waitlist/waitlist-status.server';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({audience: 'personal', writes: 'same-site'});

/**
 * A visitor's status page, reached from the emails by its secret token: the place in line,
 * the confirmed referrals, the referral link to share. Personal, so never cached or
 * indexed, and the token never leaves in a Referer.
 */
export const meta: Route.MetaFunction = () => [
  {title: `${STATUS_COPY.title} | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex, nofollow'},
];

const PERSONAL_PAGE = {
  ...PRIVATE_PAGE_CACHE,
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
};

type StatusPage =
  | {
      state: 'found';
      status: WaitlistStatus;
      link: string;
      justConfirmed: boolean;
      /** "Delete me" was pressed: the page asks before anything is erased. */
      confirmingErase: boolean;
    }
  | {state: 'not-found' | 'unavailable' | 'erased'};

/** `?erase=confirm`: the step "Delete me" leads to (a GET: it changes nothing). */
const ERASE_STEP = {name: 'erase', value: 'confirm'} as const;

export async function loader({request, params, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  let status: WaitlistStatus | null;
  try {
    status = await readWaitlistStatus(context.supabase(), params.token);
    // An erased signup's page says so (after the erase's redirect, on a reload, on Back).
    if (!status && (await statusTokenErased(context.supabase(), params.token)))
      return data<StatusPage>(
        {state: 'erased'},
        {status: 410, headers: PERSONAL_PAGE},
      );
  } catch (error) {
    context.log.error('waitlist.status_failed', {error});
    return data<StatusPage>(
      {state: 'unavailable'},
      {status: 503, headers: PERSONAL_PAGE},
    );
  }
  if (!status)
    return data<StatusPage>(
      {state: 'not-found'},
      {status: 404, headers: PERSONAL_PAGE},
    );
  return data<StatusPage>(
    {
      state: 'found',
      status,
      link: referralLink(context.storeOrigin, status.referralCode),
      justConfirmed: url.searchParams.get('confirmed') === '1',
      confirmingErase:
        url.searchParams.get(ERASE_STEP.name) === ERASE_STEP.value,
    },
    {headers: PERSONAL_PAGE},
  );
}

/**
 * "Delete me" (GDPR erasure), once confirmed: the status token in the URL is the
 * authority. Post/redirect/get: the answer is a redirect to this page, which then says the
 * data is deleted, so a reload or Back posts nothing again.
 */
export async function action({request, params, context}: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (form?.get('intent') !== 'erase')
    return data<StatusPage>(
      {state: 'not-found'},
      {status: 400, headers: PERSONAL_PAGE},
    );
  const outcome = await eraseSignup(
    context.supabase(),
    params.token,
    context.log.event,
  );
  if (outcome === 'unavailable')
    return data<StatusPage>(
      {state: 'unavailable'},
      {status: 503, headers: PERSONAL_PAGE},
    );
  // Erased now, or already (a second post): the page says so; an unknown token, 404.
  return redirect(new URL(request.url).pathname, {
    status: 303,
    headers: PERSONAL_PAGE,
  });
}

export default function WaitlistStatusPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const {ERASE_COPY, STATUS_COPY} = useCopy('waitlist');
  if (actionData && actionData.state !== 'found') loaderData = actionData;
  if (loaderData.state === 'erased') {
    return (
      <section className="pb-16">
        <PageHeading eyebrow={SITE.shopName} title={ERASE_COPY.doneTitle}>
          <p role="status">{ERASE_COPY.done}</p>
        </PageHeading>
      </section>
    );
  }
  if (loaderData.state !== 'found') {
    return (
      <section className="pb-16">
        <PageHeading eyebrow={SITE.shopName} title={STATUS_COPY.title}>
          <p role="alert">
            {loaderData.state === 'not-found'
              ? STATUS_COPY.notFound
              : 'We could not load your place right now. Please try again in a minute.'}
          </p>
        </PageHeading>
      </section>
    );
  }
  const {status, link, justConfirmed, confirmingErase} = loaderData;
  if (confirmingErase) return <EraseStep />;
  return (
    <section className="pb-16">
      <PageHeading eyebrow={SITE.shopName} title={STATUS_COPY.title}>
        {justConfirmed ? (
          <p
            role="status"
            className="rounded-2xl bg-green-100 px-4 py-3 font-medium text-green-900 dark:bg-green-950 dark:text-green-100"
          >
            {STATUS_COPY.confirmed}
          </p>
        ) : null}
      </PageHeading>
      <div className="mx-auto max-w-xl space-y-8 px-4 text-center sm:px-6">
        <p
          className="text-5xl font-bold tabular-nums tracking-tight"
          data-testid="waitlist-place"
        >
          {STATUS_COPY.place(status.place, status.total)}
        </p>
        <p className="text-lg" data-testid="waitlist-referrals">
          {STATUS_COPY.referrals(status.referrals)}
        </p>
        {status.confirmed ? null : (
          <p className="rounded-2xl bg-orange-50 px-4 py-3 dark:bg-stone-900">
            {STATUS_COPY.unconfirmed}
          </p>
        )}
        <div className="rounded-2xl border border-stone-200 p-6 dark:border-stone-800">
          <h2 className="text-lg font-semibold">{STATUS_COPY.shareHeading}</h2>
          <p className="mt-2 text-stone-600 dark:text-stone-300">
            {STATUS_COPY.rule(status.placesPerReferral)}
          </p>
          <share-link
            {...attr(SHARE_LINK_DOM.url, link)}
            {...attr(SHARE_LINK_DOM.text, STATUS_COPY.shareText)}
          >
            <p className="mt-4 break-all font-mono">
              <a href={link} data-testid="referral-link" className="underline">
                {link}
              </a>
            </p>
            <button
              type="button"
              hidden
              {...attr(SHARE_LINK_DOM.button)}
              {...attr(SHARE_LINK_DOM.copiedLabel, STATUS_COPY.linkCopied)}
              className="button-primary mt-4"
            >
              {STATUS_COPY.shareButton}
            </button>
          </share-link>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400">
            {STATUS_COPY.codeHeading}
          </h2>
          <p className="mt-2 font-mono text-3xl font-bold tracking-widest">
            {WELCOME_DISCOUNT.code}
          </p>
        </div>
        {/* A GET to the step that asks first: nothing is erased by this button. */}
        <form
          method="get"
          className="rounded-2xl border border-stone-200 p-6 dark:border-stone-800"
        >
          <h2 className="text-lg font-semibold">{ERASE_COPY.heading}</h2>
          <p className="mt-2 text-stone-600 dark:text-stone-300">
            {ERASE_COPY.intro}
          </p>
          <input
            type="hidden"
            name={ERASE_STEP.name}
            value={ERASE_STEP.value}
          />
          <button type="submit" className="mt-4 underline">
            {ERASE_COPY.button}
          </button>
        </form>
      </div>
    </section>
  );
}

/** "Delete me", asked once more: the post erases; the link keeps the place. */
function EraseStep() {
  const {ERASE_COPY} = useCopy('waitlist');
  return (
    <section className="pb-16">
      <PageHeading eyebrow={SITE.shopName} title={ERASE_COPY.confirmTitle}>
        <p>{ERASE_COPY.confirmText}</p>
      </PageHeading>
      <div className="mx-auto flex max-w-xl flex-wrap items-center justify-center gap-4 px-4 sm:px-6">
        {/* Posts to this page without the step in the URL: the redirect after it lands on
            the page that says the data is deleted. */}
        <form method="post" action="?">
          <input type="hidden" name="intent" value="erase" />
          <button type="submit" className="button-primary">
            {ERASE_COPY.confirmButton}
          </button>
        </form>
        <a href="?" className="underline">
          {ERASE_COPY.keep}
        </a>
      </div>
    </section>
  );
}
