import {routePolicy} from '~/features/http/route-policy';
import {ACCOUNT_COPY} from '~/features/account/copy';
import {ACCOUNT_CUSTOMER_QUERY} from '~/features/account/account-queries';
import {
  dataOrUnavailable,
  requireAccounts,
} from '~/features/account/account.server';
import {
  readAccountWaitlistStatus,
  referralLink,
  type WaitlistStatus,
} from '~/features/waitlist/waitlist-status.server';
import {STATUS_COPY} from '~/features/waitlist/copy';
import {BotTrap} from '~/features/waitlist/BotTrap';
import {createSupabaseClient} from '~/lib/supabase.server';
import type {Route} from './+types/account._index';

export const handle = routePolicy({audience: 'personal'});

/** The profile: name, email and whether the address gets the shop's emails. */
export async function loader({context}: Route.LoaderArgs) {
  requireAccounts(context.env);
  const {customer} = dataOrUnavailable(
    await context.customerAccount.query(ACCOUNT_CUSTOMER_QUERY),
    context.log,
  );
  const email = customer.emailAddress?.emailAddress ?? null;
  return {
    customer,
    waitlist: email ? await waitlistOf(context, email) : null,
  };
}

type AccountWaitlist =
  | {state: 'on-list'; status: WaitlistStatus; link: string}
  | {state: 'not-on-list'}
  | {state: 'unavailable'};

/**
 * The customer's place by their account's email, asked with the worker's proxy key (the
 * only way the database answers by email). Without the key configured there is no section.
 */
async function waitlistOf(
  context: Route.LoaderArgs['context'],
  email: string,
): Promise<AccountWaitlist | null> {
  const workerKey = context.env.WAITLIST_PROXY_KEY;
  if (!workerKey) return null;
  try {
    const status = await readAccountWaitlistStatus(
      createSupabaseClient(context.env, {
        requestId: context.log.requestId,
        workerKey,
      }),
      email,
    );
    return status
      ? {
          state: 'on-list',
          status,
          link: referralLink(context.storeOrigin, status.referralCode),
        }
      : {state: 'not-on-list'};
  } catch (error) {
    context.log.error('account.waitlist_failed', {error});
    return {state: 'unavailable'};
  }
}

export default function AccountProfile({loaderData}: Route.ComponentProps) {
  const {customer} = loaderData;
  const copy = ACCOUNT_COPY.profile;
  const name = [customer.firstName, customer.lastName]
    .filter(Boolean)
    .join(' ');
  const marketing = customer.emailAddress?.marketingState;
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">{copy.name}</dt>
        <dd>{name || copy.noName}</dd>
        <dt className="font-semibold">{copy.email}</dt>
        <dd>{customer.emailAddress?.emailAddress}</dd>
        <dt className="font-semibold">{copy.marketing}</dt>
        <dd>
          {marketing
            ? (copy.marketingState[marketing] ?? marketing)
            : copy.marketingState.NOT_SUBSCRIBED}
        </dd>
      </dl>
      {loaderData.waitlist ? (
        <AccountWaitlistSection
          waitlist={loaderData.waitlist}
          name={name}
          email={customer.emailAddress?.emailAddress ?? ''}
        />
      ) : null}
    </>
  );
}

function AccountWaitlistSection({
  waitlist,
  name,
  email,
}: {
  waitlist: AccountWaitlist;
  name: string;
  email: string;
}) {
  const copy = ACCOUNT_COPY.waitlist;
  return (
    <section aria-labelledby="account-waitlist" className="mt-10">
      <h2 id="account-waitlist" className="mb-4 text-xl font-semibold">
        {copy.title}
      </h2>
      {waitlist.state === 'on-list' ? (
        <>
          <p className="text-2xl font-bold">
            {STATUS_COPY.place(waitlist.status.place, waitlist.status.total)}
          </p>
          <p>
            {waitlist.status.confirmed
              ? STATUS_COPY.confirmed
              : STATUS_COPY.unconfirmed}
          </p>
          <p>{STATUS_COPY.referrals(waitlist.status.referrals)}</p>
          <p>{STATUS_COPY.rule(waitlist.status.placesPerReferral)}</p>
          <p className="mt-2">
            {STATUS_COPY.shareHeading}:{' '}
            <a href={waitlist.link} className="break-all underline">
              {waitlist.link}
            </a>
          </p>
        </>
      ) : waitlist.state === 'not-on-list' ? (
        // The landing page's own join: the welcome email asks to confirm (double opt-in).
        <form method="post" action="/?index">
          <p className="mb-3">{copy.notOnList}</p>
          <input type="hidden" name="intent" value="join" />
          <input
            type="hidden"
            name="name"
            value={name || email.split('@')[0]}
          />
          <input type="hidden" name="email" value={email} />
          <BotTrap />
          <button type="submit" className="button-primary px-6 py-3">
            {copy.join}
          </button>
        </form>
      ) : (
        <p role="status">{copy.unavailable}</p>
      )}
    </section>
  );
}
