import {data, redirect, useActionData, useLoaderData} from 'react-router';
import {isAuthRetryableFetchError} from '@supabase/auth-js';
import type {Route} from './+types/admin.login';
import {AdminCard} from '~/features/admin/AdminCard';
import {FormField} from '~/components/FormField';
import {
  getAdminAuth,
  nextStepUrl,
  plainClient,
  safeAdminNext,
  saveTokens,
} from '~/features/admin/admin-auth.server';
import {ADMIN_COPY, ADMIN_PAGE_COPY} from '~/features/admin/copy';
import {ENDED_CODES, ENDED_PARAM} from '~/features/admin/admin-ended';
import {
  recordSignInFailure,
  recordSignInSuccess,
  retryAfterHeader,
  signInGate,
  slowDown,
} from '~/features/admin/admin-sign-in-limits.server';
import {
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
  {title: `${ADMIN_COPY.loginTitle} | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  const auth = await getAdminAuth(request, context.env);
  const next = safeAdminNext(new URL(request.url).searchParams.get('next'));
  if (auth.status === 'admin') throw redirect(next, {headers: auth.headers});
  if (auth.status !== 'anonymous')
    throw redirect(nextStepUrl(auth.status, request), {headers: auth.headers});
  // A session ended after too many wrong codes (decision 0191) lands here with the reason.
  const ended =
    new URL(request.url).searchParams.get(ENDED_PARAM) === ENDED_CODES
      ? ADMIN_COPY.codeTriesSpent
      : undefined;
  return data({next, ended}, {headers: auth.headers});
}

export async function action({request, context}: Route.ActionArgs) {
  const form = await readFormBody(request);
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const next = safeAdminNext(form.get('next'));
  const fail = (
    formError: string,
    status: number,
    headers: Record<string, string> = {},
  ) =>
    data(
      {formError, email},
      {status, headers: {...PRIVATE_PAGE_CACHE, ...headers}},
    );

  if (!email || !password) return fail(ADMIN_COPY.missingCredentials, 400);
  // Failures are counted per account and client in Postgres (decision 0190): this client
  // may be refused; failures from elsewhere only make it wait.
  const supabase = context.supabase();
  const gate = await signInGate(supabase, email, context.log);
  if (gate.refused)
    return fail(ADMIN_COPY.tooManyAttempts, 429, retryAfterHeader(gate));
  await slowDown(gate);

  const {data: signedIn, error} = await plainClient(
    context.env,
  ).auth.signInWithPassword({email, password});
  if (!signedIn.session) {
    if (isAuthRetryableFetchError(error))
      return fail(ADMIN_COPY.authUnavailable, 503);
    // Wrong password, unknown email, unconfirmed email: one answer for all of them.
    await recordSignInFailure(supabase, email, context.log);
    return fail(ADMIN_COPY.invalidCredentials, 400);
  }
  await recordSignInSuccess(
    supabase,
    signedIn.session.access_token,
    context.log,
  );

  const cookie = await readAdminSession(request, context.env.SESSION_SECRET);
  const setCookie = await saveTokens(
    request,
    context.env,
    cookie,
    tokensFrom(signedIn.session),
  );
  const hasVerifiedTotp = (signedIn.user.factors ?? []).some(
    (factor) => factor.factor_type === 'totp' && factor.status === 'verified',
  );
  const step = hasVerifiedTotp ? ROUTES.adminVerify : ROUTES.adminEnroll;
  const target =
    next === ROUTES.adminDashboard
      ? step
      : `${step}?next=${encodeURIComponent(next)}`;
  throw redirect(target, {
    headers: {...PRIVATE_PAGE_CACHE, 'Set-Cookie': setCookie},
  });
}

export default function AdminLoginPage() {
  const {next, ended} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminCard
      title={ADMIN_COPY.loginTitle}
      intro={<p>{ADMIN_COPY.loginIntro}</p>}
      notice={result ? undefined : ended}
      formError={result?.formError}
    >
      <form method="post" className="space-y-4">
        <input type="hidden" name="next" value={next} />
        <FormField
          id="admin-email"
          name="email"
          type="email"
          label={ADMIN_PAGE_COPY.email}
          autoComplete="username"
          required
          defaultValue={result?.email}
        />
        <FormField
          id="admin-password"
          name="password"
          type="password"
          label={ADMIN_PAGE_COPY.password}
          autoComplete="current-password"
          required
        />
        <button type="submit" className="button-primary w-full">
          {ADMIN_PAGE_COPY.signIn}
        </button>
      </form>
      <p className="text-sm">
        <a
          className="text-orange-700 underline dark:text-orange-400"
          href={ROUTES.adminForgotPassword}
        >
          {ADMIN_COPY.forgotPasswordLink}
        </a>
      </p>
    </AdminCard>
  );
}
