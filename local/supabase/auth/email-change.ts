/**
 * PUT /user {email}: GoTrue's email change with "secure email change" (Supabase's default):
 * a link to the new address and one to the current address, both needed; until then the
 * user keeps the old email and answers with `new_email`. POST /verify {type:
 * 'email_change', token_hash} confirms one side; the second confirmation makes the change
 * (supabase/auth internal/api/mail.go sendEmailChange, verify.go emailChangeVerify).
 */
import {createHash, randomInt} from 'node:crypto';
import {findUserByEmail, type Queryable, type UserRow} from './accounts.ts';
import {checkSentWithin} from './email-limits.ts';
import {AuthError} from './errors.ts';
import {redirectTarget} from './redirects.ts';
import type {AuthConfig} from './sessions.ts';

const SENDER = 'Supabase Auth <noreply@mail.app.supabase.io>';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function requestEmailChange(
  db: Queryable,
  config: AuthConfig,
  user: UserRow,
  newEmail: string,
  request: Request,
): Promise<void> {
  const email = newEmail.trim().toLowerCase();
  if (!EMAIL.test(email))
    throw new AuthError(
      400,
      'email_address_invalid',
      `Email address "${newEmail}" is invalid`,
    );
  if (email === user.email) return;
  if (await findUserByEmail(db, email))
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  checkSentWithin(user.email_change_sent_at, config.emailLimits);
  config.emailBudget.take();
  const tokenNew = tokenHash(email);
  const tokenCurrent = tokenHash(user.email);
  await db.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now() where id = $1`,
    [user.id, email, tokenNew, tokenCurrent],
  );
  const target = redirectTarget(request, config);
  for (const [to, token] of [
    [email, tokenNew],
    [user.email, tokenCurrent],
  ] as const) {
    const link = new URL(target);
    link.searchParams.set('token_hash', token);
    link.searchParams.set('type', 'email_change');
    await db.query(
      `insert into local_mailbox.emails (sender, recipients, subject, html, text) values ($1, $2, $3, $4, $5)`,
      [
        SENDER,
        [to],
        'Confirm Change of Email',
        `<h2>Confirm Change of Email</h2><p>Follow this link to confirm the update of your email from ${user.email} to ${email}:</p><p><a href="${link.href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">Change Email</a></p>`,
        `Follow this link to confirm the update of your email from ${user.email} to ${email}: ${link.href}`,
      ],
    );
  }
}

/**
 * One side of the change confirmed. GoTrue answers the first of the two links with a
 * message only (`complete: false`) and the second with a session for the changed user.
 */
export async function verifyEmailChange(
  db: Queryable,
  tokenHashValue: string,
): Promise<{id: string; complete: boolean}> {
  const found = await db.query<{
    id: string;
    side: 'new' | 'current';
    status: number;
  }>(
    `select id, case when email_change_token_new = $1 then 'new' else 'current' end as side,
       email_change_confirm_status as status
     from auth.users where $1 <> '' and (email_change_token_new = $1 or email_change_token_current = $1)
       and email_change_sent_at > now() - interval '1 hour'`,
    [tokenHashValue],
  );
  const row = found.rows[0];
  if (!row)
    throw new AuthError(
      403,
      'otp_expired',
      'Email link is invalid or has expired',
    );
  const column =
    row.side === 'new'
      ? 'email_change_token_new'
      : 'email_change_token_current';
  if (row.status === 0) {
    await db.query(
      `update auth.users set ${column} = '', email_change_confirm_status = 1 where id = $1`,
      [row.id],
    );
    return {id: row.id, complete: false};
  }
  await db.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
       email_change_token_current = '', email_change_confirm_status = 0, updated_at = now()
     where id = $1`,
    [row.id],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', (select email from auth.users where id = $1))
     where user_id = $1 and provider = 'email'`,
    [row.id],
  );
  return {id: row.id, complete: true};
}

function tokenHash(email: string): string {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}
