import {Outlet} from 'react-router';
import {routePolicy} from '~/features/http/route-policy';
import {requireAccounts} from '~/features/account/account.server';
import {PageHeading} from '~/components/PageHeading';
import {ACCOUNT_COPY} from '~/features/account/copy';
import {ROUTES} from '~/lib/navigation';
import {SITE} from '~/lib/site';
import type {Route} from './+types/account';
import {useLocalize} from '~/features/markets/use-market';

export const handle = routePolicy({audience: 'personal'});

export const meta: Route.MetaFunction = () => [
  {title: `${ACCOUNT_COPY.title} | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex, nofollow'},
];

/**
 * Every /account page: signed-out visitors are sent to /account/login by Hydrogen's client
 * (its default handler keeps the path in `return_to`).
 */
export async function loader({context}: Route.LoaderArgs) {
  requireAccounts(context.env);
  await context.customerAccount.handleAuthStatus();
  return null;
}

export default function AccountLayout() {
  const localize = useLocalize();
  return (
    <section className="pb-16">
      <PageHeading eyebrow={SITE.shopName} title={ACCOUNT_COPY.title} />
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <nav
          aria-label={ACCOUNT_COPY.title}
          className="mb-8 flex flex-wrap items-center gap-4"
        >
          <a href={localize(ROUTES.account)} className="underline">
            {ACCOUNT_COPY.nav.profile}
          </a>
          <a href={localize(ROUTES.accountOrders)} className="underline">
            {ACCOUNT_COPY.nav.orders}
          </a>
          <a href={localize(ROUTES.accountAddresses)} className="underline">
            {ACCOUNT_COPY.nav.addresses}
          </a>
          <form
            method="post"
            action={localize(ROUTES.accountLogout)}
            className="ml-auto"
          >
            <button type="submit" className="button-secondary px-4 py-2">
              {ACCOUNT_COPY.signOut}
            </button>
          </form>
        </nav>
        <Outlet />
      </div>
    </section>
  );
}
