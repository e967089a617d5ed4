import type {Factor, Session, User} from '@supabase/auth-js';

/**
 * The nine Supabase Auth (GoTrue) calls the admin area makes, over GoTrue's documented REST
 * API (supabase/auth, openapi.yaml), instead of auth-js's GoTrueClient: one class of 58 KB
 * (93 KB with what it pulls in: WebAuthn, Web3, PKCE, locks, storage, the admin API) that
 * the worker cannot tree-shake (decision 0225). Each call sends what GoTrueClient sends
 * (path, query, JSON body, `apikey`, `Authorization`, `X-Supabase-Api-Version`) and answers
 * its `{data, error}` shape; app/lib/supabase-auth.server.test.ts holds the two side by
 * side on the wire. The types stay auth-js's (erased from the bundle).
 */
export type {Factor, Session, User};

/** The API version GoTrueClient asks for: error bodies carry a string `code`. */
const API_VERSION = '2024-01-01';

/** Answers that mean "Auth or its gateway is down", as auth-js counts them: try again. */
const RETRYABLE_STATUSES = new Set([
  500, 501, 502, 503, 504, 520, 521, 522, 523, 524, 525, 526, 527, 528, 529,
  530,
]);

/**
 * A failed Auth call. `code` is GoTrue's error code (`invalid_credentials`,
 * `mfa_verification_failed`, ...); `status` 0 means the request never got an answer.
 */
export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Auth answered with an error of its own (a 4xx with a code): the request was heard. */
export function isAuthApiError(error: unknown): error is AuthError {
  return error instanceof AuthError && !error.retryable && error.status > 0;
}

/** No answer, or a 5xx from Auth or its gateway: nothing was decided, try again later. */
export function isAuthRetryableFetchError(error: unknown): boolean {
  return error instanceof AuthError && error.retryable;
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export type AuthClientOptions = {
  /** `<SUPABASE_URL>/auth/v1`. */
  url: string;
  /** The project's anon key. */
  key: string;
  /** The signed-in user's access token, for the calls made as the user. */
  accessToken?: string;
  fetch?: Fetch;
};

type Result<T> = {data: T; error: null} | {data: null; error: AuthError};

/** Shaped as supabase-js's `client.auth` for the calls the admin area makes. */
export type AuthApi = ReturnType<typeof gotrue>;
export type AuthOnlyClient = {auth: AuthApi};

function messageOf(body: unknown): string {
  if (body && typeof body === 'object') {
    for (const field of ['msg', 'message', 'error_description', 'error']) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === 'string') return value;
    }
  }
  return JSON.stringify(body);
}

async function errorOf(response: Response): Promise<AuthError> {
  if (RETRYABLE_STATUSES.has(response.status))
    return new AuthError(response.statusText, response.status, undefined, true);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return new AuthError(
      `Auth answered ${response.status} without JSON`,
      response.status,
      undefined,
      false,
    );
  }
  const fields = (body ?? {}) as {code?: unknown; error_code?: unknown};
  const code =
    typeof fields.code === 'string'
      ? fields.code
      : typeof fields.error_code === 'string'
        ? fields.error_code
        : undefined;
  return new AuthError(messageOf(body), response.status, code, false);
}

function gotrue({
  url,
  key,
  accessToken,
  fetch: fetchImpl = fetch,
}: AuthClientOptions) {
  const base = url.replace(/\/+$/, '');

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    {
      body,
      query,
      jwt = accessToken ?? key,
      answers = 'json',
    }: {
      body?: object;
      query?: Record<string, string>;
      jwt?: string;
      /** `nothing`: any 2xx will do, its body unread (sign-out answers 204). */
      answers?: 'json' | 'nothing';
    } = {},
  ): Promise<Result<T>> {
    const search = query ? `?${new URLSearchParams(query)}` : '';
    const headers: Record<string, string> = {
      apikey: key,
      Authorization: `Bearer ${jwt}`,
      'X-Supabase-Api-Version': API_VERSION,
    };
    // GoTrueClient labels every request but a GET as JSON, with a body or without.
    if (method !== 'GET')
      headers['Content-Type'] = 'application/json;charset=UTF-8';
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}${search}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch (cause) {
      // No answer (network, deadline): auth-js's AuthRetryableFetchError, status 0.
      return {
        data: null,
        error: new AuthError(
          cause instanceof Error ? cause.message : String(cause),
          0,
          undefined,
          true,
        ),
      };
    }
    if (!response.ok) return {data: null, error: await errorOf(response)};
    if (answers === 'nothing') return {data: {} as T, error: null};
    try {
      return {data: (await response.json()) as T, error: null};
    } catch {
      return {
        data: null,
        error: new AuthError(
          'Auth answered invalid JSON',
          response.status,
          undefined,
          false,
        ),
      };
    }
  }

  /** A token answer as GoTrueClient keeps it: `expires_at` filled in when Auth left it out. */
  function session(data: Session): Session {
    return {
      ...data,
      expires_at:
        data.expires_at ?? Math.round(Date.now() / 1000) + data.expires_in,
    };
  }

  async function sessionCall(
    path: string,
    body: object,
    query?: Record<string, string>,
  ) {
    const {data, error} = await call<Session>('POST', path, {body, query});
    if (error) return {data: {user: null, session: null}, error};
    return {data: {user: data.user, session: session(data)}, error: null};
  }

  return {
    signInWithPassword: ({
      email,
      password,
    }: {
      email: string;
      password: string;
    }) =>
      sessionCall(
        '/token',
        {email, password, gotrue_meta_security: {}},
        {grant_type: 'password'},
      ),

    refreshSession: ({refresh_token}: {refresh_token: string}) =>
      sessionCall('/token', {refresh_token}, {grant_type: 'refresh_token'}),

    async getUser(jwt: string) {
      const {data, error} = await call<User>('GET', '/user', {jwt});
      return error
        ? {data: {user: null}, error}
        : {data: {user: data}, error: null};
    },

    verifyOtp: ({token_hash, type}: {token_hash: string; type: 'recovery'}) =>
      sessionCall('/verify', {token_hash, type, gotrue_meta_security: {}}),

    async updateUser({password}: {password: string}) {
      const {data, error} = await call<User>('PUT', '/user', {
        body: {password, code_challenge: null, code_challenge_method: null},
      });
      return error
        ? {data: {user: null}, error}
        : {data: {user: data}, error: null};
    },

    /** Like supabase-js: a 401, 403 or 404 means the session is gone already, no error. */
    async signOut({scope}: {scope: 'global' | 'local' | 'others'}) {
      const {error} = await call('POST', '/logout', {
        query: {scope},
        answers: 'nothing',
      });
      if (
        error &&
        isAuthApiError(error) &&
        [401, 403, 404].includes(error.status)
      )
        return {error: null};
      return {error};
    },

    async resetPasswordForEmail(
      email: string,
      {redirectTo}: {redirectTo: string},
    ) {
      const {error} = await call('POST', '/recover', {
        body: {
          email,
          code_challenge: null,
          code_challenge_method: null,
          gotrue_meta_security: {},
        },
        query: {redirect_to: redirectTo},
      });
      return error ? {data: null, error} : {data: {}, error: null};
    },

    mfa: {
      enroll: ({factorType, issuer}: {factorType: 'totp'; issuer: string}) =>
        call<{
          id: string;
          type: 'totp';
          totp: {qr_code: string; secret: string; uri: string};
        }>('POST', '/factors', {body: {factor_type: factorType, issuer}}),

      /** Challenge the factor, then verify the code: new aal2 tokens. */
      async challengeAndVerify({
        factorId,
        code,
      }: {
        factorId: string;
        code: string;
      }) {
        const factor = `/factors/${encodeURIComponent(factorId)}`;
        const challenge = await call<{id: string}>(
          'POST',
          `${factor}/challenge`,
          {
            body: {},
          },
        );
        if (challenge.error) return challenge;
        const verified = await call<Session>('POST', `${factor}/verify`, {
          body: {challenge_id: challenge.data.id, code},
        });
        return verified.error
          ? verified
          : {data: session(verified.data), error: null};
      },
    },
  };
}

/** A GoTrue client for the admin area's calls (see the module's comment). */
export function authApi(options: AuthClientOptions): AuthOnlyClient {
  return {auth: gotrue(options)};
}
