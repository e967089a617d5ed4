/**
 * Password recovery: POST /recover mails a link, POST /verify {type: 'recovery',
 * token_hash} turns it into a session. The local mail is delivered to the mailbox. The link
 * carries `token_hash` and `type` to the redirect URL, the shape of the email template a
 * server-side app uses on Supabase (`{{ .RedirectTo }}?token_hash={{ .TokenHash }}&type=recovery`).
 */
import {createHash, randomInt} from 'node:crypto';
import {findUserByEmail, type Queryable, type UserRow} from './accounts.ts';
import {AuthError} from './errors.ts';
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
  redirectTo: string | null,
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
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // GoTrue's token hash: sha224 of email + OTP, hex.
  const tokenHash = createHash('sha224')
    .update(user.email + otp)
    .digest('hex');
  await db.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`,
    [user.id, tokenHash],
  );
  const link = new URL(allowedRedirect(redirectTo, config.siteUrl));
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
 * GoTrue's IsRedirectURLValid (internal/utilities/request.go) without an allow list: a
 * redirect_to on the site URL's scheme, host and port (any port on loopback), else the
 * site URL itself. A link built from a forged Host never leaves the project's site.
 */
export function allowedRedirect(
  redirectTo: string | null,
  siteUrl: string,
): string {
  if (!redirectTo) return siteUrl;
  let site: URL;
  let target: URL;
  try {
    site = new URL(siteUrl);
    target = new URL(redirectTo);
  } catch {
    return siteUrl;
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(
    target.hostname,
  );
  return site.hostname === target.hostname &&
    site.protocol === target.protocol &&
    (site.port === target.port || loopback)
    ? redirectTo
    : siteUrl;
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
