import {data, redirect, useActionData} from 'react-router';
import {isAuthApiError} from '@supabase/auth-js';
import type {Route} from './+types/admin.reset-password';
import {AdminCard} from '~/features/admin/AdminCard';
import {FormField} from '~/components/FormField';
import {
  getAdminAuth,
  nextStepUrl,
  plainClient,
  saveTokens,
  sessionClient,
} from '~/features/admin/admin-auth.server';
import {
  ADMIN_COPY,
  ADMIN_PAGE_COPY,
  ADMIN_PASSWORD_MIN_LENGTH,
} from '~/features/admin/copy';
import {
  commitAdminSession,
  readAdminSession,
  tokensFrom,
} from '~/features/admin/admin-session.server';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {ROUTES} from '~/lib/navigation';
import {SITE} from '~/lib/site';
import {routePolicy} from '~/features/http/route-policy';
import {readFormBody} from '~/features/http/form-body.server';

export const handle = routePolicy({
  audience: 'personal',
  writes: 'same-origin',
});

export const meta: Route.MetaFunction = () => [
  {title: `${ADMIN_COPY.resetTitle} | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex'},
];

/**
 * The link in the recovery email lands here with `token_hash`. A GET only shows a button
 * (mail scanners that follow links must not use up the token); its POST exchanges the hash
 * for a session, then the admin verifies their second factor (Supabase requires aal2 to
 * change the password of a user with MFA) and sets the new password here.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const tokenHash = new URL(request.url).searchParams.get('token_hash');
  if (tokenHash) {
    return data(
      {step: 'link' as const, tokenHash},
      {headers: PRIVATE_PAGE_CACHE},
    );
  }
  const auth = await getAdminAuth(request, context.env);
  if (auth.status !== 'admin' && auth.status !== 'not-admin')
    throw redirect(nextStepUrl(auth.status, request), {headers: auth.headers});
  return data(
    {step: 'password' as const, tokenHash: ''},
    {headers: auth.headers},
  );
}

export async function action({request, context}: Route.ActionArgs) {
  const form = await readFormBody(request);
  const fail = (formError: string, status = 400) =>
    data({formError}, {status, headers: PRIVATE_PAGE_CACHE});

  if (form.get('intent') === 'use-link') {
    const {data: verified, error} = await plainClient(
      context.env,
    ).auth.verifyOtp({
      token_hash: String(form.get('token_hash') ?? ''),
      type: 'recovery',
    });
    if (!verified.session) {
      if (!isAuthApiError(error)) return fail(ADMIN_COPY.authUnavailable, 503);
      return fail(ADMIN_COPY.resetLinkInvalid);
    }
    const cookie = await readAdminSession(request, context.env.SESSION_SECRET);
    const setCookie = await saveTokens(
      request,
      context.env,
      cookie,
      tokensFrom(verified.session),
    );
    throw redirect(`${ROUTES.adminResetPassword}`, {
      headers: {...PRIVATE_PAGE_CACHE, 'Set-Cookie': setCookie},
    });
  }

  const auth = await getAdminAuth(request, context.env);
  if (auth.status !== 'admin' && auth.status !== 'not-admin')
    throw redirect(nextStepUrl(auth.status, request), {headers: auth.headers});
  const password = String(form.get('password') ?? '');
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH)
    return fail(ADMIN_COPY.passwordTooShort);
  if (password !== form.get('confirm')) return fail(ADMIN_COPY.passwordsDiffer);
  const {error} = await sessionClient(
    context.env,
    auth.tokens,
    auth.user,
  ).auth.updateUser({password});
  if (error) {
    if (isAuthApiError(error) && error.code === 'same_password')
      return fail(ADMIN_COPY.samePassword);
    if (isAuthApiError(error) && error.code === 'weak_password')
      return fail(ADMIN_COPY.passwordTooShort);
    context.log.error('admin.password_change_failed', {error});
    return fail(ADMIN_COPY.authUnavailable, 503);
  }
  auth.cookie.flash('notice', ADMIN_COPY.passwordChanged);
  throw redirect(ROUTES.adminDashboard, {
    headers: {
      ...PRIVATE_PAGE_CACHE,
      'Set-Cookie': await commitAdminSession(
        request,
        context.env.SESSION_SECRET,
        auth.cookie,
      ),
    },
  });
}

export default function AdminResetPasswordPage({
  loaderData,
}: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <AdminCard title={ADMIN_COPY.resetTitle} formError={result?.formError}>
      {loaderData.step === 'link' ? (
        <form method="post">
          <input type="hidden" name="intent" value="use-link" />
          <input type="hidden" name="token_hash" value={loaderData.tokenHash} />
          <button type="submit" className="button-primary w-full">
            {ADMIN_COPY.resetContinue}
          </button>
        </form>
      ) : (
        <form method="post" className="space-y-4">
          <FormField
            id="new-password"
            name="password"
            type="password"
            label={ADMIN_PAGE_COPY.newPassword}
            autoComplete="new-password"
            minLength={ADMIN_PASSWORD_MIN_LENGTH}
            required
          />
          <FormField
            id="confirm-password"
            name="confirm"
            type="password"
            label={ADMIN_PAGE_COPY.repeatPassword}
            autoComplete="new-password"
            minLength={ADMIN_PASSWORD_MIN_LENGTH}
            required
          />
          <button type="submit" className="button-primary w-full">
            {ADMIN_PAGE_COPY.setPassword}
          </button>
        </form>
      )}
    </AdminCard>
  );
}
