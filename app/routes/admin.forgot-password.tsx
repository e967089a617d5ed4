import {data, useActionData} from 'react-router';
import {isAuthRetryableFetchError} from '@supabase/auth-js';
import type {Route} from './+types/admin.forgot-password';
import {AdminCard} from '~/features/admin/AdminCard';
import {FormField} from '~/components/FormField';
import {plainClient} from '~/features/admin/admin-auth.server';
import {ADMIN_COPY, ADMIN_PAGE_COPY} from '~/features/admin/copy';
import {
  retryAfterHeader,
  signInGate,
} from '~/features/admin/admin-sign-in-limits.server';
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
  {title: `${ADMIN_COPY.forgotTitle} | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex'},
];

export function loader() {
  return data(null, {headers: PRIVATE_PAGE_CACHE});
}

/** Supabase's `recover`: the same answer whether or not the address has an account. */
export async function action({request, context}: Route.ActionArgs) {
  const email = String((await readFormBody(request)).get('email') ?? '').trim();
  const reply = (
    status: number,
    body: {notice?: string; formError?: string},
    headers: Record<string, string> = {},
  ) => data(body, {status, headers: {...PRIVATE_PAGE_CACHE, ...headers}});
  if (!email) return reply(400, {formError: ADMIN_COPY.missingCredentials});
  // A client refused for the account's passwords gets no reset email either (decision 0190).
  const gate = await signInGate(context.supabase(), email, context.log);
  if (gate.refused)
    return reply(
      429,
      {formError: ADMIN_COPY.tooManyAttempts},
      retryAfterHeader(gate),
    );
  // The link in the email: the configured origin, never the request's Host (issue 24).
  const redirectTo = new URL(ROUTES.adminResetPassword, context.storeOrigin)
    .href;
  const {error} = await plainClient(context.env).auth.resetPasswordForEmail(
    email,
    {redirectTo},
  );
  if (isAuthRetryableFetchError(error))
    return reply(503, {formError: ADMIN_COPY.authUnavailable});
  if (error) context.log.error('admin.recovery_failed', {error});
  return reply(200, {notice: ADMIN_COPY.forgotSent});
}

export default function AdminForgotPasswordPage() {
  const result = useActionData<typeof action>();
  return (
    <AdminCard
      title={ADMIN_COPY.forgotTitle}
      intro={<p>{ADMIN_COPY.forgotIntro}</p>}
      notice={result?.notice}
      formError={result?.formError}
    >
      <form method="post" className="space-y-4">
        <FormField
          id="recover-email"
          name="email"
          type="email"
          label={ADMIN_PAGE_COPY.email}
          autoComplete="username"
          required
        />
        <button type="submit" className="button-primary w-full">
          {ADMIN_PAGE_COPY.sendResetLink}
        </button>
      </form>
    </AdminCard>
  );
}
