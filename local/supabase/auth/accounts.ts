/**
 * Users as GoTrue keeps them (auth.users + an `email` identity) and as it answers them
 * (the user object supabase-js receives, with identities and factors).
 */
import type {PGlite, Transaction} from '@electric-sql/pglite';
import bcrypt from 'bcryptjs';
import {AuthError} from './errors.ts';

export type Queryable = Pick<PGlite | Transaction, 'query'>;

export type UserRow = {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  banned_until: string | null;
  /** An email change waiting for confirmation (GoTrue's `email_change`, answered as new_email). */
  new_email: string | null;
  email_change_sent_at: string | null;
};

/** GoTrue's bcrypt cost (Go's bcrypt.DefaultCost). */
const BCRYPT_COST = 10;
/** GoTrue's default minimum password length (GOTRUE_PASSWORD_MIN_LENGTH). */
export const MIN_PASSWORD_LENGTH = 6;

const USER_COLUMNS = `id, aud, role, email, encrypted_password, to_json(email_confirmed_at) #>> '{}' as email_confirmed_at,
  to_json(last_sign_in_at) #>> '{}' as last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at,
  to_json(banned_until) #>> '{}' as banned_until, nullif(email_change, '') as new_email,
  to_json(email_change_sent_at) #>> '{}' as email_change_sent_at`;

export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where email = lower($1) and deleted_at is null`,
    [email],
  );
  return result.rows[0] ?? null;
}

export async function findUserById(
  db: Queryable,
  id: string,
): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const result = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return result.rows[0] ?? null;
}

/** GoTrue's bcrypt limit: a longer password is refused, not cut. */
export const MAX_PASSWORD_LENGTH = 72;

export function checkPasswordStrength(password: string): void {
  if (password.length > MAX_PASSWORD_LENGTH)
    throw new AuthError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  if (password.length < MIN_PASSWORD_LENGTH) {
    // GoTrue's WeakPasswordError: the reasons travel in `weak_password.reasons`.
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      false,
      {weak_password: {reasons: ['length']}},
    );
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function passwordMatches(
  user: UserRow,
  password: string,
): Promise<boolean> {
  if (!user.encrypted_password) return false;
  return bcrypt.compare(password, user.encrypted_password);
}

/** An email user with its `email` identity, as GoTrue's signup and admin createUser make them. */
export async function createEmailUser(
  db: Queryable,
  input: {
    email: string;
    password?: string;
    emailConfirmed: boolean;
    appMetadata?: Record<string, unknown>;
    userMetadata?: Record<string, unknown>;
  },
): Promise<UserRow> {
  const email = input.email.toLowerCase();
  if (await findUserByEmail(db, email)) {
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  if (input.password !== undefined) checkPasswordStrength(input.password);
  const encrypted = input.password ? await hashPassword(input.password) : '';
  // GoTrue always keeps provider and providers in app_metadata; callers add e.g. role.
  const appMetadata = {
    ...input.appMetadata,
    provider: 'email',
    providers: ['email'],
  };
  const inserted = await db.query<{id: string}>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $2,
       case when $3 then now() end, $4, $5)
     returning id`,
    [
      email,
      encrypted,
      input.emailConfirmed,
      appMetadata,
      input.userMetadata ?? {},
    ],
  );
  const id = inserted.rows[0]!.id;
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $3, $2, 'email', now())`,
    [
      id,
      {
        sub: id,
        email,
        email_verified: input.emailConfirmed,
        phone_verified: false,
      },
      id,
    ],
  );
  return (await findUserById(db, id))!;
}

type IdentityRow = {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
};

type FactorJson = {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
};

/** The user object of GoTrue's responses (models.User's JSON). */
export async function userJson(
  db: Queryable,
  user: UserRow,
): Promise<Record<string, unknown>> {
  const identities = await db.query<IdentityRow>(
    `select id as identity_id, provider_id as id, user_id, identity_data, provider,
       to_json(last_sign_in_at) #>> '{}' as last_sign_in_at, to_json(created_at) #>> '{}' as created_at,
       to_json(updated_at) #>> '{}' as updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  const factors = await db.query<FactorJson>(
    `select id, friendly_name, factor_type::text, status::text, to_json(created_at) #>> '{}' as created_at,
       to_json(updated_at) #>> '{}' as updated_at
     from auth.mfa_factors where user_id = $1 order by created_at`,
    [user.id],
  );
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: user.email_confirmed_at ?? undefined,
    phone: '',
    confirmed_at: user.email_confirmed_at ?? undefined,
    last_sign_in_at: user.last_sign_in_at ?? undefined,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    ...(user.new_email ? {new_email: user.new_email} : {}),
    ...(user.email_change_sent_at
      ? {email_change_sent_at: user.email_change_sent_at}
      : {}),
    identities: identities.rows,
    // GoTrue omits the key when the user has no factors (`json:"factors,omitempty"`).
    ...(factors.rows.length > 0 ? {factors: factors.rows} : {}),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  };
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(
    value,
  );
}
