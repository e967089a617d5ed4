import {useCopy} from '~/features/markets/use-copy';
import {data} from 'react-router';
import type {Route} from './+types/unsubscribe';
import {TokenButtonPage} from '~/features/waitlist/TokenButtonPage';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {SITE} from '~/lib/site';
import {UNSUBSCRIBE_COPY} from '~/features/waitlist/copy';
import {
  SECRET_TOKEN,
  unsubscribe,
  unsubscribeState,
} from '~/features/waitlist/waitlist-status.server';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({audience: 'personal', writes: 'token'});

/**
 * The unsubscribe link of every email (`/unsubscribe?token=…`, decision 0155). Opening it
 * shows one button; only a POST unsubscribes (mail scanners open links). The same URL takes
 * RFC 8058's one-click POST from mail clients (`List-Unsubscribe=One-Click`, no cookies,
 * often no Origin), so it is exempt from the cross-site check: the token is the authority.
 */
export const meta: Route.MetaFunction = () => [
  {title: `${UNSUBSCRIBE_COPY.title} | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex, nofollow'},
];

const NOT_INDEXED = {...PRIVATE_PAGE_CACHE, 'X-Robots-Tag': 'noindex'};

type Outcome =
  | 'unsubscribed'
  | 'alreadyUnsubscribed'
  | 'alreadyRemoved'
  | 'invalid'
  | 'unavailable';

const STATUS: Record<Outcome, number> = {
  unsubscribed: 200,
  alreadyUnsubscribed: 200,
  alreadyRemoved: 200,
  invalid: 400,
  unavailable: 503,
};

/**
 * The button only while the address still gets email: opened again, the link says it is
 * already unsubscribed, and after "Delete me" that the address was already removed. If the
 * database cannot say, the button stays and the post answers.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!SECRET_TOKEN.test(token))
    return data(
      {token: null, outcome: 'invalid' as Outcome | null},
      {status: 400, headers: NOT_INDEXED},
    );
  const state = await unsubscribeState(
    context.supabase(),
    token,
    context.log.event,
  );
  const outcome: Outcome | null =
    state === 'unsubscribed'
      ? 'alreadyUnsubscribed'
      : state === 'erased'
        ? 'alreadyRemoved'
        : state === 'invalid'
          ? 'invalid'
          : null;
  return data(
    {token: outcome ? null : token, outcome},
    {status: outcome ? STATUS[outcome] : 200, headers: NOT_INDEXED},
  );
}

export async function action({request, context}: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  // The button sends the token as a field; a mail client's one-click POST has it in the URL.
  const token =
    form?.get('token') ?? new URL(request.url).searchParams.get('token');
  const result = await unsubscribe(
    context.supabase(),
    token,
    context.log.event,
  );
  // An erased address's token is gone: say so rather than "not valid".
  const outcome: Outcome =
    result === 'invalid' &&
    typeof token === 'string' &&
    (await unsubscribeState(context.supabase(), token, context.log.event)) ===
      'erased'
      ? 'alreadyRemoved'
      : result;
  return data(
    {token: null, outcome: outcome as Outcome | null},
    {status: STATUS[outcome], headers: NOT_INDEXED},
  );
}

export default function UnsubscribePage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const {UNSUBSCRIBE_COPY} = useCopy('waitlist');
  const {token, outcome} = actionData ?? loaderData;
  return (
    <TokenButtonPage
      title={UNSUBSCRIBE_COPY.title}
      intro={UNSUBSCRIBE_COPY.intro}
      button={UNSUBSCRIBE_COPY.button}
      token={token}
      message={
        outcome === 'unsubscribed'
          ? {text: UNSUBSCRIBE_COPY.done, role: 'status'}
          : outcome === 'alreadyUnsubscribed' || outcome === 'alreadyRemoved'
            ? {text: UNSUBSCRIBE_COPY[outcome], role: 'status'}
            : outcome
              ? {text: UNSUBSCRIBE_COPY[outcome], role: 'alert'}
              : null
      }
    />
  );
}
