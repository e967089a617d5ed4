import {data} from 'react-router';
import type {Route} from './+types/account_.authorize';
import {routePolicy} from '~/features/http/route-policy';
import {PageHeading} from '~/components/PageHeading';
import {ACCOUNT_COPY} from '~/features/account/copy';
import {
  requireAccounts,
  signInFailureOf,
  withCookie,
} from '~/features/account/account.server';
import {accountHintCookie} from '~/features/account/account-contract';
import {linkCartToCustomer} from '~/features/account/cart-buyer.server';
import {SITE} from '~/lib/site';
import {ROUTES} from '~/lib/navigation';

export const handle = routePolicy({audience: 'personal'});

export const meta: Route.MetaFunction = () => [
  {title: `${ACCOUNT_COPY.signIn.failedTitle} | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex, nofollow'},
];

/**
 * Where the account service sends the browser back with a code: Hydrogen exchanges it
 * (PKCE) and keeps the tokens in the session, then redirects to `return_to`. A refused
 * exchange (a code used twice or expired, a wrong verifier: `invalid_grant`) is a page
 * that says so, with a way to sign in again, never Hydrogen's raw answer.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  requireAccounts(context.env);
  const secure = new URL(request.url).protocol === 'https:';
  try {
    const response = await context.customerAccount.authorize();
    // Hydrogen's one-time restart of a sign-in whose state did not match.
    if (
      new URL(response.headers.get('Location') ?? '/', request.url).pathname ===
      ROUTES.accountLogin
    )
      return response;
    // Signed in: the cart checks out as the customer; the header may ask for the name.
    await linkCartToCustomer(context);
    return withCookie(response, accountHintCookie(true, secure));
  } catch (error) {
    const failure = await signInFailureOf(error);
    context.log.warn('account.sign_in_refused', {failure});
    return data({failure}, {status: 400});
  }
}

export default function SignInFailed({loaderData}: Route.ComponentProps) {
  return (
    <section className="pb-16">
      <PageHeading
        eyebrow={SITE.shopName}
        title={ACCOUNT_COPY.signIn.failedTitle}
      />
      <div className="mx-auto max-w-xl px-4 text-center sm:px-6">
        <p role="alert">{ACCOUNT_COPY.signIn[loaderData.failure]}</p>
        <p className="mt-8">
          <a href={ROUTES.accountLogin} className="button-primary px-8 py-4">
            {ACCOUNT_COPY.signIn.again}
          </a>
        </p>
      </div>
    </section>
  );
}
