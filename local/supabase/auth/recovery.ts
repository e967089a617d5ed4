/**
 * Password recovery: POST /recover mails a link, POST /verify {type: 'recovery',
 * token_hash} turns it into a session. The local mail is delivered to the mailbox. The link
 * carries `token_hash` and `type` to the redirect URL, the shape of the email template a
 * server-side app uses on Supabase (`{{ .RedirectTo }}?token_hash={{ .TokenHash }}&type=recovery`).
 */
import {createHash, randomInt} from 'node:crypto';
import {
  findUserByEmail,
  userJson,
  type Queryable,
  type UserRow,
} from './accounts.ts';
import {checkSentWithin} from './email-limits.ts';
import {AuthError} from './errors.ts';
import {isAllowedRedirect, redirectTarget} from './redirects.ts';
import {
  grantRefreshToken,
  startSession,
  tokenResponse,
  type AuthConfig,
} from './sessions.ts';

/** GOTRUE_MAILER_OTP_EXP default on Supabase projects (seconds). */
const RECOVERY_EXPIRY_SECONDS = 3600;
const MAILBOX_SENDER = 'Supabase Auth <noreply@mail.app.supabase.io>';

export async function sendRecovery(
  db: Queryable,
  config: AuthConfig,
  body: Record<string, unknown>,
  request: Request,
): Promise<void> {
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!email) {
    throw new AuthError(
      400,
      'validation_failed',
      'Password recovery requires an email',
    );
  }
  const user = await findUserByEmail(db, email);
  // GoTrue answers 200 {} whether or not the address has an account.
  if (!user) return;
  const sentAt = await db.query<{sent: string | null}>(
    `select to_json(recovery_sent_at) #>> '{}' as sent from auth.users where id = $1`,
    [user.id],
  );
  checkSentWithin(sentAt.rows[0]?.sent ?? null, config.emailLimits);
  config.emailBudget.take();
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // GoTrue's token hash: sha224 of email + OTP, hex.
  const tokenHash = createHash('sha224')
    .update(user.email + otp)
    .digest('hex');
  await db.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`,
    [user.id, tokenHash],
  );
  // Only the site, a loopback address or the allow list: else SITE_URL (redirects.ts).
  const link = new URL(redirectTarget(request, config));
  link.searchParams.set('token_hash', tokenHash);
  link.searchParams.set('type', 'recovery');
  await db.query(
    `insert into local_mailbox.emails (sender, recipients, subject, html, text) values ($1, $2, $3, $4, $5)`,
    [
      MAILBOX_SENDER,
      [user.email],
      'Reset Your Password',
      `<h2>Reset Password</h2><p>Follow this link to reset the password for your user:</p><p><a href="${escapeHtml(link.href)}">Reset Password</a></p><p>Alternatively, enter the code: ${otp}</p>`,
      `Follow this link to reset the password for your user: ${link.href}\nAlternatively, enter the code: ${otp}`,
    ],
  );
}

/**
 * POST /admin/generate_link {type: 'recovery', email, redirect_to}: the recovery link
 * without sending it (the other link types are not emulated). The `redirect_to` answered is
 * the one the link carries: the request's if allowed, else GoTrue's referrer rule.
 */
export async function generateRecoveryLink(
  db: Queryable,
  config: AuthConfig,
  body: Record<string, unknown>,
  request: Request,
): Promise<Record<string, unknown>> {
  if (body.type !== 'recovery')
    throw new AuthError(
      404,
      'feature_disabled',
      'Only recovery links are emulated by the local Supabase Auth stand-in',
    );
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const user = email ? await findUserByEmail(db, email) : null;
  if (!user)
    throw new AuthError(
      404,
      'user_not_found',
      'User with this email not found',
    );
  const wanted = typeof body.redirect_to === 'string' ? body.redirect_to : '';
  const redirectTo = isAllowedRedirect(wanted, config)
    ? wanted
    : redirectTarget(request, config);
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const tokenHash = createHash('sha224')
    .update(user.email + otp)
    .digest('hex');
  await db.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`,
    [user.id, tokenHash],
  );
  const action = new URL(`${config.issuer}/verify`);
  action.searchParams.set('token', tokenHash);
  action.searchParams.set('type', 'recovery');
  action.searchParams.set('redirect_to', redirectTo);
  return {
    ...(await userJson(db, user)),
    action_link: action.href,
    email_otp: otp,
    hashed_token: tokenHash,
    verification_type: 'recovery',
    redirect_to: redirectTo,
  };
}

export async function verifyRecovery(
  db: Queryable,
  config: AuthConfig,
  body: Record<string, unknown>,
  request: Request,
): Promise<Record<string, unknown>> {
  if (body.type !== 'recovery') {
    throw new AuthError(
      400,
      'validation_failed',
      'Verify requires a verification type (the local Supabase stand-in supports recovery)',
    );
  }
  const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
  const found = tokenHash
    ? await db.query<UserRow & {expired: boolean}>(
        `select id, email, recovery_sent_at + make_interval(secs => $2) < now() as expired
         from auth.users where recovery_token = $1 and recovery_token <> ''`,
        [tokenHash, RECOVERY_EXPIRY_SECONDS],
      )
    : {rows: []};
  const user = found.rows[0];
  if (!user || user.expired) {
    throw new AuthError(
      403,
      'otp_expired',
      'Email link is invalid or has expired',
    );
  }
  await db.query(
    `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
    [user.id],
  );
  const session = await startSession(db, user, 'recovery', request);
  return tokenResponse(
    db,
    config,
    session,
    await grantRefreshToken(db, session, null),
  );
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');
}
