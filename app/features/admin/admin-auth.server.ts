import {isAuthRetryableFetchError, type User} from '@supabase/auth-js';
import {
  authClient,
  databaseClient,
  type AuthOnlyClient,
  type DatabaseClient,
} from '~/lib/supabase.server';
import {data, redirect} from 'react-router';
import {ADMIN_COPY} from './copy';
import {
  commitAdminSession,
  destroyAdminSession,
  readAdminSession,
  tokensFrom,
  type AdminCookieSession,
  type AdminTokens,
} from './admin-session.server';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {ROUTES} from '~/lib/navigation';
import {safeRedirectPath} from '~/features/http/safe-redirect';

/**
 * Who is asking for an admin page, decided on the server from the admin session cookie:
 * the session is refreshed when its access token is in its last minute (Supabase rotates the
 * refresh token), checked with Supabase Auth on every request (a session ended elsewhere,
 * e.g. by a global sign-out, ends here too) and with the database (a session whose refresh
 * tokens were revoked on reuse detection ends here too), and must be `aal2` with
 * `app_metadata.role = 'admin'` to see an admin page. The database checks the same again
 * through RLS.
 */

export type AuthEnv = {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SESSION_SECRET: string;
};

/** Refresh when the access token has this little time left. */
export const REFRESH_MARGIN_SECONDS = 60;
/** Every call to Supabase Auth from the admin area has this deadline. */
const AUTH_TIMEOUT_MS = 8_000;

export type AdminStatus =
  'needs-verify' | 'needs-enroll' | 'not-admin' | 'admin';

export type SignedIn = {
  status: AdminStatus;
  cookie: AdminCookieSession;
  tokens: AdminTokens;
  user: User;
  /** Headers the page's response must carry: no-store, and the cookie when it changed. */
  headers: Headers;
};

export type AdminAuth = {status: 'anonymous'; headers: Headers} | SignedIn;

export async function getAdminAuth(
  request: Request,
  env: AuthEnv,
): Promise<AdminAuth> {
  const cookie = await readAdminSession(request, env.SESSION_SECRET);
  const headers = new Headers(PRIVATE_PAGE_CACHE);
  let tokens = cookie.get('tokens');
  if (!tokens) return {status: 'anonymous', headers};

  const signOutHere = async (): Promise<AdminAuth> => {
    headers.append(
      'Set-Cookie',
      await destroyAdminSession(request, env.SESSION_SECRET, cookie),
    );
    return {status: 'anonymous', headers};
  };

  const secondsLeft = tokens.expires_at - Math.floor(Date.now() / 1000);
  if (secondsLeft <= REFRESH_MARGIN_SECONDS) {
    const {data: refreshed, error} = await plainClient(env).auth.refreshSession(
      {
        refresh_token: tokens.refresh_token,
      },
    );
    if (refreshed.session) {
      tokens = tokensFrom(refreshed.session);
      cookie.set('tokens', tokens);
      headers.append(
        'Set-Cookie',
        await commitAdminSession(request, env.SESSION_SECRET, cookie),
      );
    } else if (!(isAuthRetryableFetchError(error) && secondsLeft > 0)) {
      // A non-retryable failure (revoked, reused, unknown token) or an expired token
      // that could not be renewed: the admin is signed out, as supabase-js does.
      return signOutHere();
    }
  }

  // Supabase Auth checks the token and that its session exists; the database says whether
  // the session is still live: a refresh token reused elsewhere (theft) revokes the session's
  // tokens but leaves the row, and the access token would go on working until it expires.
  const [{data: fetched, error}, live] = await Promise.all([
    plainClient(env).auth.getUser(tokens.access_token),
    databaseClientFor(env, tokens.access_token).rpc('auth_session_is_live'),
  ]);
  if (!fetched.user) {
    if (isAuthRetryableFetchError(error)) throw authUnavailable();
    return signOutHere();
  }
  if (live.data === false) return signOutHere();
  if (live.error || live.data !== true) throw authUnavailable();
  return {
    status: statusOf(fetched.user, tokens.access_token),
    cookie,
    tokens,
    user: fetched.user,
    headers,
  };
}

function statusOf(user: User, accessToken: string): AdminStatus {
  const claims = decodeClaims(accessToken);
  if (claims.aal !== 'aal2') {
    const hasVerifiedTotp = (user.factors ?? []).some(
      (factor) => factor.factor_type === 'totp' && factor.status === 'verified',
    );
    return hasVerifiedTotp ? 'needs-verify' : 'needs-enroll';
  }
  return user.app_metadata?.role === 'admin' ? 'admin' : 'not-admin';
}

/**
 * For an admin page's loader or action: the signed-in admin at aal2, or a redirect to the
 * step they still need (sign in, verify, enrol). Anonymous visitors get the login page and
 * no data, also for `.data` requests.
 */
export async function requireAdmin(
  request: Request,
  env: AuthEnv,
): Promise<SignedIn & {db: DatabaseClient}> {
  const auth = await getAdminAuth(request, env);
  if (auth.status === 'admin') {
    return {...auth, db: databaseClientFor(env, auth.tokens.access_token)};
  }
  throw redirect(nextStepUrl(auth.status, request), {headers: auth.headers});
}

export function nextStepUrl(
  status: AdminAuth['status'],
  request: Request,
): string {
  const url = new URL(request.url);
  const here = url.pathname.replace(/\.data$/, '') + url.search;
  const next = here.startsWith(ROUTES.adminLogin) ? '' : here;
  const withNext = (path: string) =>
    next && next !== ROUTES.adminDashboard
      ? `${path}?next=${encodeURIComponent(next)}`
      : path;
  switch (status) {
    case 'anonymous':
      return withNext(ROUTES.adminLogin);
    case 'needs-verify':
      return withNext(ROUTES.adminVerify);
    case 'needs-enroll':
      return withNext(ROUTES.adminEnroll);
    case 'not-admin':
      return ROUTES.adminNoAccess;
    default:
      return ROUTES.adminDashboard;
  }
}

/**
 * Only admin paths of this site: the shared redirect guard (resolved against a stand-in
 * origin, since only the path matters), then the admin prefix.
 */
export function safeAdminNext(
  value: FormDataEntryValue | string | null,
): string {
  const path = safeRedirectPath(value, 'https://admin.invalid', null);
  return path && /^\/admin(?:[/?#]|$)/.test(path)
    ? path
    : ROUTES.adminDashboard;
}

/** A client with no session: sign-in, refresh, token checks. */
export function plainClient(env: AuthEnv): AuthOnlyClient {
  return authClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    fetch: fetchWithDeadline,
  });
}

/**
 * A client holding the admin's session, for the calls supabase-js makes "as the user"
 * (MFA, sign-out, password change). Its storage is this request's memory; whatever it
 * writes (new tokens after a verify) is read back with `sessionOf`.
 */
export function sessionClient(
  env: AuthEnv,
  tokens: AdminTokens,
  user: User | null,
): AuthOnlyClient {
  const store = new Map<string, string>([
    [
      SESSION_STORAGE_KEY,
      JSON.stringify({
        ...tokens,
        expires_in: tokens.expires_at - Math.floor(Date.now() / 1000),
        token_type: 'bearer',
        user,
      }),
    ],
  ]);
  return authClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    storageKey: SESSION_STORAGE_KEY,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    fetch: fetchWithDeadline,
  });
}

const SESSION_STORAGE_KEY = 'admin-session';

/** Queries as the signed-in admin: PostgREST sees the admin's JWT, so RLS decides. */
export function databaseClientFor(
  env: AuthEnv,
  accessToken: string,
): DatabaseClient {
  return databaseClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    headers: {Authorization: `Bearer ${accessToken}`},
    fetch: fetchWithDeadline,
  });
}

function fetchWithDeadline(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  return fetch(input, {
    ...init,
    signal: init?.signal ?? AbortSignal.timeout(AUTH_TIMEOUT_MS),
  });
}

export function decodeClaims(accessToken: string): Record<string, unknown> {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function authUnavailable() {
  return data(
    {formError: ADMIN_COPY.authUnavailable},
    {status: 503, headers: PRIVATE_PAGE_CACHE},
  );
}

/** Stores new tokens (after sign-in, verify, recovery) in the cookie; returns Set-Cookie. */
export async function saveTokens(
  request: Request,
  env: AuthEnv,
  cookie: AdminCookieSession,
  tokens: AdminTokens,
): Promise<string> {
  cookie.set('tokens', tokens);
  cookie.unset('pendingFactor');
  return commitAdminSession(request, env.SESSION_SECRET, cookie);
}

/**
 * The end of a second-factor step (enrolment or challenge): the aal2 tokens go into the
 * cookie and the admin goes on to the page they asked for.
 */
export async function continueWithTokens(
  request: Request,
  env: AuthEnv,
  cookie: AdminCookieSession,
  tokens: AdminTokens,
  next: FormDataEntryValue | null,
): Promise<never> {
  const setCookie = await saveTokens(request, env, cookie, tokens);
  throw redirect(safeAdminNext(next), {
    headers: {...PRIVATE_PAGE_CACHE, 'Set-Cookie': setCookie},
  });
}
