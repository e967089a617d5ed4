import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createTestUser, signIn} from '../../../local/supabase/auth/testing';
import {
  startTestSupabase,
  type TestSupabase,
} from '../../../local/supabase/testing';
import {getAdminAuth, safeAdminNext} from './admin-auth.server';
import {
  commitAdminSession,
  readAdminSession,
  tokensFrom,
  type AdminTokens,
} from './admin-session.server';

const SECRET = 'a-test-session-secret-of-some-length';
let supabase: TestSupabase;
let env: {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SESSION_SECRET: string;
};

beforeAll(async () => {
  // Access tokens live 30 s here, so every request is inside the refresh margin (60 s).
  supabase = await startTestSupabase({
    auth: {jwtExpirySeconds: 30, refreshTokenReuseIntervalSeconds: 0},
  });
  env = {
    SUPABASE_URL: supabase.local.url,
    SUPABASE_ANON_KEY: supabase.local.anonKey,
    SESSION_SECRET: SECRET,
  };
});
afterAll(() => supabase.local.close());

const ADMIN_URL = 'http://localhost/admin/dashboard';

async function requestWith(tokens: AdminTokens): Promise<Request> {
  const blank = new Request(ADMIN_URL);
  const cookie = await readAdminSession(blank, SECRET);
  cookie.set('tokens', tokens);
  const setCookie = await commitAdminSession(blank, SECRET, cookie);
  return new Request(ADMIN_URL, {headers: {Cookie: setCookie.split(';')[0]!}});
}

async function signedInTokens(email: string): Promise<AdminTokens> {
  await createTestUser(supabase, email, {role: 'admin'});
  const client = await signIn(supabase, email);
  return tokensFrom((await client.auth.getSession()).data.session!);
}

describe('getAdminAuth', () => {
  it('refreshes a session in its last minute and stores the rotated tokens', async () => {
    const tokens = await signedInTokens('near-expiry@example.com');
    const auth = await getAdminAuth(await requestWith(tokens), env);
    expect(auth.status).toBe('needs-enroll');
    if (auth.status === 'anonymous') throw new Error('signed out');
    expect(auth.tokens.refresh_token).not.toBe(tokens.refresh_token);
    expect(auth.headers.get('Set-Cookie')).toMatch(/^admin_session=/);
    expect(auth.headers.get('Set-Cookie')).toMatch(/HttpOnly/);
    expect(auth.headers.get('Set-Cookie')).toMatch(/SameSite=Lax/);
  });

  it('signs the admin out when the refresh token was already used (reuse detection)', async () => {
    const tokens = await signedInTokens('reused@example.com');
    // First use rotates the token; a second client refreshing from the rotated one moves on.
    const first = await getAdminAuth(await requestWith(tokens), env);
    if (first.status === 'anonymous') throw new Error('signed out');
    await getAdminAuth(await requestWith(first.tokens), env);
    // The original token is now two generations old: Supabase revokes the session.
    const stale = await getAdminAuth(await requestWith(tokens), env);
    expect(stale.status).toBe('anonymous');
    expect(stale.headers.get('Set-Cookie')).toMatch(
      /admin_session=;.*Expires=Thu, 01 Jan 1970/,
    );
  });

  it('answers anonymous for a request without the cookie', async () => {
    const auth = await getAdminAuth(new Request(ADMIN_URL), env);
    expect(auth.status).toBe('anonymous');
    expect(auth.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('safeAdminNext', () => {
  it('keeps admin paths and refuses everything else', () => {
    expect(safeAdminNext('/admin/create-products')).toBe(
      '/admin/create-products',
    );
    expect(safeAdminNext('/admin/dashboard?q=a%40b&page=2')).toBe(
      '/admin/dashboard?q=a%40b&page=2',
    );
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/administrator',
      '/admin/../store',
      '/store',
      null,
    ]) {
      expect(safeAdminNext(bad)).toBe('/admin/dashboard');
    }
  });
});
