/**
 * The GoTrue admin endpoints `npm run admin:create` (through supabase-js's `auth.admin`)
 * uses: create, list, get and update users. Service role only, as on Supabase.
 */
import {
  checkPasswordStrength,
  createEmailUser,
  findUserById,
  hashPassword,
  userJson,
  type Queryable,
  type UserRow,
} from './accounts.ts';
import {AuthError} from './errors.ts';

export async function adminCreateUser(
  db: Queryable,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  const user = await createEmailUser(db, {
    email,
    password: typeof body.password === 'string' ? body.password : undefined,
    emailConfirmed: body.email_confirm === true,
    appMetadata: objectOrEmpty(body.app_metadata),
    userMetadata: objectOrEmpty(body.user_metadata),
  });
  return userJson(db, user);
}

export async function adminListUsers(
  db: Queryable,
  url: URL,
): Promise<{
  body: Record<string, unknown>;
  total: number;
  page: number;
  perPage: number;
}> {
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const perPage = Math.min(
    1000,
    Math.max(1, Number(url.searchParams.get('per_page')) || 50),
  );
  // GoTrue's default order: newest first.
  const rows = await db.query<{id: string}>(
    `select id from auth.users where deleted_at is null order by created_at desc, id desc limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const total = await db.query<{n: number}>(
    `select count(*)::int as n from auth.users where deleted_at is null`,
  );
  const users = [];
  for (const {id} of rows.rows)
    users.push(await userJson(db, (await findUserById(db, id))!));
  return {
    body: {users, aud: 'authenticated'},
    total: total.rows[0]!.n,
    page,
    perPage,
  };
}

export async function adminGetUser(
  db: Queryable,
  id: string,
): Promise<Record<string, unknown>> {
  return userJson(db, await existingUser(db, id));
}

export async function adminUpdateUser(
  db: Queryable,
  id: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const user = await existingUser(db, id);
  if (typeof body.password === 'string') {
    checkPasswordStrength(body.password);
    await db.query(
      `update auth.users set encrypted_password = $2 where id = $1`,
      [user.id, await hashPassword(body.password)],
    );
  }
  if (body.email_confirm === true) {
    await db.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
      [user.id],
    );
  }
  // GoTrue merges the given keys into the stored metadata (null removes a key).
  if (body.app_metadata !== undefined) {
    await mergeMetadata(
      db,
      user.id,
      'raw_app_meta_data',
      objectOrEmpty(body.app_metadata),
    );
  }
  if (body.user_metadata !== undefined) {
    await mergeMetadata(
      db,
      user.id,
      'raw_user_meta_data',
      objectOrEmpty(body.user_metadata),
    );
  }
  await db.query(`update auth.users set updated_at = now() where id = $1`, [
    user.id,
  ]);
  return userJson(db, (await findUserById(db, user.id))!);
}

export async function mergeMetadata(
  db: Queryable,
  userId: string,
  column: 'raw_app_meta_data' | 'raw_user_meta_data',
  changes: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `update auth.users set ${column} = jsonb_strip_nulls(coalesce(${column}, '{}'::jsonb) || $2::jsonb) where id = $1`,
    [userId, changes],
  );
}

async function existingUser(db: Queryable, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

function objectOrEmpty(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
