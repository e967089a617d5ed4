/**
 * Issue 24, item 13: sessions after sign-out.
 * - Access tokens are short-lived (supabase/config.toml: [auth] jwt_expiry = 600).
 * - After sign-out, the access token the browser held reads nothing through PostgREST,
 *   although it has not expired (the database checks that its session is live).
 * - When Supabase Auth detects a refresh token being reused (theft), the session's tokens
 *   are revoked; the admin's cookie session ends at the next request, not when the
 *   access token expires.
 * Own stand-ins: a refresh token reuse interval of 0, so a reuse is detected at once.
 */
import {describe, expect, it} from 'vitest';
import {signedInAdmin, tokensInCookie} from '../support/admin-session';
import {useWorkerOnOwnStandIns} from '../support/worker';

const worker = useWorkerOnOwnStandIns(
  {},
  {supabaseAuth: {refreshTokenReuseIntervalSeconds: 0}},
);

async function readSignupsWith(accessToken: string) {
  const {supabase} = worker.standIns();
  const response = await fetch(
    `${supabase!.url}/rest/v1/subscribers?select=email`,
    {
      headers: {
        apikey: supabase!.anonKey,
        Authorization: `Bearer ${accessToken}`,
      },
    },
  );
  return {status: response.status, rows: (await response.json()) as unknown[]};
}

async function refresh(refreshToken: string) {
  const {supabase} = worker.standIns();
  const response = await fetch(
    `${supabase!.url}/auth/v1/token?grant_type=refresh_token`,
    {
      method: 'POST',
      headers: {
        apikey: supabase!.anonKey,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({refresh_token: refreshToken}),
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as {code?: string},
  };
}

async function joinSomeone() {
  const {supabase} = worker.standIns();
  const response = await fetch(`${supabase!.url}/rest/v1/subscribers`, {
    method: 'POST',
    headers: {apikey: supabase!.anonKey, 'Content-Type': 'application/json'},
    body: JSON.stringify({
      name: 'Session Test',
      email: `session-${Date.now()}@example.com`,
    }),
  });
  expect(response.status).toBe(201);
}

describe('an admin session that ended', () => {
  it('access tokens live ten minutes', async () => {
    const admin = await signedInAdmin(
      worker.fetch,
      worker.standIns().supabase!,
      'short-token',
    );
    const {access_token} = tokensInCookie(admin.cookie);
    const claims = JSON.parse(
      Buffer.from(access_token.split('.')[1]!, 'base64url').toString(),
    ) as {iat: number; exp: number};
    expect(claims.exp - claims.iat).toBe(600);
  });

  it('after sign-out, the unexpired access token reads no signups', async () => {
    await joinSomeone();
    const admin = await signedInAdmin(
      worker.fetch,
      worker.standIns().supabase!,
      'sign-out',
    );
    const {access_token} = tokensInCookie(admin.cookie);
    expect((await readSignupsWith(access_token)).rows.length).toBeGreaterThan(
      0,
    );

    const out = await admin.fetch('/admin/logout', {
      method: 'POST',
      body: new URLSearchParams({scope: 'local'}),
    });
    expect(out.headers.get('location')).toBe('/admin/login');
    expect(await readSignupsWith(access_token)).toEqual({
      status: 200,
      rows: [],
    });
  });

  it('after refresh token reuse is detected, the cookie session ends at the next request', async () => {
    const admin = await signedInAdmin(
      worker.fetch,
      worker.standIns().supabase!,
      'reuse',
    );
    expect((await admin.fetch('/admin/dashboard')).status).toBe(200);
    const stolen = tokensInCookie(admin.cookie);

    // The thief refreshes with the stolen token, twice in a row; then the stolen token comes
    // back (it is no longer the parent of the live one): Auth revokes the session's tokens.
    const first = await refresh(stolen.refresh_token);
    expect(first.status).toBe(200);
    const next = (first.body as {refresh_token: string}).refresh_token;
    expect((await refresh(next)).status).toBe(200);
    expect(await refresh(stolen.refresh_token)).toMatchObject({
      status: 400,
      body: {code: 'refresh_token_already_used'},
    });

    // The admin's access token has not expired, but the session is over.
    const page = await admin.fetch('/admin/dashboard');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/admin/login');
    expect(page.headers.get('set-cookie')).toMatch(/admin_session=;/);
    expect((await readSignupsWith(stolen.access_token)).rows).toEqual([]);
  });
});
