import {data, redirect, useActionData} from 'react-router';
import type {Route} from './+types/admin.enroll';
import {AdminCard} from '~/features/admin/AdminCard';
import {TotpCodeField} from '~/features/admin/TotpCodeField';
import {
  authUnavailable,
  getAdminAuth,
  nextStepUrl,
  safeAdminNext,
  continueWithTokens,
  sessionClient,
} from '~/features/admin/admin-auth.server';
import {ADMIN_COPY, ADMIN_PAGE_COPY} from '~/features/admin/copy';
import {verifyTotpCode} from '~/features/admin/admin-mfa.server';
import {qrCodeSvg} from '~/features/admin/qr-code.server';
import {commitAdminSession} from '~/features/admin/admin-session.server';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {SITE} from '~/lib/site';
import {routePolicy} from '~/features/http/route-policy';
import {readFormBody} from '~/features/http/form-body.server';

export const handle = routePolicy({
  audience: 'personal',
  writes: 'same-origin',
});

export const meta: Route.MetaFunction = () => [
  {title: `${ADMIN_COPY.enrollTitle} | ${SITE.shopName}`},
  {name: 'robots', content: 'noindex'},
];

/** The issuer authenticator apps show next to the code. */
const TOTP_ISSUER = SITE.shopName;

export async function loader({request, context}: Route.LoaderArgs) {
  const auth = await getAdminAuth(request, context.env);
  const next = safeAdminNext(new URL(request.url).searchParams.get('next'));
  if (auth.status !== 'needs-enroll') {
    throw redirect(
      auth.status === 'admin' ? next : nextStepUrl(auth.status, request),
      {headers: auth.headers},
    );
  }
  // One factor per enrolment: kept in the session cookie until its code is verified.
  let pending = auth.cookie.get('pendingFactor');
  if (!pending) {
    const {data: enrolled, error} = await sessionClient(
      context.env,
      auth.tokens,
    ).auth.mfa.enroll({factorType: 'totp', issuer: TOTP_ISSUER});
    if (!enrolled) {
      context.log.error('admin.totp_enrol_failed', {error});
      throw authUnavailable();
    }
    pending = {
      id: enrolled.id,
      uri: enrolled.totp.uri,
      secret: enrolled.totp.secret,
    };
    auth.cookie.set('pendingFactor', pending);
    auth.headers.append(
      'Set-Cookie',
      await commitAdminSession(
        request,
        context.env.SESSION_SECRET,
        auth.cookie,
      ),
    );
  }
  return data(
    {next, secret: pending.secret, qrSvg: qrCodeSvg(pending.uri)},
    {headers: auth.headers},
  );
}

export async function action({request, context}: Route.ActionArgs) {
  const auth = await getAdminAuth(request, context.env);
  if (auth.status !== 'needs-enroll')
    throw redirect(nextStepUrl(auth.status, request), {headers: auth.headers});
  const form = await readFormBody(request);
  const pending = auth.cookie.get('pendingFactor');
  if (!pending) throw redirect(nextStepUrl('needs-enroll', request));
  const outcome = await verifyTotpCode(
    sessionClient(context.env, auth.tokens),
    pending.id,
    form.get('code'),
  );
  if (!outcome.ok) {
    if (outcome.factorGone) {
      // The factor expired or was removed: start a fresh enrolment.
      auth.cookie.unset('pendingFactor');
      throw redirect(new URL(request.url).pathname, {
        headers: {
          'Set-Cookie': await commitAdminSession(
            request,
            context.env.SESSION_SECRET,
            auth.cookie,
          ),
        },
      });
    }
    return data(
      {codeError: outcome.error},
      {status: outcome.status, headers: PRIVATE_PAGE_CACHE},
    );
  }
  return continueWithTokens(
    request,
    context.env,
    auth.cookie,
    outcome.tokens,
    form.get('next'),
  );
}

export default function AdminEnrollPage({loaderData}: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <AdminCard
      title={ADMIN_COPY.enrollTitle}
      intro={<p>{ADMIN_COPY.enrollIntro}</p>}
    >
      <figure className="space-y-3">
        <div
          role="img"
          aria-label={ADMIN_PAGE_COPY.qrCode}
          className="mx-auto w-56 rounded-lg bg-white p-2"
          // An SVG drawn on the server from our own otpauth:// URI (qr-code.server.ts).
          dangerouslySetInnerHTML={{__html: loaderData.qrSvg}}
        />
        <figcaption className="text-sm">
          {ADMIN_COPY.secretLabel}:{' '}
          <code
            data-testid="totp-secret"
            className="break-all rounded bg-stone-100 px-1 font-mono dark:bg-stone-800"
          >
            {loaderData.secret}
          </code>
        </figcaption>
      </figure>
      <form method="post" className="space-y-4">
        <input type="hidden" name="next" value={loaderData.next} />
        <TotpCodeField error={result?.codeError} />
        <button type="submit" className="button-primary w-full">
          {ADMIN_PAGE_COPY.verifyAndContinue}
        </button>
      </form>
    </AdminCard>
  );
}
