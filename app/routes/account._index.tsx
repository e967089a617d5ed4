import {routePolicy} from '~/features/http/route-policy';
import {ACCOUNT_COPY} from '~/features/account/copy';
import {ACCOUNT_CUSTOMER_QUERY} from '~/features/account/account-queries';
import {dataOrUnavailable} from '~/features/account/account.server';
import type {Route} from './+types/account._index';

export const handle = routePolicy({audience: 'personal'});

/** The profile: name, email and whether the address gets the shop's emails. */
export async function loader({context}: Route.LoaderArgs) {
  const {customer} = dataOrUnavailable(
    await context.customerAccount.query(ACCOUNT_CUSTOMER_QUERY),
    context.log,
  );
  return {customer};
}

export default function AccountProfile({loaderData}: Route.ComponentProps) {
  const {customer} = loaderData;
  const copy = ACCOUNT_COPY.profile;
  const name = [customer.firstName, customer.lastName]
    .filter(Boolean)
    .join(' ');
  const marketing = customer.emailAddress?.marketingState;
  return (
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
  );
}
