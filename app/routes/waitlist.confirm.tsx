import {useCopy} from '~/features/markets/use-copy';
import {data, redirect} from 'react-router';
import type {Route} from './+types/waitlist.confirm';
import {TokenButtonPage} from '~/features/waitlist/TokenButtonPage';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {SITE} from '~/lib/site';
import {CONFIRM_COPY} from '~/features/waitlist/copy';
import {
  SECRET_TOKEN,
  confirmationState,
  confirmSignup,
  type ConfirmOutcome,
} from '~/features/waitlist/waitlist-status.server';
import {routePolicy} from '~/features/http/route-policy';
import {localizedHref} from '~/features/markets/markets';

export const handle = routePolicy({audience: 'personal', writes: 'same-site'});

/**
 * The double opt-in link from the welcome email (`/waitlist/confirm?token=…`). Opening it
 * shows one button; the post confirms. A GET never confirms: mail scanners open links
 * (decision 0151). Success is post/redirect/get onto the status page.
 */
export const meta: Route.MetaFunction = () => [
  {title: `${CONFIRM_COPY.title} | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex, nofollow'},
];

const NOT_INDEXED = {...PRIVATE_PAGE_CACHE, 'X-Robots-Tag': 'noindex'};

type Problem = 'used' | 'expired' | 'invalid' | 'unavailable';

/**
 * The button only while the link can still confirm: opened again (Back from the status
 * page, a second click) a used link says the place is confirmed. If the database cannot
 * say, the button stays and the post answers.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!SECRET_TOKEN.test(token))
    return data(
      {token: null, problem: 'invalid' as Problem},
      {status: 400, headers: NOT_INDEXED},
    );
  const state = await confirmationState(
    context.supabase(),
    token,
    context.log.event,
  );
  if (state === 'pending' || state === 'unavailable')
    return data(
      {token, problem: null as Problem | null},
      {headers: NOT_INDEXED},
    );
  return data(
    {token: null, problem: state as Problem},
    {status: PROBLEM_STATUS[state], headers: NOT_INDEXED},
  );
}

/** A used link is no problem for the visitor: their place is confirmed. */
const PROBLEM_STATUS = {
  used: 200,
  expired: 410,
  invalid: 400,
  unavailable: 503,
};

export async function action({request, context}: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const result: ConfirmOutcome = await confirmSignup(
    context.supabase(),
    form?.get('token'),
    context.log.event,
  );
  if (result.outcome === 'confirmed') {
    return redirect(
      localizedHref(
        context.market,
        `/waitlist/${result.statusToken}?${new URLSearchParams({confirmed: '1'})}`,
      ),
      {status: 303, headers: NOT_INDEXED},
    );
  }
  return data(
    {token: null, problem: result.outcome as Problem},
    {status: PROBLEM_STATUS[result.outcome], headers: NOT_INDEXED},
  );
}

export default function ConfirmPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const {CONFIRM_COPY} = useCopy('waitlist');
  const {token, problem} = actionData ?? loaderData;
  return (
    <TokenButtonPage
      title={CONFIRM_COPY.title}
      intro={CONFIRM_COPY.intro}
      button={CONFIRM_COPY.button}
      token={token}
      message={
        problem
          ? {
              text: CONFIRM_COPY[problem],
              // Already confirmed is good news, not a problem.
              role: problem === 'used' ? 'status' : 'alert',
            }
          : null
      }
    />
  );
}
