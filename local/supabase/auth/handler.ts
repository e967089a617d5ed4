/**
 * /auth/v1: the GoTrue subset the storefront's admin area and `npm run admin:create` use.
 * Every request needs the project's `apikey`, as Supabase's gateway demands; the admin
 * endpoints need the service role key as bearer. Unknown paths answer GoTrue's 404.
 */
import type {PGlite} from '@electric-sql/pglite';
import {verifyJwt} from '../jwt.ts';
import {
  checkPasswordStrength,
  findUserByEmail,
  findUserById,
  hashPassword,
  passwordMatches,
  userJson,
  type Queryable,
} from './accounts.ts';
import {
  adminCreateUser,
  adminGetUser,
  adminListUsers,
  adminUpdateUser,
  mergeMetadata,
} from './admin.ts';
import {
  AuthError,
  authErrorResponse,
  authJson,
  BEARER_REQUIRED,
  INVALID_LOGIN,
  NOT_ADMIN,
} from './errors.ts';
import {
  challengeFactor,
  enrollFactor,
  unenrollFactor,
  verifyFactor,
} from './mfa.ts';
import {requestEmailChange, verifyEmailChange} from './email-change.ts';
import {
  generateRecoveryLink,
  sendRecovery,
  verifyRecovery,
} from './recovery.ts';
import {
  authenticate,
  grantRefreshToken,
  refreshSession,
  signOut,
  startSession,
  tokenResponse,
  type AuthConfig,
} from './sessions.ts';

export type AuthKeys = {anonKey: string; serviceRoleKey: string};

export async function handleAuthRequest(
  db: PGlite,
  config: AuthConfig,
  keys: AuthKeys,
  request: Request,
): Promise<Response> {
  const apiKey =
    request.headers.get('apikey') ??
    new URL(request.url).searchParams.get('apikey');
  if (apiKey !== keys.anonKey && apiKey !== keys.serviceRoleKey) {
    return authJson(401, {
      message: apiKey ? 'Invalid API key' : 'No API key found in request',
    });
  }
  try {
    // One transaction per request, as GoTrue's handlers run: a failed step leaves nothing half done.
    const outcome = await db.transaction(async (tx) => {
      try {
        return await route(tx, config, request);
      } catch (error) {
        // GoTrue's CommitWithError: keep what was written (a revoked token family), answer the error.
        if (error instanceof AuthError && error.commitChanges) return error;
        throw error;
      }
    });
    return outcome instanceof AuthError
      ? authErrorResponse(outcome, request)
      : outcome;
  } catch (error) {
    if (error instanceof AuthError) return authErrorResponse(error, request);
    throw error;
  }
}

async function route(
  db: Queryable,
  config: AuthConfig,
  request: Request,
): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/auth\/v1/, '').replace(/\/$/, '');
  const method = request.method;

  if (path === '/.well-known/jwks.json' && method === 'GET') {
    // The project signs with its symmetric (HS256) secret, which a JWKS never publishes:
    // Supabase answers an empty key set, and supabase-js's getClaims then asks /user.
    return authJson(200, {keys: []});
  }
  if (path === '/token' && method === 'POST') {
    const body = await readBody(request);
    const grantType = url.searchParams.get('grant_type');
    if (grantType === 'password')
      return authJson(200, await passwordGrant(db, config, body, request));
    if (grantType === 'refresh_token') {
      const token =
        typeof body.refresh_token === 'string' ? body.refresh_token : '';
      if (!token)
        throw new AuthError(
          400,
          'validation_failed',
          'Refresh token is not valid',
        );
      return authJson(200, await refreshSession(db, config, token));
    }
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  }
  if (path === '/recover' && method === 'POST') {
    await sendRecovery(db, config, await readBody(request), request);
    return authJson(200, {});
  }
  if (path === '/verify' && method === 'POST') {
    const body = await readBody(request);
    if (body.type === 'email_change') {
      const {id, complete} = await verifyEmailChange(
        db,
        typeof body.token_hash === 'string' ? body.token_hash : '',
      );
      // GoTrue's singleConfirmationAccepted (internal/api/verify.go): no session yet.
      if (!complete)
        return authJson(200, {
          msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
          code: '200',
        });
      const user = (await findUserById(db, id))!;
      const session = await startSession(db, user, 'otp', request);
      return authJson(
        200,
        await tokenResponse(
          db,
          config,
          session,
          await grantRefreshToken(db, session, null),
        ),
      );
    }
    return authJson(200, await verifyRecovery(db, config, body, request));
  }
  if (path === '/health' && method === 'GET')
    return authJson(200, {
      version: 'local',
      name: 'GoTrue',
      description:
        'GoTrue is a user registration and authentication API (the local Supabase stand-in)',
    });
  if (path === '/settings' && method === 'GET') return authJson(200, SETTINGS);
  // This project's admins are made by `npm run admin:create`: sign-ups are off, as they
  // should be on its Supabase project (enable_signup = false).
  if (path === '/signup' && method === 'POST')
    throw new AuthError(
      422,
      'signup_disabled',
      'Signups not allowed for this instance',
    );
  if (path === '/user' && method === 'GET') {
    const caller = await authenticate(db, config, request);
    return authJson(200, await userJson(db, caller.user));
  }
  if (path === '/user' && method === 'PUT') {
    return authJson(200, await updateUser(db, config, request));
  }
  if (path === '/logout' && method === 'POST') {
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw new AuthError(
        400,
        'validation_failed',
        `Unsupported logout scope "${scope}"`,
      );
    }
    await signOut(db, await authenticate(db, config, request), scope);
    return authJson(204, null);
  }
  if (path === '/factors' && method === 'POST') {
    const caller = await authenticate(db, config, request);
    return authJson(
      200,
      await enrollFactor(db, caller, await readBody(request), config),
    );
  }
  const factorPath = /^\/factors\/([^/]+)(?:\/(challenge|verify))?$/.exec(path);
  if (factorPath) {
    const [, factorId, action] = factorPath as unknown as [
      string,
      string,
      string | undefined,
    ];
    const caller = await authenticate(db, config, request);
    if (action === 'challenge' && method === 'POST')
      return authJson(
        200,
        await challengeFactor(db, caller, factorId, request),
      );
    if (action === 'verify' && method === 'POST')
      return authJson(
        200,
        await verifyFactor(
          db,
          caller,
          factorId,
          await readBody(request),
          config,
        ),
      );
    if (!action && method === 'DELETE')
      return authJson(200, await unenrollFactor(db, caller, factorId));
  }
  if (path === '/admin/generate_link' && method === 'POST') {
    requireServiceRole(request, config);
    return authJson(
      200,
      await generateRecoveryLink(db, config, await readBody(request), request),
    );
  }
  if (path === '/admin/users' || path.startsWith('/admin/users/')) {
    requireServiceRole(request, config);
    const id = path.slice('/admin/users/'.length);
    if (path === '/admin/users' && method === 'POST')
      return authJson(200, await adminCreateUser(db, await readBody(request)));
    if (path === '/admin/users' && method === 'GET') {
      const {body, total, page, perPage} = await adminListUsers(db, url);
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          'X-Total-Count': String(total),
          Link: paginationLink(url, page, perPage, total),
        },
      });
    }
    if (method === 'GET') return authJson(200, await adminGetUser(db, id));
    if (method === 'PUT')
      return authJson(
        200,
        await adminUpdateUser(db, id, await readBody(request)),
      );
    if (method === 'DELETE') {
      // GoTrue deletes the user (and with it its identities, factors and sessions).
      const user = await findUserById(db, id);
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      await db.query(`delete from auth.users where id = $1`, [id]);
      return authJson(200, {});
    }
  }
  if (UNEMULATED.some((pattern) => pattern.test(path)))
    throw new AuthError(
      404,
      'feature_disabled',
      `${method} /auth/v1${path} is not emulated by the local Supabase Auth stand-in (local/supabase/README.md)`,
    );
  // What GoTrue's router answers for a path it does not have.
  return new Response('404 page not found\n', {
    status: 404,
    headers: {'Content-Type': 'text/plain; charset=utf-8'},
  });
}

/** GoTrue endpoints this stand-in does not emulate (listed in local/supabase/README.md). */
const UNEMULATED = [
  /^\/otp$/,
  /^\/magiclink$/,
  /^\/resend$/,
  /^\/reauthenticate$/,
  /^\/invite$/,
  /^\/authorize$/,
  /^\/callback$/,
  /^\/sso(\/.*)?$/,
  /^\/saml(\/.*)?$/,
  /^\/oauth(\/.*)?$/,
  /^\/user\/identities(\/.*)?$/,
  /^\/admin\/sso(\/.*)?$/,
  /^\/admin\/audit$/,
  /^\/admin\/users\/[^/]+\/factors(\/.*)?$/,
  /^\/admin\/oauth(\/.*)?$/,
];

/** GET /settings for a project with email and password sign-in only and sign-ups off. */
const SETTINGS = {
  external: {
    anonymous_users: false,
    apple: false,
    azure: false,
    bitbucket: false,
    discord: false,
    facebook: false,
    figma: false,
    fly: false,
    github: false,
    gitlab: false,
    google: false,
    keycloak: false,
    kakao: false,
    linkedin_oidc: false,
    notion: false,
    spotify: false,
    slack_oidc: false,
    workos: false,
    twitch: false,
    twitter: false,
    email: true,
    phone: false,
    zoom: false,
  },
  disable_signup: true,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

/**
 * GoTrue's Link header (internal/api/pagination.go): `rel="next"` while there are more
 * pages, `rel="last"`, on the path GoTrue sees (without the gateway's /auth/v1), the query
 * sorted as Go's url.Values.Encode writes it.
 */
function paginationLink(
  url: URL,
  page: number,
  perPage: number,
  total: number,
): string {
  const pages = Math.ceil(total / perPage);
  const link = (target: number) => {
    const query = new URLSearchParams(url.searchParams);
    query.set('page', String(target));
    query.sort();
    return `</admin/users?${query}>`;
  };
  return `${page < pages ? `${link(page + 1)}; rel="next", ` : ''}${link(pages)}; rel="last"`;
}

async function passwordGrant(
  db: Queryable,
  config: AuthConfig,
  body: Record<string, unknown>,
  request: Request,
): Promise<Record<string, unknown>> {
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email)
    throw new AuthError(400, 'validation_failed', 'missing email or phone');
  const user = await findUserByEmail(db, email);
  if (!user || !(await passwordMatches(user, password))) throw INVALID_LOGIN();
  if (user.banned_until && Date.parse(user.banned_until) > Date.now()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  if (!user.email_confirmed_at)
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await startSession(db, user, 'password', request);
  return tokenResponse(
    db,
    config,
    session,
    await grantRefreshToken(db, session, null),
  );
}

async function updateUser(
  db: Queryable,
  config: AuthConfig,
  request: Request,
): Promise<Record<string, unknown>> {
  const caller = await authenticate(db, config, request);
  const body = await readBody(request);
  if (body.app_metadata !== undefined) {
    throw new AuthError(
      403,
      'not_admin',
      'Updating app_metadata requires admin privileges',
    );
  }
  const hasVerifiedFactor =
    (
      await db.query(
        `select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'`,
        [caller.user.id],
      )
    ).rows.length > 0;
  const changesEmail =
    typeof body.email === 'string' &&
    body.email !== '' &&
    body.email.trim().toLowerCase() !== caller.user.email;
  if (
    hasVerifiedFactor &&
    caller.session?.aal !== 'aal2' &&
    ((typeof body.password === 'string' && body.password) || changesEmail)
  )
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  if (typeof body.password === 'string' && body.password) {
    if (hasVerifiedFactor && caller.session?.aal !== 'aal2') {
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
    checkPasswordStrength(body.password);
    if (await passwordMatches(caller.user, body.password)) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    await db.query(
      `update auth.users set encrypted_password = $2, updated_at = now() where id = $1`,
      [caller.user.id, await hashPassword(body.password)],
    );
  }
  if (
    body.data !== undefined &&
    body.data !== null &&
    typeof body.data === 'object'
  ) {
    await mergeMetadata(
      db,
      caller.user.id,
      'raw_user_meta_data',
      body.data as Record<string, unknown>,
    );
  }
  if (changesEmail)
    await requestEmailChange(
      db,
      config,
      caller.user,
      body.email as string,
      request,
    );
  return userJson(db, (await findUserById(db, caller.user.id))!);
}

function requireServiceRole(request: Request, config: AuthConfig): void {
  const match = /^Bearer\s+(\S+)$/i.exec(
    request.headers.get('authorization') ?? '',
  );
  if (!match) throw BEARER_REQUIRED();
  const verification = verifyJwt(match[1]!, config.jwtSecret);
  if (!verification.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, token signature is invalid',
    );
  }
  if (
    verification.claims.role !== 'service_role' &&
    verification.claims.role !== 'supabase_admin'
  ) {
    throw NOT_ADMIN();
  }
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text) return {};
  try {
    const body: unknown = JSON.parse(text);
    if (body !== null && typeof body === 'object' && !Array.isArray(body))
      return body as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AuthError(
    400,
    'validation_failed',
    'Could not parse request body as JSON',
  );
}
