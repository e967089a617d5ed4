import {data} from 'react-router';
import type {Route} from './+types/api.account';
import {routePolicy} from '~/features/http/route-policy';
import {ACCOUNT_FIRST_NAME_QUERY} from '~/features/account/account-queries';
import {accountHintCookie} from '~/features/account/account-contract';

export const handle = routePolicy({audience: 'personal'});

/**
 * The signed-in visitor's first name for the header's <account-link>: `{firstName}`, or
 * 204 when nobody is signed in (the stale hint cookie is cleared). Private, never cached.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const {customerAccount} = context;
  const secure = new URL(request.url).protocol === 'https:';
  const nobody = () =>
    new Response(null, {
      status: 204,
      headers: {'Set-Cookie': accountHintCookie(false, secure)},
    });
  if (
    !context.env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID ||
    !(await customerAccount.isLoggedIn())
  )
    return nobody();
  let result;
  try {
    result = await customerAccount.query(ACCOUNT_FIRST_NAME_QUERY);
  } catch (error) {
    // A token the service no longer takes: Hydrogen answers with its sign-in redirect.
    if (error instanceof Response && error.status >= 300 && error.status < 400)
      return nobody();
    throw error;
  }
  const {data: answer, errors} = result;
  if (errors?.length || !answer) {
    context.log.error('account.first_name_failed', {errors});
    return data({firstName: null}, {status: 503});
  }
  return data({firstName: answer.customer.firstName ?? null});
}
