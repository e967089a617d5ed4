import {describe, expect, it, vi} from 'vitest';
import * as authJs from '@supabase/auth-js';
import {
  authApi,
  isAuthApiError,
  isAuthRetryableFetchError,
  type AuthOnlyClient,
} from './supabase-auth.server';

/**
 * Our GoTrue client beside auth-js's GoTrueClient (the reference; a devDependency's worth
 * of it stays installed): the same canned Auth answers, the same requests on the wire and
 * the same reading of the answers, call by call.
 */

const URL_BASE = 'http://auth.test/auth/v1';
const KEY = 'anon-key';
const NOW = Math.floor(Date.now() / 1000);
const USER = {
  id: '5b0c4c9e-8a43-4c5e-9f1c-2c9d6f0f4a11',
  email: 'admin@emberforge.test',
  app_metadata: {role: 'admin'},
  factors: [],
};
const SESSION = {
  access_token: 'new-access',
  refresh_token: 'new-refresh',
  expires_in: 3600,
  expires_at: NOW + 3600,
  token_type: 'bearer',
  user: USER,
};
const FACTOR = {
  id: 'f1',
  type: 'totp',
  totp: {
    qr_code: '<svg/>',
    secret: 'SECRET',
    uri: 'otpauth://totp/x?secret=SECRET',
  },
};

type Sent = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
};
type Answer = {status: number; body?: unknown} | 'network-error';

function answerFor(method: string, url: URL): {status: number; body?: unknown} {
  const path = url.pathname.replace('/auth/v1', '');
  if (path === '/token' || path === '/verify' || path.endsWith('/verify'))
    return {status: 200, body: SESSION};
  if (path === '/user') return {status: 200, body: USER};
  if (path === '/logout') return {status: 204};
  if (path === '/recover') return {status: 200, body: {}};
  if (path === '/factors') return {status: 200, body: FACTOR};
  if (path.endsWith('/challenge'))
    return {status: 200, body: {id: 'c1', type: 'totp', expires_at: NOW + 300}};
  throw new Error(`unexpected ${method} ${path}`);
}

/** A fetch that records what it is asked and answers `answer` (or the canned success). */
function recorder(answer?: Answer) {
  const sent: Sent[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(
        ([name, value]) => [name.toLowerCase(), value],
      ),
    );
    sent.push({
      method: init?.method ?? 'GET',
      url: url.href,
      // What Auth reads: the client's own name (X-Client-Info) is not compared.
      headers: Object.fromEntries(
        [
          'apikey',
          'authorization',
          'content-type',
          'x-supabase-api-version',
        ].flatMap((name) => (headers[name] ? [[name, headers[name]]] : [])),
      ),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (answer === 'network-error') throw new TypeError('fetch failed');
    const {status, body} = answer ?? answerFor(init?.method ?? 'GET', url);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: {
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
  };
  return {sent, fetchImpl};
}

/** auth-js as the worker used it before decision 0225 (memory storage, no refresh). */
function reference(fetchImpl: typeof fetch, signedIn: boolean): AuthOnlyClient {
  const store = new Map<string, string>();
  if (signedIn)
    store.set(
      'admin-session',
      JSON.stringify({
        access_token: 'old-access',
        refresh_token: 'old-refresh',
        expires_at: NOW + 3000,
        expires_in: 3000,
        token_type: 'bearer',
        user: USER,
      }),
    );
  const client = new authJs.GoTrueClient({
    url: URL_BASE,
    headers: {apikey: KEY, Authorization: `Bearer ${KEY}`},
    persistSession: signedIn,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    storageKey: 'admin-session',
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    fetch: fetchImpl,
  });
  return {auth: client} as unknown as AuthOnlyClient;
}

function ours(fetchImpl: typeof fetch, signedIn: boolean): AuthOnlyClient {
  return authApi({
    url: URL_BASE,
    key: KEY,
    accessToken: signedIn ? 'old-access' : undefined,
    fetch: fetchImpl,
  });
}

type Call = {
  name: string;
  signedIn: boolean;
  run: (client: AuthOnlyClient) => Promise<{error: unknown; data?: unknown}>;
  /** What the caller reads from `data`. */
  read?: (data: never) => unknown;
};

const CALLS: Call[] = [
  {
    name: 'signInWithPassword',
    signedIn: false,
    run: (c) => c.auth.signInWithPassword({email: 'a@b.test', password: 'pw'}),
    read: (d: {session: {access_token: string; expires_at: number}}) => [
      d.session.access_token,
      d.session.expires_at,
    ],
  },
  {
    name: 'refreshSession',
    signedIn: false,
    run: (c) => c.auth.refreshSession({refresh_token: 'old-refresh'}),
    read: (d: {session: {refresh_token: string}}) => d.session.refresh_token,
  },
  {
    name: 'getUser',
    signedIn: false,
    run: (c) => c.auth.getUser('some-jwt'),
    read: (d: {user: {id: string}}) => d.user.id,
  },
  {
    name: 'verifyOtp',
    signedIn: false,
    run: (c) => c.auth.verifyOtp({token_hash: 'hash', type: 'recovery'}),
    read: (d: {session: {access_token: string}}) => d.session.access_token,
  },
  {
    name: 'resetPasswordForEmail',
    signedIn: false,
    run: (c) =>
      c.auth.resetPasswordForEmail('a@b.test', {
        redirectTo: 'https://store.test/admin/reset-password',
      }),
  },
  {
    name: 'updateUser',
    signedIn: true,
    run: (c) => c.auth.updateUser({password: 'a new password'}),
    read: (d: {user: {id: string}}) => d.user.id,
  },
  {
    name: 'signOut',
    signedIn: true,
    run: (c) => c.auth.signOut({scope: 'others'}),
  },
  {
    name: 'mfa.enroll',
    signedIn: true,
    run: (c) => c.auth.mfa.enroll({factorType: 'totp', issuer: 'Emberforge'}),
    read: (d: {id: string; totp: {secret: string; uri: string}}) => [
      d.id,
      d.totp.secret,
      d.totp.uri,
    ],
  },
  {
    name: 'mfa.challengeAndVerify',
    signedIn: true,
    run: (c) => c.auth.mfa.challengeAndVerify({factorId: 'f1', code: '123456'}),
    read: (d: {access_token: string; refresh_token: string}) => [
      d.access_token,
      d.refresh_token,
    ],
  },
];

/** Differences we mean: auth-js puts its own `factorId` parameter in the challenge's body. */
function normalise(sent: Sent[]): Sent[] {
  return sent.map((request) =>
    request.url.endsWith('/challenge') ? {...request, body: {}} : request,
  );
}

describe('our GoTrue client beside auth-js', () => {
  for (const call of CALLS) {
    it(`${call.name}: the same requests and the same result`, async () => {
      const theirs = recorder();
      const mine = recorder();
      const expected = await call.run(
        reference(theirs.fetchImpl as typeof fetch, call.signedIn),
      );
      const actual = await call.run(
        ours(mine.fetchImpl as typeof fetch, call.signedIn),
      );
      expect(theirs.sent.length).toBeGreaterThan(0);
      expect(mine.sent).toEqual(normalise(theirs.sent));
      expect(actual.error).toBeNull();
      expect(expected.error).toBeNull();
      if (call.read)
        expect(call.read(actual.data as never)).toEqual(
          call.read(expected.data as never),
        );
    });
  }
});

describe('failed calls are read as auth-js reads them', () => {
  const failures: {
    answer: Answer;
    api: boolean;
    retryable: boolean;
    code?: string;
  }[] = [
    {
      answer: {
        status: 400,
        body: {code: 'invalid_credentials', msg: 'Invalid login credentials'},
      },
      api: true,
      retryable: false,
      code: 'invalid_credentials',
    },
    {
      answer: {
        status: 429,
        body: {code: 'over_request_rate_limit', msg: 'slow down'},
      },
      api: true,
      retryable: false,
      code: 'over_request_rate_limit',
    },
    {
      answer: {status: 422, body: {error_code: 'same_password', msg: 'same'}},
      api: true,
      retryable: false,
      code: 'same_password',
    },
    {answer: {status: 503, body: {}}, api: false, retryable: true},
    {answer: {status: 502}, api: false, retryable: true},
    {answer: 'network-error', api: false, retryable: true},
  ];
  for (const {answer, api, retryable, code} of failures) {
    const label =
      answer === 'network-error' ? 'no answer' : `a ${answer.status}`;
    it(`${label}: API error ${api}, retryable ${retryable}`, async () => {
      for (const make of [reference, ours]) {
        const {fetchImpl} = recorder(answer);
        // auth-js logs a failed fetch to the console itself.
        vi.spyOn(console, 'error').mockImplementation(() => {});
        const {data, error} = await make(
          fetchImpl as typeof fetch,
          false,
        ).auth.signInWithPassword({email: 'a@b.test', password: 'pw'});
        expect(data.session).toBeNull();
        const read =
          make === reference
            ? {
                api: authJs.isAuthApiError(error),
                retryable: authJs.isAuthRetryableFetchError(error),
              }
            : {
                api: isAuthApiError(error),
                retryable: isAuthRetryableFetchError(error),
              };
        expect(read).toEqual({api, retryable});
        if (code) expect((error as {code?: string}).code).toBe(code);
      }
    });
  }

  it('sign-out: a 401, 403 or 404 is no error (the session is gone already), a 500 is', async () => {
    for (const status of [401, 403, 404, 500]) {
      for (const make of [reference, ours]) {
        const {fetchImpl} = recorder({status, body: {code: 'x', msg: 'x'}});
        const {error} = await make(
          fetchImpl as typeof fetch,
          true,
        ).auth.signOut({
          scope: 'local',
        });
        expect(error === null, `${status}`).toBe(status !== 500);
      }
    }
  });

  it('a weak password is an API error with its code (auth-js names it otherwise)', async () => {
    const {fetchImpl} = recorder({
      status: 422,
      body: {
        code: 'weak_password',
        msg: 'Password should be at least 12 characters.',
        weak_password: {reasons: ['length']},
      },
    });
    const {error} = await ours(fetchImpl as typeof fetch, true).auth.updateUser(
      {
        password: 'short',
      },
    );
    expect(isAuthApiError(error)).toBe(true);
    expect(error?.code).toBe('weak_password');
    expect(error?.status).toBe(422);
  });

  it('a challenge that fails is not verified', async () => {
    const {fetchImpl, sent} = recorder({
      status: 404,
      body: {code: 'mfa_factor_not_found', msg: 'Factor not found'},
    });
    const {data, error} = await ours(
      fetchImpl as typeof fetch,
      true,
    ).auth.mfa.challengeAndVerify({factorId: 'gone', code: '123456'});
    expect(data).toBeNull();
    expect(isAuthApiError(error) && error.code).toBe('mfa_factor_not_found');
    expect(sent).toHaveLength(1);
  });
});
