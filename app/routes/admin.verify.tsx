import {data, redirect, useActionData} from 'react-router';
import type {Route} from './+types/admin.verify';
import {AdminCard} from '~/features/admin/AdminCard';
import {TotpCodeField} from '~/features/admin/TotpCodeField';
import {
  getAdminAuth,
  nextStepUrl,
  safeAdminNext,
  continueWithTokens,
  databaseClientFor,
  sessionClient,
} from '~/features/admin/admin-auth.server';
import {destroyAdminSession} from '~/features/admin/admin-session.server';
import {ENDED_CODES, ENDED_PARAM} from '~/features/admin/admin-ended';
import {ROUTES} from '~/lib/navigation';
import {ADMIN_COPY, ADMIN_PAGE_COPY} from '~/features/admin/copy';
import {verifyTotpCode} from '~/features/admin/admin-mfa.server';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {SITE} from '~/lib/site';
import {routePolicy} from '~/features/http/route-policy';
import {readFormBody} from '~/features/http/form-body.server';

export const handle = routePolicy({
  audience: 'personal',
  writes: 'same-origin',
});

export const meta: Route.MetaFunction = () => [
  {title: `${ADMIN_COPY.verifyTitle} | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  const auth = await getAdminAuth(request, context.env);
  const next = safeAdminNext(new URL(request.url).searchParams.get('next'));
  if (auth.status !== 'needs-verify') {
    throw redirect(
      auth.status === 'admin' ? next : nextStepUrl(auth.status, request),
      {headers: auth.headers},
    );
  }
  return data({next}, {headers: auth.headers});
}

export async function action({request, context}: Route.ActionArgs) {
  const auth = await getAdminAuth(request, context.env);
  if (auth.status !== 'needs-verify')
    throw redirect(nextStepUrl(auth.status, request), {headers: auth.headers});
  const form = await readFormBody(request);
  const factor = (auth.user.factors ?? []).find(
    (candidate) =>
      candidate.factor_type === 'totp' && candidate.status === 'verified',
  )!;
  const outcome = await verifyTotpCode(
    sessionClient(context.env, auth.tokens),
    factor.id,
    form.get('code'),
    // Tries per session and factor, and each code once (decision 0191).
    {
      database: databaseClientFor(context.env, auth.tokens.access_token),
      log: context.log,
    },
  );
  if (!outcome.ok) {
    if (outcome.endSession) {
      // This session had its tries: it ends here and at Supabase, and a new one needs the
      // password again (the database refuses this session's codes anyway).
      const {error} = await sessionClient(
        context.env,
        auth.tokens,
      ).auth.signOut({scope: 'local'});
      if (error) context.log.error('admin.sign_out_failed', {error});
      throw redirect(`${ROUTES.adminLogin}?${ENDED_PARAM}=${ENDED_CODES}`, {
        headers: {
          ...PRIVATE_PAGE_CACHE,
          'Set-Cookie': await destroyAdminSession(
            request,
            context.env.SESSION_SECRET,
            auth.cookie,
          ),
        },
      });
    }
    const headers = new Headers(PRIVATE_PAGE_CACHE);
    if (outcome.retryAfterSeconds)
      headers.set('Retry-After', String(outcome.retryAfterSeconds));
    return data({codeError: outcome.error}, {status: outcome.status, headers});
  }
  return continueWithTokens(
    request,
    context.env,
    auth.cookie,
    outcome.tokens,
    form.get('next'),
  );
}

export default function AdminVerifyPage({loaderData}: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <AdminCard
      title={ADMIN_COPY.verifyTitle}
      intro={<p>{ADMIN_COPY.verifyIntro}</p>}
    >
      <form method="post" className="space-y-4">
        <input type="hidden" name="next" value={loaderData.next} />
        <TotpCodeField error={result?.codeError} />
        <button type="submit" className="button-primary w-full">
          {ADMIN_PAGE_COPY.verify}
        </button>
      </form>
    </AdminCard>
  );
}
