/**
 * Sessions, refresh tokens and access tokens the way GoTrue issues them: a session row per
 * sign-in, an opaque refresh token that rotates on every use (the old one is revoked and
 * becomes the new one's parent), reuse detection that revokes the whole session when a
 * revoked token comes back after the reuse interval, and an HS256 access token with
 * Supabase's claims (sub, role, aal, amr, session_id, app_metadata, user_metadata).
 */
import {randomBytes, randomUUID} from 'node:crypto';
import {signJwt, verifyJwt} from '../jwt.ts';
import {
  findUserById,
  userJson,
  type Queryable,
  type UserRow,
} from './accounts.ts';
import {AuthError, BEARER_REQUIRED} from './errors.ts';

import type {EmailBudget, EmailLimits} from './email-limits.ts';

export type AuthConfig = {
  jwtSecret: string;
  /** `iss` of access tokens: `<project url>/auth/v1`. */
  issuer: string;
  /** GOTRUE_JWT_EXP; Supabase's default is 3600. */
  jwtExpirySeconds: number;
  /** GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL; Supabase's default is 10. */
  refreshTokenReuseIntervalSeconds: number;
  /** GOTRUE_SITE_URL: where email links go when no allowed redirect_to is given. */
  siteUrl: string;
  /** GOTRUE_URI_ALLOW_LIST (Supabase's "Redirect URLs"): other places links may lead. */
  uriAllowList: readonly string[];
  /** The limits on emails GoTrue sends (email-limits.ts). */
  emailLimits: EmailLimits;
  /** The project's email count this hour (one per running stand-in). */
  emailBudget: EmailBudget;
};

export type AuthMethod = 'password' | 'totp' | 'recovery' | 'otp';

export type SessionRow = {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2';
  factor_id: string | null;
};

/** The signed-in caller of an endpoint that needs a bearer token. */
export type Caller = {
  user: UserRow;
  session: SessionRow | null;
  claims: Record<string, unknown>;
};

export async function startSession(
  db: Queryable,
  user: UserRow,
  method: AuthMethod,
  request: Request,
): Promise<SessionRow> {
  const id = randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent)
     values ($1, $2, now(), now(), 'aal1', $3)`,
    [id, user.id, request.headers.get('user-agent')],
  );
  await recordAuthMethod(db, id, method);
  await db.query(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
    [user.id],
  );
  return {id, user_id: user.id, aal: 'aal1', factor_id: null};
}

export async function recordAuthMethod(
  db: Queryable,
  sessionId: string,
  method: AuthMethod,
): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, gen_random_uuid())
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** GoTrue's v1 refresh tokens: 12 random URL-safe characters. */
function newRefreshToken(): string {
  return randomBytes(9).toString('base64url');
}

export async function grantRefreshToken(
  db: Queryable,
  session: SessionRow,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, session.user_id, parent, session.id],
  );
  return token;
}

/** The body of every successful token grant (AccessTokenResponse). */
export async function tokenResponse(
  db: Queryable,
  config: AuthConfig,
  session: SessionRow,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const user = (await findUserById(db, session.user_id))!;
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + config.jwtExpirySeconds;
  const amr = await db.query<{method: string; timestamp: number}>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint::int as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [session.id],
  );
  const claims = {
    aud: 'authenticated',
    exp: expiresAt,
    iat: now,
    iss: config.issuer,
    sub: user.id,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal: session.aal,
    amr: amr.rows,
    session_id: session.id,
    is_anonymous: false,
  };
  return {
    access_token: signJwt(claims, config.jwtSecret),
    token_type: 'bearer',
    expires_in: config.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

type RefreshTokenRow = {
  id: string;
  token: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  seconds_since_update: number;
};

/** grant_type=refresh_token, after supabase/auth internal/tokens/service.go. */
export async function refreshSession(
  db: Queryable,
  config: AuthConfig,
  token: string,
): Promise<Record<string, unknown>> {
  const found = await db.query<RefreshTokenRow>(
    `select id::text, token, revoked, parent, session_id,
       extract(epoch from now() - updated_at)::float8 as seconds_since_update
     from auth.refresh_tokens where token = $1`,
    [token],
  );
  const row = found.rows[0];
  if (!row) {
    throw new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  }
  const session = row.session_id ? await findSession(db, row.session_id) : null;
  if (!session) {
    throw new AuthError(
      400,
      'session_not_found',
      'Invalid Refresh Token: No Valid Session Found',
    );
  }
  const user = await findUserById(db, session.user_id);
  if (user?.banned_until && Date.parse(user.banned_until) > Date.now()) {
    throw new AuthError(
      400,
      'user_banned',
      'Invalid Refresh Token: User Banned',
    );
  }

  if (row.revoked) {
    const active = await db.query<{token: string; parent: string | null}>(
      `select token, parent from auth.refresh_tokens
       where session_id = $1 and revoked = false order by id desc limit 1`,
      [session.id],
    );
    const current = active.rows[0];
    // The client lost the answer of its last refresh: hand back the token it was given.
    if (current && current.parent === row.token) {
      return tokenResponse(db, config, session, current.token);
    }
    if (row.seconds_since_update > config.refreshTokenReuseIntervalSeconds) {
      // Reuse outside the interval: possible theft. Revoke the token family (the session).
      await db.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now()
         where session_id = $1 and revoked = false`,
        [session.id],
      );
      throw new AuthError(
        400,
        'refresh_token_already_used',
        'Invalid Refresh Token: Already Used',
        true,
      );
    }
  }

  await db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`,
    [row.id],
  );
  await db.query(
    `update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`,
    [session.id],
  );
  const next = await grantRefreshToken(db, session, row.token);
  return tokenResponse(db, config, session, next);
}

export async function findSession(
  db: Queryable,
  id: string,
): Promise<SessionRow | null> {
  const result = await db.query<SessionRow>(
    `select id, user_id, aal::text as aal, factor_id from auth.sessions where id = $1`,
    [id],
  );
  return result.rows[0] ?? null;
}

/** The bearer token's user and session, checked as GoTrue's requireAuthentication does. */
export async function authenticate(
  db: Queryable,
  config: AuthConfig,
  request: Request,
): Promise<Caller> {
  const match = /^Bearer\s+(\S+)$/i.exec(
    request.headers.get('authorization') ?? '',
  );
  if (!match) throw BEARER_REQUIRED();
  const verification = verifyJwt(match[1]!, config.jwtSecret);
  if (!verification.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      verification.reason === 'expired'
        ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
        : 'invalid JWT: unable to parse or verify signature, token signature is invalid',
    );
  }
  const claims = verification.claims;
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const user = await findUserById(db, claims.sub);
  if (!user) {
    throw new AuthError(
      403,
      'user_not_found',
      'User from sub claim in JWT does not exist',
    );
  }
  let session: SessionRow | null = null;
  if (typeof claims.session_id === 'string') {
    session = await findSession(db, claims.session_id);
    if (!session) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
  }
  return {user, session, claims};
}

export async function signOut(
  db: Queryable,
  caller: Caller,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  const current = caller.session?.id ?? null;
  if (scope === 'local') {
    if (current)
      await db.query(`delete from auth.sessions where id = $1`, [current]);
  } else if (scope === 'others') {
    await db.query(
      `delete from auth.sessions where user_id = $1 and id is distinct from $2`,
      [caller.user.id, current],
    );
  } else {
    await db.query(`delete from auth.sessions where user_id = $1`, [
      caller.user.id,
    ]);
  }
}
